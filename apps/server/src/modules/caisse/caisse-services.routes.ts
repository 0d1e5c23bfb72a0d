// The cash-register service's reads (under /api/cash) and the gateway's (under /api/gateway), api-spec 7.8.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashOperationsQuery,
  entityTagQuery,
  gatewayClosedQuery,
  idPathParam,
  operation,
  operationsPage,
  paginatedOperationsQuery,
  recapOperations,
  session,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as ops from './operations.service';
import * as sessions from './sessions.service';

const cash = { tags: ['gestion_caisse'] as const };

export const caisseCashServiceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    app.get(
      '/Entity/:id/getByTagV2',
      { config: cash, schema: { params: idPathParam, querystring: entityTagQuery, response: { 200: recapOperations } } },
      (req) => ops.storeRecap(db, ctxOf(req), req.params.id, req.query),
    );
    app.get('/Operations', { config: cash, schema: { querystring: cashOperationsQuery, response: { 200: z.array(operation) } } }, (req) =>
      ops.listAll(db, ctxOf(req), req.query),
    );
    app.get(
      '/Paginated/Operations',
      { config: cash, schema: { querystring: paginatedOperationsQuery, response: { 200: operationsPage } } },
      (req) => ops.paginated(db, ctxOf(req), req.query),
    );
  };

const totalsByType = z.object({
  entityId: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  totals: z.array(z.object({ type: z.string(), amount: z.number(), count: z.number() })),
});

export const caisseGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    app.get(
      '/Entity/:id/getByTag',
      { config: cash, schema: { params: idPathParam, querystring: entityTagQuery, response: { 200: totalsByType } } },
      (req) => ops.totalsByType(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/gatewayAP/Caisse/getClosed',
      { config: cash, schema: { querystring: gatewayClosedQuery, response: { 200: z.array(session) } } },
      (req) => sessions.closedOfStores(db, ctxOf(req), req.query.entityListId, req.query.startAt, req.query.endAt),
    );
  };
