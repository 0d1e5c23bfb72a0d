// Central purchasing (api-spec 7.14; issue 26 point 5). Every call needs gestion_stock (the spec names no other tag for
// the central-achat screens). GET /CentralAchats stays in stock-entities.routes.ts. The spec's calls:
// GET /CentralAchat/commandes/produits, POST /CentralAchat/commandes/export-serial-template and /import-serial-template,
// GET /CentralAchat/commandes/magasin/{id} (fromDate, toDate), POST /CentralAchat/commandes/magasin/achatCharts,
// GET /CentralAchat/produit/initData, POST /CentralAchat/produits. Ours (the order's steps and the warehouse's list):
// POST /CentralAchat/commandes, GET /CentralAchat/commandes and /CentralAchat/commandes/{id}, PATCH
// /CentralAchat/commandes/{id}/send | cancel | prepare | ship | receive, POST /CentralAchat/commandes/plan, GET
// /CentralAchat/produits.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_LIMIT_BYTES,
  achatCharts,
  achatChartsBody,
  centralInboxQuery,
  centralInitData,
  centralInitDataQuery,
  centralNoteBody,
  centralOrder,
  centralOrderBody,
  centralOrderable,
  centralOrderableQuery,
  centralOrdersPage,
  centralOrdersQuery,
  centralPlanAnswer,
  centralPlanBody,
  centralPrepareBody,
  centralProductsAnswer,
  centralProductsBody,
  centralProductsSum,
  centralProductsSumQuery,
  centralSerialImportAnswer,
  centralSerialImportQuery,
  centralSerialTemplateBody,
  idPathParam,
  stockOperationReceiveBody,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { achatCharts as charts } from './central-charts';
import * as orders from './central-orders';
import * as products from './central-products';
import * as serials from './central-serials';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const centralAchatRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const config = { tags: ['gestion_stock'] as const };
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 } });
    const one = { params: idPathParam, response: { 200: centralOrder } };

    app.get(
      '/CentralAchat/commandes/produits',
      { config, schema: { querystring: centralProductsSumQuery, response: { 200: centralProductsSum } } },
      (req) => orders.productsSum(db, ctxOf(req), req.query),
    );
    app.get(
      '/CentralAchat/commandes/magasin/:id',
      { config, schema: { params: idPathParam, querystring: centralOrdersQuery, response: { 200: centralOrdersPage } } },
      (req) => orders.storeOrders(db, ctxOf(req), req.params.id, req.query),
    );
    app.post(
      '/CentralAchat/commandes/magasin/achatCharts',
      { config, schema: { body: achatChartsBody, response: { 200: achatCharts } } },
      (req) => charts(db, ctxOf(req), req.body),
    );
    app.post(
      '/CentralAchat/commandes/export-serial-template',
      { config, schema: { body: centralSerialTemplateBody } },
      async (req, reply) => {
        const { body, fileName } = await serials.exportTemplate(db, ctxOf(req), req.body.commandeId);
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('file-name', fileName)
          .send(body);
      },
    );
    app.post(
      '/CentralAchat/commandes/import-serial-template',
      { config, schema: { querystring: centralSerialImportQuery, response: { 200: centralSerialImportAnswer } } },
      async (req) => {
        const noFile = () => invalid([{ field: 'file', message: 'file_required' }]);
        if (!req.isMultipart()) throw noFile();
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw noFile();
        return serials.importTemplate(db, ctxOf(req), req.query.commandeId, await part.toBuffer());
      },
    );
    app.get(
      '/CentralAchat/produit/initData',
      { config, schema: { querystring: centralInitDataQuery, response: { 200: centralInitData } } },
      (req) => products.initData(db, ctxOf(req), req.query),
    );
    app.post('/CentralAchat/produits', { config, schema: { body: centralProductsBody, response: { 200: centralProductsAnswer } } }, (req) =>
      products.save(db, ctxOf(req), req.body),
    );
    app.get(
      '/CentralAchat/produits',
      { config, schema: { querystring: centralOrderableQuery, response: { 200: centralOrderable } } },
      (req) => products.orderable(db, ctxOf(req), req.query),
    );

    app.post('/CentralAchat/commandes', { config, schema: { body: centralOrderBody, response: { 200: centralOrder } } }, (req) =>
      orders.create(db, ctxOf(req), req.body),
    );
    app.get(
      '/CentralAchat/commandes',
      { config, schema: { querystring: centralInboxQuery, response: { 200: centralOrdersPage } } },
      (req) => orders.inbox(db, ctxOf(req), req.query),
    );
    app.post('/CentralAchat/commandes/plan', { config, schema: { body: centralPlanBody, response: { 200: centralPlanAnswer } } }, (req) =>
      orders.plan(db, ctxOf(req), req.body),
    );
    app.get('/CentralAchat/commandes/:id', { config, schema: one }, (req) => orders.detail(db, ctxOf(req), req.params.id));
    app.patch('/CentralAchat/commandes/:id/send', { config, schema: { ...one, body: centralNoteBody } }, (req) =>
      orders.send(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.patch('/CentralAchat/commandes/:id/cancel', { config, schema: { ...one, body: centralNoteBody } }, (req) =>
      orders.cancel(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.patch('/CentralAchat/commandes/:id/prepare', { config, schema: { ...one, body: centralPrepareBody } }, (req) =>
      orders.prepare(db, ctxOf(req), req.params.id, req.body),
    );
    app.patch('/CentralAchat/commandes/:id/ship', { config, schema: { ...one, body: centralNoteBody } }, (req) =>
      orders.ship(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.patch('/CentralAchat/commandes/:id/receive', { config, schema: { ...one, body: stockOperationReceiveBody } }, (req) =>
      orders.receive(db, ctxOf(req), req.params.id, req.body),
    );
  };
