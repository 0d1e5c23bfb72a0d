// Randomised business for the dashboards' tests (issue 24): two stores of one company (and a second company), sales
// with mixed payment modes, discounts, several sellers and order sources, at tills whose local time falls around
// midnight; then refunds, partial returns, exchanges, cancellations and credit payments, all through HTTP. Seeded, so a
// failure names its case. Also the figures straight from the orders, in SQL, that the aggregates must equal.
import { randomUUID } from 'node:crypto';
import { ORDER_SOURCES, SALE_STATES } from '@comptoir/shared';
import { sql } from 'kysely';
import { openNewRegister } from '../../../test/caisse-factories';
import { seededRandom } from '../../db/demo/demo-helpers';
import { newStore, newUser, signIn } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { newArticle, tillSetup } from '../orders/orders-helpers';

/** A seeded generator (the demo's) with the draws the fixture makes. */
export function rng(seed: number) {
  const next = seededRandom(seed);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
/** The x-local-time a till at `offset` minutes from UTC sends now (ISO 8601 with its offset). */
export function localTimeAt(offset: number, now = Date.now()): string {
  const local = new Date(now + offset * 60_000).toISOString().slice(0, 23);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
/** An offset (quarter hours, −12 h to +14 h) whose local time now is within an hour and a half of midnight. */
export function offsetNearMidnight(r: ReturnType<typeof rng>, now = Date.now()): number {
  const minutesNow = Math.floor((now % 86_400_000) / 60_000);
  const candidates: number[] = [];
  for (let o = -12 * 60; o <= 14 * 60; o += 15) {
    const local = (((minutesNow + o) % 1440) + 1440) % 1440;
    if (local >= 1440 - 90 || local < 90) candidates.push(o);
  }
  return r.pick(candidates);
}

export type Business = Awaited<ReturnType<typeof randomBusiness>>;

export async function randomBusiness(t: TestApp, seed: number, sales = 36) {
  const r = rng(seed);
  const s = await tillSetup(t);
  const db = t.deps.database.db;
  // Store B with its own cashier and session; a second seller in store A.
  const storeB = await newStore(t, s.entrepriseId, { intitule: 'Magasin B' });
  const cashierB = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [storeB] });
  const managerB = await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [storeB] });
  const seller2 = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [s.magasinId] });
  const cashierBToken = await signIn(t, cashierB.email);
  const caisseB = await openNewRegister(t, cashierBToken, { entrepriseId: s.entrepriseId, magasinId: storeB }, 'Caisse B');
  const stores = [
    { magasinId: s.magasinId, caisseId: s.caisseId, tokens: [s.admin.token, s.cashier.token, await signIn(t, seller2.email)] },
    { magasinId: storeB, caisseId: caisseB, tokens: [s.admin.token, cashierBToken] },
  ];
  // Articles, three with a cost (average cost, or the buying price standing in), one without.
  const articles = [{ ...s.article, price: 1000 }];
  for (const price of [250, 1990, 733]) articles.push({ ...(await newArticle(t, s.entrepriseId, { price })), price });
  await db.updateTable('products').set({ buyingPrice: 400 }).where('id', '=', articles[0].productId).execute();
  await db.updateTable('products').set({ buyingPrice: 100, averageCost: 120 }).where('id', '=', articles[1].productId).execute();
  await db.updateTable('products').set({ averageCost: 1500 }).where('id', '=', articles[2].productId).execute();
  const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Client crédit' } })).json();
  const clientId = client.client.id as number;

  const statuses: number[] = [];
  const call = async (o: Parameters<TestApp['call']>[0]) => {
    const res = await t.call(o);
    statuses.push(res.statusCode);
    return res;
  };
  const commands: { id: number; store: (typeof stores)[number]; credit: boolean; lines: { id: number }[] }[] = [];
  for (let i = 0; i < sales; i++) {
    const store = r.pick(stores);
    const token = r.pick(store.tokens);
    const lines = Array.from({ length: 1 + r.int(3) }, () => {
      const a = r.pick(articles);
      const discount = token === s.admin.token && r.next() < 0.3 ? { type: 'percentage' as const, value: 10 } : undefined;
      return { priceId: a.priceId, quantity: 1 + r.int(3), unitPrice: a.price / 100, ...(discount ? { remise: discount } : {}) };
    });
    const credit = token === s.admin.token && r.next() < 0.25;
    // The total as the server will compute it is not known here: pay by the answer's total (a second call pays).
    const headers = { 'x-local-time': localTimeAt(offsetNearMidnight(r)) };
    const source = r.next() < 0.5 ? r.pick(ORDER_SOURCES) : undefined;
    const body = {
      uuid: randomUUID(),
      caisseId: store.caisseId,
      lines,
      payments: [] as { modePayment: string; amount: number }[],
      ...(credit ? { isCredit: true, clientId } : {}),
      ...(source ? { source } : {}),
    };
    const quote = orderTotal(lines);
    if (!credit) {
      const card = r.next() < 0.5 ? Math.floor(quote * r.next()) : 0;
      if (card > 0) body.payments.push({ modePayment: 'pos_machine', amount: card / 100 });
      body.payments.push({ modePayment: 'cash', amount: (quote - card + (r.next() < 0.3 ? 500 : 0)) / 100 });
    } else if (r.next() < 0.5) body.payments.push({ modePayment: 'cash', amount: Math.floor(quote / 3) / 100 });
    const res = await call({ method: 'POST', url: '/api/InsertCommand', token, payload: body, headers });
    if (res.statusCode === 200) {
      const c = res.json();
      commands.push({ id: c.id, store, credit, lines: c.lines });
    }
  }
  // Afterwards: refunds, partial returns, exchanges, cancellations, credit payments, changes of mode.
  for (const c of commands) {
    const dice = r.next();
    const caisseId = c.store.caisseId;
    if (dice < 0.12) {
      await call({ method: 'PATCH', url: `/api/Command/${c.id}/state`, token: s.admin.token, payload: { etat: 'cancelled', caisseId } });
    } else if (dice < 0.24) {
      await call({ method: 'PATCH', url: `/api/Command/${c.id}/state`, token: s.admin.token, payload: { etat: 'refunded', caisseId } });
    } else if (dice < 0.4) {
      const line = r.pick(c.lines);
      await call({
        method: 'PATCH',
        url: `/api/Command/${c.id}/state`,
        token: s.admin.token,
        payload: { etat: 'returned', caisseId, lines: [{ id: line.id, quantity: 1 }] },
      });
    } else if (dice < 0.55) {
      const a = r.pick(articles);
      const line = r.pick(c.lines);
      await call({
        method: 'POST',
        url: `/api/Command/${c.id}/AddEchange`,
        token: s.admin.token,
        payload: {
          uuid: randomUUID(),
          caisseId,
          returns: [{ id: line.id, quantity: 1 }],
          lines: [{ priceId: a.priceId, quantity: 1, unitPrice: a.price / 100 }],
          payments: [{ modePayment: 'cash', amount: a.price / 100 }],
        },
      });
    }
    if (c.credit && r.next() < 0.7) {
      const detail = (await t.call({ method: 'GET', url: `/api/Command/${c.id}`, token: s.admin.token })).json();
      const left = Math.round((Number(detail.total) - Number(detail.paid)) * 100);
      if (left > 0)
        await call({
          method: 'POST',
          url: '/api/CaisseOperations/add',
          token: s.admin.token,
          payload: {
            caisseId,
            type: 'credit',
            modePayment: r.pick(['cash', 'pos_machine']),
            amount: Math.max(1, Math.floor(left / 2)) / 100,
            commandId: c.id,
          },
        });
    }
  }
  return {
    ...s,
    storeB,
    caisseB,
    cashierBToken,
    managerBToken: await signIn(t, managerB.email),
    articles,
    commands,
    statuses,
  };
}

