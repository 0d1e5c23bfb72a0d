// Loyalty cards on the e-commerce service (api-spec 7.8: POST /LoyaltyCard/, POST /AddClient/{reference}) and the
// public card page's data on the gateway (/CardLoyalty/{clientHash}/{EntrepriseId}: that one card, nothing else).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addClientToCardBody,
  loyaltyCard,
  loyaltyCardBody,
  loyaltyCardsPage,
  loyaltyCardsQuery,
  publicCard,
  publicCardParams,
  referenceParam,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { createClientIn } from '../clients/clients.service';
import * as service from './loyalty.service';

export const loyaltyEcomRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const cards = { tags: ['client_cards', 'bd_client'] as const };
    const db = deps.database;
    app.get('/LoyaltyCard', { config: cards, schema: { querystring: loyaltyCardsQuery, response: { 200: loyaltyCardsPage } } }, (req) =>
      service.listCards(db, ctxOf(req), req.query),
    );
    app.post('/LoyaltyCard', { config: cards, schema: { body: loyaltyCardBody, response: { 200: loyaltyCard } } }, (req) =>
      service.addCard(db, ctxOf(req), req.body),
    );
    app.post(
      '/AddClient/:reference',
      { config: cards, schema: { params: referenceParam, body: addClientToCardBody, response: { 200: loyaltyCard } } },
      (req) => {
        const ctx = ctxOf(req);
        return service.addClientToCard(db, ctx, req.params.reference, req.body, (trx, data) => createClientIn(trx, ctx, data));
      },
    );
  };

export const loyaltyGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/CardLoyalty/:clientHash/:EntrepriseId',
      { config: { public: true }, schema: { params: publicCardParams, response: { 200: publicCard } } },
      (req) => service.publicCard(deps.database, deps.config.publicUrl, req.params.clientHash, req.params.EntrepriseId),
    );
  };
