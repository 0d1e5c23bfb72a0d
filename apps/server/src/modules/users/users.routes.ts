// Staff accounts (api-spec 7.2): DataTable list, staff form, update/block, cashier and admin deletes, trash and
// restore, extra store, sign-in QR code, charts and the activity spreadsheet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMagasinParams,
  chartAnswer,
  chartQuery,
  idPathParam,
  okBody,
  staffCreateBody,
  staffPatch,
  staffUser,
  userQrCode,
  usersPage,
  usersQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as activity from './users-activity.service';
import * as service from './users.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const usersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { tags: ['gestion_utilisateur', 'gestion_admins'] as const };
    const write = { tags: ['gestion_utilisateur'] as const };
    const db = deps.database;

    app.get('/Users', { config: read, schema: { querystring: usersQuery, response: { 200: usersPage } } }, (req) =>
      service.listMembers(db, ctxOf(req), req.query),
    );
    app.post('/Users', { config: write, schema: { body: staffCreateBody, response: { 200: staffUser } } }, (req) =>
      service.createMember(db, ctxOf(req), req.body),
    );
    app.get('/User/getAll/trashed', { config: write, schema: { response: { 200: z.array(staffUser) } } }, (req) =>
      service.listTrashed(db, ctxOf(req)),
    );
    app.patch('/User/restore/:id', { config: write, schema: { params: idPathParam, response: { 200: staffUser } } }, (req) =>
      service.restoreMember(db, ctxOf(req), req.params.id),
    );
    app.get('/User/:id', { config: read, schema: { params: idPathParam, response: { 200: staffUser } } }, (req) =>
      service.getMember(db, ctxOf(req), req.params.id),
    );
    const update = { config: write, schema: { params: idPathParam, body: staffPatch, response: { 200: staffUser } } };
    app.patch('/User/:id', update, (req) => service.updateMember(db, ctxOf(req), req.params.id, req.body));
    app.post('/User/:id', update, (req) => service.updateMember(db, ctxOf(req), req.params.id, req.body));

    app.delete('/UserCaissier/:id', { config: write, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.deleteMember(db, ctxOf(req), req.params.id, 'cashier');
      return { ok: true as const };
    });
    app.delete('/admin/User/:id', { config: { admin: true }, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.deleteMember(db, ctxOf(req), req.params.id, 'admin');
      return { ok: true as const };
    });
    app.patch(
      '/UserCaissier/:id/addMagasin/:storeId',
      { config: write, schema: { params: addMagasinParams, response: { 200: staffUser } } },
      (req) => service.addStore(db, ctxOf(req), req.params.id, req.params.storeId),
    );

    app.get('/User/:id/qrcode', { config: write, schema: { params: idPathParam, response: { 200: userQrCode } } }, (req) =>
      activity.qrCode(deps, ctxOf(req), req.params.id),
    );
    const chart = { config: read, schema: { params: idPathParam, querystring: chartQuery, response: { 200: chartAnswer } } };
    app.get('/User/:id/activityChart', chart, (req) => activity.activityChart(db, ctxOf(req), req.params.id, req.query));
    app.get('/User/:id/commandChart', chart, (req) => activity.commandChart(db, ctxOf(req), req.params.id, req.query));
    app.get('/activities/excel/:id', { config: read, schema: { params: idPathParam, querystring: chartQuery } }, async (req, reply) => {
      const { buffer, fileName } = await activity.activityWorkbook(db, ctxOf(req), req.params.id, req.query);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(buffer);
    });
  };
