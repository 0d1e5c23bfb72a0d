import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponse } from '@comptoir/shared';
import type { Deps } from '../../lib/deps';

export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { config: { public: true }, schema: { response: { 200: healthResponse } } }, async () => {
      await sql`select 1`.execute(deps.database.db);
      return { status: 'ok' as const, database: deps.database.dialect, version: process.env.npm_package_version ?? '0.1.0' };
    });
  };
