// Notifications (api-spec 7.17): the types and who receives which on the main API; a user's list and marking as viewed
// on the notification service's prefix (its WebSocket is realtime/live.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idPathParam,
  notificationsAnswer,
  notificationsQuery,
  notificationsViewedAnswer,
  notificationsViewedBody,
  notificationType,
  pushPublicKeyAnswer,
  pushSubscribeAnswer,
  pushSubscribeBody,
  pushUnsubscribeBody,
  roleNotificationTypes,
  roleNotificationTypesBody,
  userNotificationMagasin,
  userNotificationMagasinBody,
  userNotificationMagasinQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as push from './notifications.push';
import * as service from './notifications.service';

export const notificationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const read = { tags: ['gestion_notification', 'gestion_utilisateur', 'gestion_admins'] as const };
    // Choosing what others receive is managing staff.
    const manage = { tags: ['gestion_utilisateur', 'gestion_admins'] as const };
    const db = deps.database;
    app.get('/NotificationTypes', { config: read, schema: { response: { 200: z.array(notificationType) } } }, (req) =>
      service.types(db, ctxOf(req)),
    );
    app.get(
      '/UserNotificationMagasin',
      { config: manage, schema: { querystring: userNotificationMagasinQuery, response: { 200: z.array(userNotificationMagasin) } } },
      (req) => service.userStoreTypes(db, ctxOf(req), req.query.userId),
    );
    app.post(
      '/UserNotificationMagasin/add',
      { config: manage, schema: { body: userNotificationMagasinBody, response: { 200: z.array(userNotificationMagasin) } } },
      async (req) => {
        const answer = await service.setUserStoreTypes(db, ctxOf(req), req.body);
        deps.live.forget(); // who receives what changed: the live channel reads it again
        return answer;
      },
    );
    // Ours: a member's own choice removed (they follow their role's again).
    app.delete(
      '/UserNotificationMagasin/:id',
      { config: manage, schema: { params: idPathParam, response: { 200: z.array(userNotificationMagasin) } } },
      async (req) => {
        const answer = await service.clearUserStoreTypes(db, ctxOf(req), req.params.id);
        deps.live.forget();
        return answer;
      },
    );
    // Ours: per role (product-spec §2 "which types each role or user receives"), for members without a choice.
    app.get('/RoleNotificationTypes', { config: manage, schema: { response: { 200: z.array(roleNotificationTypes) } } }, (req) =>
      service.roleTypes(db, ctxOf(req)),
    );
    app.post(
      '/RoleNotificationTypes/add',
      { config: manage, schema: { body: roleNotificationTypesBody, response: { 200: z.array(roleNotificationTypes) } } },
      async (req) => {
        const answer = await service.setRoleTypes(db, ctxOf(req), req.body);
        deps.live.forget();
        return answer;
      },
    );
  };

export const notificationsNotifyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const own = { tags: ['gestion_notification'] as const };
    const db = deps.database;
    app.get(
      '/user/:id/notifications',
      { config: own, schema: { params: idPathParam, querystring: notificationsQuery, response: { 200: notificationsAnswer } } },
      (req) => service.list(db, ctxOf(req), req.params.id, req.query),
    );
    app.post(
      '/user/:id/notifications/viewed',
      { config: own, schema: { params: idPathParam, body: notificationsViewedBody, response: { 200: notificationsViewedAnswer } } },
      (req) => service.viewed(db, ctxOf(req), req.params.id, req.body),
    );
    // Web Push: the server's VAPID public key (the browser subscribes with it), a device's subscription under the
    // identity user-id-{id}, and its removal at sign-out. A user subscribes their own devices only.
    app.get('/push/publicKey', { config: own, schema: { response: { 200: pushPublicKeyAnswer } } }, () => ({
      publicKey: deps.config.vapid.publicKey,
    }));
    app.post(
      '/user/:id/push/subscribe',
      { config: own, schema: { params: idPathParam, body: pushSubscribeBody, response: { 200: pushSubscribeAnswer } } },
      (req) => push.subscribe(db.db, service.own(ctxOf(req), req.params.id), req.body),
    );
    app.post(
      '/user/:id/push/unsubscribe',
      { config: own, schema: { params: idPathParam, body: pushUnsubscribeBody, response: { 200: pushSubscribeAnswer } } },
      (req) => push.unsubscribe(db.db, service.own(ctxOf(req), req.params.id), req.body.endpoint),
    );
  };
