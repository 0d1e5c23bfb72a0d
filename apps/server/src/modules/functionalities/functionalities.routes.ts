// Roles, functionalities and the grant grid for the admin screen (api-spec 7.2); grant changes live in modules/roles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { functionality, grantsGrid, rolesAnswer } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './functionalities.service';

export const functionalitiesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const admins = { tags: ['gestion_admins'] as const };
    app.get('/Roles', { schema: { response: { 200: rolesAnswer } } }, () => service.roles(deps.database));
    app.get('/Functionalities', { config: admins, schema: { response: { 200: z.array(functionality) } } }, (req) =>
      service.functionalities(deps.database, ctxOf(req)),
    );
    app.get('/Roles/grants', { config: admins, schema: { response: { 200: grantsGrid } } }, (req) =>
      service.grantsGrid(deps.database, ctxOf(req)),
    );
  };
