// Fixture and measure of `npm run bench:lab` (bench/lab.mjs), run with tsx on the database named by DATABASE_URL: a
// company with 20 stores, BENCH_PRODUCTS articles (default 500) made by one lab for every store, a year of the
// dashboards' per-day sales (agg_products: products × stores × 365 days, written by one INSERT … SELECT), customer
// orders due on the planned day and the stores' levels; then the day's planning with its suggestion
// (POST /Lab/{id}/DayPlanning) asked BENCH_RUNS times (default 20) after 2 warm-ups. Prints the figures as JSON
// (last line).
import { sql } from 'kysely';
import { nowIso } from '../src/db/database';
import { suggestionInputs } from '../src/modules/labs/day-planning.service';
import { newArticle, tillSetup } from '../src/modules/orders/orders-helpers';
import { newStore } from './factories';
import { fixtureApp } from './fixture-app';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const STORES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const { t, close } = await fixtureApp();
const db = t.deps.database.db;
const log = (m: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${m}\n`);

const s = await tillSetup(t);
const e = s.entrepriseId;
const stores = [s.magasinId];
for (let i = 1; i < STORES; i++) stores.push(await newStore(t, e, { intitule: `Magasin ${i + 1}` }));
const products: number[] = [];
for (let i = 0; i < PRODUCTS; i++) products.push((await newArticle(t, e, { label: `Pain ${i + 1}`, price: 120 + i })).productId);
log(`${PRODUCTS} products, ${STORES} stores`);
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.call({ method, url: `/api${url}`, token: s.admin.token, payload: payload as Record<string, unknown> });
const lab = (await call('POST', '/Lab', { intitule: 'Fournil central', magasinId: s.magasinId })).json().id as number;
await call('POST', '/PlanningPeriod', { intitule: 'Nuit', startsAt: '02:00', position: 1 });
await call('POST', '/PlanningPeriod', { intitule: 'Matin', startsAt: '06:00', position: 2 });
const rows = products.flatMap((productId) => stores.map((magasinId) => ({ productId, magasinId })));
const saved = await call('POST', '/LabProduitMagasin', { labId: lab, rows });
if (saved.statusCode !== 200) throw new Error(saved.body);

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const date = day(-1);
await sql`create table bench_days (n integer not null, day varchar(10) not null)`.execute(db);
for (let i = 0; i < 365; i += 100)
  await db
    .insertInto('bench_days' as never)
    .values(Array.from({ length: Math.min(100, 365 - i) }, (_, k) => ({ n: i + k, day: day(i + k) })) as never)
    .execute();
const t0 = Date.now();
await sql`insert into agg_products (entreprise_id, magasin_id, day, price_id, revenue, tickets, quantity, cost, "costedRevenue")
  select ${e}, lpm.magasin_id, d.day, cp."priceId", 0, 1, ((lpm.id * 31 + d.n * 17) % 23) * 1000, 0, 0
  from bench_days d cross join lab_produit_magasins lpm
  join combined_products cp on cp."productId" = lpm.product_id and cp.entreprise_id = ${e}
  where lpm.lab_id = ${lab}`.execute(db);
const aggRows = Number(
  (
    await db
      .selectFrom('agg_products')
      .select((x) => x.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
log(`${aggRows} agg_products rows in ${Date.now() - t0} ms`);
// Levels in every store, and 200 orders due on the day.
await sql`insert into stock_levels (entreprise_id, "entityTypeTag", entity_id, product_id, quantity, updated_at)
  select ${e}, 'magasin', lpm.magasin_id, lpm.product_id, (lpm.id % 7), ${nowIso()} from lab_produit_magasins lpm where lpm.lab_id = ${lab}
  on conflict do nothing`.execute(db);
for (let i = 0; i < 200; i++) {
  const r = await t.call({
    method: 'POST',
    url: '/api/InsertCommand',
    token: s.cashier.token,
    payload: {
      uuid: crypto.randomUUID(),
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 20 }],
      remindTimeAt: `${date}T10:00:00+01:00`,
    },
  });
  if (r.statusCode !== 200) throw new Error(r.body);
}
if (t.deps.database.dialect === 'postgres') await sql`analyze`.execute(db);

const times: number[] = [];
let cells = 0;
for (let i = 0; i < RUNS + 2; i++) {
  const a = performance.now();
  const r = await call('POST', `/Lab/${lab}/DayPlanning`, { date });
  const ms = performance.now() - a;
  if (r.statusCode !== 200) throw new Error(r.body);
  cells = r.json().cells.length;
  if (i >= 2) times.push(ms);
}
// The SQL alone (the three sums of the suggestion), for comparison with the whole call.
const sqlTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const a = performance.now();
  await suggestionInputs(db, e, lab, date, 4);
  sqlTimes.push(performance.now() - a);
}
const sqlMs = Math.round(Math.min(...sqlTimes) * 10) / 10;
const sorted = [...times].sort((a, b) => a - b);
const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
await close();
console.log(
  JSON.stringify({ products: PRODUCTS, stores: STORES, aggRows, cells, runs: RUNS, p50: pct(50), p95: pct(95), max: pct(100), sqlMs }),
);
