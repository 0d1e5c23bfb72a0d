// Demo sales (issue 12 point 8): 90 days of orders in the demo cash sessions of the three stores — busy mornings and
// weekends, the breakfast formula with its choices, discounts, clients, credit sales, a few refunds and cancellations —
// with their lines, state history, payment, change and refund operations and the sessions' running totals, then the
// closings recounted (recountDemoSessions), and their stock movements (demo-sales-stock.ts). Deterministic (seeded) and
// written in batches. Loyalty points are not written. Only for `npm run demo` and
// `npm start` (DEMO_SALES): the tests' and journeys' demo company stays fast.
import { initialState, orderTotals, type Discount } from '@comptoir/shared';
import { sql, type Insertable } from 'kysely';
import type { Trx } from '../database';
import type { CommandLinesTable, CommandStatesTable, CommandsTable, OperationsTable } from '../schema';
import { recountDemoSessions } from './demo-caisse';
import { batchInsert, runningTotals, seededRandom } from './demo-helpers';
import { demoSalesStock } from './demo-sales-stock';
import { rebuildIn } from '../../modules/dashboards/rebuild';
import { unitCostAtSale } from '../../modules/orders/unit-cost';

/** Orders per hour of the day (local): breakfast rush, lunch, after school. */
const HOURS: [number, number][] = [
  [7, 3],
  [8, 6],
  [9, 5],
  [10, 3],
  [11, 2],
  [12, 3],
  [13, 3],
  [14, 1],
  [15, 1],
  [16, 2],
  [17, 3],
  [18, 3],
  [19, 2],
  [20, 1],
];

interface Draft {
  row: Insertable<CommandsTable>;
  lines: Omit<Insertable<CommandLinesTable>, 'command_id'>[];
  ops: Omit<Insertable<OperationsTable>, 'command_id'>[];
  states: Omit<Insertable<CommandStatesTable>, 'command_id'>[];
}

