// Discounts and promo codes (api-spec 7.8 /Remise: getAll, add, unique, delete, generateCode, bulkDiscountInsertion),
// the batch export as xlsx, and the till's check of a code before a sale.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkRemiseAnswer,
  bulkRemiseBody,
  dbId,
  generatedCode,
  okBody,
  remise,
  remiseBody,
  remiseExportQuery,
  remiseIdBody,
  remiseList,
  remiseListQuery,
  remiseUniqueAnswer,
  remiseUniqueBody,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './remises.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const remisesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const manage = { tags: ['command_code_promo'] as const };
    // The till reads discounts and checks codes: discount and point-of-sale tags pass too.
    const read = { tags: ['command_code_promo', 'remise_commande', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };
    const db = deps.database;
    app.get('/Remise/getAll', { config: read, schema: { querystring: remiseListQuery, response: { 200: remiseList } } }, (req) =>
      service.getAll(db, ctxOf(req), req.query),
    );
    app.post('/Remise/add', { config: manage, schema: { body: remiseBody, response: { 200: remise } } }, (req) =>
      service.add(db, ctxOf(req), req.body),
    );
    app.post('/Remise/unique', { config: manage, schema: { body: remiseUniqueBody, response: { 200: remiseUniqueAnswer } } }, (req) =>
      service.unique(db, ctxOf(req), req.body.intitule, req.body.id),
    );
    app.post('/Remise/delete', { config: manage, schema: { body: remiseIdBody, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), req.body.id);
      return { ok: true as const };
    });
    app.get('/Remise/generateCode', { config: manage, schema: { response: { 200: generatedCode } } }, (req) =>
      service.freeCode(db, ctxOf(req)),
    );
    app.post(
      '/Remise/bulkDiscountInsertion',
      { config: manage, schema: { body: bulkRemiseBody, response: { 200: bulkRemiseAnswer } } },
      (req) => service.bulkInsert(db, ctxOf(req), req.body),
    );
    app.get('/Remise/export', { config: manage, schema: { querystring: remiseExportQuery } }, async (req, reply) => {
      const { body, fileName } = await service.exportBatch(db, ctxOf(req), req.query.batch);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).header('file-name', fileName).send(body);
    });
    app.get(
      '/Remise/check',
      {
        config: read,
        schema: { querystring: z.object({ code: z.string().trim().min(1).max(40), clientId: dbId.optional() }), response: { 200: remise } },
      },
      (req) => service.check(db, ctxOf(req), req.query.code, req.query.clientId),
    );
  };
