// SQL for stock and inventory (api-spec 7.7): levels of a stock entity's tracked products, a product's movements with
// the level after each, inventory counts. Every statement is scoped to the company; the level stays the sum of the
// movements (DESIGN.md §3): an inventory writes its difference as a movement and the level in one transaction.
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isPostgres, type Executor } from '../../db/database';
import type { DB } from '../../db/schema';
import { likeContains } from '../../lib/list-query';

export interface Entity {
  entrepriseId: number;
  entityTypeTag: string;
  entityId: number;
}

type Described = ExpressionBuilder<DB & { p: DB['products']; d: DB['product_descriptions'] }, 'p' | 'd'>;

/**
 * Products that keep a stock of their own: live, not a service, and not baked in store from a recipe (a sale of those
 * takes their ingredients; orders/stock.ts).
 */
export function trackedProducts(db: Executor, entrepriseId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', (j) =>
      j.onRef('d.id', '=', 'p.productDescriptionId').on('d.entreprise_id', '=', entrepriseId).on('d.deleted_at', 'is', null),
    )
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where('d.isService', '=', false)
    .where((eb: Described) =>
      eb.or([
        eb('d.isPreparedInStore', '=', false),
        eb.not(
          eb.exists(
            eb
              .selectFrom('product_elements as e')
              .select('e.id')
              .whereRef('e.productId', '=', 'p.id')
              .where('e.entreprise_id', '=', entrepriseId)
              .where('e.deleted_at', 'is', null),
          ),
        ),
      ]),
    );
}

/** The level of each product in the entity: the kept level, or, at `limitDate`, less what moved after it. */
function levelExpr(eb: Described, e: Entity, limitDate: string | null) {
  const kept = eb.fn.coalesce(
    eb
      .selectFrom('stock_levels as l')
      .select('l.quantity')
      .where('l.entreprise_id', '=', e.entrepriseId)
      .where('l.entityTypeTag', '=', e.entityTypeTag)
      .where('l.entity_id', '=', e.entityId)
      .whereRef('l.product_id', '=', 'p.id'),
    sql<number>`0`,
  );
  if (!limitDate) return sql<number>`${kept}`;
  const after = eb.fn.coalesce(
    eb
      .selectFrom('stock_movements as m')
      .select((m) => m.fn.sum<number>('m.quantity').as('s'))
      .where('m.entreprise_id', '=', e.entrepriseId)
      .where('m.entityTypeTag', '=', e.entityTypeTag)
      .where('m.entity_id', '=', e.entityId)
      .whereRef('m.product_id', '=', 'p.id')
      .where('m.created_at', '>', limitDate),
    sql<number>`0`,
  );
  return sql<number>`(${kept} - ${after})`;
}

export interface StatusFilters {
  products?: number[];
  /** The keyword as searched in the labels (normalised), and as typed for the codes. */
  keyword?: string;
  code?: string;
  state?: 'ok' | 'critical' | 'out';
  limitDate: string | null;
}

function statusQuery(db: Executor, e: Entity, f: StatusFilters) {
  let q = trackedProducts(db, e.entrepriseId).select((eb) => [
    'p.id as productId',
    'd.label',
    'p.barcode',
    'p.sku',
    'd.unity',
    'd.criticalQuantity',
    levelExpr(eb, e, f.limitDate).as('quantity'),
    eb
      .selectFrom('stock_levels as l')
      .select('l.updated_at')
      .where('l.entreprise_id', '=', e.entrepriseId)
      .where('l.entityTypeTag', '=', e.entityTypeTag)
      .where('l.entity_id', '=', e.entityId)
      .whereRef('l.product_id', '=', 'p.id')
      .as('updatedAt'),
  ]);
  if (f.products?.length) q = q.where('p.id', 'in', f.products);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) =>
      eb.or([eb('d.searchText', 'like', likeContains(k)), eb('p.barcode', '=', f.code ?? k), eb('p.sku', '=', f.code ?? k)]),
    );
  }
  return q;
}

const stateWhere = (state: StatusFilters['state']): string => {
  switch (state) {
    case 'out':
      return 's.quantity <= 0';
    case 'critical':
      return 's.quantity > 0 and s."criticalQuantity" is not null and s.quantity <= s."criticalQuantity"';
    case 'ok':
      return 's.quantity > 0 and (s."criticalQuantity" is null or s.quantity > s."criticalQuantity")';
    case undefined:
      return '1 = 1';
  }
};

