import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import Dexie from 'dexie';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDelta } from './apply-delta';
import { CATALOGUE_DB, catalogueDb, countRows, deleteLocalCatalogue, PAGE_IDS } from './local-db';
import { INSERT_BATCH, loadFile } from './load-file';
import { byCategory, findByCode, searchByName, searchLocal } from './local-queries';

const require = createRequire(import.meta.url);
const sqlJs = () => initSqlJs({ locateFile: (f) => require.resolve(`sql.js/dist/${f}`) });

const TABLES = [
  'ProductCategory',
  'Brand',
  'Supplier',
  'DetailKey',
  'ProductDescription',
  'Product',
  'ProductDetailKey',
  'PriceFile',
  'PriceTagPrice',
  'CombinedProduct',
];

/** A file like the server's: `n` prices and one product carrying a barcode and a sku. */
async function file(n: number) {
  const SQL = await sqlJs();
  const db = new SQL.Database();
  db.run('create table "Meta" (key text primary key, value text)');
  for (const t of TABLES) db.run(`create table "${t}" (id integer primary key, barcode, sku, productDescriptionId)`);
  db.run(
    'create table "Price" (id integer primary key, label, en_label, ar_label, it_label, price, promoPrice, promotionEndAt, currencyTag, barcode, productId, productDescriptionId, categoryId)',
  );
  db.run('insert into "Product" values (1, ?, ?, 1)', ['6110000000017', 'SKU-1']);
  db.run('begin');
  const labels = ['Crème brûlée', 'Café noir', 'Thé à la menthe'];
  for (let i = 1; i <= n; i++)
    db.run('insert into "Price" values (?, ?, ?, ?, null, ?, null, null, ?, ?, ?, 1, ?)', [
      i,
      `${labels[i % 3]} ${i}`,
      i % 3 === 1 ? `Black coffee ${i}` : null,
      i % 3 === 2 ? 'شاي بالنعناع' : null,
      100 * i,
      'MAD',
      i === 7 ? '2000000000077' : null,
      i === 8 ? 1 : null,
      i % 10,
    ]);
  db.run('commit');
  for (const [k, v] of Object.entries({ lastUpdatedAt: '2026-11-23T10:42:00.000Z', 'count:Price': n, 'count:Product': 1 }))
    db.run('insert into "Meta" values (?, ?)', [k, String(v)]);
  return db;
}

afterEach(async () => {
  await deleteLocalCatalogue();
});

