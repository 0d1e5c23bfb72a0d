// The app of a bench fixture (run with tsx): built on the database named by DATABASE_URL, with a test app's `call`
// (requests through Fastify's inject), for the fixtures of bench/sales.mjs, bench/ws.mjs and bench/dashboards.mjs.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { TestApp } from './test-app';

export async function fixtureApp(): Promise<{ t: TestApp; database: ReturnType<typeof createDatabase>; close: () => Promise<void> }> {
  const database = createDatabase(process.env.DATABASE_URL!, { poolSize: 2 });
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '0', SESSION_CACHE_MS: '0' });
  const { app, deps } = await buildApp(config, { database, mailer: { send: async () => {} } });
  await app.ready();
  const t = {
    app,
    deps,
    call: ({ token, headers, ...opts }: Parameters<TestApp['call']>[0]) =>
      app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  } as unknown as TestApp;
  return {
    t,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
