import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ean13, newCategory, newProduct } from '../catalogue/catalogue-helpers';
import { liveRowPages, liveRows } from './sync.repository';
import { columnsOf, rowValues, SYNC_TABLES } from './sync.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, token, headers });
const open = (bytes: Buffer) => new Sqlite(bytes, { readonly: true });
const ids = (db: Sqlite.Database, table: string) =>
  (db.prepare(`select id from "${table}" order by id`).all() as { id: number }[]).map((r) => r.id);

/** A company with two stores: an all-store price, one private price per store, a EUR price; and another company. */
async function catalogue() {
  const s = await signedIn(t);
  const store1 = await newStore(t, s.entrepriseId);
  const store2 = await newStore(t, s.entrepriseId);
  const categoryId = (await newCategory(t, s.token)).id;
  const everywhere = await newProduct(t, s.token, {
    label: 'Café crème',
    en_label: 'Coffee with cream',
    categoryId,
    barcode: ean13('611000000001'),
    prices: [{ price: 12 }, { price: 2, currencyTag: 'EUR' }],
  });
  const only1 = await newProduct(t, s.token, { label: 'Thé menthe', categoryId, prices: [{ price: 8, magasinId: store1 }] });
  const only2 = await newProduct(t, s.token, { label: 'Jus orange', categoryId, prices: [{ price: 15, magasinId: store2 }] });
  const other = await signedIn(t);
  const foreign = await newProduct(t, other.token, { label: 'Autre', prices: [{ price: 9 }] });
  return { s, store1, store2, categoryId, everywhere, only1, only2, other, foreign };
}

describe('GET /assets/data.sqlite', () => {
  it("holds the store's catalogue in the currency, with every table of the local catalogue and nothing of others", async () => {
    const c = await catalogue();
    const res = await get(c.s.token, `/api/assets/data.sqlite?magasinId=${c.store1}&currencyTag=MAD`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.sqlite3');
    const db = open(res.rawPayload);
    const tables = (db.prepare(`select name from sqlite_master where type = 'table' order by name`).all() as { name: string }[]).map(
      (r) => r.name,
    );
    expect(tables).toEqual(
      [
        'Brand',
        'CombinedProduct',
        'DetailKey',
        'Meta',
        'Price',
        'PriceFile',
        'PriceTagPrice',
        'Product',
        'ProductCategory',
        'ProductDescription',
        'ProductDetailKey',
        'Supplier',
      ].sort(),
    );
    const prices = db.prepare('select * from "Price" order by id').all() as Record<string, unknown>[];
    // The all-store MAD price and store 1's own, not store 2's nor the EUR one nor another company's.
    expect(prices.map((p) => p.id)).toEqual([c.everywhere.prices[0].id, c.only1.prices[0].id]);
    expect(prices[0]).toMatchObject({ label: 'Café crème', en_label: 'Coffee with cream', price: 1200, currencyTag: 'MAD' });
    expect(ids(db, 'ProductDescription')).toEqual([c.everywhere.id, c.only1.id, c.only2.id]);
    expect(db.prepare('select barcode from "Product" where id = ?').get(c.everywhere.products[0].id)).toEqual({
      barcode: ean13('611000000001'),
    });
    expect(ids(db, 'ProductCategory')).toContain(c.categoryId);
    // Never a buying price.
    expect(Object.keys(db.prepare('select * from "ProductDescription" limit 1').get() as object)).not.toContain('buyingPrice');
    const meta = Object.fromEntries(
      (db.prepare('select * from "Meta"').all() as { key: string; value: string }[]).map((m) => [m.key, m.value]),
    );
    expect(meta).toMatchObject({ magasinId: String(c.store1), currencyTag: 'MAD', 'count:Price': '2' });
    expect(res.headers['x-catalogue-marker']).toBe(meta.lastUpdatedAt);

    const eur = open((await get(c.s.token, `/api/assets/data.sqlite?magasinId=${c.store2}&currencyTag=EUR`)).rawPayload);
    expect(ids(eur, 'Price')).toEqual([c.everywhere.prices[1].id]);
  });

  it('answers 304 for the same ETag until the catalogue changes, then a new file', async () => {
    const c = await catalogue();
    const url = `/api/assets/data.sqlite?magasinId=${c.store1}`;
    const first = await get(c.s.token, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(c.s.token, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another store has its own file.
    expect((await get(c.s.token, `/api/assets/data.sqlite?magasinId=${c.store2}`, { 'if-none-match': etag })).statusCode).toBe(200);
    const changed = await t.call({
      method: 'PATCH',
      url: '/api/price/update/by-lot',
      token: c.s.token,
      payload: { priceIds: [c.only1.prices[0].id], price: 9.5 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await get(c.s.token, url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(open(after.rawPayload).prepare('select price from "Price" where id = ?').get(c.only1.prices[0].id)).toEqual({ price: 950 });
  });

  it("refuses another company's store (404), a missing store (422) and no sign-in (401)", async () => {
    const c = await catalogue();
    expect((await get(c.other.token, `/api/assets/data.sqlite?magasinId=${c.store1}`)).statusCode).toBe(404);
    expect((await get(c.s.token, `/api/assets/data.sqlite`)).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: `/api/assets/data.sqlite?magasinId=${c.store1}` })).statusCode).toBe(401);
  });
});

describe('the file is read by keyset pages', () => {
  it('gives, page after page, the same rows in the same order as one read of the table, with no page past the end', async () => {
    const c = await catalogue();
    const scope = { entrepriseId: c.s.entrepriseId, magasinId: c.store1, currencyTag: 'MAD' };
    for (const table of SYNC_TABLES) {
      const whole = (await liveRows(t.deps.database.db, table, scope)).map((r) => rowValues(columnsOf(table), r));
      for (const size of [1, 2]) {
        const pages: unknown[][][] = [];
        for await (const page of liveRowPages(t.deps.database, table, scope, size)) pages.push(page);
        expect(pages.every((p) => p.length > 0 && p.length <= size)).toBe(true);
        expect(pages.flat(), `${table.local} by ${size}`).toEqual(whole);
      }
    }
  });
});
