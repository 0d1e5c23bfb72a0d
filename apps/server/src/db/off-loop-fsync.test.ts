// SQLite with synchronous=FULL on a file (db/database.ts): the driver runs the connection with NORMAL and fsyncs the
// WAL itself, off the event loop; a transaction is acknowledged only after an fsync that began after its COMMIT,
// and a failed fsync fails the acknowledgement (and every later one).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const events: string[] = [];
let failSync = false;
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open = async (file: string, flags: string) => {
    const handle = await fs.open(file, flags);
    return {
      sync: async () => {
        events.push('fsync start');
        await new Promise((r) => setTimeout(r, 5));
        if (failSync) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
        await handle.sync();
        events.push(`fsync end ${path.basename(file)}`);
      },
      close: () => handle.close(),
    };
  };
  return { ...fs, open, default: { ...fs, open } };
});

const { createDatabase } = await import('./database');
type Database = ReturnType<typeof createDatabase>;

let dir: string;
let database: Database;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-fsync-'));
  database = createDatabase(path.join(dir, 'fsync.sqlite'));
  await sql`create table t (n integer primary key)`.execute(database.db);
  events.length = 0;
  failSync = false;
});
afterEach(async () => {
  failSync = false;
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (n: number) =>
  database.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into t (n) values (${n})`.execute(trx);
      events.push(`commit ${n}`);
    })
    .then(() => events.push(`ack ${n}`));

describe.runIf(process.env.TEST_DB !== 'postgres')('SQLite: the WAL fsync off the event loop', () => {
  it('runs NORMAL on the connection and acknowledges each transaction only after an fsync of the WAL begun after it', async () => {
    expect(database.sqlite!.pragma('synchronous', { simple: true })).toBe(1);
    await Promise.all([1, 2, 3, 4].map(insert));
    for (const n of [1, 2, 3, 4]) {
      const committed = events.indexOf(`commit ${n}`);
      const acked = events.indexOf(`ack ${n}`);
      const start = events.indexOf('fsync start', committed);
      expect(start, events.join(', ')).toBeGreaterThan(committed);
      expect(events.indexOf('fsync end fsync.sqlite-wal', start), events.join(', ')).toBeLessThan(acked);
    }
    // A write outside a transaction is answered once on disk too.
    events.length = 0;
    await sql`insert into t (n) values (9)`.execute(database.db);
    expect(events).toEqual(['fsync start', 'fsync end fsync.sqlite-wal']);
  });

  it('fails the acknowledgement when the fsync fails, and every one after it', async () => {
    failSync = true;
    await expect(insert(1)).rejects.toThrow(/EIO/);
    failSync = false;
    await expect(insert(2)).rejects.toThrow(/EIO/);
  });

  it('keeps SQLite’s own fsync in the COMMIT with SQLITE_OFF_LOOP_FSYNC=0', async () => {
    process.env.SQLITE_OFF_LOOP_FSYNC = '0';
    const own = createDatabase(path.join(dir, 'own.sqlite'));
    delete process.env.SQLITE_OFF_LOOP_FSYNC;
    try {
      expect(own.sqlite!.pragma('synchronous', { simple: true })).toBe(2);
      await sql`create table t (n integer primary key)`.execute(own.db);
      await own.db.transaction().execute((trx) => sql`insert into t (n) values (1)`.execute(trx));
      expect(events).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
