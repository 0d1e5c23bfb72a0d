// Terminals (api-spec 7.3): list, available (not linked), detail with QR payload, register, link to a store.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { device, deviceBody, deviceDetail, deviceLinkParams, idPathParam, okBody } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './devices.service';

export const devicesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { tags: ['gestion_magasin'] as const };
    const db = deps.database;
    const secret = deps.config.secret;
    app.get('/Device', { config, schema: { response: { 200: z.array(device) } } }, (req) => service.list(db, ctxOf(req)));
    app.get('/Device/available', { config, schema: { response: { 200: z.array(device) } } }, (req) =>
      service.list(db, ctxOf(req), { available: true }),
    );
    app.get('/Device/:id', { config, schema: { params: idPathParam, response: { 200: deviceDetail } } }, (req) =>
      service.detail(db, secret, ctxOf(req), req.params.id),
    );
    app.post('/Device', { config, schema: { body: deviceBody, response: { 200: deviceDetail } } }, (req) =>
      service.register(db, secret, ctxOf(req), req.body.name),
    );
    app.patch(
      '/Device/:id/linkTo/Magasin/:storeId',
      { config, schema: { params: deviceLinkParams, response: { 200: deviceDetail } } },
      (req) => service.linkToStore(db, secret, ctxOf(req), req.params.id, req.params.storeId),
    );
    app.delete('/Device/:id', { config, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.get('/Magasin/:id/devices', { config, schema: { params: idPathParam, response: { 200: z.array(device) } } }, (req) =>
      service.storeDevices(db, ctxOf(req), req.params.id),
    );
  };
