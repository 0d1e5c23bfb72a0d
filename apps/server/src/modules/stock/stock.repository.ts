// SQL for stock and inventory (api-spec 7.7): levels of a stock entity's tracked products, a product's movements with
// the level after each, inventory counts. Every statement is scoped to the company; the level stays the sum of the
// movements (DESIGN.md §3): an inventory writes its difference as a movement and the level in one transaction.
import { sql, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { StockState } from '@comptoir/shared';
import { isPostgres, type Executor } from '../../db/database';
import type { DB } from '../../db/schema';
import { likeContains } from '../../lib/list-query';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { stockMoved } from '../../realtime/changes';
import { costSql } from './stock-cost';
import { entityKey, keptWhileStill, stockVersion } from './stock-figures-cache';
import { criticalStockNotification, lockLevels as lockStoreLevels, STORE_ENTITY, unitCostSql } from '../orders/stock';

const LABEL_COLUMNS = { en: 'd.en_label', ar: 'd.ar_label', it: 'd.it_label' } as const;

/** A description's label in the request's language, else its own (French by default): `d` is product_descriptions. */
export const labelIn = (locale: string | undefined): RawBuilder<string> => {
  const column = LABEL_COLUMNS[locale as keyof typeof LABEL_COLUMNS];
  return column ? sql<string>`coalesce(${sql.ref(column)}, ${sql.ref('d.label')})` : sql<string>`${sql.ref('d.label')}`;
};

/**
 * A live store of the company, or undefined; `scoped` (the default): also one of the user's stores (the cash
 * module's store scope). Every stock call that names a store asks here.
 */
export async function findStore(db: Executor, ctx: RequestContext, id: number, scoped = true) {
  if (scoped && !(storesOf(ctx)?.includes(id) ?? true)) return undefined;
  return db
    .selectFrom('magasins')
    .select(['id', 'intitule'])
    .where('id', '=', id)
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface Entity {
  entrepriseId: number;
  entityTypeTag: string;
  entityId: number;
}

type Described = ExpressionBuilder<DB & { p: DB['products']; d: DB['product_descriptions'] }, 'p' | 'd'>;

/** Live, not a service, and not baked in store from a recipe (a sale of those takes their ingredients). */
const keepsStock = (entrepriseId: number) => (eb: Described) =>
  eb.and([
    eb('d.isService', '=', false),
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
  ]);

/** Products that keep a stock of their own (orders/stock.ts takes the same ones out of stock), found by product. */
export function trackedProducts(db: Executor, entrepriseId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', (j) =>
      j.onRef('d.id', '=', 'p.productDescriptionId').on('d.entreprise_id', '=', entrepriseId).on('d.deleted_at', 'is', null),
    )
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where(keepsStock(entrepriseId));
}

/**
 * The same products walked from their descriptions, in label order: a page of the list reads the label index up to the
 * page instead of sorting the whole catalogue (100,000 products: 0.04 ms for the first page against 48 ms). On SQLite
 * the CROSS JOIN keeps the descriptions first, which its planner would otherwise not choose.
 */
function trackedByLabel(db: Executor, entrepriseId: number) {
  const from = db.selectFrom('product_descriptions as d');
  const joined = isPostgres(db)
    ? from.innerJoin('products as p', 'p.productDescriptionId', 'd.id')
    : from.crossJoin('products as p').whereRef('p.productDescriptionId', '=', 'd.id');
  return joined
    .where('d.entreprise_id', '=', entrepriseId)
    .where('d.deleted_at', 'is', null)
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where(keepsStock(entrepriseId));
}

/** Tracked products with their level row in the entity (l), if any: one primary-key lookup per product. */
function withLevels(db: Executor, e: Entity, byLabel = true) {
  return (byLabel ? trackedByLabel(db, e.entrepriseId) : trackedProducts(db, e.entrepriseId)).leftJoin('stock_levels as l', (j) =>
    j
      .onRef('l.product_id', '=', 'p.id')
      .on('l.entreprise_id', '=', e.entrepriseId)
      .on('l.entityTypeTag', '=', e.entityTypeTag)
      .on('l.entity_id', '=', e.entityId),
  );
}

/** The level of each product: the kept level, or, at `limitDate`, less what moved after it. */
function levelSql(e: Entity, limitDate: string | null): RawBuilder<number> {
  if (!limitDate) return sql<number>`coalesce(l.quantity, 0)`;
  return sql<number>`(coalesce(l.quantity, 0) - coalesce((select sum(m.quantity) from stock_movements m
    where m.entreprise_id = ${e.entrepriseId} and m."entityTypeTag" = ${e.entityTypeTag} and m.entity_id = ${e.entityId}
      and m.product_id = p.id and m.created_at > ${limitDate}), 0))`;
}

/** The products of a state: out at 0 or less, critical at or under the critical quantity, else ok. */
function stateSql(level: RawBuilder<number>, state: StockState): RawBuilder<SqlBool> {
  const critical = sql.ref('d.criticalQuantity');
  switch (state) {
    case 'out':
      return sql<SqlBool>`${level} <= 0`;
    case 'critical':
      return sql<SqlBool>`${level} > 0 and ${critical} is not null and ${level} <= ${critical}`;
    case 'ok':
      return sql<SqlBool>`${level} > 0 and (${critical} is null or ${level} > ${critical})`;
  }
}

export interface StatusFilters {
  products?: number[];
  /** The keyword as searched in the labels (normalised), and as typed for the codes. */
  keyword?: string;
  code?: string;
  state?: StockState;
  categoryId?: number;
  limitDate: string | null;
  /** The labels' language. */
  locale?: string;
}

/** `byLabel`: walked in label order (a page); else from the products (a count: 100,000 in 25 ms, not 97). */
function statusQuery(db: Executor, e: Entity, f: StatusFilters, byLabel: boolean) {
  let q = withLevels(db, e, byLabel);
  if (f.products?.length) q = q.where('p.id', 'in', f.products);
  if (f.categoryId) q = q.where('d.categoryId', '=', f.categoryId);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) =>
      eb.or([eb('d.searchText', 'like', likeContains(k)), eb('p.barcode', '=', f.code ?? k), eb('p.sku', '=', f.code ?? k)]),
    );
  }
  if (f.state) q = q.where(stateSql(levelSql(e, f.limitDate), f.state));
  return q;
}

