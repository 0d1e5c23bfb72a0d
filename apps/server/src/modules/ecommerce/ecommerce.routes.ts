// E-commerce synchronisation (api-spec 7.4): the Shopify shop's connection, the catalogue pushed, orders pulled, the
// status with the failures and their retry; the shop's webhooks (public, verified by their HMAC); and the e-commerce
// service's cache calls. Paths the spec does not show are named in its style (docs/decisions.md, issue 31).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ecomCacheAnswer,
  ecommerceShop,
  externalProducts,
  externalProductsQuery,
  glovoMenu,
  idPathParam,
  okBody,
  paymentFileAnswer,
  review,
  UPLOAD_LIMIT_BYTES,
  reviewModerationBody,
  reviewsPage,
  reviewsQuery,
  shopConnectBody,
  shopIdBody,
  shopIdParam,
  shopIdQuery,
  storeIdParam,
  syncProductParam,
  syncRun,
  syncStatus,
  webhooksCreated,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as cache from './ecom-cache';
import * as service from './ecommerce.service';
import { invalid } from '../../lib/app-error';
import * as glovo from './glovo-menu';
import { importPaymentFile } from './payment-file';
import * as reviews from './reviews';

const ECOM = { tags: ['gestion_ecommerce'] as const };

export const ecommerceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const secret = deps.config.secret;
    app.get(
      '/Ecommerce/getSynchronizationStatus',
      { config: ECOM, schema: { querystring: shopIdQuery.partial(), response: { 200: syncStatus } } },
      (req) => service.status(db, ctxOf(req), req.query.shopId),
    );
    app.post('/Ecommerce/Shopify/connect', { config: ECOM, schema: { body: shopConnectBody, response: { 200: ecommerceShop } } }, (req) =>
      service.connect(db, secret, ctxOf(req), req.body),
    );
    app.delete('/Ecommerce/shop/:id', { config: ECOM, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.disconnect(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    // A whole run: the catalogue pushed, then the orders pulled.
    app.get(
      '/Ecommerce/Shopify/synchronizeProducts',
      { config: ECOM, schema: { querystring: shopIdQuery, response: { 200: syncRun } } },
      (req) => service.run(db, secret, ctxOf(req), req.query.shopId, 'all'),
    );
    app.post('/Ecommerce/synchronizeProducts', { config: ECOM, schema: { body: shopIdBody, response: { 200: syncRun } } }, (req) =>
      service.run(db, secret, ctxOf(req), req.body.shopId, 'products'),
    );
    app.post(
      '/Ecommerce/synchronizeProducts/:product',
      { config: ECOM, schema: { params: syncProductParam, body: shopIdBody, response: { 200: syncRun } } },
      (req) => service.run(db, secret, ctxOf(req), req.body.shopId, 'products', req.params.product),
    );
    app.post('/Ecommerce/synchronizeCommands', { config: ECOM, schema: { body: shopIdBody, response: { 200: syncRun } } }, (req) =>
      service.run(db, secret, ctxOf(req), req.body.shopId, 'orders'),
    );
    app.post(
      '/Ecommerce/synchronizationIssue/:id/retry',
      { config: ECOM, schema: { params: idPathParam, response: { 200: syncRun } } },
      (req) => service.retry(db, secret, ctxOf(req), req.params.id),
    );
    app.post(
      '/Ecommerce/hook/createWebhooks',
      { config: ECOM, schema: { body: shopIdBody, response: { 200: webhooksCreated } } },
      (req) => {
        const base = deps.config.publicUrl;
        return service.createWebhooks(db, secret, ctxOf(req), req.body.shopId, `${base}${deps.config.prefixes.api}`);
      },
    );
    app.get(
      '/Ecommerce/external/getProducts',
      { config: ECOM, schema: { querystring: externalProductsQuery, response: { 200: externalProducts } } },
      (req) => service.externalProducts(db, secret, ctxOf(req), req.query),
    );

    // The store's menu in the delivery platform's file format (the screen /glovo/upload-menu/{storeId} downloads it).
    app.get(
      '/Glovo/menu/:storeId',
      {
        config: { tags: ['gestion_ecommerce', 'gestion_delivery', 'gestion_magasin'] },
        schema: { params: storeIdParam, response: { 200: glovoMenu } },
      },
      (req) => glovo.glovoMenu(db, ctxOf(req), req.params.storeId, `${deps.config.publicUrl}${deps.config.prefixes.api}`),
    );

    // Review moderation.
    app.get('/Ecommerce/reviews', { config: ECOM, schema: { querystring: reviewsQuery, response: { 200: reviewsPage } } }, (req) =>
      reviews.listReviews(db, ctxOf(req), req.query),
    );
    app.patch(
      '/Ecommerce/reviews/:id',
      { config: ECOM, schema: { params: idPathParam, body: reviewModerationBody, response: { 200: review } } },
      (req) => reviews.moderate(db, ctxOf(req), req.params.id, req.body.status),
    );

    // The shop's webhooks: no sign-in, the signature of the raw body proves them (kept as received to be checked).
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (req, body, done) => {
        (req as unknown as { rawBody: string }).rawBody = String(body);
        try {
          done(null, body ? JSON.parse(String(body)) : {});
        } catch {
          done(null, {});
        }
      });
      hooks.post(
        '/Ecommerce/hook/shopify/:shopId',
        {
          config: { public: true },
          schema: { params: shopIdParam, response: { 200: z.object({ ok: z.literal(true), result: z.string() }) } },
        },
        (req) =>
          service.receiveWebhook(
            db,
            secret,
            (req.params as { shopId: number }).shopId,
            {
              topic: req.headers['x-shopify-topic'] as string | undefined,
              hmac: req.headers['x-shopify-hmac-sha256'] as string | undefined,
            },
            (req as unknown as { rawBody?: string }).rawBody ?? '',
            req.body,
          ),
      );
    });
  };

/** The e-commerce service's cache calls (e-commerce prefix). */
export const ecomCacheRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = { config: ECOM, schema: { response: { 200: ecomCacheAnswer } } };
    for (const [path, name] of [
      ['/Ecom/FlushcacheCatalogue', 'catalogue'],
      ['/Ecom/FlushcacheSliders', 'sliders'],
      ['/Ecom/FlushcacheStock', 'stock'],
    ] as const)
      app.get(path, answer, (req) => cache.flush(ctxOf(req).entrepriseId, name));
    app.get('/Ecom/clear', answer, (req) => cache.flush(ctxOf(req).entrepriseId, 'all'));
    app.get('/Ecom/cacheStock', answer, (req) => cache.warmStock(deps.database, ctxOf(req)));
    // The online payment provider's settlement file (multipart `file`, CSV or xlsx): reconciles online orders' payments.
    await app.register(async (files) => {
      await files.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 10 } });
      files.post('/Ecom/PayementFile', { config: ECOM, schema: { response: { 200: paymentFileAnswer } } }, async (req) => {
        const noFile = () => invalid([{ field: 'file', message: 'file_required' }]);
        if (!req.isMultipart()) throw noFile();
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw noFile();
        return importPaymentFile(deps.database, ctxOf(req), await part.toBuffer(), part.filename ?? '');
      });
    });
  };
