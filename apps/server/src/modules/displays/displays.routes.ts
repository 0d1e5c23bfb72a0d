// The screens of issue 30 (paths are ours: docs/decisions.md): preparation screens and their orders and steps, the
// till's ready orders, the self-order kiosk's settings (Borne), and a customer display paired with a till.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDisplay,
  customerDisplayBody,
  displayCodeParam,
  idPathParam,
  kioskSettings,
  kioskSettingsBody,
  magasinQuery,
  okBody,
  prepBoard,
  prepReady,
  prepScreen,
  prepScreenBody,
  prepStepAnswer,
  prepStepBody,
} from '@comptoir/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './displays.service';

export const displaysRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    // Who works the screens: the till's people, the order managers, the store's managers (who set them up).
    const work = { tags: ['direct_web_point_of_sell', 'web_point_of_sell', 'gestion_command', 'gestion_magasin'] as const };
    const setUp = { tags: ['gestion_magasin'] as const };
    const sell = { tags: ['direct_web_point_of_sell', 'web_point_of_sell'] as const };

    app.get('/PreparationScreens', { config: work, schema: { querystring: magasinQuery, response: { 200: z.array(prepScreen) } } }, (req) =>
      service.listScreens(db, ctxOf(req), req.query.magasinId),
    );
    app.post('/PreparationScreens', { config: setUp, schema: { body: prepScreenBody, response: { 200: prepScreen } } }, (req) =>
      service.saveScreen(db, ctxOf(req), req.body),
    );
    app.delete('/PreparationScreens/:id', { config: setUp, schema: { params: idPathParam, response: { 200: okBody } } }, (req) =>
      service.deleteScreen(db, ctxOf(req), req.params.id),
    );
    app.get('/Preparation/ready', { config: work, schema: { querystring: magasinQuery, response: { 200: prepReady } } }, (req) =>
      service.ready(db, ctxOf(req), req.query.magasinId),
    );
    app.get('/Preparation/:id', { config: work, schema: { params: idPathParam, response: { 200: prepBoard } } }, (req) =>
      service.board(db, ctxOf(req), req.params.id),
    );
    app.patch(
      '/Preparation/:id/step',
      { config: work, schema: { params: idPathParam, body: prepStepBody, response: { 200: prepStepAnswer } } },
      (req) => service.moveStep(db, ctxOf(req), req.params.id, req.body),
    );

    app.get('/Borne', { config: work, schema: { querystring: magasinQuery, response: { 200: kioskSettings } } }, (req) =>
      service.kiosk(db, ctxOf(req), req.query.magasinId),
    );
    app.post('/Borne', { config: setUp, schema: { body: kioskSettingsBody, response: { 200: kioskSettings } } }, (req) =>
      service.saveKiosk(db, ctxOf(req), req.body),
    );

    app.get('/CustomerDisplay/:code', { config: sell, schema: { params: displayCodeParam, response: { 200: customerDisplay } } }, (req) =>
      service.display(db, ctxOf(req), req.params.code),
    );
    app.put(
      '/CustomerDisplay/:code',
      { config: sell, schema: { params: displayCodeParam, body: customerDisplayBody, response: { 200: customerDisplay } } },
      async (req) => {
        const ctx = ctxOf(req);
        const d = await service.putDisplay(db, ctx, req.params.code, req.body);
        // The paired display refetches (no figure travels in the event); after the commit above.
        await deps.live
          .publishToStore(ctx.entrepriseId, d.magasinId, {
            type: 'event',
            topic: 'display',
            magasinId: d.magasinId,
            caisseId: null,
            tags: [d.code],
          })
          .catch((err: unknown) => req.log.warn({ err }, 'live channel'));
        return d;
      },
    );
  };
