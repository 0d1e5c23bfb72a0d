// The real server process (the esbuild bundle `npm start` runs), on a SQLite file or a fresh PostgreSQL database:
// concurrent sales with retries of the same client ids, SIGKILL in the middle of the load, a restart, and a replay of
// every id. After it: every acknowledged sale exists exactly once with the id first answered, none is doubled,
// ticket numbers have no gap, and stock levels, the session's cash totals and the loyalty points equal the sums of
// their movements (issue 13, "fault tests"). Bounded: the load stops at a fixed number of sales.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { newArticle, tillSetup } from '../src/modules/orders/orders-helpers';
import type { TestApp } from './test-app';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const SECRET = 'crash-test-secret';
const dialect = process.env.TEST_DB === 'postgres' && process.env.TEST_POSTGRES_URL ? 'postgres' : 'sqlite';

const SALES = 240;
const CONCURRENCY = 16;
const KILL_AFTER_ACKS = 70;

let work: string;
let bundle: string;
let databaseUrl: string;
let dropDatabase: (() => Promise<void>) | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'comptoir-crash-'));
  // The same bundle as `npm run build`, written next to the server's node_modules so its packages resolve.
  bundle = path.join(SERVER_DIR, 'node_modules', '.cache', `crash-${process.pid}-${dialect}.mjs`);
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies).filter((d) => d !== '@comptoir/shared');
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((d) => `${d}/*`)],
    logLevel: 'warning',
  });
  if (dialect === 'postgres') {
    const admin = process.env.TEST_POSTGRES_URL!;
    const name = `crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    databaseUrl = path.join(work, 'comptoir.sqlite');
  }
});

afterAll(async () => {
  rmSync(bundle, { force: true });
  await dropDatabase?.();
  rmSync(work, { recursive: true, force: true });
});

/** A company, a cashier with an open session, three articles and a client, written in-process on the database file. */
async function seed() {
  const database = createDatabase(databaseUrl, { poolSize: 2 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: work, DATABASE_URL: databaseUrl, SECRET, DEMO: '0' });
  const { app, deps } = await buildApp(config, { database, mailer: { send: async () => {} } });
  await app.ready();
  const t = {
    app,
    deps,
    mails: [],
    dialect,
    call: ({ token, headers, ...opts }: Parameters<TestApp['call']>[0]) =>
      app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {},
  } as unknown as TestApp;
  const s = await tillSetup(t);
  const articles = [s.article, await newArticle(t, s.entrepriseId, { price: 250 }), await newArticle(t, s.entrepriseId, { price: 1990 })];
  const client = await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Fidèle' } });
  const clientId = client.json().client.id as number;
  await app.close();
  await database.close();
  return { ...s, articles, clientId };
}

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DATABASE_URL: databaseUrl,
      SECRET,
      DEMO: '0',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
    },
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited: ${err}`));
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (r.ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        return reject(new Error(`server did not start: ${err}`));
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe(`a server killed under load (${dialect})`, { timeout: 90_000 }, () => {
  it('keeps every acknowledged sale once, doubles none, and keeps stock, cash and points equal to their movements', async () => {
    const s = await seed();
    const bodies = Array.from({ length: SALES }, (_, i) => {
      const lines = s.articles.map((a, j) => ({ priceId: a.priceId, quantity: 1 + ((i + j) % 3), unitPrice: [10, 2.5, 19.9][j] }));
      const total = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0) / 100;
      return {
        uuid: randomUUID(),
        caisseId: s.caisseId,
        clientId: i % 2 ? s.clientId : undefined,
        lines,
        payments: [{ modePayment: 'cash', amount: total + (i % 5) }],
      };
    });
    const post = (port: number, body: (typeof bodies)[number]) =>
      fetch(`http://127.0.0.1:${port}/api/InsertCommand`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${s.cashier.token}` },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id: number; ticketNumber: number; message?: string } }));

    // Load: each sale sent by a worker, some twice at once, some again after their answer; SIGKILL mid-way.
    let port = await freePort();
    let server = await startServer(port);
    const acked = new Map<string, number>();
    const refused: string[] = [];
    let next = 0;
    let killed = false;
    /** Enough sales acknowledged: the next request sent is the moment to kill the server, so that it dies with
     * requests in flight (killed on an acknowledgement, it may have just answered every request it held: a group
     * commit answers them together). */
    let killNext = false;
    let cut = 0;
    const note = (uuid: string, r: { status: number; body: { id: number; message?: string } }) => {
      if (r.status !== 200) return void refused.push(`${r.status} ${r.body.message ?? ''}`);
      const first = acked.get(uuid);
      if (first !== undefined && first !== r.body.id) refused.push(`uuid ${uuid} answered ${first} then ${r.body.id}`);
      acked.set(uuid, r.body.id);
      if (acked.size >= KILL_AFTER_ACKS) killNext = true;
    };
    const worker = async (w: number) => {
      while (!killed && next < SALES) {
        const i = next++;
        const body = bodies[i];
        const sends = (i + w) % 3 === 0 ? [post(port, body), post(port, body)] : [post(port, body)];
        if (killNext && !killed) {
          killed = true;
          // Once this request is on its way (a turn of the event loop), not before.
          setImmediate(() => server.kill('SIGKILL'));
        }
        const answers = await Promise.allSettled(sends);
        for (const a of answers)
          if (a.status === 'fulfilled') note(body.uuid, a.value);
          else cut++;
        if (i % 4 === 0 && !killed) {
          const again = await post(port, body).catch(() => undefined);
          if (again) note(body.uuid, again);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    await exited(server);
    expect(killed).toBe(true);
    // Requests were in flight when the process died: their answers never came.
    expect(cut).toBeGreaterThan(0);
    const ackedBeforeCrash = new Map(acked);
    expect(refused).toEqual([]);

    // Restart and replay every id, acknowledged or not: each answers once, with the id it had.
    port = await freePort();
    server = await startServer(port);
    let cursor = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (cursor < SALES) {
          const body = bodies[cursor++];
          note(body.uuid, await post(port, body));
        }
      }),
    );
    server.kill('SIGTERM');
    await exited(server);
    expect(refused).toEqual([]);
    expect(acked.size).toBe(SALES);
    for (const [uuid, id] of ackedBeforeCrash) expect(acked.get(uuid), uuid).toBe(id);

    // The database, read after the server is gone.
    const database: Database = createDatabase(databaseUrl, { poolSize: 2 });
    try {
      const db = database.db;
      const e = s.entrepriseId;
      const commands = await db.selectFrom('commands').select(['id', 'uuid', 'ticketNumber']).where('entreprise_id', '=', e).execute();
      expect(commands).toHaveLength(SALES);
      expect(new Set(commands.map((c) => c.uuid)).size).toBe(SALES);
      for (const c of commands) expect(acked.get(c.uuid), c.uuid).toBe(c.id);
      expect(commands.map((c) => Number(c.ticketNumber)).sort((a, b) => a - b)).toEqual(Array.from({ length: SALES }, (_, i) => i + 1));

      // Stock: each level equals the sum of its movements, and the movements are those of the sales, once.
      const levels = await db.selectFrom('stock_levels').select(['product_id', 'quantity']).where('entreprise_id', '=', e).execute();
      for (const a of s.articles) {
        const sum = await db
          .selectFrom('stock_movements')
          .select((eb) => eb.fn.sum<number>('quantity').as('s'))
          .where('entreprise_id', '=', e)
          .where('product_id', '=', a.productId)
          .executeTakeFirst();
        const sold = bodies.reduce((n, b) => n + b.lines.find((l) => l.priceId === a.priceId)!.quantity, 0);
        expect(Number(sum?.s)).toBe(-sold);
        expect(Number(levels.find((l) => l.product_id === a.productId)?.quantity)).toBe(-sold);
      }

      // Cash: the session's running totals equal the sums of its operations, per type and mode.
      const ops = await db
        .selectFrom('operations')
        .select(['type', 'modePayment', (eb) => eb.fn.sum<number>('amount').as('amount'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('entreprise_id', '=', e)
        .where('caisse_id', '=', s.caisseId)
        .groupBy(['type', 'modePayment'])
        .execute();
      const totals = await db
        .selectFrom('caisse_totals')
        .select(['type', 'modePayment', 'amount', 'count'])
        .where('caisse_id', '=', s.caisseId)
        .where('count', '!=', 0)
        .execute();
      const key = (r: { type: string; modePayment: string }) => `${r.type}/${r.modePayment}`;
      expect(Object.fromEntries(totals.map((r) => [key(r), [Number(r.amount), Number(r.count)]]))).toEqual(
        Object.fromEntries(ops.map((r) => [key(r), [Number(r.amount), Number(r.n)]])),
      );
      const payments = ops.find((r) => r.type === 'payment' && r.modePayment === 'cash');
      const paid = bodies.reduce((n, b) => n + Math.round(b.payments[0].amount * 100), 0);
      expect(Number(payments?.amount)).toBe(paid);

      // Points: the client's balance equals the sum of its ledger, one earning per sale of the client.
      const client = await db.selectFrom('clients').select('loyaltyPoints').where('id', '=', s.clientId).executeTakeFirstOrThrow();
      const points = await db
        .selectFrom('loyalty_point_movements')
        .select([(eb) => eb.fn.sum<number>('points').as('s'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('entreprise_id', '=', e)
        .where('client_id', '=', s.clientId)
        .executeTakeFirst();
      expect(Number(client.loyaltyPoints)).toBe(Number(points?.s));
      expect(Number(points?.n)).toBe(bodies.filter((b) => b.clientId).length);
    } finally {
      await database.close();
    }
  });
});