/**
 * A page of the entity's tracked products with their levels, by label (the description label index walked in order,
 * stopping at the page); and how many match.
 */
export async function statusPage(db: Executor, e: Entity, given: StatusFilters, offset: number, limit: number) {
  const listed = await keywordToIds(db, e, given);
  let f = listed;
  let skip = offset;
  // Without a state, the label index is walked for the page's ids alone (no level nor label read for the rows skipped
  // before the page: a page at offset 5,000 cost ~60 ms of CPU), then those rows are read.
  if (!f.products?.length && !f.state && !f.keyword) {
    const ids = await labelPageIds(db, e.entrepriseId, f.categoryId, offset, limit);
    f = { ...f, products: ids.length ? ids : [0] };
    skip = 0;
  }
  // A list of products (given, or what a keyword matched) is looked up by id and sorted; else the label index is walked.
  const rows = await statusQuery(db, e, f, !f.products?.length)
    .select([
      'p.id as productId',
      labelIn(f.locale).as('label'),
      'p.barcode',
      'p.sku',
      'd.unity',
      'd.criticalQuantity',
      'p.unitsPerCarton',
      levelSql(e, f.limitDate).as('quantity'),
      'l.updated_at as updatedAt',
    ])
    .orderBy('d.label')
    .orderBy('d.id')
    .orderBy('p.id')
    .limit(limit)
    .offset(skip)
    .execute();
  const counted = () =>
    statusQuery(db, e, listed, false)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  // A count over the catalogue (no keyword, no list of products): kept while the entity's stock has not moved.
  const total =
    listed.products?.length || listed.keyword
      ? await counted()
      : await keptWhileStill(
          entityKey(db, e, `count:${listed.state ?? ''}:${listed.categoryId ?? ''}:${listed.limitDate ?? ''}`),
          await stockVersion(db, e),
          counted,
        );
  return { rows, total };
}

/**
 * A page of the company's tracked products' ids in the lists' order (label, description, product), optionally of one
 * category: the label index walked up to the page, no row before it read (the status page and the products across
 * the entities).
 */
export async function labelPageIds(db: Executor, entrepriseId: number, categoryId: number | undefined, offset: number, limit: number) {
  if (isPostgres(db)) return (await pageIdsPostgres(db, entrepriseId, categoryId, offset, limit)).map((r) => r.id);
  let q = trackedByLabel(db, entrepriseId);
  if (categoryId) q = q.where('d.categoryId', '=', categoryId);
  const rows = await q.select('p.id').orderBy('d.label').orderBy('d.id').orderBy('p.id').limit(limit).offset(offset).execute();
  return rows.map((r) => r.id);
}

