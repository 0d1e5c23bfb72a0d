import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthResponse } from '@comptoir/shared';
import type { Deps } from '../../lib/deps';

export const healthRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/health', { config: { public: true }, schema: { response: { 200: healthResponse } } }, async () => {
      // SQLite: the handle itself, not the queue for its one connection: a long write (a 5,000-product import is one
      // transaction) holds that queue, and a liveness probe must not call a busy instance dead. PostgreSQL: the pool.
      if (deps.database.sqlite) deps.database.sqlite.prepare('select 1').get();
      else await sql`select 1`.execute(deps.database.db);
      return { status: 'ok' as const, database: deps.database.dialect, version: process.env.npm_package_version ?? '0.1.0' };
    });
  };
