// Stores (api-spec 7.2): lists, locations (also public on the gateway), trashed and restore, the store form, soft delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gatewayLocationsQuery, idPathParam, magasin, magasinBody, magasinLocation, okBody } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './magasins.service';

export const magasinsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const manage = { tags: ['gestion_magasin'] as const };
    const db = deps.database;
    app.get('/Magasins', { schema: { response: { 200: z.array(magasin) } } }, (req) => service.listStores(db, ctxOf(req)));
    app.get('/Magasin/Locations', { schema: { response: { 200: z.array(magasinLocation) } } }, (req) => service.locations(db, ctxOf(req)));
    app.get('/Magasin/getAll/trashed', { config: manage, schema: { response: { 200: z.array(magasin) } } }, (req) =>
      service.listStores(db, ctxOf(req), true),
    );
    app.patch('/Magasin/restore/:id', { config: manage, schema: { params: idPathParam, response: { 200: magasin } } }, (req) =>
      service.restoreStore(db, ctxOf(req), req.params.id),
    );
    app.post('/Magasin', { config: manage, schema: { body: magasinBody, response: { 200: magasin } } }, (req) =>
      service.saveStore(db, ctxOf(req), req.body),
    );
    app.get('/Magasin/:id', { schema: { params: idPathParam, response: { 200: magasin } } }, (req) =>
      service.getStore(db, ctxOf(req), req.params.id),
    );
    app.delete('/Magasin/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.deleteStore(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
  };

/** Served under the gateway prefix: a company's store locations for public pages (near stores). */
export const magasinsGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Magasin/Locations',
      { config: { public: true }, schema: { querystring: gatewayLocationsQuery, response: { 200: z.array(magasinLocation) } } },
      (req) => service.publicLocations(deps.database, req.query.entrepriseId),
    );
  };