/**
 * PostgreSQL: a page's product ids in the list's order (label, description, product), the descriptions walked in that
 * order on product_descriptions_stock_list_idx and each one's products looked up on products_stock_list_idx, both
 * from the index alone, up to the page (migration 2026-11-27T11-30). As a plain join the planner hashed the two
 * tables and sorted all 100,000 rows by label before the offset (~50 ms of the database's CPU per page, 504 ms p95 at
 * 10 clients); the products' lookup is a LATERAL subquery behind an OFFSET 0, which PostgreSQL keeps as it is written
 * (a lookup per description, in the descriptions' order), so the walk stops at the page. The order by product within
 * a description is an incremental sort of a few rows.
 */
function pageIdsPostgres(db: Executor, company: number, categoryId: number | undefined, offset: number, limit: number) {
  let q = db
    .selectFrom('product_descriptions as d')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('products as p')
          .select('p.id')
          .where('p.entreprise_id', '=', company)
          .whereRef('p.productDescriptionId', '=', 'd.id')
          .where('p.deleted_at', 'is', null)
          // Not baked in store from a recipe (keepsStock).
          .where(
            sql<SqlBool>`(d."isPreparedInStore" = false or not exists (select 1 from product_elements e
              where e."productId" = p.id and e.entreprise_id = ${company} and e.deleted_at is null))`,
          )
          .offset(sql.lit(0))
          .as('p'),
      (j) => j.onTrue(),
    )
    .select('p.id')
    .where('d.entreprise_id', '=', company)
    .where('d.deleted_at', 'is', null)
    .where('d.isService', '=', false);
  if (categoryId) q = q.where('d.categoryId', '=', categoryId);
  return q.orderBy('d.label').orderBy('d.id').orderBy('p.id').limit(limit).offset(offset).execute();
}

/** At most this many products matched by a keyword are listed by id (one scan of the labels instead of two). */
const KEYWORD_IDS = 2000;

/**
 * A keyword is a scan of the search texts (no name index on descriptions): matched once here, up to KEYWORD_IDS, the
 * page and the count then take the ids (100,000 products: ~40 ms instead of ~85). More matches: both scan.
 */
async function keywordToIds(db: Executor, e: Entity, f: StatusFilters): Promise<StatusFilters> {
  if (!f.keyword) return f;
  const ids = await statusQuery(db, e, { ...f, state: undefined }, false)
    .select('p.id')
    .limit(KEYWORD_IDS + 1)
    .execute();
  if (ids.length > KEYWORD_IDS) return f;
  return { ...f, keyword: undefined, code: undefined, products: ids.length ? ids.map((r) => r.id) : [0] };
}

/**
 * Per state, how many tracked products the entity has, and the value (minor units) of what is in stock; kept while the
 * entity's stock has not moved (stock-figures-cache.ts).
 */
export async function entityFigures(db: Executor, e: Entity) {
  return keptWhileStill(entityKey(db, e, 'figures'), await stockVersion(db, e), () => figuresOf(db, e));
}

