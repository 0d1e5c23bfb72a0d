// Shipping and delivery (api-spec 7.11; TransportCompany is in modules/transport). Paths as the spec writes them,
// `Proccessing` included; ours: GET /Shipping/{id} (an order's shipping), the dashboard and the cash on delivery.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blCommands,
  collectionsAnswer,
  collectionsQuery,
  commandsByQuery,
  idPathParam,
  processingQuery,
  reconcileAnswer,
  reconcileBody,
  reportCollectionsBody,
  reserveCommandsBody,
  shippingBatchAnswer,
  shippingBatchBody,
  shippingCommand,
  shippingDashboard,
  shippingDashboardQuery,
  shippingDetail,
  shippingFilters,
  shippingInfoBody,
  shippingInitInfo,
  shippingKanban,
  shippingListQuery,
  shippingPage,
  type FunctionalityTag,
  type ShippingMove,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import type { Deps } from '../../lib/deps';
import * as collections from './collections.service';
import * as moves from './shipping-moves.service';
import * as read from './shipping-read.service';

/** The batch moves by their spec path. */
const BATCH: Record<string, ShippingMove> = {
  PackCommands: 'pack',
  UnpackCommands: 'unpack',
  addCommandsToPending: 'pending',
  addCommandsToDelivering: 'delivering',
  addCommandsToDelivered: 'delivered',
  addCommandsToReturned: 'returned',
  addCommandsToPayedAndArchived: 'payed_and_archived',
};
/** What a delivery man does himself: take his deliveries out, deliver them, bring them back. */
const CARRIER_MOVES: readonly ShippingMove[] = ['delivering', 'delivered', 'returned'];

export const shippingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const read_: { tags: readonly FunctionalityTag[] } = { tags: ['gestion_delivery', 'command_delivering'] };
    const manage: { tags: readonly FunctionalityTag[] } = { tags: ['gestion_delivery'] };
    const cash: { tags: readonly FunctionalityTag[] } = { tags: ['gestion_delivery', 'gestion_caisse', 'command_delivering'] };

    app.get('/Shipping/initInfo', { config: read_, schema: { response: { 200: shippingInitInfo } } }, (req) =>
      read.initInfo(db, ctxOf(req)),
    );
    app.get('/Shipping/commands', { config: read_, schema: { querystring: shippingListQuery, response: { 200: shippingPage } } }, (req) =>
      read.list(db, ctxOf(req), req.query),
    );
    app.get(
      '/Shipping/commands/kanban',
      { config: read_, schema: { querystring: shippingFilters, response: { 200: shippingKanban } } },
      (req) => read.kanban(db, ctxOf(req), req.query),
    );
    app.get(
      '/Shipping/GetCommandsBy',
      { config: read_, schema: { querystring: commandsByQuery, response: { 200: z.array(shippingCommand) } } },
      (req) => read.commandsBy(db, ctxOf(req), req.query),
    );
    app.get(
      '/Shipping/Proccessing/Command',
      { config: manage, schema: { querystring: processingQuery, response: { 200: z.array(shippingCommand) } } },
      (req) => read.processing(db, ctxOf(req), req.query),
    );
    app.get('/Shipping/GetBlCommands/:id', { config: manage, schema: { params: idPathParam, response: { 200: blCommands } } }, (req) =>
      read.blCommands(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Shipping/dashboard',
      { config: read_, schema: { querystring: shippingDashboardQuery, response: { 200: shippingDashboard } } },
      (req) => read.dashboard(db, ctxOf(req), req.query),
    );
    app.get(
      '/Shipping/collections',
      { config: cash, schema: { querystring: collectionsQuery, response: { 200: collectionsAnswer } } },
      (req) => collections.listCollections(db, ctxOf(req), req.query),
    );
    app.post(
      '/Shipping/collections/report',
      {
        config: manage,
        schema: { body: reportCollectionsBody, response: { 200: z.object({ reported: z.number(), amount: z.number() }) } },
      },
      async (req, reply) =>
        answer(reply, await collections.reportCollections(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.clientId))),
    );
    app.post(
      '/Shipping/collections/reconcile',
      {
        config: { tags: ['gestion_delivery', 'gestion_caisse'] as const },
        schema: { body: reconcileBody, response: { 200: reconcileAnswer } },
      },
      async (req, reply) => answer(reply, await collections.reconcile(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.clientId))),
    );
    app.get('/Shipping/:id', { config: read_, schema: { params: idPathParam, response: { 200: shippingDetail } } }, (req) =>
      read.detail(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/Shipping/:id/info',
      { config: manage, schema: { params: idPathParam, body: shippingInfoBody.default({}), response: { 200: shippingCommand } } },
      (req) => moves.saveInfo(db, ctxOf(req), req.params.id, req.body),
    );
    app.post(
      '/Shipping/:id/reserve',
      { config: manage, schema: { params: idPathParam, body: shippingInfoBody.default({}), response: { 200: shippingBatchAnswer } } },
      async (req, reply) => answer(reply, await moves.reserve(db, ctxOf(req), [req.params.id], req.body, idempotencyKeyOf(req))),
    );
    app.post(
      '/Shipping/ReserveCommands',
      { config: manage, schema: { body: reserveCommandsBody, response: { 200: shippingBatchAnswer } } },
      async (req, reply) => {
        const { commandIds, ...info } = req.body;
        return answer(reply, await moves.reserve(db, ctxOf(req), commandIds, info, idempotencyKeyOf(req)));
      },
    );
    for (const [path, move] of Object.entries(BATCH))
      app.patch(
        `/Shipping/${path}`,
        {
          config: CARRIER_MOVES.includes(move) ? read_ : manage,
          schema: { body: shippingBatchBody, response: { 200: shippingBatchAnswer } },
        },
        async (req, reply) =>
          answer(reply, await moves.batchMove(db, ctxOf(req), move, req.body, idempotencyKeyOf(req, req.body.clientId))),
      );
  };
