// Online ordering by clients (issue 31). Paths are ours (api-spec names none), in the style of the spec's
// (docs/decisions.md): the checkout's options, the stores, the order, the account's orders.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutOptions,
  clientStore,
  idPathParam,
  onlineOrder,
  onlineOrderBody,
  onlineOrdersPage,
  pointsQuery,
  type FunctionalityTag,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { answer } from '../../lib/idempotency';
import * as service from './online-orders.service';

const ORDER: readonly FunctionalityTag[] = ['client_order_online'];
const STORES: readonly FunctionalityTag[] = ['client_order_online', 'client_views_near_stores'];

export const onlineOrdersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const order = { tags: ORDER };
    app.get('/Online/options', { config: order, schema: { response: { 200: checkoutOptions } } }, (req) =>
      service.options(deps, ctxOf(req)),
    );
    app.get('/Online/stores', { config: { tags: STORES }, schema: { response: { 200: z.array(clientStore) } } }, (req) =>
      service.stores(deps, ctxOf(req)),
    );
    app.post('/Online/Command', { config: order, schema: { body: onlineOrderBody, response: { 200: onlineOrder } } }, async (req, reply) =>
      answer(reply, await service.checkout(deps, ctxOf(req), req.body)),
    );
    app.get('/Online/Commands', { config: order, schema: { querystring: pointsQuery, response: { 200: onlineOrdersPage } } }, (req) =>
      service.history(deps, ctxOf(req), req.query),
    );
    app.get('/Online/Command/:id', { config: order, schema: { params: idPathParam, response: { 200: onlineOrder } } }, (req) =>
      service.one(deps, ctxOf(req), req.params.id),
    );
  };
