// Gift cards on the gateway (api-spec 7.8: GET /PointOfSell/GiftCards/Paginated, GET /PointOfSell/GiftCard/Commands)
// plus what the /gift-cards screen needs: issue, look up a card's balance and ledger, disable or enable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftCard,
  giftCardBody,
  giftCardCodeParam,
  giftCardCodeQuery,
  giftCardCommands,
  giftCardDetail,
  giftCardsPage,
  giftCardsQuery,
  giftCardToggleBody,
  idPathParam,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import * as service from './gift-cards.service';

export const giftCardsGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const manage = { tags: ['gestion_gift_cards'] as const };
    // A cashier looks a card up (its balance) before taking it as payment.
    const lookup = { tags: ['gestion_gift_cards', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };
    const db = deps.database;
    app.get(
      '/PointOfSell/GiftCards/Paginated',
      { config: manage, schema: { querystring: giftCardsQuery, response: { 200: giftCardsPage } } },
      (req) => service.paginated(db, ctxOf(req), req.query),
    );
    app.get(
      '/PointOfSell/GiftCard/Commands',
      { config: manage, schema: { querystring: giftCardCodeQuery, response: { 200: giftCardCommands } } },
      (req) => service.commands(db, ctxOf(req), req.query.code),
    );
    app.post('/PointOfSell/GiftCard', { config: manage, schema: { body: giftCardBody, response: { 200: giftCard } } }, async (req, reply) =>
      answer(reply, await service.issue(db, ctxOf(req), req.body, idempotencyKeyOf(req))),
    );
    app.get(
      '/PointOfSell/GiftCard/:code',
      { config: lookup, schema: { params: giftCardCodeParam, response: { 200: giftCardDetail } } },
      (req) => service.detail(db, ctxOf(req), req.params.code),
    );
    app.patch(
      '/PointOfSell/GiftCard/:id/active',
      { config: manage, schema: { params: idPathParam, body: giftCardToggleBody, response: { 200: giftCard } } },
      (req) => service.setActive(db, ctxOf(req), req.params.id, req.body.isActive),
    );
  };
