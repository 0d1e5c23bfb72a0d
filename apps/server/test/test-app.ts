// A real app on a real database per test file: in-memory SQLite, or a fresh PostgreSQL schema.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { Deps } from '../src/lib/deps';
import type { Mail } from '../src/lib/mailer';
import { dropSchema, whileMigrating } from './pg-schemas';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  mails: Mail[];
  dialect: 'sqlite' | 'postgres';
  /** app.inject with an optional bearer token and language. */
  call(opts: InjectOptions & { token?: string; lang?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SECRET: 'test-secret', DEMO: '0', ...env });
  let schema: string | undefined;
  let database;
  const url = process.env.TEST_POSTGRES_URL;
  if (dialect === 'postgres' && url) {
    schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    database = createDatabase(url, { searchPath: schema, poolSize: 4 });
  } else {
    database = createDatabase(':memory:');
  }
  const mails: Mail[] = [];
  const start = () => buildApp(config, { database, mailer: { send: async (m) => void mails.push(m) } });
  const { app, deps } = schema && url ? await whileMigrating(url, start) : await start();
  extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    mails,
    dialect,
    call: ({ token, lang, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'x-language': lang } : {}) },
      }),
    async close() {
      await app.close();
      await database.close();
      if (schema && url) await dropSchema(url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
