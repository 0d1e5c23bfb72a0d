import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newCategory, newProduct } from '../catalogue/catalogue-helpers';
import { SYNC_TABLES } from './sync.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Delta = {
  lastUpdatedAt: string;
  full: boolean;
  tables: Record<string, { rows: { id: number; price?: number }[]; deleted: number[] }>;
};
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> });
const ids = (d: Delta, table: string) => d.tables[table].rows.map((r) => r.id);

/** Moves the company's whole catalogue an hour back, as if it had been synced long ago. */
async function ageCatalogue(entrepriseId: number) {
  const old = new Date(Date.now() - 3_600_000).toISOString();
  for (const table of [...SYNC_TABLES.map((x) => x.server), 'price_tags'])
    await sql`update ${sql.table(table)} set updated_at = ${old} where entreprise_id = ${entrepriseId}`.execute(t.deps.database.db);
}

async function setUp() {
  const s = await signedIn(t);
  const store1 = await newStore(t, s.entrepriseId);
  const store2 = await newStore(t, s.entrepriseId);
  const categoryId = (await newCategory(t, s.token)).id;
  const a = await newProduct(t, s.token, { label: 'Croissant', categoryId, prices: [{ price: 5 }] });
  const b = await newProduct(t, s.token, { label: 'Baguette', categoryId, prices: [{ price: 3 }] });
  const c = await newProduct(t, s.token, { label: 'Pain au chocolat', categoryId, prices: [{ price: 6, magasinId: store2 }] });
  return { s, store1, store2, a, b, c };
}

describe('catalogue delta sync', () => {
  it('answers everything without a marker, then only the changes since it, deletions as tombstones', async () => {
    const x = await setUp();
    const before = new Date().toISOString();
    const full = (await call(x.s.token, 'GET', `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}&currencyTag=MAD`)).json() as Delta;
    expect(full.full).toBe(true);
    expect(ids(full, 'Price')).toEqual([x.a.prices[0].id, x.b.prices[0].id]);
    expect(full.lastUpdatedAt >= before && full.lastUpdatedAt <= new Date().toISOString()).toBe(true);

    await ageCatalogue(x.s.entrepriseId);
    const marker = new Date(Date.now() - 60_000).toISOString();
    const none = (
      await call(x.s.token, 'GET', `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}&lastUpdatedAt=${marker}`)
    ).json() as Delta;
    expect(none.full).toBe(false);
    expect(Object.values(none.tables).every((d) => d.rows.length === 0 && d.deleted.length === 0)).toBe(true);

    expect((await call(x.s.token, 'PATCH', '/api/price/update/by-lot', { priceIds: [x.a.prices[0].id], price: 5.5 })).statusCode).toBe(200);
    expect((await call(x.s.token, 'DELETE', `/api/product/${x.b.id}`)).statusCode).toBe(200);
    // Store 2's private price changes: store 1's till is told to drop it (it never had it; harmless).
    await call(x.s.token, 'PATCH', '/api/price/update/by-lot', { priceIds: [x.c.prices[0].id], price: 7 });
    const d = (
      await call(x.s.token, 'GET', `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}&lastUpdatedAt=${none.lastUpdatedAt}`)
    ).json() as Delta;
    expect(d.tables.Price.rows).toEqual([expect.objectContaining({ id: x.a.prices[0].id, price: 550 })]);
    expect(d.tables.Price.deleted).toEqual([x.b.prices[0].id, x.c.prices[0].id]);
    expect(d.tables.ProductDescription.deleted).toEqual([x.b.id]);
    expect(d.tables.Product.deleted).toEqual([x.b.products[0].id]);
    expect(d.lastUpdatedAt > none.lastUpdatedAt).toBe(true);

    // The point-of-sale sync on the secondary gateway answers the same delta.
    const pos = (
      await call(x.s.token, 'GET', `/api/gateway2/catalogueV2AP/PointOfSell/sync?magasinId=${x.store1}&lastUpdatedAt=${none.lastUpdatedAt}`)
    ).json() as Delta;
    expect(pos.tables.Price).toEqual(d.tables.Price);
    const unsynced = (
      await call(x.s.token, 'GET', `/api/catalogueV2/sync/unsynced?magasinId=${x.store1}&lastUpdatedAt=${none.lastUpdatedAt}`)
    ).json();
    expect(unsynced.counts).toMatchObject({ Price: 3, ProductDescription: 1, Product: 1, Brand: 0 });
    expect(unsynced.total).toBeGreaterThanOrEqual(5);
  });

  it('takes the marker before reading, with an overlap: a change stamped just before the marker is sent again', async () => {
    const x = await setUp();
    await ageCatalogue(x.s.entrepriseId);
    const first = (
      await call(
        x.s.token,
        'GET',
        `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}&lastUpdatedAt=${new Date(Date.now() - 600_000).toISOString()}`,
      )
    ).json() as Delta;
    // A write stamped a moment before the marker but committed after the read.
    const stamped = new Date(Date.parse(first.lastUpdatedAt) - 1000).toISOString();
    await sql`update prices set price = 777, updated_at = ${stamped} where id = ${x.a.prices[0].id}`.execute(t.deps.database.db);
    const next = (
      await call(x.s.token, 'GET', `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}&lastUpdatedAt=${first.lastUpdatedAt}`)
    ).json() as Delta;
    expect(next.tables.Price.rows).toEqual([expect.objectContaining({ id: x.a.prices[0].id, price: 777 })]);
  });

  it('answers rows by id list, with tombstones for ids gone or out of scope, and refuses bad input', async () => {
    const x = await setUp();
    await call(x.s.token, 'DELETE', `/api/product/${x.b.id}`);
    const res = await call(x.s.token, 'POST', '/api/sync/by-list-id', {
      magasinId: x.store1,
      lists: { Price: [x.a.prices[0].id, x.b.prices[0].id, x.c.prices[0].id, 999999], ProductDescription: [x.a.id] },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json() as Delta;
    expect(ids(d, 'Price')).toEqual([x.a.prices[0].id]);
    expect(d.tables.Price.deleted).toEqual([x.b.prices[0].id, x.c.prices[0].id, 999999]);
    expect(ids(d, 'ProductDescription')).toEqual([x.a.id]);
    const bad = await call(x.s.token, 'POST', '/api/sync/by-list-id', { lists: { Nope: [1], Price: ['x'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['magasinId']));
    const other = await signedIn(t);
    expect((await call(other.token, 'POST', '/api/sync/by-list-id', { magasinId: x.store1, lists: {} })).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/catalogueV2/sync/catalogue?magasinId=${x.store1}`)).statusCode).toBe(404);
  });
});
