// The company (api-spec 7.3): fetch, company form, public brand on the gateway, settings by key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addConfigBody,
  configEntry,
  configKeyParam,
  entrepriseFetch,
  entreprisePatch,
  gatewayEntreprise,
  gatewayEntrepriseQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './entreprise.service';

export const entrepriseRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/Entreprise', { schema: { response: { 200: entrepriseFetch } } }, (req) =>
      service.fetchEntreprise(deps.database.db, ctxOf(req)),
    );
    app.patch(
      '/Entreprise',
      { config: { tags: ['gestion_admins'] }, schema: { body: entreprisePatch, response: { 200: entrepriseFetch } } },
      (req) => service.patchEntreprise(deps.database, ctxOf(req), req.body),
    );
    app.post(
      '/Entreprise/addConfig',
      { config: { tags: ['gestion_admins'] }, schema: { body: addConfigBody, response: { 200: configEntry } } },
      (req) => service.addConfig(deps.database, ctxOf(req), req.body),
    );
    app.get('/getConfig/:key', { schema: { params: configKeyParam, response: { 200: configEntry } } }, (req) =>
      service.getConfig(deps.database, ctxOf(req), req.params.key),
    );
  };

/** Served under the gateway prefix: the public brand of a company. */
export const entrepriseGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Entreprise',
      { config: { public: true }, schema: { querystring: gatewayEntrepriseQuery, response: { 200: gatewayEntreprise } } },
      (req) => service.gatewayBrand(deps.database, req.query.id),
    );
  };
