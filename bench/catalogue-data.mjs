// A generated catalogue for the benchmarks: `n` prices (one article, one product, one all-store price each) in
// `categories` categories, written straight into the demo company's tables of SQLite or PostgreSQL.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const WORDS = [
  'pain',
  'croissant',
  'tarte',
  'gateau',
  'cafe',
  'the',
  'jus',
  'chocolat',
  'amande',
  'citron',
  'fraise',
  'vanille',
  'miel',
  'noix',
  'pistache',
  'orange',
  'pomme',
  'caramel',
  'beurre',
  'sesame',
];
const label = (i) => `${WORDS[i % 20]} ${WORDS[(i * 7 + 3) % 20]} ${WORDS[(i * 13 + 5) % 20]} ${i}`;
export const barcodeOf = (i) => String(2900000000000 + i);
export const wordsForSearch = WORDS;

function rowsFor(e, n, categories, now) {
  const cats = [];
  for (let c = 0; c < categories; c++) cats.push([e, `Bench cat ${c}`, now, now]);
  const descs = [],
    prods = [],
    prices = [];
  for (let i = 0; i < n; i++) {
    const l = label(i);
    const text = `${l} ${barcodeOf(i)}`;
    descs.push({ l, text, cat: i % categories });
    prods.push(barcodeOf(i));
    prices.push({ l, text, price: 100 + (i % 5000) });
  }
  return { cats, descs, prods, prices };
}

/** SQLite: one transaction of prepared inserts (the FTS triggers index the prices as they go). */
export function fillSqlite(file, e, n, categories) {
  const Sqlite = require('better-sqlite3');
  const db = new Sqlite(file);
  const now = new Date().toISOString();
  const { descs, prods, prices } = rowsFor(e, n, categories, now);
  db.transaction(() => {
    const cat = db.prepare('insert into product_categories (entreprise_id, label, created_at, updated_at) values (?, ?, ?, ?)');
    const catIds = [];
    for (let c = 0; c < categories; c++) catIds.push(Number(cat.run(e, `Bench cat ${c}`, now, now).lastInsertRowid));
    const d = db.prepare(
      'insert into product_descriptions (entreprise_id, label, "categoryId", "searchText", created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    const p = db.prepare(
      'insert into products (entreprise_id, "productDescriptionId", barcode, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    const pr = db.prepare(
      'insert into prices (entreprise_id, label, price, "categoryId", "currencyTag", "productDescriptionId", "productId", "searchText", created_at, updated_at) values (?, ?, ?, ?, \'MAD\', ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < n; i++) {
      const di = Number(d.run(e, descs[i].l, catIds[descs[i].cat], descs[i].text, now, now).lastInsertRowid);
      const pi = Number(p.run(e, di, prods[i], now, now).lastInsertRowid);
      pr.run(e, prices[i].l, prices[i].price, catIds[descs[i].cat], di, pi, prices[i].text, now, now);
    }
  })();
  // The name index as the server's housekeeping leaves it within a minute of a bulk write (mergeNameIndex): one segment.
  // Written as it is, it is in ~16, which every search probes (a rare word 0.8 ms of SQL instead of 0.1 ms).
  if (process.env.BENCH_FTS_AS_WRITTEN !== '1') db.prepare("insert into prices_fts(prices_fts) values ('optimize')").run();
  db.close();
}

/** PostgreSQL: set-based inserts with generate_series. */
export async function fillPostgres(url, e, n, categories) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const w = `(array[${WORDS.map((x) => `'${x}'`).join(',')}])`;
  const lbl = `${w}[(i % 20) + 1] || ' ' || ${w}[((i * 7 + 3) % 20) + 1] || ' ' || ${w}[((i * 13 + 5) % 20) + 1] || ' ' || i`;
  await client.query('begin');
  await client.query(
    `insert into product_categories (entreprise_id, label) select $1, 'Bench cat ' || c from generate_series(0, $2 - 1) c`,
    [e, categories],
  );
  await client.query(
    `insert into product_descriptions (entreprise_id, label, "categoryId", "searchText")
     select $1, ${lbl}, (select min(id) from product_categories where label like 'Bench cat %') + (i % $3), ${lbl} || ' ' || (2900000000000 + i)
     from generate_series(0, $2 - 1) i`,
    [e, n, categories],
  );
  await client.query(
    `insert into products (entreprise_id, "productDescriptionId", barcode)
     select $1, d.id, (2900000000000 + (row_number() over (order by d.id)) - 1)::text from product_descriptions d where d.label ~ ' [0-9]+$' and d.entreprise_id = $1 and d."searchText" like '% 29%'`,
    [e],
  );
  await client.query(
    `insert into prices (entreprise_id, label, price, "categoryId", "currencyTag", "productDescriptionId", "productId", "searchText")
     select $1, d.label, 100 + (p.id % 5000), d."categoryId", 'MAD', d.id, p.id, d."searchText" from products p join product_descriptions d on d.id = p."productDescriptionId" where p.barcode like '29%' and p.entreprise_id = $1`,
    [e],
  );
  await client.query('commit');
  // The tables as autovacuum leaves them within a minute of a bulk write (PostgreSQL 13+ vacuums after inserts too):
  // statistics, hint bits and the visibility map set. Written as they are, the first searches also pay for setting
  // the hint bits of every page they touch (a rare word's trigram scan ~3 ms instead of ~1 ms).
  if (process.env.BENCH_PG_AS_WRITTEN === '1') await client.query('analyze');
  else await client.query('vacuum analyze product_categories, product_descriptions, products, prices');
  await client.end();
}
