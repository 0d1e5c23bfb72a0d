// The day's planning of a lab (issue 27, api-spec 7.15 POST /Lab/{id}/DayPlanning/ and /DayPlanning/Add): a grid of
// products × stores × periods for a date. Each period's planning, once saved, is read back as it is; a period not yet
// planned is pre-filled with the suggestion, in the period each product is usually made in for its store:
//   suggestion = ⌈ average sold the same weekday over the last `weeks` weeks (dashboards' agg_products, per price,
//                  through the price's products) + customer orders due that day (their reminder date) − what the store
//                  still has (its stock level, none when negative) ⌉, never below 0.
// An order is due on the day its reminder (remindTimeAt, set on the order page) falls on, unless it was cancelled or
// its own planning went past plannified (already in production, made or lost).
// Saving writes each period's planning (plannified) and its lines in one transaction; a planning that moved on (in
// production) or that someone saved since the screen read it is a 409.
import type { DayPlanning, DayPlanningAddBody, DayPlanningBasis, LabPlanningState } from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { labOr404 } from './labs-access';
import { periods, produitMagasins } from './labs-settings.service';

const DEFAULT_WEEKS = 4;
/** Order states that will not be collected: their lines are not baked. */
const NOT_DUE = ['cancelled', 'refunded', 'cancellation_approved', 'archived'];

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const key = (productId: number, magasinId: number) => `${productId}:${magasinId}`;

/** Sales, orders due and stock per product and store of the lab, each as a sum read by SQL. */
export async function suggestionInputs(db: Executor, entrepriseId: number, labId: number, date: string, weeks: number) {
  const days = Array.from({ length: weeks }, (_, i) => addDays(date, -7 * (i + 1)));
  const stores = (
    await db
      .selectFrom('lab_produit_magasins')
      .select('magasin_id')
      .distinct()
      .where('entreprise_id', '=', entrepriseId)
      .where('lab_id', '=', labId)
      .execute()
  ).map((r) => r.magasin_id);
  const [sales, orders, stock] = await Promise.all([
    // Sold: agg_products keeps a store's day per price (quantities in thousandths); a price sells its products in
    // the quantities of its combined products (composition choices aside). Read from the aggregate's primary key
    // (company, store, day, price) for the lab's stores and the weeks' days only, then narrowed to what the lab makes.
    stores.length
      ? db
          .selectFrom('agg_products as a')
          .innerJoin('combined_products as cp', (j) =>
            j
              .onRef('cp.priceId', '=', 'a.price_id')
              .on('cp.entreprise_id', '=', entrepriseId)
              .on('cp.deleted_at', 'is', null)
              .on('cp.compositionNumber', 'is', null),
          )
          .innerJoin('lab_produit_magasins as lpm', (j) =>
            j.onRef('lpm.product_id', '=', 'cp.productId').onRef('lpm.magasin_id', '=', 'a.magasin_id').on('lpm.lab_id', '=', labId),
          )
          .select(['lpm.product_id as productId', 'lpm.magasin_id as magasinId', sql<number>`sum(a.quantity * cp.quantity)`.as('q')])
          .where('a.entreprise_id', '=', entrepriseId)
          .where('a.magasin_id', 'in', stores)
          .where('a.day', 'in', days)
          .groupBy(['lpm.product_id', 'lpm.magasin_id'])
          .execute()
      : [],
    db
      .selectFrom('commands as c')
      .innerJoin('command_lines as cl', 'cl.command_id', 'c.id')
      .innerJoin('combined_products as cp', (j) =>
        j
          .onRef('cp.priceId', '=', 'cl.price_id')
          .on('cp.entreprise_id', '=', entrepriseId)
          .on('cp.deleted_at', 'is', null)
          .on('cp.compositionNumber', 'is', null),
      )
      .innerJoin('lab_produit_magasins as lpm', (j) =>
        j.onRef('lpm.product_id', '=', 'cp.productId').onRef('lpm.magasin_id', '=', 'c.magasin_id').on('lpm.lab_id', '=', labId),
      )
      .select(['lpm.product_id as productId', 'lpm.magasin_id as magasinId', sql<number>`sum(cl.quantity * cp.quantity)`.as('q')])
      .where('c.entreprise_id', '=', entrepriseId)
      .where('c.remindTimeAt', '>=', date)
      .where('c.remindTimeAt', '<', addDays(date, 1))
      .where('c.deleted_at', 'is', null)
      .where('c.etat', 'not in', NOT_DUE)
      .where((eb) => eb.or([eb('c.planning', 'is', null), eb('c.planning', '=', 'plannified')]))
      .groupBy(['lpm.product_id', 'lpm.magasin_id'])
      .execute(),
    db
      .selectFrom('lab_produit_magasins as lpm')
      .innerJoin('stock_levels as l', (j) =>
        j
          .on('l.entreprise_id', '=', entrepriseId)
          .on('l.entityTypeTag', '=', 'magasin')
          .onRef('l.entity_id', '=', 'lpm.magasin_id')
          .onRef('l.product_id', '=', 'lpm.product_id'),
      )
      .select(['lpm.product_id as productId', 'lpm.magasin_id as magasinId', 'l.quantity as q'])
      .where('lpm.entreprise_id', '=', entrepriseId)
      .where('lpm.lab_id', '=', labId)
      .execute(),
  ]);
  const asMap = (rows: { productId: number; magasinId: number; q: number | string | null }[]) =>
    new Map(rows.map((r) => [key(r.productId, r.magasinId), Number(r.q ?? 0)]));
  return { sales: asMap(sales), orders: asMap(orders), stock: asMap(stock) };
}

