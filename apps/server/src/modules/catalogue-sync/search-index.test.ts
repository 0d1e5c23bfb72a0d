import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newProduct } from '../catalogue/catalogue-helpers';
import { mergeNameIndex, nameIndexSegments, whereNameMatches, type DB } from '../catalogue/catalogue.repository';
import type { Kysely } from 'kysely';

/** The company's price ids the name index selects on its own (at most `cap`, in the index's order), sorted. */
async function searchPriceIds(db: Kysely<DB>, entrepriseId: number, text: string, cap: number) {
  const base = db.selectFrom('prices as p').select('p.id').where('p.entreprise_id', '=', entrepriseId);
  const q = await whereNameMatches(db, base, text);
  return q === null ? null : (await q.limit(cap).execute()).map((r) => r.id).sort((a, b) => a - b);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (token: string, keyword: string) =>
  (await t.call({ method: 'GET', url: `/api/product/search?keyword=${encodeURIComponent(keyword)}`, token })).json() as { label: string }[];

describe('name search by index', () => {
  it('finds a price by any part of its labels, accents and case aside, and follows renames and other companies', async () => {
    const s = await signedIn(t);
    const other = await signedIn(t);
    const p = await newProduct(t, s.token, { label: 'Pâtisserie orientale', ar_label: 'حلويات شرقية', prices: [{ price: 20 }] });
    await newProduct(t, other.token, { label: 'Pâtisserie du voisin', prices: [{ price: 20 }] });
    expect((await search(s.token, 'TISSERIE')).map((r) => r.label)).toEqual(['Pâtisserie orientale']);
    expect((await search(s.token, 'orientale')).map((r) => r.label)).toEqual(['Pâtisserie orientale']);
    expect((await search(s.token, 'شرقية')).map((r) => r.label)).toEqual(['Pâtisserie orientale']);
    const db = t.deps.database.db;
    expect(await searchPriceIds(db, s.entrepriseId, 'patisserie', 10)).toEqual([p.prices[0].id]);
    // The index follows a change of the search text (the SQLite triggers; PostgreSQL's index is on the column).
    await sql`update prices set "searchText" = 'eclair au cafe' where id = ${p.prices[0].id}`.execute(db);
    expect(await searchPriceIds(db, s.entrepriseId, 'patisserie', 10)).toEqual([]);
    expect(await searchPriceIds(db, s.entrepriseId, 'clair au', 10)).toEqual([p.prices[0].id]);
    // Too short for the index: the caller scans instead. More matches than the cap: the first found.
    expect(await searchPriceIds(db, s.entrepriseId, 'ec', 10)).toBeNull();
    for (let i = 0; i < 3; i++) await newProduct(t, s.token, { label: `Éclair ${i}`, prices: [{ price: 5 }] });
    expect(await searchPriceIds(db, s.entrepriseId, 'eclair', 2)).toHaveLength(2);
    expect((await search(s.token, 'eclair')).length).toBe(4);
    expect((await search(s.token, 'eclair 1')).map((r) => r.label)).toEqual(['Éclair 1']);
    // A code that matches is the whole answer.
    const coded = await newProduct(t, s.token, { label: 'Chouquette', barcode: '2900000000123', prices: [{ price: 1 }] });
    expect((await search(s.token, '2900000000123')).map((r) => r.label)).toEqual(['Chouquette']);
    expect(coded.id).toBeGreaterThan(0);
  });

  it("answers a code or a label with the article's isService, and never a price whose article is gone", async () => {
    const s = await signedIn(t);
    const db = t.deps.database.db;
    const service = await newProduct(t, s.token, { label: 'Livraison express', isService: true, sku: 'LIV-EXP', prices: [{ price: 15 }] });
    const shown = (await t.call({ method: 'GET', url: '/api/product/search?keyword=LIV-EXP', token: s.token })).json();
    expect(shown.map((r: { id: number; isService: boolean }) => [r.id, r.isService])).toEqual([[service.prices[0].id, true]]);
    expect((await search(s.token, 'livraison')).map((r) => r.label)).toEqual(['Livraison express']);
    // The article deleted under a live price (not through the API, which trashes both): neither a code nor a label finds it.
    await db.updateTable('product_descriptions').set({ deleted_at: new Date().toISOString() }).where('id', '=', service.id).execute();
    expect(await search(s.token, 'LIV-EXP')).toEqual([]);
    expect(await search(s.token, 'livraison')).toEqual([]);
  });

  it('scopes codes and labels by store, type and currency, whatever the order of the calls (prepared statements)', async () => {
    const s = await signedIn(t);
    const here = await newStore(t, s.entrepriseId);
    const there = await newStore(t, s.entrepriseId);
    const find = async (query: string) =>
      ((await t.call({ method: 'GET', url: `/api/product/search?${query}`, token: s.token })).json() as { label: string }[])
        .map((r) => r.label)
        .sort();
    await newProduct(t, s.token, { label: 'Sablé partout', barcode: '2900000000901', prices: [{ price: 2 }] });
    await newProduct(t, s.token, { label: 'Sablé ici', barcode: '2900000000902', prices: [{ price: 2, magasinId: here }] });
    await newProduct(t, s.token, { label: 'Sablé là-bas', barcode: '2900000000903', prices: [{ price: 2, magasinId: there }] });
    await newProduct(t, s.token, { label: 'Sablé semi-fini', type: 'semifini', prices: [{ price: 2 }] });
    expect(await find('keyword=sable')).toEqual(['Sablé ici', 'Sablé là-bas', 'Sablé partout', 'Sablé semi-fini']);
    expect(await find(`keyword=sable&magasinId=${here}`)).toEqual(['Sablé ici', 'Sablé partout', 'Sablé semi-fini']);
    expect(await find(`keyword=sable&magasinId=${there}&type=semifini`)).toEqual(['Sablé semi-fini']);
    expect(await find('keyword=sable&currencyTag=EUR')).toEqual([]);
    expect(await find(`keyword=2900000000902&magasinId=${there}`)).toEqual([]);
    expect(await find(`keyword=2900000000902&magasinId=${here}`)).toEqual(['Sablé ici']);
    expect(await find('keyword=2900000000903')).toEqual(['Sablé là-bas']);
    expect(await find('keyword=sable&limit=2')).toHaveLength(2);
  });

  it('pages a common word from the name index by label, and every match by label when they are fewer than the cap', async () => {
    const s = await signedIn(t);
    const db = t.deps.database.db;
    const now = new Date().toISOString();
    for (let i = 1; i <= 120; i++) {
      const label = `Brioche ${i}`;
      const d = await db
        .insertInto('product_descriptions')
        .values({ entreprise_id: s.entrepriseId, label, searchText: label.toLowerCase(), created_at: now, updated_at: now } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('prices')
        .values({
          entreprise_id: s.entrepriseId,
          label,
          price: 300,
          currencyTag: 'MAD',
          productDescriptionId: d.id,
          searchText: label.toLowerCase(),
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    const labels = async (query: string) =>
      ((await t.call({ method: 'GET', url: `/api/product/search?${query}`, token: s.token })).json() as { label: string }[]).map(
        (r) => r.label,
      );
    const sorted = (xs: string[]) => [...xs].sort();
    // 11 matches: every one, by label; then the first 5 of them.
    const eleven = ['Brioche 11', ...Array.from({ length: 10 }, (_, k) => `Brioche ${110 + k}`)];
    expect(await labels('keyword=brioche%2011')).toEqual(sorted(eleven));
    expect(await labels('keyword=brioche%2011&limit=5')).toEqual(sorted(eleven).slice(0, 5));
    // 120 matches, more than the cap: a page of 30 distinct matches, by label.
    const common = await labels('keyword=brioche&limit=30');
    expect(common).toHaveLength(30);
    expect(new Set(common).size).toBe(30);
    expect(common).toEqual(sorted(common));
    expect(common.every((l) => l.startsWith('Brioche '))).toBe(true);
  });

  it('on PostgreSQL, matches the search text as it is stored, so its trigram index serves the name search and the list filter', async () => {
    const s = await signedIn(t);
    await newProduct(t, s.token, { label: 'Galette des Rois', prices: [{ price: 25 }] });
    expect((await search(s.token, 'GALETTE DES')).map((r) => r.label)).toEqual(['Galette des Rois']);
    const list = await t.call({ method: 'GET', url: '/api/catalogueV2/price?keyword=des%20ROIS', token: s.token });
    expect(list.json().data.map((r: { label: string }) => r.label)).toEqual(['Galette des Rois']);
    if (t.dialect !== 'postgres') return;
    const db = t.deps.database.db;
    const def = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where indexname = 'prices_search_trgm_idx' and schemaname = current_schema()`.execute(db);
    expect(def.rows[0]?.indexdef).toMatch(/USING gin \("searchText"/);
    // Scans other than through a bitmap off: the name probe's condition and the list filter's can only be answered by
    // an index on the search text itself (else the plan falls back to the sequential scan it was told to avoid).
    const probe = (await whereNameMatches(db, db.selectFrom('prices as p').select('p.id'), 'galette'))!.compile();
    const filter = sql`select id from prices where "searchText" like ${'%galette%'} escape '\\'`.compile(db);
    await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      const explain = async (q: { sql: string; parameters: readonly unknown[] }) =>
        (
          await sql
            .raw<{ 'QUERY PLAN': string }>(`explain ${q.sql.replace(/\$(\d+)/g, (_, i) => `'${String(q.parameters[Number(i) - 1])}'`)}`)
            .execute(trx)
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(await explain(probe)).toContain('Bitmap Index Scan on prices_search_trgm_idx');
      expect(await explain(filter)).toContain('Bitmap Index Scan on prices_search_trgm_idx');
    });
  });

  it('on SQLite, merges an index left in many segments into one, and finds the same rows after', async () => {
    const s = await signedIn(t);
    const db = t.deps.database.db;
    const prices = [];
    for (let i = 0; i < 6; i++) prices.push((await newProduct(t, s.token, { label: `Madeleine ${i}`, prices: [{ price: 3 }] })).prices[0]);
    if (t.dialect === 'postgres') {
      expect(await nameIndexSegments(db)).toBeNull();
      expect(await mergeNameIndex(db)).toBe(0);
      return;
    }
    // Each write transaction adds a segment; FTS5's own merging is turned off here to keep them apart.
    await sql`insert into prices_fts(prices_fts, rank) values ('automerge', 0)`.execute(db);
    for (const p of prices) await sql`update prices set "searchText" = ${`madeleine nature ${p.id}`} where id = ${p.id}`.execute(db);
    const before = (await nameIndexSegments(db))!;
    expect(before).toBeGreaterThan(2);
    expect(await mergeNameIndex(db, before)).toBe(0); // not above the threshold: left alone
    expect(await nameIndexSegments(db)).toBe(before);
    expect(await mergeNameIndex(db, 1)).toBeGreaterThan(0);
    expect(await nameIndexSegments(db)).toBe(1);
    expect(await searchPriceIds(db, s.entrepriseId, 'madeleine nature', 10)).toEqual(prices.map((p) => p.id).sort((a, b) => a - b));
    expect(await searchPriceIds(db, s.entrepriseId, `nature ${prices[2].id}`, 10)).toEqual([prices[2].id]);
  });
});
