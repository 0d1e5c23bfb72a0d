// Several app instances on one database (a file SQLite, or one PostgreSQL schema), each with its own pub/sub to the
// same Redis: what N servers behind a load balancer are (DESIGN.md §1).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { dropSchema, whileMigrating } from './pg-schemas';
import type { TestApp } from './test-app';

export const redisUrl = process.env.REDIS_URL_TEST;

export interface Instances {
  dialect: 'sqlite' | 'postgres';
  /** A new app instance on the shared database. */
  instance(env?: Record<string, string>): Promise<TestApp>;
  /** A raw connection to the shared database (no app). */
  open(): Database;
  close(): Promise<void>;
}

export async function sharedDatabase(): Promise<Instances> {
  const dialect = process.env.TEST_DB === 'postgres' && process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite';
  const work = mkdtempSync(path.join(os.tmpdir(), 'comptoir-instances-'));
  let schema: string | undefined;
  const pgAdmin = async (query: string) => {
    const c = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  if (dialect === 'postgres') {
    schema = `c_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await pgAdmin(`CREATE SCHEMA ${schema}`);
  }
  const databases: Database[] = [];
  const apps: TestApp[] = [];
  const open = (): Database => {
    const db =
      dialect === 'postgres'
        ? createDatabase(process.env.TEST_POSTGRES_URL!, { searchPath: schema, poolSize: 4 })
        : createDatabase(path.join(work, 'shared.sqlite'));
    databases.push(db);
    return db;
  };
  return {
    dialect,
    open,
    async instance(env = {}) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: work,
        SECRET: 'test-secret',
        DEMO: '0',
        REDIS_URL: redisUrl!,
        ...env,
        // Test files share the Redis, not the database: each hears only its own instances.
        PUBSUB_NAMESPACE: schema ?? path.basename(work),
      });
      const start = () => buildApp(config, { database: open(), mailer: { send: async () => {} } });
      const { app, deps } = schema ? await whileMigrating(process.env.TEST_POSTGRES_URL!, start) : await start();
      await app.ready();
      const t: TestApp = {
        app,
        deps,
        mails: [],
        dialect,
        call: ({ token, headers, ...opts }) =>
          app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
        close: () => app.close(),
      };
      apps.push(t);
      return t;
    },
    async close() {
      for (const a of apps) await a.close();
      for (const d of databases) await d.close();
      if (schema) await dropSchema(process.env.TEST_POSTGRES_URL!, schema);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
