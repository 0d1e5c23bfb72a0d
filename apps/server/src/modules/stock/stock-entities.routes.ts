// Central purchasing records (api-spec 7.14 GET /CentralAchats; POST is ours) and labs (7.15 GET and POST /Lab, GET and
// DELETE /Lab/{id}) as stock entities (issue 26). Reading needs gestion_stock (or gestion_lab for labs); creating a
// warehouse needs gestion_stock with a company-wide role, a lab gestion_lab or gestion_stock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centralAchat, centralAchatBody, centralAchats, idPathParam, lab, labBody, labs } from '@comptoir/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { forbidden } from '../../lib/app-error';
import { storesOf } from '../caisse/caisse.common';
import * as entities from './stock-entities';

export const stockEntitiesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const stock = { tags: ['gestion_stock'] as const };
    const labTags = { tags: ['gestion_lab', 'gestion_stock'] as const };
    app.get('/CentralAchats', { config: stock, schema: { response: { 200: centralAchats } } }, (req) =>
      entities.listCentralAchats(db, ctxOf(req)),
    );
    app.post('/CentralAchats', { config: stock, schema: { body: centralAchatBody, response: { 200: centralAchat } } }, (req) => {
      const ctx = ctxOf(req);
      if (storesOf(ctx)) throw forbidden();
      return entities.createCentralAchat(db, ctx, req.body);
    });
    app.get('/Lab', { config: labTags, schema: { response: { 200: labs } } }, (req) => entities.listLabs(db, ctxOf(req)));
    app.post('/Lab', { config: labTags, schema: { body: labBody, response: { 200: lab } } }, (req) =>
      entities.createLab(db, ctxOf(req), req.body),
    );
    app.get('/Lab/:id', { config: labTags, schema: { params: idPathParam, response: { 200: lab } } }, (req) =>
      entities.getLab(db, ctxOf(req), req.params.id),
    );
    app.delete('/Lab/:id', { config: labTags, schema: { params: idPathParam, response: { 200: z.object({ id: z.number() }) } } }, (req) =>
      entities.deleteLab(db, ctxOf(req), req.params.id),
    );
  };
