// Authentication and profile (api-spec 7.1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateQuery,
  activeSubscriptionsResponse,
  authUser,
  autoLoginBody,
  autoLoginLinkResponse,
  idParam,
  loginBody,
  loginResponse,
  okBody,
  profilePatch,
  registerBody,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './auth.service';

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/web/login', { config: { public: true }, schema: { body: loginBody, response: { 200: loginResponse } } }, (req) =>
      service.login(deps, req.body, req.ip),
    );
    app.post('/web/login/auto', { config: { public: true }, schema: { body: autoLoginBody, response: { 200: loginResponse } } }, (req) =>
      service.autoLogin(deps, req.body.email, req.body.identifier, req.ip),
    );
    app.post('/web/login/link', { schema: { response: { 200: autoLoginLinkResponse } } }, (req) =>
      service.createAutoLoginLink(deps, ctxOf(req), ctxOf(req).userId),
    );
    app.post('/web/logout', { schema: { response: { 200: okBody } } }, async (req) => {
      await service.logout(deps, ctxOf(req));
      return { ok: true as const };
    });
    app.post('/web/register', { config: { public: true }, schema: { body: registerBody, response: { 200: loginResponse } } }, (req) =>
      service.register(deps, req.body, req.ip),
    );
    app.get('/authedAdmin', { schema: { response: { 200: authUser } } }, (req) => service.authInfo(deps, ctxOf(req)));
    app.patch('/Profile', { schema: { body: profilePatch, response: { 200: authUser } } }, (req) =>
      service.updateProfile(deps, ctxOf(req), req.body),
    );
    app.post('/switch/Entreprise/:id', { schema: { params: idParam, response: { 200: authUser } } }, (req) =>
      service.switchEntreprise(deps, ctxOf(req), req.params.id),
    );
    app.get('/ActiveSubscriptions', { schema: { response: { 200: activeSubscriptionsResponse } } }, (req) =>
      service.activeSubscriptions(deps, ctxOf(req)),
    );
  };

/** Served under the gateway prefix. */
export const authGatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/Client/activate',
      { config: { public: true }, schema: { querystring: activateQuery, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await service.activate(deps, req.query.hash);
        return { ok: true as const };
      },
    );
  };