/** What the till's total comes to (no discount known here: an upper bound that the cash payment covers). */
function orderTotal(lines: { quantity: number; unitPrice: number }[]): number {
  return lines.reduce((a, l) => a + Math.round(l.unitPrice * 100) * l.quantity, 0);
}

const COUNTED = [...SALE_STATES, 'refunded'];

/**
 * The figures straight from the orders, in SQL, per table of the aggregates (the same rows, keys and values, zero rows
 * left out): what the kept aggregates must equal.
 */
export async function figuresFromOrders(t: TestApp, entrepriseId: number) {
  const db = t.deps.database.db;
  const counted = sql.join(COUNTED.map((e) => sql.lit(e)));
  const tickets = sql.join(SALE_STATES.map((e) => sql.lit(e)));
  // One row per order line (`* 1.0`: SQLite keeps whole quantities as integers, and would divide them as such) of a counted order, its figures net of returns; then summed per key.
  const lines = sql`
    select c.magasin_id, c."businessDay" as day, 'M' || substr(c."businessDay", 1, 7) as month, c."businessHour" as hour, coalesce(c.user_id, 0) as user_id,
      coalesce(c.source, '') as source, coalesce(l.price_id, 0) as price_id, c.id as command_id,
      case when c.etat in (${tickets}) then 1 else 0 end as ticket,
      l.total - round(l.total * l."returnedQuantity" * 1.0 / l.quantity) as revenue,
      round(l.quantity * 1000) - round(l."returnedQuantity" * 1000) as quantity,
      l.total + l.remise + l."orderRemise" as gross,
      l.remise + l."orderRemise" as discounts,
      round(l.total * l."returnedQuantity" * 1.0 / l.quantity) as refunds,
      case when l."unitCost" is null then 0 else round(l."unitCost" * (round(l.quantity * 1000) - round(l."returnedQuantity" * 1000)) * 1.0 / 1000) end as cost,
      case when l."unitCost" is null then 0 else l.total - round(l.total * l."returnedQuantity" * 1.0 / l.quantity) end as "costedRevenue"
    from commands c join command_lines l on l.command_id = c.id
    where c.entreprise_id = ${entrepriseId} and c.deleted_at is null and c.etat in (${counted})`;
  const rows = async (q: ReturnType<typeof sql>) => (await q.execute(db)).rows as Record<string, unknown>[];
  // Tickets per key: orders, not lines (an order with two lines of one article counts once).
  // Keys may be expressions named as the table's columns (`0 as magasin_id, month as day`: the company's rows).
  const perKey = (keys: string) => sql.raw(keys);
  const names = (keys: string) =>
    sql.raw(
      keys
        .split(',')
        .map((k) => k.trim().split(' as ').pop())
        .join(', '),
    );
  const positions = (keys: string) =>
    sql.raw(
      keys
        .split(',')
        .map((_, n) => n + 1)
        .join(', '),
    );
  const grouped = (keys: string, values: string) =>
    rows(sql`select ${perKey(keys)}, ${sql.raw(values)} from (${lines}) x group by ${positions(keys)}`);
  const ticketsBy = (keys: string) =>
    rows(
      sql`select ${names(keys)}, sum(ticket) as tickets from (select distinct ${perKey(keys)}, command_id, ticket from (${lines}) y) x group by ${positions(keys)}`,
    );
  const sales = 'sum(revenue) as revenue, sum(quantity) as quantity';
  const margin = 'sum(cost) as cost, sum("costedRevenue") as "costedRevenue"';
  return {
    agg_days: join(
      await grouped('magasin_id, day', `${sales}, sum(gross) as gross, sum(discounts) as discounts, sum(refunds) as refunds, ${margin}`),
      await ticketsBy('magasin_id, day'),
    ),
    agg_hours: join(await grouped('magasin_id, day, hour', sales), await ticketsBy('magasin_id, day, hour')),
    agg_slices: join(
      await grouped('magasin_id, day, hour, user_id, source', sales),
      await ticketsBy('magasin_id, day, hour, user_id, source'),
    ),
    agg_products: join(await grouped('magasin_id, day, price_id', `${sales}, ${margin}`), await ticketsBy('magasin_id, day, price_id')),
    agg_sellers: join(await grouped('magasin_id, day, user_id', sales), await ticketsBy('magasin_id, day, user_id')),
    agg_seller_products: join(
      await grouped('magasin_id, day, user_id, price_id', sales),
      await ticketsBy('magasin_id, day, user_id, price_id'),
    ),
    agg_sources: join(await grouped('magasin_id, day, source', sales), await ticketsBy('magasin_id, day, source')),
    agg_modes: await rows(sql`
      select c.magasin_id, c."businessDay" as day, o."modePayment",
        sum(case when o.type in ('payment', 'credit', 'advance') then o.amount else -o.amount end) as amount,
        sum(case when o.type in ('payment', 'credit', 'advance') then 1 else 0 end) as count
      from operations o join commands c on c.id = o.command_id
      where c.entreprise_id = ${entrepriseId} and o.type in ('payment', 'credit', 'advance', 'change', 'refund')
      group by c.magasin_id, c."businessDay", o."modePayment"`),
    // The whole company's rows (magasin_id 0): per day, or per month ('M' + YYYY-MM).
    company: {
      agg_days: join(
        await grouped(
          '0 as magasin_id, day',
          `${sales}, sum(gross) as gross, sum(discounts) as discounts, sum(refunds) as refunds, ${margin}`,
        ),
        await ticketsBy('0 as magasin_id, day'),
      ),
      agg_slices: join(
        await grouped('0 as magasin_id, month as day, hour, user_id, source', sales),
        await ticketsBy('0 as magasin_id, month as day, hour, user_id, source'),
      ),
      agg_products: join(
        await grouped('0 as magasin_id, month as day, price_id', `${sales}, ${margin}`),
        await ticketsBy('0 as magasin_id, month as day, price_id'),
      ),
      agg_seller_products: join(
        await grouped('0 as magasin_id, month as day, user_id, price_id', sales),
        await ticketsBy('0 as magasin_id, month as day, user_id, price_id'),
      ),
      agg_modes: await rows(sql`
        select 0 as magasin_id, 'M' || substr(c."businessDay", 1, 7) as day, o."modePayment",
          sum(case when o.type in ('payment', 'credit', 'advance') then o.amount else -o.amount end) as amount,
          sum(case when o.type in ('payment', 'credit', 'advance') then 1 else 0 end) as count
        from operations o join commands c on c.id = o.command_id
        where c.entreprise_id = ${entrepriseId} and o.type in ('payment', 'credit', 'advance', 'change', 'refund')
        group by 1, 2, 3`),
    },
  };
}