async function figuresOf(db: Executor, e: Entity) {
  const level = levelSql(e, null);
  const r = await withLevels(db, e, false)
    .select([
      sql<number>`count(*)`.as('products'),
      sql<number>`coalesce(sum(case when ${stateSql(level, 'out')} then 1 else 0 end), 0)`.as('out'),
      sql<number>`coalesce(sum(case when ${stateSql(level, 'critical')} then 1 else 0 end), 0)`.as('critical'),
      sql<number>`coalesce(sum(case when ${level} > 0 then ${level} * ${costSql(false)} else 0 end), 0)`.as('value'),
    ])
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('type', '=', sql.lit('inventaire')) // a literal: the partial index stock_movements_counts_idx
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
export const findTracked = (db: Executor, entrepriseId: number, productId: number, locale?: string) =>
  trackedProducts(db, entrepriseId)
    .select(['p.id as productId', labelIn(locale).as('label'), 'p.barcode', 'p.sku', 'd.unity', 'd.criticalQuantity', 'p.unitsPerCarton'])
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

/** A product's level in the entity and when it last moved (0 and null when it never did). */
export async function currentLevel(db: Executor, e: Entity, productId: number): Promise<{ quantity: number; updatedAt: string | null }> {
  const r = await db
    .selectFrom('stock_levels')
    .select(['quantity', 'updated_at'])
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return { quantity: Number(r?.quantity ?? 0), updatedAt: r?.updated_at ?? null };
}

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
export async function inventoriesPage(db: Executor, e: Entity, offset: number, limit: number, locale?: string) {
  const of = () => movementsOf(db, e).where('m.type', '=', sql.lit('inventaire')); // a literal: the partial index
  const rows = await of()
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.product_id as productId',
      labelIn(locale).as('label'),
      'p.barcode',
      'm.counted',
      'm.quantity as difference',
      'd.unity',
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
 * The levels of products in a store, locked until the transaction ends on PostgreSQL the way a sale's exchange locks
 * them (orders/stock.ts lockLevels: in product order, created at 0 when missing), so a sale at the same moment adds its
 * movement after this transaction; SQLite has one writer. Answers the levels by product.
 */
export async function lockLevels(db: Executor, e: Entity, productIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map();
  await lockStoreLevels(db, isPostgres(db) ? 'postgres' : 'sqlite', e.entrepriseId, e.entityId, ids, e.entityTypeTag);
  const rows = await db
    .selectFrom('stock_levels')
    .select(['product_id', 'quantity'])
    .where('entreprise_id', '=', e.entrepriseId)
    .where('entityTypeTag', '=', e.entityTypeTag)
    .where('entity_id', '=', e.entityId)
    .where('product_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.quantity)]));
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
  moves: { productId: number; quantity: number; counted?: number; unitCost?: number | null }[],
  base: { type: string; userId: number; now: string; operationId?: number | null; countedAt?: string | null },
): Promise<Map<number, number>> {
  if (!moves.length) return new Map();
  if (e.entityTypeTag === STORE_ENTITY) stockMoved(e.entityId);
  // Each movement records the unit cost it moved at: a reception's its price, the others the product's cost now.
  const costs = await unitCosts(
    db,
    e.entrepriseId,
    moves.filter((m) => m.unitCost === undefined).map((m) => m.productId),
  );
  const totals = new Map<number, number>();
  for (const m of moves) totals.set(m.productId, (totals.get(m.productId) ?? 0) + m.quantity);
  const levels = await db
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
    .returning(['product_id', 'quantity'])
    .execute();
  await notifyCritical(db, e, base, totals, levels);
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
        unitCost: m.unitCost !== undefined ? m.unitCost : (costs.get(m.productId) ?? null),
        stock_operation_id: base.operationId ?? null,
        user_id: base.userId,
        created_at: base.now,
      })),
    )
    .returning(['id', 'product_id'])
    .execute();
  return new Map(inserted.map((r) => [r.product_id, r.id]));
}

/** The products' unit costs now (minor units): weighted average cost, else buying price (orders/stock.ts unitCostSql). */
export async function unitCosts(db: Executor, entrepriseId: number, productIds: number[]): Promise<Map<number, number | null>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select(['p.id', unitCostSql.as('unitCost')])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.unitCost === null ? null : Number(r.unitCost)]));
}

/** A 'critical stock' notification for each product whose level went down through its critical quantity (a store). */
async function notifyCritical(
  db: Executor,
  e: Entity,
  base: { userId: number; now: string },
  totals: Map<number, number>,
  levels: { product_id: number; quantity: number }[],
) {
  const down = levels.filter((l) => (totals.get(l.product_id) ?? 0) < 0);
  if (!down.length || e.entityTypeTag !== STORE_ENTITY) return;
  const critical = new Map(
    (
      await db
        .selectFrom('products as p')
        .innerJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
        .select(['p.id', 'd.criticalQuantity', 'd.label'])
        .where('p.entreprise_id', '=', e.entrepriseId)
        .where('d.criticalQuantity', 'is not', null)
        .where(
          'p.id',
          'in',
          down.map((l) => l.product_id),
        )
        .execute()
    ).map((r) => [r.id, r]),
  );
  const rows = down.flatMap((l) => {
    const after = Number(l.quantity);
    const n = criticalStockNotification(
      { entrepriseId: e.entrepriseId, magasinId: e.entityId, userId: base.userId, now: base.now },
      l.product_id,
      critical.get(l.product_id),
      after - totals.get(l.product_id)!,
      after,
    );
    return n ? [n] : [];
  });
  if (rows.length) await db.insertInto('notifications').values(rows).execute();
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
