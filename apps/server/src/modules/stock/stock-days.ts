// A store's stock by business day (api-spec 7.7 'Stock/getOpened|getClosed/byEntity', product-spec §2 stock history by
// calendar day): the days its tills open and close (calendar_days). A day's stock period runs from its opening to the
// next day's opening (or now), so no movement falls between two days: a closing count made after the tills closed
// belongs to its day. Per product: the level at the opening (the level now less what moved since), what came in and
// went out by type, the level at the end of the period and the day's last count.
import { sql } from 'kysely';
import type { StockClosedDays, StockDay, StockDayDetail, StockDayRow } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { findDayById } from '../caisse/caisse.repository';
import { normaliseSearch } from '../catalogue/catalogue.entities';
import { round3, STORE_ENTITY } from '../orders/stock';
import { findStore, labelIn } from './stock.repository';

const INVENTORY_TYPES = ['inventaire', 'inventaire_fermeture'];

interface DayRow {
  id: number;
  magasin_id: number;
  day: string;
  state: string;
  openedAt: string;
  closedAt: string | null;
}
interface Period extends DayRow {
  /** The next day's opening, or null (the period runs to now). */
  endAt: string | null;
}

/** The store's days with their period's end (the next day's opening). */
export function days(db: Executor, entrepriseId: number, storeId: number) {
  return db
    .selectFrom('calendar_days as d')
    .select((eb) => [
      'd.id',
      'd.magasin_id',
      'd.day',
      'd.state',
      'd.openedAt',
      'd.closedAt',
      eb
        .selectFrom('calendar_days as n')
        .select((n) => n.fn.min('n.openedAt').as('at'))
        .whereRef('n.entreprise_id', '=', 'd.entreprise_id')
        .whereRef('n.magasin_id', '=', 'd.magasin_id')
        .whereRef('n.day', '>', 'd.day')
        .as('endAt'),
    ])
    .where('d.entreprise_id', '=', entrepriseId)
    .where('d.magasin_id', '=', storeId);
}

const movementsIn = (db: Executor, entrepriseId: number, p: Period, now: string) =>
  db
    .selectFrom('stock_movements as m')
    .where('m.entreprise_id', '=', entrepriseId)
    .where('m.entityTypeTag', '=', STORE_ENTITY)
    .where('m.entity_id', '=', p.magasin_id)
    .where('m.created_at', '>=', p.openedAt)
    .where('m.created_at', '<', p.endAt ?? now);

async function summaryOf(db: Executor, entrepriseId: number, p: Period, now: string): Promise<StockDay> {
  const byType = await movementsIn(db, entrepriseId, p, now)
    .select((eb) => [
      'm.type',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('m.quantity').as('sum'),
      sql<number>`sum(case when m.quantity > 0 then m.quantity else 0 end)`.as('in'),
      sql<number>`sum(case when m.quantity < 0 then -m.quantity else 0 end)`.as('out'),
    ])
    .groupBy('m.type')
    .execute();
  const products = await movementsIn(db, entrepriseId, p, now)
    .select((eb) => eb.fn.count<number>('m.product_id').distinct().as('n'))
    .executeTakeFirst();
  return {
    calendarDayId: p.id,
    entityId: p.magasin_id,
    day: p.day,
    state: p.state === 'closed' ? 'closed' : 'opened',
    openedAt: p.openedAt,
    closedAt: p.closedAt,
    movements: byType.reduce((s, t) => s + Number(t.n), 0),
    products: Number(products?.n ?? 0),
    in: round3(byType.reduce((s, t) => s + Number(t.in ?? 0), 0)),
    out: round3(byType.reduce((s, t) => s + Number(t.out ?? 0), 0)),
    byType: Object.fromEntries(byType.map((t) => [t.type, round3(Number(t.sum))])),
  };
}

const toPeriod = (r: DayRow & { endAt: unknown }): Period => ({ ...r, endAt: (r.endAt as string | null) ?? null });

/** GET /Stock/getOpened/byEntity/{id}: the store's open days (today's, or one a till left open), newest first. */
export async function opened(database: Database, ctx: RequestContext, storeId: number): Promise<{ days: StockDay[] }> {
  const db = database.db;
  await storeOrNotFound(db, ctx, storeId);
  const rows = await days(db, ctx.entrepriseId, storeId).where('d.state', '=', 'opened').orderBy('d.day', 'desc').limit(31).execute();
  const now = nowIso();
  return { days: await Promise.all(rows.map((r) => summaryOf(db, ctx.entrepriseId, toPeriod(r), now))) };
}

