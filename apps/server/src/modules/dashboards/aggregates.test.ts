// The aggregates as a property (issue 24, point 1): after random sales (mixed payment modes, discounts, several stores
// and sellers, tills around midnight local time), refunds, returns, exchanges, cancellations and credit payments, all
// through HTTP, every aggregate table equals the same figures computed straight from the orders with SQL; and the
// rebuild from the orders writes the same rows. Both databases.
import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { newCompany } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AGG_TABLES, contribute, upsert, type AggTable, type Contribution } from './aggregates';
import { businessTime, utcOffsetOf } from './business-time';
import { aggregateRows, figuresFromOrders, normalise, randomBusiness } from './dashboards-fixture';
import { rng } from './dashboards-fixture';
import * as repo from './dashboards.repository';
import { addDays } from './periods';
import { rebuildAggregates, rebuildIn } from './rebuild';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const columnsOf = (table: AggTable) => ['magasin_id', 'day', ...AGG_TABLES[table].key, ...AGG_TABLES[table].values];

describe('dashboard aggregates', { timeout: 240_000 }, () => {
  it('keeps every aggregate equal to the orders through sales, refunds, exchanges, cancellations and credit payments, and the rebuild agrees', async () => {
    for (const seed of [7, 2026]) {
      const b = await randomBusiness(t, seed);
      expect(
        b.statuses.filter((s) => s >= 500),
        `seed ${seed}`,
      ).toEqual([]);
      expect(b.commands.length, `seed ${seed}: sales made`).toBeGreaterThan(20);
      // Refunds, returns, exchanges and credit payments did happen (2xx among the later calls).
      expect(b.statuses.filter((s) => s === 200).length).toBeGreaterThan(b.commands.length + 5);
      const expected = await figuresFromOrders(t, b.entrepriseId);
      const kept: Record<string, unknown> = {};
      for (const table of Object.keys(AGG_TABLES) as AggTable[]) {
        const columns = columnsOf(table);
        kept[table] = await aggregateRows(t, b.entrepriseId, table, columns);
        // The stores' rows and the company's (per day or month): both straight from the orders.
        expect(kept[table], `seed ${seed}: ${table}`).toEqual(normalise([...expected[table], ...expected.company[table]], columns));
      }
      // Two stores, several days (tills around midnight), sellers, modes: the test covers what it claims.
      const days = (kept.agg_days as { magasin_id: number; day: string }[]).filter((d) => d.magasin_id !== 0);
      expect(
        (kept.agg_products as { magasin_id: number; day: string }[]).some((d) => d.magasin_id === 0 && /^M\d{4}-\d{2}$/.test(d.day)),
      ).toBe(true);
      expect(new Set(days.map((d) => d.magasin_id)).size).toBe(2);
      expect(new Set(days.map((d) => d.day)).size).toBeGreaterThan(1);
      expect(new Set((kept.agg_modes as { modePayment: string }[]).map((m) => m.modePayment))).toEqual(new Set(['cash', 'pos_machine']));
      expect((kept.agg_days as { refunds: number }[]).some((d) => d.refunds > 0)).toBe(true);

      await rebuildAggregates(t.deps.database, b.entrepriseId);
      for (const table of Object.keys(AGG_TABLES) as AggTable[])
        expect(await aggregateRows(t, b.entrepriseId, table, columnsOf(table)), `seed ${seed}: rebuilt ${table}`).toEqual(kept[table]);
    }
  });

  it('writes each line the unit cost of its product at the sale: average cost, else buying price, else none', async () => {
    const b = await randomBusiness(t, 11, 8);
    const lines = await t.deps.database.db
      .selectFrom('command_lines')
      .select(['price_id', 'unitCost'])
      .where('entreprise_id', '=', b.entrepriseId)
      .execute();
    const expected = new Map(b.articles.map((a, i) => [a.priceId, [400, 120, 1500, null][i]]));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.unitCost === null ? null : Number(l.unitCost)).toBe(expected.get(l.price_id!));
  });
});

