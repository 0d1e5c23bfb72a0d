// External and internal API settings of the company (api-spec 7.3): GET lists, POST creates or updates.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiIntegration, apiIntegrationBody, apiIntegrationSaved } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './integrations.service';

export const integrationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { tags: ['gestion_admins'] as const };
    app.addHook('onReady', async () => {
      await service.sealLegacyExternalKeys(deps.database, deps.config.secret);
    });
    for (const [path, kind] of [
      ['/ExternalApi', 'external'],
      ['/InternalApi', 'internal'],
    ] as const) {
      app.get(path, { config, schema: { response: { 200: z.array(apiIntegration) } } }, (req) =>
        service.list(deps.database, ctxOf(req), kind),
      );
      app.post(path, { config, schema: { body: apiIntegrationBody, response: { 200: apiIntegrationSaved } } }, (req) =>
        service.save(deps.database, deps.config.secret, ctxOf(req), kind, req.body),
      );
    }
  };