/** What to make of one product for one store: whole units for products counted in units, thousandths otherwise. */
export function suggest(salesThousandths: number, weeks: number, orders: number, stock: number, unity: string | null): number {
  const need = salesThousandths / 1000 / weeks + orders - Math.max(stock, 0);
  if (need <= 0) return 0;
  if (!unity || unity === 'unit') return Math.ceil(need - 1e-9);
  return Math.ceil(need * 1000 - 1e-6) / 1000;
}

async function plannings(db: Executor, entrepriseId: number, labId: number, date: string) {
  const heads = await db
    .selectFrom('lab_plannings')
    .select(['id', 'planning_period_id as periodId', 'state', 'updated_at as updatedAt'])
    .where('entreprise_id', '=', entrepriseId)
    .where('lab_id', '=', labId)
    .where('day', '=', date)
    .execute();
  const lines = heads.length
    ? await db
        .selectFrom('lab_planning_lines')
        .select(['planning_id', 'product_id', 'magasin_id', 'quantity', 'suggested'])
        .where('entreprise_id', '=', entrepriseId)
        .where(
          'planning_id',
          'in',
          heads.map((h) => h.id),
        )
        .execute()
    : [];
  return { heads, lines };
}

export async function dayPlanning(
  database: Database,
  ctx: RequestContext,
  labId: number,
  body: { date: string; weeks?: number },
): Promise<DayPlanning> {
  const db = database.db;
  await labOr404(db, ctx, labId);
  const weeks = body.weeks ?? DEFAULT_WEEKS;
  const [rows, periodList, saved, inputs] = await Promise.all([
    produitMagasins(db, ctx, labId),
    periods(db, ctx.entrepriseId),
    plannings(db, ctx.entrepriseId, labId, body.date),
    suggestionInputs(db, ctx.entrepriseId, labId, body.date, weeks),
  ]);
  const firstPeriod = periodList[0]?.id ?? null;
  const basis: DayPlanningBasis[] = rows.map((r) => {
    const k = key(r.productId, r.magasinId);
    const sales = inputs.sales.get(k) ?? 0;
    const orders = inputs.orders.get(k) ?? 0;
    const stock = inputs.stock.get(k) ?? 0;
    return {
      productId: r.productId,
      magasinId: r.magasinId,
      sales: Math.round(sales / weeks) / 1000,
      orders,
      stock,
      suggested: suggest(sales, weeks, orders, stock, r.unity),
    };
  });
  const basisOf = new Map(basis.map((b) => [key(b.productId, b.magasinId), b]));
  const headOf = new Map(saved.heads.map((h) => [h.periodId, h]));
  const lineOf = new Map(saved.lines.map((l) => [`${l.planning_id}:${key(l.product_id, l.magasin_id)}`, l]));
  const cells = rows.flatMap((r) =>
    periodList.map((p) => {
      const usual = (r.planningPeriodId ?? firstPeriod) === p.id;
      const suggested = usual ? (basisOf.get(key(r.productId, r.magasinId))?.suggested ?? 0) : 0;
      const head = headOf.get(p.id);
      const line = head && lineOf.get(`${head.id}:${key(r.productId, r.magasinId)}`);
      return {
        productId: r.productId,
        magasinId: r.magasinId,
        planningPeriodId: p.id,
        quantity: head ? Number(line?.quantity ?? 0) : suggested,
        suggested: head && line?.suggested !== null && line?.suggested !== undefined ? Number(line.suggested) : suggested,
      };
    }),
  );
  const products = new Map<number, { productId: number; label: string; unity: string | null }>();
  const stores = new Map<number, { id: number; intitule: string }>();
  for (const r of rows) {
    products.set(r.productId, { productId: r.productId, label: r.label, unity: r.unity });
    stores.set(r.magasinId, { id: r.magasinId, intitule: r.magasinName });
  }
  return {
    labId,
    date: body.date,
    weeks,
    periods: periodList.map((p) => {
      const h = headOf.get(p.id);
      return {
        ...p,
        planningId: h?.id ?? null,
        state: (h?.state ?? null) as LabPlanningState | null,
        updatedAt: h ? String(h.updatedAt) : null,
      };
    }),
    stores: [...stores.values()].sort((a, b) => a.intitule.localeCompare(b.intitule) || a.id - b.id),
    products: [...products.values()],
    cells,
    basis,
  };
}

