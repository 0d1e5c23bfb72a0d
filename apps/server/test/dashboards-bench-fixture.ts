// Fixture of `npm run bench:dashboards` (bench/dashboards.mjs), run with tsx on the database named by DATABASE_URL: a
// company with 20 stores, 300 articles (with costs), 10 sellers and an open session, then BENCH_LINES order lines
// (default 1,000,000, three per order) over three years up to today, written straight into the database by batches
// (orders, lines, payments: busier mornings and weekends, some refunds and cancellations), then the aggregates rebuilt
// from them by the rebuild command's function. Prints what the bench needs as JSON (last line).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Trx } from '../src/db/database';
import { seededRandom } from '../src/db/demo/demo-helpers';
import { rebuildAggregates } from '../src/modules/dashboards/rebuild';
import { newArticle, tillSetup } from '../src/modules/orders/orders-helpers';
import { newStore, newUser } from './factories';
import { fixtureApp } from './fixture-app';

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const STORES = 20;
const DAYS = 3 * 365;
const { t, database, close } = await fixtureApp();
const { deps } = t;

const log = (m: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${m}\n`);
const s = await tillSetup(t);
const stores = [s.magasinId];
for (let i = 1; i < STORES; i++) stores.push(await newStore(t, s.entrepriseId, { intitule: `Magasin ${i + 1}` }));
const sellers = [s.admin.id, s.cashier.id];
for (let i = 0; i < 8; i++) sellers.push((await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [stores[i]] })).id);
const db = deps.database.db;
const articles: { priceId: number; price: number; label: string; cost: number | null }[] = [];
const random = seededRandom(24);
for (let i = 0; i < 300; i++) {
  const price = 100 * (5 + Math.floor(random() * 200));
  const a = await newArticle(t, s.entrepriseId, { price, label: `Article ${i + 1}` });
  const cost = random() < 0.9 ? Math.round(price * (0.3 + random() * 0.4)) : null;
  if (cost !== null) await db.updateTable('products').set({ buyingPrice: cost }).where('id', '=', a.productId).execute();
  articles.push({ priceId: a.priceId, price, label: `Article ${i + 1}`, cost });
}
log(`company ${s.entrepriseId}: ${STORES} stores, ${articles.length} articles`);

const HOURS = [7, 8, 8, 9, 9, 9, 10, 11, 12, 12, 13, 13, 14, 15, 16, 17, 17, 18, 18, 19, 20];
const MODES = ['cash', 'cash', 'cash', 'pos_machine', 'pos_machine', 'bank_transfer'];
const SOURCES = [null, null, null, null, null, 'phone', 'whatsapp', 'ecommerce'];
const today = new Date();
const dayOf = (n: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - n * 86_400_000);
const commandsTotal = Math.ceil(LINES / 3);
// About LINES in all (the days are random: within a percent); never more, so the last days are as full as the others.
const perDay = commandsTotal / (DAYS * STORES);
const first =
  Number(
    (
      await db
        .selectFrom('commands')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  ) + 1;
let id = first;
let lines = 0;
const started = Date.now();

async function flush(trx: Trx, commands: object[], lineRows: object[], ops: object[]) {
  for (let i = 0; i < commands.length; i += 400)
    await trx
      .insertInto('commands')
      .values(commands.slice(i, i + 400) as never)
      .execute();
  for (let i = 0; i < lineRows.length; i += 1000)
    await trx
      .insertInto('command_lines')
      .values(lineRows.slice(i, i + 1000) as never)
      .execute();
  for (let i = 0; i < ops.length; i += 1000)
    await trx
      .insertInto('operations')
      .values(ops.slice(i, i + 1000) as never)
      .execute();
}

// Day by day, oldest first; each day one transaction per 30 days of every store.
for (let d = DAYS - 1; d >= 0 && lines < LINES; d -= 30) {
  await db.transaction().execute(async (trx) => {
    const commands: object[] = [];
    const lineRows: object[] = [];
    const ops: object[] = [];
    for (let k = d; k > d - 30 && k >= 0; k--) {
      const date = dayOf(k);
      const day = date.toISOString().slice(0, 10);
      const weekend = [0, 6].includes(date.getUTCDay());
      for (const magasinId of stores) {
        const n = Math.round(perDay * (weekend ? 1.3 : 0.88) * (0.8 + random() * 0.4));
        for (let c = 0; c < n && lines < LINES; c++) {
          const hour = HOURS[Math.floor(random() * HOURS.length)];
          const at = `${day}T${String(hour - 1).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00.000Z`;
          const count = 1 + Math.floor(random() * 5); // 1–5 lines, 3 on average
          let total = 0;
          const end = random();
          const etat = end < 0.01 ? 'refunded' : end < 0.02 ? 'cancelled' : 'paid';
          for (let l = 0; l < count; l++) {
            const a = articles[Math.floor(random() * random() * articles.length)];
            const quantity = 1 + Math.floor(random() * random() * 4);
            const lineTotal = a.price * quantity;
            total += lineTotal;
            lineRows.push({
              entreprise_id: s.entrepriseId,
              command_id: id,
              price_id: a.priceId,
              label: a.label,
              quantity,
              returnedQuantity: etat === 'refunded' ? quantity : 0,
              unitPrice: a.price,
              remise: 0,
              orderRemise: 0,
              tva: 20,
              total: lineTotal,
              compositions: null,
              notes: null,
              unitCost: a.cost,
              created_at: at,
            });
            lines++;
          }
          const seller = sellers[Math.floor(random() * sellers.length)];
          const mode = MODES[Math.floor(random() * MODES.length)];
          const base = {
            entreprise_id: s.entrepriseId,
            magasin_id: magasinId,
            caisse_id: null,
            calendar_day_id: null,
            command_id: id,
            user_id: seller,
            subType: null,
            modePayment: mode,
            currencyTag: 'MAD',
            reason: null,
            approval_id: null,
            created_at: at,
            updated_at: at,
          };
          ops.push({ ...base, type: 'payment', amount: total });
          if (etat !== 'paid') ops.push({ ...base, type: 'refund', amount: total });
          commands.push({
            id,
            entreprise_id: s.entrepriseId,
            uuid: randomUUID(),
            magasin_id: magasinId,
            caisse_id: null,
            calendar_day_id: null,
            ticketNumber: null,
            user_id: seller,
            client_id: null,
            clientName: null,
            etat,
            isCredit: false,
            currencyTag: 'MAD',
            subtotal: total,
            remise: 0,
            orderRemise: 0,
            total,
            paid: total,
            change: 0,
            taxes: null,
            source: SOURCES[Math.floor(random() * SOURCES.length)],
            notes: null,
            validatedBy: null,
            validatedAt: null,
            created_at: at,
            updated_at: at,
            deleted_at: null,
            businessDay: day,
            businessHour: hour,
          });
          id++;
        }
      }
    }
    await flush(trx, commands, lineRows, ops);
  });
  log(`${lines} lines…`);
}
// The ids were given: PostgreSQL's sequence goes on after them.
if (database.dialect === 'postgres') await sql`select setval(pg_get_serial_sequence('commands', 'id'), ${id})`.execute(db);
const generateMs = Date.now() - started;
log(`generated ${lines} lines in ${Math.round(generateMs / 1000)} s; rebuilding…`);
const r0 = Date.now();
await rebuildAggregates(deps.database, s.entrepriseId);
const rebuildMs = Date.now() - r0;
const rows = await db
  .selectFrom('agg_products')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
log(`rebuilt in ${Math.round(rebuildMs / 1000)} s (${rows.n} product-day rows)`);
// A database that has lived has its statistics (autovacuum's analyze; it may be off on a test machine): the orders'
// tables are gathered as it would have (the rebuild gathered the aggregates').
if (database.dialect === 'postgres') await sql`analyze`.execute(db);
console.log(
  JSON.stringify({
    entrepriseId: s.entrepriseId,
    token: s.admin.token,
    stores,
    priceIds: articles.slice(0, 20).map((a) => a.priceId),
    lines,
    orders: id - first,
    generateMs,
    rebuildMs,
    productDayRows: Number(rows.n),
  }),
);
await close();
