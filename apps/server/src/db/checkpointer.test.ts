// SQLite's WAL checkpoints in a worker thread (db/checkpointer.ts): the connection itself never checkpoints, the worker
// copies the WAL into the database file without blocking the writer, and the WAL starts over once it has caught up.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database';

let dir: string;
let file: string;
let database: Database;
const period = process.env.SQLITE_CHECKPOINT_MS;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-checkpoint-'));
  file = path.join(dir, 'checkpoint.sqlite');
  // Only the checkpoints the tests ask for: the worker's period is an hour here.
  process.env.SQLITE_CHECKPOINT_MS = '3600000';
  database = createDatabase(file);
  restoreEnv();
  await sql`create table t (n integer primary key, filler text)`.execute(database.db);
});
function restoreEnv() {
  if (period === undefined) delete process.env.SQLITE_CHECKPOINT_MS;
  else process.env.SQLITE_CHECKPOINT_MS = period;
}
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** 200 transactions of 20 rows of 1 KB each: ~1,000 pages written to the WAL, past SQLite's own checkpoint mark. */
async function write(from: number) {
  for (let k = 0; k < 200; k++)
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20; i++) await sql`insert into t (n, filler) values (${from + k * 20 + i}, ${'x'.repeat(1000)})`.execute(trx);
    });
}

describe.runIf(process.env.TEST_DB !== 'postgres')('SQLite: WAL checkpoints in a worker thread', () => {
  it('leaves the commits to write the WAL only, and copies it into the database file from the worker', async () => {
    expect(database.checkpointer).toBeDefined();
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const sizeBefore = statSync(file).size;
    await write(0);
    // SQLite's own checkpoint would have run inside a commit past 1,000 pages; the database file has not grown here
    // unless the worker's periodic checkpoint ran meanwhile: ask it, and check what it copied.
    const r = await database.checkpointer!.checkpoint();
    expect(r.busy).toBe(0);
    expect(r.log).toBeGreaterThan(1000);
    expect(r.checkpointed).toBe(r.log);
    expect(statSync(file).size).toBeGreaterThan(sizeBefore + 4_000_000);
    // Another connection reads every row from the database file and the WAL.
    const other = new Sqlite(file, { readonly: true });
    expect(other.prepare('select count(*) as n from t').get()).toEqual({ n: 4000 });
    other.close();
  });

  it('lets the WAL start over once the worker has caught up, so it stays small under a steady load', async () => {
    await write(0);
    await database.checkpointer!.checkpoint();
    await write(10_000);
    // The writer restarted the WAL after the checkpoint: it holds the second batch only (~1,000 pages, not ~2,000).
    const r = await database.checkpointer!.checkpoint();
    expect(r.log).toBeGreaterThan(900);
    expect(r.log).toBeLessThan(1500);
    expect(r.checkpointed).toBe(r.log);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(database.db)).rows[0].n).toBe(8000);
  });

  it('hands checkpoints back to SQLite when turned off (SQLITE_CHECKPOINT_MS=0)', async () => {
    process.env.SQLITE_CHECKPOINT_MS = '0';
    try {
      const own = createDatabase(path.join(dir, 'own.sqlite'));
      expect(own.checkpointer).toBeUndefined();
      expect(own.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
      await own.close();
    } finally {
      restoreEnv();
    }
  });
});