describe('the company’s rows', { timeout: 120_000 }, () => {
  it('answers every span of days as the stores’ daily rows do: whole months from the month’s rows, edges added or taken away', async () => {
    // A company of three stores with 14 months of orders (written as the sales write them), then random periods.
    const entrepriseId = 990_000 + Math.floor(Math.random() * 9_000);
    const stores = [1, 2, 3];
    const r = rng(24).next;
    const acc: Contribution = new Map();
    const start = '2025-09-01';
    for (let n = 0; n < 900; n++) {
      const day = addDays(start, Math.floor(r() * 430));
      const lines = Array.from({ length: 1 + Math.floor(r() * 3) }, () => ({
        command_id: n,
        price_id: 1 + Math.floor(r() * 6),
        quantity: 1 + Math.floor(r() * 3),
        returnedQuantity: r() < 0.1 ? 1 : 0,
        remise: 0,
        orderRemise: 0,
        total: 100 * (1 + Math.floor(r() * 50)),
        unitCost: r() < 0.8 ? 40 : null,
      }));
      contribute(
        acc,
        {
          id: n,
          entreprise_id: entrepriseId,
          magasin_id: stores[Math.floor(r() * 3)],
          etat: r() < 0.05 ? 'refunded' : 'paid',
          deleted_at: null,
          created_at: `${day}T10:00:00.000Z`,
          businessDay: day,
          businessHour: 7 + Math.floor(r() * 12),
          user_id: 1 + Math.floor(r() * 3),
          source: r() < 0.3 ? 'phone' : null,
        },
        lines,
        [
          {
            command_id: n,
            type: 'payment',
            modePayment: r() < 0.5 ? 'cash' : 'pos_machine',
            amount: lines.reduce((x, l) => x + l.total, 0),
          },
        ],
      );
    }
    const db = t.deps.database.db;
    await db.transaction().execute((trx) => upsert(trx, [...acc.values()]));
    const charts: [AggTable, string[], string[]][] = [
      ['agg_days', [], ['revenue', 'tickets', 'cost']],
      ['agg_days', ['day'], ['revenue']],
      ['agg_slices', ['hour'], ['revenue', 'tickets']],
      ['agg_slices', ['user_id'], ['revenue', 'tickets', 'quantity']],
      ['agg_slices', ['source'], ['revenue']],
      ['agg_products', ['price_id'], ['revenue', 'tickets', 'quantity', 'cost', 'costedRevenue']],
      ['agg_modes', ['modePayment'], ['amount', 'count']],
      ['agg_seller_products', ['user_id', 'price_id'], ['revenue', 'tickets', 'quantity']],
    ];
    const sorted = (rows: repo.SumRow[]) => rows.map((x) => JSON.stringify(x)).sort();
    let monthsRead = 0;
    for (let k = 0; k < 24; k++) {
      const days = 1 + Math.floor(r() * (k % 3 === 0 ? 400 : 70));
      const from = addDays(start, Math.floor(r() * 380));
      const to = addDays(from, days - 1);
      const scope: repo.Scope = {
        entrepriseId,
        stores,
        current: { from, to },
        previous: { from: addDays(from, -days), to: addDays(from, -1) },
        today: addDays(to, Math.floor(r() * 3)),
      };
      for (const [table, keys, values] of charts) {
        const direct = await repo.sums(db, table, scope, keys, values);
        const whole = await repo.sums(db, table, { ...scope, wholeCompany: true }, keys, values);
        expect(sorted(whole), `${table} ${keys.join(',')} ${from}…${to}`).toEqual(sorted(direct));
      }
      // Each seller's best articles, summed and ranked in SQL: the pairs of the direct sums, ranked the same way.
      const direct = await repo.sums(db, 'agg_seller_products', scope, ['user_id', 'price_id'], ['revenue', 'tickets', 'quantity']);
      const expected = topPerSeller(direct, 3);
      // As the server ranks them (on SQLite from the rows as arrays), and by the statement (PostgreSQL's path) on both.
      for (const wholeCompany of [false, true]) {
        const s = { ...scope, wholeCompany };
        expect(await repo.sellerTopProducts(db, s, 3), `seller × article ${from}…${to} ${wholeCompany}`).toEqual(expected);
        const ranked = (await repo.sellerTopProductsQuery(s, 3).execute(db)).rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])),
        );
        expect(ranked, `seller × article statement ${from}…${to} ${wholeCompany}`).toEqual(expected);
      }
      if (days > 31) monthsRead++;
    }
    expect(monthsRead).toBeGreaterThan(3);
  });
});