/** Rows of figures joined with their ticket counts on their keys. */
function join(figures: Record<string, unknown>[], tickets: Record<string, unknown>[]): Record<string, unknown>[] {
  const keyOf = (r: Record<string, unknown>) =>
    Object.entries(r)
      .filter(([k]) => !['revenue', 'quantity', 'gross', 'discounts', 'refunds', 'cost', 'costedRevenue', 'tickets'].includes(k))
      .map(([, v]) => String(v))
      .join('|');
  const byKey = new Map(tickets.map((r) => [keyOf(r), Number(r.tickets)]));
  return figures.map((r) => ({ ...r, tickets: byKey.get(keyOf(r)) ?? 0 }));
}

/** The rows of one aggregate table of a company, normalised (numbers, zero rows out), sorted. */
export async function aggregateRows(t: TestApp, entrepriseId: number, table: string, columns: string[]) {
  const rows = (await sql`select * from ${sql.table(table)} where entreprise_id = ${entrepriseId}`.execute(t.deps.database.db))
    .rows as Record<string, unknown>[];
  return normalise(rows, columns);
}

export function normalise(rows: Record<string, unknown>[], columns: string[]) {
  const values = ['revenue', 'tickets', 'quantity', 'gross', 'discounts', 'refunds', 'cost', 'costedRevenue', 'amount', 'count'];
  return rows
    .map((r) =>
      Object.fromEntries(
        columns.map((c) => [
          c,
          values.includes(c)
            ? Number(r[c] ?? 0)
            : typeof r[c] === 'number' || (/^\d+$/.test(String(r[c])) && c !== 'day' && c !== 'source' && c !== 'modePayment')
              ? Number(r[c])
              : String(r[c] ?? ''),
        ]),
      ),
    )
    .filter((r) => columns.some((c) => values.includes(c) && r[c] !== 0))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
