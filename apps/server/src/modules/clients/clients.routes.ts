// Clients (api-spec 7.9): list, profile, create or update, edit and create data, delete, reset, block, select data,
// additional info, QR code, queue, import (multipart xlsx) and export (a token link); additional info settings (7.17).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_LIMIT_BYTES,
  addAdditionalInfoBody,
  additionalInfo,
  client,
  clientAccount,
  clientAccountBody,
  clientBody,
  clientEditData,
  clientFormData,
  clientProfile,
  clientQr,
  clientQrQuery,
  clientSaved,
  clientOption,
  clientSelectAnswer,
  clientSelectQuery,
  clientsAnswer,
  clientsQuery,
  exportLinkAnswer,
  exportQuery,
  idPathParam,
  myCard,
  importAnswer,
  infoNature,
  infoType,
  infoTypeBody,
  natureBody,
  okBody,
  pointsPage,
  pointsQuery,
  queueAnswer,
  queueBody,
  queueEntry,
  queueQuery,
  trashQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { invalid } from '../../lib/app-error';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import type { Deps } from '../../lib/deps';
import * as loyalty from '../loyalty/loyalty.service';
import * as mine from '../loyalty/my-card.service';
import * as account from './client-account.service';
import * as info from './clients-info.service';
import * as io from './clients-io.service';
import * as queue from './clients-queue.service';
import * as service from './clients.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const clientsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 } });
    const db = deps.database;
    const clients = { tags: ['bd_client'] as const };
    // The till's "add customer" chooser needs clients without the client base screens.
    const chooser = { tags: ['bd_client', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };

    app.get('/Client', { config: clients, schema: { querystring: clientsQuery, response: { 200: clientsAnswer } } }, (req) =>
      service.list(db, ctxOf(req), req.query),
    );
    app.post('/Client', { config: clients, schema: { body: clientBody, response: { 200: clientSaved } } }, (req) =>
      service.save(db, ctxOf(req), req.body),
    );
    app.get('/Client/create', { config: clients, schema: { response: { 200: clientFormData } } }, (req) =>
      service.formData(db, ctxOf(req)),
    );
    app.get(
      '/Client/select/data',
      { config: chooser, schema: { querystring: clientSelectQuery, response: { 200: clientSelectAnswer } } },
      (req) => service.selectData(db, ctxOf(req), req.query.keyword),
    );
    // The till reads the points of the client attached to a sale before it takes points as payment.
    app.get('/Client/select/:id', { config: chooser, schema: { params: idPathParam, response: { 200: clientOption } } }, (req) =>
      service.selectOne(db, ctxOf(req), req.params.id),
    );
    app.get('/Client/:id', { config: clients, schema: { params: idPathParam, response: { 200: clientProfile } } }, (req) =>
      service.profile(db, ctxOf(req), req.params.id),
    );
    app.get('/Client/:id/edit', { config: clients, schema: { params: idPathParam, response: { 200: clientEditData } } }, (req) =>
      service.editData(db, ctxOf(req), req.params.id),
    );
    // The client's own sign-in account (issue 31): seen with the client base, given by who manages users.
    app.get(
      '/Client/:id/account',
      {
        config: { tags: ['bd_client', 'gestion_utilisateur'] as const },
        schema: { params: idPathParam, response: { 200: clientAccount } },
      },
      (req) => account.getAccount(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/Client/:id/account',
      {
        config: { tags: ['gestion_utilisateur'] as const },
        schema: { params: idPathParam, body: clientAccountBody, response: { 200: clientAccount } },
      },
      (req) => account.createAccount(db, ctxOf(req), req.params.id, req.body),
    );
    app.delete('/Client/:id', { config: clients, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.patch('/Client/:id/reset', { config: clients, schema: { params: idPathParam, response: { 200: client } } }, async (req, reply) =>
      answer(reply, await service.reset(db, ctxOf(req), req.params.id, idempotencyKeyOf(req))),
    );
    // api-spec 7.9 names a GET that toggles.
    app.get('/Client/toggleBlock/:id', { config: clients, schema: { params: idPathParam, response: { 200: client } } }, (req) =>
      service.toggleBlock(db, ctxOf(req), req.params.id),
    );
    // The client's own views (client_views): their card and points, matched by the account's e-mail or phone.
    const own = { tags: ['client_views'] as const };
    app.get('/Client/me/card', { config: own, schema: { response: { 200: myCard } } }, (req) =>
      mine.myCard(db, deps.config.publicUrl, ctxOf(req)),
    );
    app.get('/Client/me/points', { config: own, schema: { querystring: pointsQuery, response: { 200: pointsPage } } }, (req) =>
      mine.myPoints(db, ctxOf(req), req.query.page, req.query.limit),
    );
    app.get(
      '/Client/:id/points',
      { config: clients, schema: { params: idPathParam, querystring: pointsQuery, response: { 200: pointsPage } } },
      (req) => loyalty.pointsPage(db, ctxOf(req), req.params.id, req.query.page, req.query.limit),
    );
    app.post(
      '/Client/addAdditionalInfo',
      { config: clients, schema: { body: addAdditionalInfoBody, response: { 200: z.array(additionalInfo) } } },
      (req) => service.addAdditionalInfo(db, ctxOf(req), req.body),
    );
    app.get(
      '/Client/:id/qrcode',
      { config: clients, schema: { params: idPathParam, querystring: clientQrQuery, response: { 200: clientQr } } },
      (req) => service.qrCode(deps, ctxOf(req), req.params.id, req.query.withEmail ?? false),
    );

    app.get('/Client/Queue', { config: clients, schema: { querystring: queueQuery, response: { 200: queueAnswer } } }, (req) =>
      queue.queue(db, ctxOf(req), req.query),
    );
    app.post('/Client/Queue', { config: clients, schema: { body: queueBody, response: { 200: queueEntry } } }, (req) =>
      queue.post(db, ctxOf(req), req.body),
    );

    app.post('/Client/import', { config: clients, schema: { response: { 200: importAnswer } } }, async (req) => {
      const ctx = ctxOf(req);
      const noFile = () => invalid([{ field: 'file', message: 'file_required' }]);
      if (!req.isMultipart()) throw noFile();
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw noFile();
      return io.importClients(db, ctx, await part.toBuffer());
    });
    app.post(
      '/Client/export/link',
      {
        config: clients,
        schema: { body: clientsQuery.omit({ offset: true, limit: true }).partial().optional(), response: { 200: exportLinkAnswer } },
      },
      (req) => {
        const filters: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.body ?? {}))
          if (v !== undefined && v !== null && v !== '') filters[k] = Array.isArray(v) ? v.join(',') : String(v);
        return io.exportLink(deps, ctxOf(req), filters);
      },
    );
    // Public door, but only with a live export token: the link is opened by the browser, without the session.
    app.get('/Client/export', { config: { public: true }, schema: { querystring: exportQuery } }, async (req, reply) => {
      const { token, ...filters } = req.query;
      const { body, fileName } = await io.exportClients(db, req.locale, token, filters);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).header('file-name', fileName).send(body);
    });

    // Additional info settings.
    app.get(
      '/AdditionalInfoNature',
      { config: clients, schema: { querystring: trashQuery, response: { 200: z.array(infoNature) } } },
      (req) => info.natures(db, ctxOf(req), req.query.onlyTrashed),
    );
    app.patch(
      '/AdditionalInfoNature/restore/:id',
      { config: clients, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => {
        await info.restoreNature(db, ctxOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.post('/AdditionalInfoNature', { config: clients, schema: { body: natureBody, response: { 200: infoNature } } }, (req) =>
      info.saveNature(db, ctxOf(req), req.body),
    );
    app.delete(
      '/AdditionalInfoNature/:id',
      { config: clients, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => {
        await info.removeNature(db, ctxOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.get('/AdditionalInfoType', { config: clients, schema: { querystring: trashQuery, response: { 200: z.array(infoType) } } }, (req) =>
      info.infoTypes(db, ctxOf(req), req.query.onlyTrashed),
    );
    app.patch(
      '/AdditionalInfoType/restore/:id',
      { config: clients, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => {
        await info.restoreInfoType(db, ctxOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.post('/AdditionalInfoType', { config: clients, schema: { body: infoTypeBody, response: { 200: infoType } } }, (req) =>
      info.saveInfoType(db, ctxOf(req), req.body),
    );
    app.delete('/AdditionalInfoType/:id', { config: clients, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await info.removeInfoType(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
  };
