// Precompiled statements (db/prepared.ts): one compiled statement per dialect and shape of the arguments, filled with
// each call's values; the answers are those of the same builder run directly, whatever the order of the calls.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Executor } from './database';
import { prepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create table prepared_t (n integer primary key, label text, tag text)`.execute(t.deps.database.db);
});
afterAll(async () => {
  await t.close();
});

type Row = { n: number; label: string | null; tag: string | null };
const table = 'prepared_t' as never;

const insert = prepared((db: Executor, a: { rows: Row[] }) => db.insertInto(table).values(a.rows as never));
/** A builder that looks at the shape only: an optional filter, a list, and an argument whose name needs quoting. */
const find = prepared((db: Executor, a: { tag?: string; ns: number[]; 'min "n"': number }) => {
  let q = db
    .selectFrom(table)
    .selectAll()
    .where('n' as never, 'in', a.ns as never)
    .where('n' as never, '>=', a['min "n"'] as never)
    .where('label' as never, '!=', 'hidden' as never)
    .orderBy('n' as never);
  if (a.tag !== undefined) q = q.where('tag' as never, '=', a.tag as never);
  return q;
});

describe('prepared statements', () => {
  it('answers as the builder does, for every shape and value, with constants of the builder kept', async () => {
    const db = t.deps.database.db;
    await insert(db, {
      rows: [
        { n: 1, label: 'one', tag: 'a' },
        { n: 2, label: 'two', tag: 'b' },
        { n: 3, label: 'hidden', tag: 'a' },
      ],
    });
    await insert(db, { rows: [{ n: 4, label: "quatre 'q'", tag: null }] });
    await insert(db, { rows: [{ n: 5, label: 'five', tag: 'a' }] });
    const ns = (r: { rows: unknown[] }) => (r.rows as Row[]).map((x) => x.n);
    expect(ns(await find(db, { ns: [1, 2, 3, 4, 5], 'min "n"': 0 }))).toEqual([1, 2, 4, 5]);
    expect(ns(await find(db, { ns: [1, 2, 3, 4, 5], 'min "n"': 2 }))).toEqual([2, 4, 5]);
    expect(ns(await find(db, { tag: 'a', ns: [1, 2, 3, 4, 5], 'min "n"': 0 }))).toEqual([1, 5]);
    expect(ns(await find(db, { tag: 'b', ns: [1, 2], 'min "n"': 0 }))).toEqual([2]);
    expect(ns(await find(db, { ns: [4], 'min "n"': 0 }))).toEqual([4]);
    expect((await find(db, { ns: [4], 'min "n"': 0 })).rows).toEqual([{ n: 4, label: "quatre 'q'", tag: null }]);
    expect(ns(await find(db, { tag: 'a', ns: [1, 2, 3, 4, 5], 'min "n"': 2 }))).toEqual([5]);
  });

  it('tells shapes apart that differ only by an undefined value, the order of keys or a length', async () => {
    const db = t.deps.database.db;
    const row = (n: number, tag?: string) => ({ n, label: `r${n}`, tag }) as unknown as Row;
    await insert(db, { rows: [row(20, 'x'), row(21, 'x')] });
    // Same keys, one value undefined: the column is left out for every row (Kysely), so `tag` stays null.
    await insert(db, { rows: [row(22, 'x'), { n: 23, label: 'r23', tag: undefined } as unknown as Row] });
    await insert(db, { rows: [{ tag: 'y', label: 'r24', n: 24 }] });
    await insert(db, { rows: [row(25, 'x')] });
    const all = (await find(db, { ns: [20, 21, 22, 23, 24, 25], 'min "n"': 0 })).rows as Row[];
    expect(all.map((r) => [r.n, r.label, r.tag])).toEqual([
      [20, 'r20', 'x'],
      [21, 'r21', 'x'],
      [22, 'r22', 'x'],
      [23, 'r23', null],
      [24, 'r24', 'y'],
      [25, 'r25', 'x'],
    ]);
  });

  it('runs in the caller’s transaction', async () => {
    const db = t.deps.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, { rows: [{ n: 10, label: 'ten', tag: 'z' }] });
        expect((await find(trx, { tag: 'z', ns: [10], 'min "n"': 0 })).rows).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await find(db, { tag: 'z', ns: [10], 'min "n"': 0 })).rows).toEqual([]);
  });
});
