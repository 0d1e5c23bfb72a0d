// Group commit on SQLite (db/database.ts): transactions queued for the one connection share one COMMIT, each stays
// all-or-nothing, and none is acknowledged before its group is on disk (seen by another connection to the file).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, deferToCommit, readArrays, sqliteGroupCommit, type Database } from './database';

let dir: string;
let database: Database;
let other: Sqlite.Database;
const file = () => path.join(dir, 'group.sqlite');
/** What another connection to the file sees: only what was committed. */
const committed = () => (other.prepare('select n from t order by n').all() as { n: number }[]).map((r) => r.n);

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-group-'));
  // A wide window: on a loaded machine six transactions may take longer than the default 10 ms to queue, and the
  // group would commit early; the grouping, not the timer, is under test here (the timer is read below).
  process.env.SQLITE_GROUP_COMMIT_MS = '5000';
  database = createDatabase(file());
  delete process.env.SQLITE_GROUP_COMMIT_MS;
  await sql`create table t (n integer primary key)`.execute(database.db);
  other = new Sqlite(file(), { readonly: true });
});
afterEach(async () => {
  other.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (n: number, fail = false) =>
  database.db.transaction().execute(async (trx) => {
    await sql`insert into t (n) values (${n})`.execute(trx);
    await new Promise((r) => setTimeout(r, 1));
    if (fail) throw new Error(`sale ${n} fails`);
    return n;
  });

describe.runIf(process.env.TEST_DB !== 'postgres')('SQLite group commit', () => {
  it('commits queued transactions together, each acknowledged only once another connection sees it', async () => {
    const seenAtAck: number[][] = [];
    const seenWhileRunning: number[][] = [];
    const all = Array.from({ length: 6 }, (_, i) =>
      database.db
        .transaction()
        .execute(async (trx) => {
          seenWhileRunning.push(committed());
          await sql`insert into t (n) values (${i + 1})`.execute(trx);
          await new Promise((r) => setTimeout(r, 1));
        })
        .then(() => seenAtAck.push(committed())),
    );
    await Promise.all(all);
    // Every transaction, once acknowledged, is on disk.
    seenAtAck.forEach((seen, i) => expect(seen.length).toBeGreaterThanOrEqual(i + 1));
    expect(committed()).toEqual([1, 2, 3, 4, 5, 6]);
    // They were grouped: the later ones ran before the earlier ones were committed (one COMMIT for several).
    expect(seenWhileRunning.at(-1)).toEqual([]);
  });

  it('rolls back only the transaction that failed; the others of its group are committed', async () => {
    const results = await Promise.allSettled([insert(1), insert(2, true), insert(3), insert(4, true), insert(5)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(committed()).toEqual([1, 3, 5]);
  });

  it('commits the group before a query outside a transaction, which reads only durable rows', async () => {
    const first = insert(1);
    const read = database.db
      .selectFrom('t' as never)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    const second = insert(2);
    await Promise.all([first, read, second]);
    expect(committed()).toEqual([1, 2]);
  });

  it('reads rows as arrays like any query: never inside another transaction, the group committed first; in its own transaction', async () => {
    const q = CompiledQuery.raw('select n, n * 10 from t order by n');
    // A transaction holds the connection across an await: the read waits for it, and sees it committed.
    let releaseFirst!: () => void;
    const first = database.db.transaction().execute(async (trx) => {
      await sql`insert into t (n) values (1)`.execute(trx);
      await new Promise<void>((r) => (releaseFirst = r));
    });
    await new Promise((r) => setTimeout(r, 5));
    const read = readArrays(database.db, q);
    let readDone = false;
    void read.then(() => (readDone = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(readDone).toBe(false);
    releaseFirst();
    await first;
    expect(await read).toEqual([[1, 10]]);
    expect(committed()).toEqual([1]);
    // Inside a transaction: its own connection, its own uncommitted rows.
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into t (n) values (2)`.execute(trx);
      expect(await readArrays(trx, q)).toEqual([
        [1, 10],
        [2, 20],
      ]);
    });
  });

  it('writes what transactions left to the commit once, merged, with the group; nothing of one that failed', async () => {
    await sql`create table sums (k integer primary key, total integer not null)`.execute(database.db);
    const writes: number[] = [];
    /** Adds `amount` to key 1, left to the commit; `fail`: the transaction fails after. */
    const sale = (amount: number, fail = false) =>
      database.db.transaction().execute(async (trx) => {
        await sql`insert into t (n) values (${amount})`.execute(trx);
        const left = await deferToCommit(trx, {
          name: 'sums',
          create: () => ({ total: 0 }),
          apply: (s) => (s.total += amount),
          write: (s) => {
            writes.push(s.total);
            return [
              CompiledQuery.raw('insert into sums (k, total) values (1, ?) on conflict (k) do update set total = total + excluded.total', [
                s.total,
              ]),
            ];
          },
        });
        expect(left).toBe(true);
        await new Promise((r) => setTimeout(r, 1));
        if (fail) throw new Error('fails');
      });
    const results = await Promise.allSettled([sale(1), sale(2), sale(4, true), sale(8)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // One write for the group (the failed transaction's part left out), in the same COMMIT as the rows.
    expect(writes).toEqual([11]);
    expect(other.prepare('select total from sums').all()).toEqual([{ total: 11 }]);
    expect(committed()).toEqual([1, 2, 8]);
    // Outside a transaction there is no group to leave it to: the caller writes at once.
    expect(await deferToCommit(database.db, { name: 'x', create: () => 0, apply: () => {}, write: () => [] })).toBe(false);
  });

  it('reads its settings: at most SQLITE_GROUP_COMMIT transactions and SQLITE_GROUP_COMMIT_MS per COMMIT', () => {
    expect(sqliteGroupCommit({})).toEqual({ max: 64, ms: 40 });
    expect(sqliteGroupCommit({ SQLITE_GROUP_COMMIT: '1', SQLITE_GROUP_COMMIT_MS: '25' })).toEqual({ max: 1, ms: 25 });
    expect(sqliteGroupCommit({ SQLITE_GROUP_COMMIT: 'x' })).toEqual({ max: 64, ms: 40 });
  });
});