/** What `sellerTopProducts` answers, from the direct sums paired in JS: `limit` articles per seller. */
function topPerSeller(rows: repo.SumRow[], limit: number): repo.SellerProductRow[] {
  const pairs = new Map<string, repo.SellerProductRow>();
  for (const r of rows) {
    const key = `${r.user_id}|${r.price_id}`;
    const p =
      pairs.get(key) ??
      ({
        user_id: Number(r.user_id),
        price_id: Number(r.price_id),
        revenue_c: 0,
        tickets_c: 0,
        quantity_c: 0,
        revenue_p: 0,
        tickets_p: 0,
        quantity_p: 0,
      } as repo.SellerProductRow);
    for (const v of ['revenue', 'tickets', 'quantity'] as const) p[`${v}_${r.cur ? 'c' : 'p'}`] += Number(r[v]);
    pairs.set(key, p);
  }
  const out: repo.SellerProductRow[] = [];
  const sellers = [...new Set([...pairs.values()].map((p) => p.user_id))];
  for (const u of sellers) {
    const mine = [...pairs.values()].filter((p) => p.user_id === u);
    mine
      .sort((a, b) => b.revenue_c - a.revenue_c || b.revenue_p - a.revenue_p || a.price_id - b.price_id)
      .slice(0, limit)
      .forEach((p, n) => out.push({ ...p, n: n + 1 }));
  }
  return out.sort((a, b) => a.user_id - b.user_id || a.n - b.n);
}

describe('business day and hour', () => {
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'SQLite: writes the rows a group of transactions left to its commit once, and a rebuild in the group drops those it counted',
    async () => {
      const { entrepriseId } = await newCompany(t);
      const other = await newCompany(t);
      const row = (e: number, revenue: number) => ({
        table: 'agg_days' as const,
        entrepriseId: e,
        magasinId: 0,
        day: '2026-01-05',
        key: [],
        values: [revenue, 1, 0, revenue, 0, 0, 0, 0],
      });
      const db = t.deps.database.db;
      const pause = () => new Promise((r) => setTimeout(r, 5));
      /** A transaction that adds a day's revenue of a company; queued at once, they share a commit (the group commit). */
      const adds = (e: number, revenue: number) =>
        db.transaction().execute(async (trx) => {
          await upsert(trx, [row(e, revenue)]);
          await pause();
        });
      const revenue = async (e: number) => (await aggregateRows(t, e, 'agg_days', ['revenue'])).map((r) => Number(r.revenue));
      await Promise.all([adds(entrepriseId, 100), adds(entrepriseId, 20), adds(other.entrepriseId, 7), adds(entrepriseId, 3)]);
      expect(await revenue(entrepriseId)).toEqual([123]);
      // A rebuild of the company queued behind two more: it counts the orders of the group so far (none here), so their
      // rows are not added after it; the other company's are, and so are the ones of a transaction after it.
      await Promise.all([
        adds(entrepriseId, 1000),
        adds(other.entrepriseId, 10),
        db.transaction().execute((trx) => rebuildIn(trx, entrepriseId)),
        adds(entrepriseId, 5),
      ]);
      expect(await revenue(entrepriseId)).toEqual([5]);
      expect(await revenue(other.entrepriseId)).toEqual([17]);
    },
  );

  it('puts a sale at 23:59 local time on its local day, whatever the UTC date', () => {
    const now = Date.parse('2026-11-27T22:59:30Z');
    const offset = utcOffsetOf('2026-11-27T23:59:30.000+01:00', now);
    expect(offset).toBe(60);
    expect(businessTime(now, offset)).toEqual({ businessDay: '2026-11-27', businessHour: 23 });
    expect(businessTime(now + 60_000, offset)).toEqual({ businessDay: '2026-11-28', businessHour: 0 });
    // West of UTC: 23:59 local on the 26th is already the 27th in UTC.
    const west = Date.parse('2026-11-27T04:59:00Z');
    expect(businessTime(west, utcOffsetOf('2026-11-26T23:59:00.000-05:00', west))).toEqual({ businessDay: '2026-11-26', businessHour: 23 });
    // A local time without offset, its distance from now; an implausible one, UTC.
    expect(utcOffsetOf('2026-11-28T03:59:30', now)).toBe(300);
    expect(utcOffsetOf('2020-01-01T10:00:00+02:00', now)).toBe(0);
    expect(utcOffsetOf(undefined, now)).toBe(0);
  });
});
