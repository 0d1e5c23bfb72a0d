// The client-facing catalogue (product-spec §2): the catalogue page for clients and /loyalty/product/{id}. Open to
// client accounts (client_order_online, client_views) and to the staff who sell from the catalogue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idPathParam,
  storefrontCatalogue,
  storefrontQuery,
  storeProductDetail,
  storeRatingAnswer,
  storeRatingBody,
  storeViewAnswer,
  type FunctionalityTag,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { READ } from '../catalogue/catalogue.routes';
import * as service from './storefront.service';

export const STOREFRONT_TAGS: readonly FunctionalityTag[] = ['client_order_online', 'client_views', ...READ];

export const storefrontRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const config = { tags: STOREFRONT_TAGS };
    app.get('/storefront/catalogue', { config, schema: { querystring: storefrontQuery, response: { 200: storefrontCatalogue } } }, (req) =>
      service.catalogue(db, ctxOf(req), req.query),
    );
    app.get('/storefront/product/:id', { config, schema: { params: idPathParam, response: { 200: storeProductDetail } } }, (req) =>
      service.product(db, ctxOf(req), req.params.id),
    );
    app.post('/storefront/product/:id/view', { config, schema: { params: idPathParam, response: { 200: storeViewAnswer } } }, (req) =>
      service.view(db, ctxOf(req), req.params.id),
    );
    app.put(
      '/storefront/product/:id/rating',
      { config, schema: { params: idPathParam, body: storeRatingBody, response: { 200: storeRatingAnswer } } },
      (req) => service.rate(db, ctxOf(req), req.params.id, req.body.rating),
    );
  };