export async function createDemoSales(trx: Trx, entrepriseId: number, now: string): Promise<void> {
  const random = seededRandom(20261124);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const hourOf = () => {
    let r = random() * HOURS.reduce((a, [, w]) => a + w, 0);
    for (const [h, w] of HOURS) if ((r -= w) < 0) return h;
    return 12;
  };
  const sessions = await trx
    .selectFrom('caisses as s')
    .innerJoin('registers as r', 'r.id', 's.register_id')
    .innerJoin('calendar_days as d', 'd.id', 's.calendar_day_id')
    .select(['s.id', 's.magasin_id', 's.calendar_day_id', 's.openedBy', 's.openedAt', 's.state', 'r.intitule', 'd.day'])
    .where('s.entreprise_id', '=', entrepriseId)
    .orderBy('s.id')
    .execute();
  const prices = await trx
    .selectFrom('prices as p')
    .innerJoin('product_descriptions as pd', 'pd.id', 'p.productDescriptionId')
    .select(['p.id', 'p.label', 'p.price', 'p.tva', 'p.magasinId', 'pd.nature'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where('p.currencyTag', '=', 'MAD')
    .where('p.price', '>', 0)
    .where('pd.type', '=', 'outbound')
    .orderBy('p.id')
    .execute();
  const choices = await trx
    .selectFrom('combined_products')
    .select(['priceId', 'productId', 'compositionNumber'])
    .where('entreprise_id', '=', entrepriseId)
    .where('compositionNumber', 'is not', null)
    .where('isAutoIncluded', '=', false)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const clients = await trx
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('entreprise_id', '=', entrepriseId)
    .orderBy('id')
    .limit(60)
    .execute();
  if (!sessions.length || !prices.length) return;
  // Each plain article's cost of goods sold, as a sale keeps it on its line (a formula's lines keep none here).
  const components = await trx
    .selectFrom('combined_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.productId')
    .innerJoin('product_descriptions as pd', 'pd.id', 'p.productDescriptionId')
    .select(['cp.priceId', 'cp.productId', 'cp.quantity', 'p.averageCost', 'p.buyingPrice', 'pd.isService'])
    .where('cp.entreprise_id', '=', entrepriseId)
    .where('cp.compositionNumber', 'is', null)
    .where('cp.deleted_at', 'is', null)
    .execute();
  const costs = new Map(components.map((c) => [c.productId, c.averageCost ?? c.buyingPrice]));
  // Articles made in the shop carry no buying price in the demo catalogue: their lines keep a production cost of about
  // a third of their price (28–42 %, fixed per article), so the margins have figures for every category (a service none).
  const priceOf = new Map(prices.map((p) => [p.id, Number(p.price)]));
  const costRandom = seededRandom(20261127);
  for (const c of components) {
    const price = priceOf.get(c.priceId);
    if (c.isService || (costs.get(c.productId) ?? null) !== null || price === undefined || Number(c.quantity) <= 0) continue;
    costs.set(c.productId, Math.round((price * (0.28 + 0.14 * costRandom())) / Number(c.quantity)));
  }
  const perUnit = new Map<number, Map<number, number>>();
  for (const c of components) perUnit.set(c.priceId, (perUnit.get(c.priceId) ?? new Map()).set(c.productId, Number(c.quantity)));
  const costOf = new Map([...perUnit].map(([priceId, m]) => [priceId, unitCostAtSale([m], costs)[0]]));

  const drafts: Draft[] = [];
  let n = 0;
  for (const s of sessions) {
    const online = /ligne/i.test(s.intitule);
    const terrace = /terrasse/i.test(s.intitule);
    const weekday = new Date(`${s.day}T12:00:00Z`).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 1.5 : weekday === 5 ? 1.2 : 1;
    const count = Math.round((online ? 5 : terrace ? 9 : 18) * busy * (0.8 + random() * 0.4));
    const sellable = prices.filter((p) => p.magasinId === null || p.magasinId === s.magasin_id);
    const formulas = sellable.filter((p) => p.nature === 'composition');
    const items = sellable.filter((p) => p.nature !== 'composition');
    for (let i = 0; i < count; i++) {
      const hour = hourOf();
      const at = `${s.day}T${String(hour - 1).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}.000Z`;
      if (at < s.openedAt || at > now) continue;
      // Lines: a formula some mornings, else one to four items (more of the cheap ones).
      const chosen: { price: (typeof prices)[number]; quantity: number; compositions: string | null }[] = [];
      if (formulas.length && hour <= 10 && random() < 0.25) {
        const f = pick(formulas);
        const mine = choices.filter((c) => c.priceId === f.id);
        const picked = [...new Set(mine.map((c) => c.compositionNumber!))].map((cid) => {
          const c = pick(mine.filter((m) => m.compositionNumber === cid));
          return { compositionId: cid, productId: c.productId, quantity: 1, unitPrice: 0 };
        });
        chosen.push({ price: f, quantity: 1 + (random() < 0.3 ? 1 : 0), compositions: picked.length ? JSON.stringify(picked) : null });
      }
      const extra = chosen.length ? Math.floor(random() * 2) : 1 + Math.floor(random() * random() * 4);
      for (let k = 0; k < extra && items.length; k++) {
        const p = pick(items);
        if (chosen.some((c) => c.price.id === p.id)) continue;
        const cheap = Number(p.price) <= 1_000;
        chosen.push({ price: p, quantity: cheap ? 1 + Math.floor(random() * 6) : 1 + (random() < 0.2 ? 1 : 0), compositions: null });
      }
      if (!chosen.length) continue;
      const r = random();
      const lineDiscount = r < 0.04;
      const orderDiscount: Discount | null = r > 0.95 ? { type: 'percentage', value: 10 } : null;
      const client = clients.length && (random() < 0.25 || online) ? pick(clients) : null;
      const credit = Boolean(client) && !online && random() < 0.04;
      const totals = orderTotals({
        lines: chosen.map((c, li) => ({
          unitPrice: Number(c.price.price),
          quantity: c.quantity,
          tva: Number(c.price.tva ?? 0),
          remise: lineDiscount && li === 0 ? { type: 'fixed_amount', value: Math.min(500, Number(c.price.price)) } : null,
        })),
        remise: orderDiscount,
      });
      const m = random();
      const mode = online
        ? pick(['online_payment_provider', 'cash_on_delivery', 'delivery_platform'] as const)
        : m < 0.6
          ? 'cash'
          : m < 0.93
            ? 'pos_machine'
            : 'bank_transfer';
      const paid = credit ? (random() < 0.5 ? 0 : Math.round(totals.total / 2 / 100) * 100) : totals.total;
      const given = mode === 'cash' && !credit && random() < 0.6 ? Math.ceil(totals.total / 5_000) * 5_000 : paid;
      const first = initialState({ total: totals.total, paid, isCredit: credit });
      const end = random();
      const undo = !credit && end < 0.012 ? 'refunded' : !credit && end < 0.022 ? 'cancelled' : null;
      const user = s.openedBy;
      const base = {
        entreprise_id: entrepriseId,
        magasin_id: s.magasin_id,
        caisse_id: s.id,
        calendar_day_id: s.calendar_day_id,
        user_id: user,
        currencyTag: 'MAD',
        subType: null,
        approval_id: null,
        reason: null,
        created_at: at,
        updated_at: at,
      };
      const ops: Draft['ops'] = [];
      if (given > 0) ops.push({ ...base, type: 'payment', modePayment: mode, amount: given });
      if (given > paid) ops.push({ ...base, type: 'change', modePayment: 'cash', amount: given - paid });
      const later = new Date(Date.parse(at) + (1 + Math.floor(random() * 50)) * 60_000).toISOString();
      if (undo && later < now) ops.push({ ...base, type: 'refund', modePayment: mode, amount: paid, created_at: later, updated_at: later });
      const etat = undo && later < now ? undo : first;
      drafts.push({
        row: {
          entreprise_id: entrepriseId,
          uuid: `demo-${entrepriseId}-${++n}`,
          magasin_id: s.magasin_id,
          caisse_id: s.id,
          calendar_day_id: s.calendar_day_id,
          ticketNumber: null,
          user_id: user,
          client_id: client?.id ?? null,
          clientName: client?.name ?? null,
          etat,
          isCredit: credit,
          currencyTag: 'MAD',
          subtotal: totals.subtotal,
          remise: totals.remise,
          orderRemise: totals.orderRemise,
          total: totals.total,
          paid,
          change: given - paid,
          taxes: JSON.stringify(totals.taxes),
          source: online ? pick(['ecommerce', 'whatsapp', 'marketplace', 'social_networks'] as const) : random() < 0.05 ? 'phone' : null,
          notes: null,
          validatedBy: null,
          validatedAt: null,
          created_at: at,
          updated_at: etat === first ? at : later,
          deleted_at: null,
          // The tills are in Morocco (UTC+1): the business day is the session's, the hour the local one.
          businessDay: s.day,
          businessHour: hour,
        },
        lines: chosen.map((c, li) => ({
          entreprise_id: entrepriseId,
          price_id: c.price.id,
          label: c.price.label,
          quantity: c.quantity,
          returnedQuantity: etat === 'refunded' ? c.quantity : 0,
          unitPrice: Number(c.price.price),
          remise: totals.lines[li].remise,
          orderRemise: totals.lines[li].orderRemise,
          tva: Number(c.price.tva ?? 0),
          total: totals.lines[li].total,
          compositions: c.compositions,
          unitCost: c.compositions ? null : (costOf.get(c.price.id) ?? null),
          created_at: at,
        })),
        ops,
        states: [
          { entreprise_id: entrepriseId, from: null, to: first, user_id: user, approval_id: null, reason: null, created_at: at },
          ...(etat !== first
            ? [
                {
                  entreprise_id: entrepriseId,
                  from: first,
                  to: etat,
                  user_id: user,
                  approval_id: null,
                  reason: 'Erreur de caisse',
                  created_at: later,
                },
              ]
            : []),
        ],
      });
    }
  }

  // Gap-free ticket numbers per business day, in the order of the sales.
  drafts.sort(
    (a, b) =>
      Number(a.row.calendar_day_id) - Number(b.row.calendar_day_id) || String(a.row.created_at).localeCompare(String(b.row.created_at)),
  );
  let day = -1;
  let ticket = 0;
  for (const d of drafts) {
    if (d.row.calendar_day_id !== day) [day, ticket] = [Number(d.row.calendar_day_id), 0];
    d.row.ticketNumber = ++ticket;
  }

  const ids = new Map<string, number>();
  for (let i = 0; i < drafts.length; i += 300) {
    const rows = await trx
      .insertInto('commands')
      .values(drafts.slice(i, i + 300).map((d) => d.row))
      .returning(['id', 'uuid'])
      .execute();
    for (const r of rows) ids.set(r.uuid, r.id);
  }
  const withId = <T>(d: Draft, rows: T[]) => rows.map((r) => ({ ...r, command_id: ids.get(d.row.uuid)! }));
  await batchInsert(
    trx,
    'command_lines',
    drafts.flatMap((d) => withId(d, d.lines)),
  );
  await batchInsert(
    trx,
    'command_states',
    drafts.flatMap((d) => withId(d, d.states)),
  );
  const ops = drafts.flatMap((d) => withId(d, d.ops));
  await batchInsert(trx, 'operations', ops);

  // The sessions' running totals gain the sales (new keys: the cash demo writes no payment, change or refund).
  await batchInsert(trx, 'caisse_totals', runningTotals(entrepriseId, ops));
  await trx
    .updateTable('calendar_days')
    .set({
      lastTicketNumber: sql<number>`coalesce((select max(c."ticketNumber") from commands c where c.calendar_day_id = calendar_days.id), 0)`,
    })
    .where('entreprise_id', '=', entrepriseId)
    .execute();
  await demoSalesStock(trx, entrepriseId);
  await recountDemoSessions(trx, entrepriseId);
  // The dashboards' aggregates, from these orders as from any (the rebuild's one function).
  await rebuildIn(trx, entrepriseId);
}
