// Granting a functionality to a role (api-spec 7.2), within the signed-in company.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantParams, grantResponse } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { setGrant } from './roles.service';

export const rolesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const opts = { config: { tags: ['gestion_admins'] as const }, schema: { params: grantParams, response: { 200: grantResponse } } };
    app.post('/Role/:roleId/Functionality/:functionalityId', opts, (req) =>
      setGrant(deps.database, ctxOf(req), req.params.roleId, req.params.functionalityId, true),
    );
    app.delete('/Role/:roleId/Functionality/:functionalityId', opts, (req) =>
      setGrant(deps.database, ctxOf(req), req.params.roleId, req.params.functionalityId, false),
    );
  };
