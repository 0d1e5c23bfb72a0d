// Transport companies (api-spec 7.11) and their link to members (api-spec 7.2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idPathParam,
  okBody,
  transportCompany,
  transportCompanyBody,
  transportToggleAnswer,
  transportToggleBody,
  trashQuery,
  userTransportCompany,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { restore } from '../settings/settings.service';
import * as service from './transport.service';

export const transportRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { tags: ['gestion_delivery', 'command_delivering', 'gestion_utilisateur', 'gestion_admins'] as const };
    const manage = { tags: ['gestion_delivery', 'gestion_admins'] as const };
    const staff = { tags: ['gestion_utilisateur'] as const };
    const db = deps.database;
    app.get(
      '/TransportCompany',
      { config: read, schema: { querystring: trashQuery, response: { 200: z.array(transportCompany) } } },
      (req) => service.list(db, ctxOf(req), req.query.onlyTrashed),
    );
    app.patch(
      '/TransportCompany/restore/:id',
      { config: manage, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => {
        await restore(db, ctxOf(req), 'transport_companies', req.params.id);
        return { ok: true as const };
      },
    );
    app.post('/TransportCompany', { config: manage, schema: { body: transportCompanyBody, response: { 200: transportCompany } } }, (req) =>
      service.save(db, ctxOf(req), req.body),
    );
    app.delete('/TransportCompany/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.get(
      '/User/TransportCompanies/:id',
      { config: staff, schema: { params: idPathParam, response: { 200: z.array(userTransportCompany) } } },
      (req) => service.ofUser(db, ctxOf(req), req.params.id),
    );
    app.patch(
      '/User/TransportCompany/Toggle',
      { config: staff, schema: { body: transportToggleBody, response: { 200: transportToggleAnswer } } },
      (req) => service.toggle(db, ctxOf(req), req.body.userId, req.body.transportCompanyId),
    );
  };
