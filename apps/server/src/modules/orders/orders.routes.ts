// Orders (api-spec 7.8): the sale, lists by store, register and client, lines, tickets, states, serial numbers,
// the order report, exchanges and the fast-food update. Paths the spec does not show are ours (docs/decisions.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addEchangeBody,
  cmdReport,
  cmdReportBody,
  command,
  commandDetail,
  commandLine,
  commandRefundable,
  commandsPage,
  commandsQuery,
  commandStateBody,
  fastFoodBody,
  getCommandsByQuery,
  idPathParam,
  insertCommandBody,
  linesQuery,
  ORDER_STATES,
  priceRecap,
  priceRecapQuery,
  salesRecapLine,
  salesRecapProduct,
  salesRecapQuery,
  serialNumber,
  serialNumbersQuery,
  ticketsQuery,
  updateCommandBody,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { businessDay, localTimeOf } from '../caisse/caisse.common';
import type { Deps } from '../../lib/deps';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import { insertCommand, SELLING_TAGS } from './insert-command.service';
import * as change from './command-change.service';
import * as read from './orders-read.service';
import * as states from './command-states.service';
import * as recap from './sales-recap.service';
import { commandDetail as detailOf } from './orders.view';

export const ordersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const sell = { tags: SELLING_TAGS };
    const readOrders = { tags: ['gestion_command', 'gestion_caisse', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };
    const manage = { tags: ['gestion_command', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };
    const report = { tags: ['command_report', 'gestion_command'] as const };
    const salesRecap = { tags: ['command_report', 'gestion_command', 'gestion_caisse'] as const };

    app.post(
      '/InsertCommand',
      { config: sell, schema: { body: insertCommandBody, response: { 200: commandDetail } } },
      async (req, reply) => answer(reply, await insertCommand(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.uuid)!)),
    );

    const list = { config: readOrders, schema: { params: idPathParam, querystring: commandsQuery, response: { 200: commandsPage } } };
    app.get('/Commands/ByMagasin/:id', list, (req) => read.byStore(db, ctxOf(req), req.params.id, req.query));
    app.get('/Commands/ByCaisse/:id', list, (req) => read.byCaisse(db, ctxOf(req), req.params.id, req.query));
    app.get('/Commands/ByClient/:id', list, (req) => read.byClient(db, ctxOf(req), req.params.id, req.query));
    app.get('/getCommandsBy', { config: readOrders, schema: { querystring: getCommandsByQuery, response: { 200: commandsPage } } }, (req) =>
      read.commandsBy(db, ctxOf(req), req.query),
    );
    app.get('/Command/:id', { config: readOrders, schema: { params: idPathParam, response: { 200: commandDetail } } }, (req) =>
      detailOf(db.db, ctxOf(req), req.params.id),
    );
    app.get('/CommandLine/:id', { config: readOrders, schema: { params: idPathParam, response: { 200: z.array(commandLine) } } }, (req) =>
      read.lines(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Commands/Lines',
      { config: readOrders, schema: { querystring: linesQuery, response: { 200: z.array(commandLine) } } },
      (req) => read.linesOf(db, ctxOf(req), req.query.commandIds),
    );
    app.get('/Command/tickets', { config: readOrders, schema: { querystring: ticketsQuery, response: { 200: z.array(command) } } }, (req) =>
      read.tickets(db, ctxOf(req), req.query, businessDay(localTimeOf(req))),
    );
    app.get(
      '/Command/:id/refundable',
      { config: readOrders, schema: { params: idPathParam, response: { 200: commandRefundable } } },
      (req) => read.refundable(db, ctxOf(req), req.params.id),
    );
    app.get('/Command/getCommandStates', { config: readOrders, schema: { response: { 200: z.array(z.string()) } } }, () => [
      ...ORDER_STATES,
    ]);
    app.get(
      '/Command/SerialNumbers',
      { config: readOrders, schema: { querystring: serialNumbersQuery, response: { 200: z.array(serialNumber) } } },
      (req) => read.serialNumbers(db, ctxOf(req), req.query),
    );
    app.post('/CmdReport', { config: report, schema: { body: cmdReportBody, response: { 200: cmdReport } } }, (req) =>
      read.cmdReport(db, ctxOf(req), req.body),
    );

    // ---- Sales recaps
    app.get(
      '/Price/:id/Recapitulation',
      { config: salesRecap, schema: { params: idPathParam, querystring: priceRecapQuery, response: { 200: priceRecap } } },
      (req) => recap.priceRecapitulation(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Magasin/:id/recapVentesByProduct',
      { config: salesRecap, schema: { params: idPathParam, querystring: salesRecapQuery, response: { 200: z.array(salesRecapLine) } } },
      (req) => recap.storeRecapByProduct(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Magasin/:id/recapVentesByProducts',
      { config: salesRecap, schema: { params: idPathParam, querystring: salesRecapQuery, response: { 200: z.array(salesRecapProduct) } } },
      (req) => recap.storeRecapByProducts(db, ctxOf(req), req.params.id, req.query),
    );

    app.patch(
      '/Command/:id/state',
      { config: manage, schema: { params: idPathParam, body: commandStateBody, response: { 200: commandDetail } } },
      async (req, reply) => answer(reply, await states.changeState(db, ctxOf(req), req.params.id, req.body, idempotencyKeyOf(req))),
    );
    app.patch(
      '/UpdateCommand/:id',
      { config: manage, schema: { params: idPathParam, body: updateCommandBody, response: { 200: commandDetail } } },
      (req) => change.updateCommand(db, ctxOf(req), req.params.id, req.body),
    );
    app.post(
      '/Command/:id/AddEchange',
      { config: manage, schema: { params: idPathParam, body: addEchangeBody, response: { 200: commandDetail } } },
      async (req, reply) =>
        answer(reply, await change.addEchange(db, ctxOf(req), req.params.id, req.body, idempotencyKeyOf(req, req.body.uuid))),
    );
    app.patch(
      '/PointOfSell/caisse/:id/update/commands',
      { config: sell, schema: { params: idPathParam, body: fastFoodBody, response: { 200: z.array(command) } } },
      (req) => change.fastFoodUpdate(db, ctxOf(req), req.params.id, req.body),
    );
  };