/** A page of the entity's tracked products with their levels, by label; and how many match. */
export async function statusPage(db: Executor, e: Entity, f: StatusFilters, offset: number, limit: number) {
  const inner = statusQuery(db, e, f);
  const where = sql.raw(stateWhere(f.state));
  const rows = await db
    .selectFrom(inner.as('s'))
    .selectAll('s')
    .where(sql<SqlBool>`${where}`)
    .orderBy('s.label')
    .orderBy('s.productId')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom(inner.as('s'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<SqlBool>`${where}`)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Per state, how many tracked products the entity has, and the value (minor units) of what is in stock. */
export async function entityFigures(db: Executor, e: Entity) {
  const inner = trackedProducts(db, e.entrepriseId).select((eb) => [
    'd.criticalQuantity',
    levelExpr(eb, e, null).as('quantity'),
    eb.fn.coalesce('p.buyingPrice', 'd.buyingPrice', sql<number>`0`).as('buyingPrice'),
  ]);
  const r = await db
    .selectFrom(inner.as('s'))
    .select([
      sql<number>`count(*)`.as('products'),
      sql<number>`coalesce(sum(case when ${sql.raw(stateWhere('out'))} then 1 else 0 end), 0)`.as('out'),
      sql<number>`coalesce(sum(case when ${sql.raw(stateWhere('critical'))} then 1 else 0 end), 0)`.as('critical'),
      sql<number>`coalesce(sum(case when s.quantity > 0 then s.quantity * s."buyingPrice" else 0 end), 0)`.as('value'),
    ])
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('type', '=', 'inventaire')
    .executeTakeFirst();
  return {
    products: Number(r.products),
    out: Number(r.out),
    critical: Number(r.critical),
    value: Number(r.value),
    lastInventoryAt: (last?.at as string | null | undefined) ?? null,
  };
}

/** One tracked product of the company (null: unknown, deleted, a service or baked from a recipe). */
export const findTracked = (db: Executor, entrepriseId: number, productId: number) =>
  trackedProducts(db, entrepriseId)
    .select(['p.id as productId', 'd.label', 'p.barcode', 'p.sku', 'd.unity', 'd.criticalQuantity'])
    .where('p.id', '=', productId)
    .executeTakeFirst();

/** Tracked products by barcode or sku (a spreadsheet's rows). */
export const trackedByCodes = (db: Executor, entrepriseId: number, codes: string[]) =>
  codes.length
    ? trackedProducts(db, entrepriseId)
        .select(['p.id', 'p.barcode', 'p.sku'])
        .where((eb) => eb.or([eb('p.barcode', 'in', codes), eb('p.sku', 'in', codes)]))
        .execute()
    : Promise.resolve([]);

export const trackedByIds = (db: Executor, entrepriseId: number, ids: number[]) =>
  ids.length ? trackedProducts(db, entrepriseId).select('p.id').where('p.id', 'in', ids).execute() : Promise.resolve([]);

/** A product's level in every store of the company (stores without a level show 0). */
export const levelsInStores = (db: Executor, entrepriseId: number, productId: number) =>
  db
    .selectFrom('magasins as s')
    .leftJoin('stock_levels as l', (j) =>
      j
        .onRef('l.entity_id', '=', 's.id')
        .on('l.entreprise_id', '=', entrepriseId)
        .on('l.entityTypeTag', '=', 'magasin')
        .on('l.product_id', '=', productId),
    )
    .select(['s.id as entityId', 's.intitule as name', 'l.quantity', 'l.updated_at as updatedAt'])
    .where('s.entreprise_id', '=', entrepriseId)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.intitule')
    .orderBy('s.id')
    .execute();

export const currentLevel = async (db: Executor, e: Entity, productId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('stock_levels')
        .select('quantity')
        .where('entreprise_id', '=', e.entrepriseId)
        .where('entityTypeTag', '=', e.entityTypeTag)
        .where('entity_id', '=', e.entityId)
        .where('product_id', '=', productId)
        .executeTakeFirst()
    )?.quantity ?? 0,
  );

const movementsOf = (db: Executor, e: Entity) =>
  db
    .selectFrom('stock_movements as m')
    .where('m.entreprise_id', '=', e.entrepriseId)
    .where('m.entityTypeTag', '=', e.entityTypeTag)
    .where('m.entity_id', '=', e.entityId);

/**
 * A page of a product's movements, newest first, with the level after each: the current level less what the newer
 * movements moved (one sum for those above the page, then down the page).
 */
export async function transactionsPage(db: Executor, e: Entity, productId: number, offset: number, limit: number) {
  const of = () => movementsOf(db, e).where('m.product_id', '=', productId);
  const rows = await of()
    .leftJoin('commands as c', 'c.id', 'm.command_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.type',
      'm.quantity',
      'm.counted',
      'm.command_id as commandId',
      'c.ticketNumber',
      'u.name as userName',
      'm.created_at as createdAt',
    ])
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = Number(
    (
      await of()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let newer = 0;
  if (rows.length && offset > 0) {
    const top = rows[0].id;
    const r = await of()
      .select((eb) => eb.fn.sum<number>('m.quantity').as('s'))
      .where('m.id', '>', top)
      .executeTakeFirst();
    newer = Number(r?.s ?? 0);
  }
  return { rows, total, newer };
}

/** A page of the entity's inventory counts, newest first. */
export async function inventoriesPage(db: Executor, e: Entity, offset: number, limit: number) {
  const of = () => movementsOf(db, e).where('m.type', '=', 'inventaire');
  const rows = await of()
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.product_id as productId',
      'd.label',
      'p.barcode',
      'm.counted',
      'm.quantity as difference',
      'u.name as userName',
      'm.countedAt',
      'm.created_at as createdAt',
    ])
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = Number(
    (
      await of()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  return { rows, total };
}

/**
 * The level row of each product, created at 0 if missing, and locked until the transaction ends on PostgreSQL (a sale
 * adding its movement waits, then adds to the counted level; SQLite has one writer). Answers the levels by product.
 */
export async function lockLevels(db: Executor, e: Entity, productIds: number[], now: string): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  await db
    .insertInto('stock_levels')
    .values(
      ids.map((id) => ({
        entreprise_id: e.entrepriseId,
        entityTypeTag: e.entityTypeTag,
        entity_id: e.entityId,
        product_id: id,
        quantity: 0,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id']).doNothing())
    .execute();
  let q = db
    .selectFrom('stock_levels')
    .select(['product_id', 'quantity'])
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('product_id', 'in', ids)
    .orderBy('product_id');
  if (isPostgres(db)) q = q.forUpdate();
  return new Map((await q.execute()).map((r) => [r.product_id, Number(r.quantity)]));
}

export interface Count {
  productId: number;
  /** What was counted, and the difference with the level it replaces. */
  counted: number;
  difference: number;
}

/**
 * Movements in an entity and their levels: the levels first (in product order, created when missing), then the
 * movements under the levels' locks, as a sale does (orders/stock.ts), so a product's movements are numbered in the
 * order they applied. Answers the movements' ids by product.
 */
export async function writeMovements(
  db: Executor,
  e: Entity,
  moves: { productId: number; quantity: number; counted?: number }[],
  base: { type: string; userId: number; now: string; operationId?: number | null; countedAt?: string | null },
): Promise<Map<number, number>> {
  if (!moves.length) return new Map();
  const totals = new Map<number, number>();
  for (const m of moves) totals.set(m.productId, (totals.get(m.productId) ?? 0) + m.quantity);
  await db
    .insertInto('stock_levels')
    .values(
      [...totals.keys()]
        .sort((a, b) => a - b)
        .map((productId) => ({
          entreprise_id: e.entrepriseId,
          entityTypeTag: e.entityTypeTag,
          entity_id: e.entityId,
          product_id: productId,
          quantity: totals.get(productId)!,
          updated_at: base.now,
        })),
    )
    .onConflict((oc) =>
      oc
        .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'product_id'])
        .doUpdateSet({ quantity: sql<number>`stock_levels.quantity + excluded.quantity`, updated_at: base.now }),
    )
    .execute();
  const inserted = await db
    .insertInto('stock_movements')
    .values(
      moves.map((m) => ({
        entreprise_id: e.entrepriseId,
        entityTypeTag: e.entityTypeTag,
        entity_id: e.entityId,
        product_id: m.productId,
        type: base.type,
        quantity: m.quantity,
        counted: m.counted ?? null,
        countedAt: base.countedAt ?? null,
        stock_operation_id: base.operationId ?? null,
        user_id: base.userId,
        created_at: base.now,
      })),
    )
    .returning(['id', 'product_id'])
    .execute();
  return new Map(inserted.map((r) => [r.product_id, r.id]));
}

/** Writes the counts' movements and sets their levels to what was counted; answers the movements' ids by product. */
export const writeCounts = (
  db: Executor,
  e: Entity,
  counts: Count[],
  who: { userId: number; countedAt: string | null; now: string },
): Promise<Map<number, number>> =>
  writeMovements(
    db,
    e,
    counts.map((c) => ({ productId: c.productId, quantity: c.difference, counted: c.counted })),
    { type: 'inventaire', ...who },
  );