describe('loading data.sqlite into IndexedDB', () => {
  it('writes in batches of 500, reports progress after each, and answers the file marker', async () => {
    const progress: [number, number][] = [];
    const r = await loadFile(await file(1234), catalogueDb(), (d, t) => progress.push([d, t]));
    expect(INSERT_BATCH).toBe(500);
    expect(r).toEqual({ marker: '2026-11-23T10:42:00.000Z', total: 1235 });
    // Product (1 row), then Price in 500, 500 and 234.
    expect(progress).toEqual([
      [0, 1235],
      [1, 1235],
      [501, 1235],
      [1001, 1235],
      [1235, 1235],
    ]);
    expect(await countRows(catalogueDb(), 'Price')).toBe(1234);
    // One record per page of PAGE_IDS ids, each whole, the page across two batches (ids 480–511) included.
    const pages = await catalogueDb().pages('Price').toArray();
    expect(pages.length).toBe(Math.floor(1234 / PAGE_IDS) + 1);
    for (const p of pages) {
      const first = Math.max(1, p.id * PAGE_IDS);
      const last = Math.min(1234, (p.id + 1) * PAGE_IDS - 1);
      expect(p.rows.map((r) => r[p.columns.indexOf('id')])).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    }
  });

  it('answers local queries: name by word prefix in any language and without accents, barcode, sku, category', async () => {
    await loadFile(await file(30), catalogueDb(), () => undefined);
    expect((await searchByName('CREME BRU', 50)).map((p) => p.id).sort((a, b) => a - b)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect((await searchByName('black cof', 50)).length).toBe(10);
    expect((await searchByName('نعناع', 50)).length).toBe(0);
    expect((await searchByName('بالنعناع', 50)).length).toBe(10);
    expect((await searchByName('menthe 11', 50)).map((p) => p.id)).toEqual([11]);
    expect((await findByCode('2000000000077')).map((p) => p.id)).toEqual([7]);
    expect((await findByCode('6110000000017')).map((p) => p.id)).toEqual([8]);
    expect((await searchLocal('SKU-1')).map((p) => p.id)).toEqual([8]);
    expect((await byCategory(3)).map((p) => p.id).sort((a, b) => a - b)).toEqual([3, 13, 23]);
  });

  it('applies a delta: changed rows put, tombstones removed', async () => {
    await loadFile(await file(10), catalogueDb(), () => undefined);
    const n = await applyDelta(catalogueDb(), {
      lastUpdatedAt: '2026-11-23T11:00:00.000Z',
      full: false,
      tables: { Price: { rows: [{ id: 2, label: 'Café crème', price: 250, categoryId: 1 }], deleted: [3, 4] } },
    });
    expect(n).toBe(3);
    expect(await countRows(catalogueDb(), 'Price')).toBe(8);
    expect((await searchByName('cafe creme')).map((p) => [p.id, p.price])).toEqual([[2, 250]]);
    expect((await searchByName('brulee')).map((p) => p.id)).toEqual([6, 9]);
    // The name index (PriceWord) followed: the old label no longer finds price 2, a short word finds by its prefixes.
    expect((await searchByName('menthe')).map((p) => p.id).sort((a, b) => a - b)).toEqual([5, 8]);
    expect((await searchByName('cr')).map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 6, 9]);
    expect(await catalogueDb().priceWords().get('men')).toEqual({ prefix: 'men', ids: [5, 8] });
  });

  it('moves the lookups with a delta: a new barcode, sku, product and category; a removed price is found no more', async () => {
    await loadFile(await file(40), catalogueDb(), () => undefined);
    await applyDelta(catalogueDb(), {
      lastUpdatedAt: '2026-11-23T11:00:00.000Z',
      full: false,
      tables: {
        Product: { rows: [{ id: 1, barcode: '6110000000024', sku: 'SKU-1B', productDescriptionId: 1 }], deleted: [] },
        Price: {
          rows: [
            { id: 33, label: 'Café noir 33', price: 300, barcode: '2000000000330', productId: 1, categoryId: 4 },
            { id: 41, label: 'Chocolat chaud', price: 400, barcode: null, productId: null, categoryId: 3 },
          ],
          deleted: [7, 8],
        },
      },
    });
    expect(await findByCode('2000000000077')).toEqual([]);
    expect(await findByCode('6110000000017')).toEqual([]);
    expect(await findByCode('SKU-1')).toEqual([]);
    // Price 8 (the product's) is gone; price 33 now sells the product and has its own code.
    expect((await findByCode('6110000000024')).map((p) => p.id)).toEqual([33]);
    expect((await findByCode('SKU-1B')).map((p) => p.id)).toEqual([33]);
    expect((await findByCode('2000000000330')).map((p) => [p.id, p.price])).toEqual([[33, 300]]);
    expect((await byCategory(3)).map((p) => p.id).sort((a, b) => a - b)).toEqual([3, 13, 23, 41]);
    expect((await byCategory(4)).map((p) => p.id).sort((a, b) => a - b)).toEqual([4, 14, 24, 33, 34]);
    expect((await searchByName('chocolat')).map((p) => p.id)).toEqual([41]);
    expect(await countRows(catalogueDb(), 'Price')).toBe(39);
  });

  it('clears a copy of version 2 (a row per record) when the database is upgraded to pages', async () => {
    const v2 = new Dexie(CATALOGUE_DB);
    v2.version(2).stores({ Price: 'id, categoryId, productId, barcode', Product: 'id, barcode, sku', PriceWord: 'prefix' });
    await v2.table('Price').bulkPut([{ id: 1, label: 'Café', barcode: '1' }]);
    await v2.table('PriceWord').put({ prefix: 'caf', ids: [1] });
    v2.close();
    expect(await countRows(catalogueDb(), 'Price')).toBe(0);
    expect(await catalogueDb().priceWords().count()).toBe(0);
    expect(await searchLocal('café')).toEqual([]);
    await loadFile(await file(3), catalogueDb(), () => undefined);
    expect((await searchLocal('café')).map((p) => p.id)).toEqual([1]);
  });
});