const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  !a || !b ? (a ?? null) === (b ?? null) : new Date(a).getTime() === new Date(b).getTime();

/** Saves the grid: each period's planning (created plannified, or replaced while still plannified) and its lines. */
export async function addDayPlanning(database: Database, ctx: RequestContext, labId: number, body: DayPlanningAddBody) {
  const db = database.db;
  await labOr404(db, ctx, labId);
  const [rows, periodList] = await Promise.all([produitMagasins(db, ctx, labId), periods(db, ctx.entrepriseId)]);
  const made = new Set(rows.map((r) => key(r.productId, r.magasinId)));
  const periodIds = new Set(periodList.map((p) => p.id));
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  const cells = body.cells.map((c) => ({
    productId: Number(c.productId),
    magasinId: Number(c.magasinId),
    periodId: Number(c.planningPeriodId),
    quantity: Math.round(c.quantity * 1000) / 1000,
    suggested: c.suggested === undefined ? null : Math.round(c.suggested * 1000) / 1000,
  }));
  cells.forEach((c, i) => {
    if (!made.has(key(c.productId, c.magasinId))) errors.push({ field: `cells.${i}.productId`, message: 'not_made_here' });
    if (!periodIds.has(c.periodId)) errors.push({ field: `cells.${i}.planningPeriodId`, message: 'unknown_reference' });
    const k = `${c.periodId}:${key(c.productId, c.magasinId)}`;
    if (seen.has(k)) errors.push({ field: `cells.${i}.productId`, message: 'duplicate' });
    seen.add(k);
  });
  if (errors.length) throw invalid(errors);
  const versions = new Map((body.versions ?? []).map((v) => [Number(v.planningPeriodId), v.updatedAt]));
  const touched = [...new Set([...cells.map((c) => c.periodId), ...versions.keys()])].filter((p) => periodIds.has(p));
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const periodId of touched) {
      const existing = await trx
        .selectFrom('lab_plannings')
        .select(['id', 'state', 'updated_at as updatedAt'])
        .where('lab_id', '=', labId)
        .where('day', '=', body.date)
        .where('planning_period_id', '=', periodId)
        .executeTakeFirst();
      if (versions.has(periodId) && !sameInstant(existing ? String(existing.updatedAt) : null, versions.get(periodId)))
        throw conflict('planning_changed', `versions.${periodId}`);
      let id: number;
      if (existing) {
        // The planning is replaced only while plannified and as it was read: two saves at once, one wins.
        const changed = await trx
          .updateTable('lab_plannings')
          .set({ updated_at: now, user_id: ctx.userId })
          .where('id', '=', existing.id)
          .where('state', '=', 'plannified')
          .where('updated_at', '=', existing.updatedAt)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw conflict('lab_planning_state');
        id = existing.id;
        await trx.deleteFrom('lab_planning_lines').where('planning_id', '=', id).execute();
      } else {
        const ins = await trx
          .insertInto('lab_plannings')
          .values({
            entreprise_id: ctx.entrepriseId,
            lab_id: labId,
            day: body.date,
            planning_period_id: periodId,
            state: 'plannified',
            user_id: ctx.userId,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['lab_id', 'day', 'planning_period_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!ins) throw conflict('planning_changed');
        id = ins.id;
      }
      const lines = cells.filter((c) => c.periodId === periodId && c.quantity > 0);
      for (let i = 0; i < lines.length; i += 500)
        await trx
          .insertInto('lab_planning_lines')
          .values(
            lines.slice(i, i + 500).map((c) => ({
              entreprise_id: ctx.entrepriseId,
              planning_id: id,
              product_id: c.productId,
              magasin_id: c.magasinId,
              quantity: c.quantity,
              suggested: c.suggested,
            })),
          )
          .execute();
    }
  });
  return dayPlanning(database, ctx, labId, { date: body.date });
}
