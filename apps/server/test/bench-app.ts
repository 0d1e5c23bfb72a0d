// The app of the benches' fixtures (run with tsx): the server's app over the database named by DATABASE_URL, called as
// the tests call it (`TestApp`), without a test runner.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { TestApp } from './test-app';

export async function benchApp() {
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
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { t, database, close };
}