/** GET /Stock/getClosed/byEntity/{id}: the store's closed days, newest first, paged. */
export async function closed(
  database: Database,
  ctx: RequestContext,
  storeId: number,
  q: { offset: number; limit: number },
): Promise<StockClosedDays> {
  const db = database.db;
  await storeOrNotFound(db, ctx, storeId);
  const base = days(db, ctx.entrepriseId, storeId).where('d.state', '=', 'closed');
  const rows = await base.orderBy('d.day', 'desc').limit(q.limit).offset(q.offset).execute();
  const total = await db
    .selectFrom('calendar_days')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('magasin_id', '=', storeId)
    .where('state', '=', 'closed')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const summaries = [];
  for (const r of rows) summaries.push(await summaryOf(db, ctx.entrepriseId, toPeriod(r), now));
  return { rows: summaries, total: Number(total.n), offset: q.offset };
}

/** GET /Stock/day/{calendarDayId}: the day's stock per product moved that day, by label, paged. */
export async function dayDetail(
  database: Database,
  ctx: RequestContext,
  calendarDayId: number,
  q: { keyword?: string; offset: number; limit: number },
): Promise<StockDayDetail> {
  const db = database.db;
  const found = await findDayById(db, ctx.entrepriseId, storesOf(ctx), calendarDayId);
  if (!found) throw notFound('calendar_day');
  const period = toPeriod(
    (await days(db, ctx.entrepriseId, found.magasin_id).where('d.id', '=', calendarDayId).executeTakeFirstOrThrow()) as DayRow & {
      endAt: unknown;
    },
  );
  const now = nowIso();
  const day = await summaryOf(db, ctx.entrepriseId, period, now);
  const moved = await movementsIn(db, ctx.entrepriseId, period, now)
    .select(['m.product_id', 'm.type', 'm.quantity', 'm.counted'])
    .orderBy('m.id')
    .execute();
  const byProduct = new Map<number, { byType: Record<string, number>; in: number; out: number; sum: number; counted: number | null }>();
  for (const m of moved) {
    const p = byProduct.get(m.product_id) ?? { byType: {}, in: 0, out: 0, sum: 0, counted: null };
    const quantity = Number(m.quantity);
    p.byType[m.type] = round3((p.byType[m.type] ?? 0) + quantity);
    if (quantity > 0) p.in += quantity;
    else p.out -= quantity;
    p.sum += quantity;
    if (INVENTORY_TYPES.includes(m.type) && m.counted !== null) p.counted = Number(m.counted);
    byProduct.set(m.product_id, p);
  }
  const ids = [...byProduct.keys()];
  const [described, since, levels] = ids.length
    ? await Promise.all([
        db
          .selectFrom('products as p')
          .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
          .select(['p.id', labelIn(ctx.locale).as('label'), 'd.searchText', 'p.barcode', 'd.unity'])
          .where('p.entreprise_id', '=', ctx.entrepriseId)
          .where('p.id', 'in', ids)
          .execute(),
        // What moved since the opening, to the last movement: the level at the opening is the level now less that.
        db
          .selectFrom('stock_movements as m')
          .select(['m.product_id', (eb) => eb.fn.sum<number>('m.quantity').as('s')])
          .where('m.entreprise_id', '=', ctx.entrepriseId)
          .where('m.entityTypeTag', '=', STORE_ENTITY)
          .where('m.entity_id', '=', period.magasin_id)
          .where('m.created_at', '>=', period.openedAt)
          .where('m.product_id', 'in', ids)
          .groupBy('m.product_id')
          .execute(),
        db
          .selectFrom('stock_levels')
          .select(['product_id', 'quantity'])
          .where('entreprise_id', '=', ctx.entrepriseId)
          .where('entityTypeTag', '=', STORE_ENTITY)
          .where('entity_id', '=', period.magasin_id)
          .where('product_id', 'in', ids)
          .execute(),
      ])
    : [[], [], []];
  const sinceOf = new Map(since.map((r) => [r.product_id, Number(r.s)]));
  const levelOf = new Map(levels.map((r) => [r.product_id, Number(r.quantity)]));
  const keyword = q.keyword ? normaliseSearch(q.keyword) : '';
  const rows: StockDayRow[] = described
    .filter((d) => !keyword || d.searchText.includes(keyword) || d.barcode === q.keyword)
    .map((d) => {
      const p = byProduct.get(d.id)!;
      const opening = round3((levelOf.get(d.id) ?? 0) - (sinceOf.get(d.id) ?? 0));
      return {
        productId: d.id,
        label: d.label,
        barcode: d.barcode,
        unity: d.unity,
        opening,
        in: round3(p.in),
        out: round3(p.out),
        byType: p.byType,
        closing: round3(opening + p.sum),
        counted: p.counted,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, ctx.locale) || a.productId - b.productId);
  return { day, rows: rows.slice(q.offset, q.offset + q.limit), total: rows.length, offset: q.offset };
}

async function storeOrNotFound(db: Executor, ctx: RequestContext, storeId: number) {
  if (!(await findStore(db, ctx, storeId))) throw notFound('magasin');
}
