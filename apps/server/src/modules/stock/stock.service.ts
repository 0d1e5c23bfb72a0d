// Stock and inventory (api-spec 7.7): what a store holds, how each product's level came to be, and inventory counts.
// A count sets the level to what was counted by writing the difference as an 'inventaire' movement, in one
// transaction with the level (locked on PostgreSQL, so a sale at the same moment adds its movement after the count).
import {
  COUNT_MAX,
  fromMinor,
  type InventoryBulkAnswer,
  type InventoriesPage,
  type InventorySetAnswer,
  type StockEntityStatus,
  type StockProductStatus,
  type StockState,
  type StockStatusPage,
  type StockStatusRow,
  type StockTransactionsPage,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { storesOf } from '../caisse/caisse.common';
import { round3 } from '../orders/stock';
import { normaliseSearch } from '../catalogue/catalogue.entities';
import * as repo from './stock.repository';
import { entityOr404, findEntity } from './stock-entities';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function stateOf(quantity: number, criticalQuantity: number | null): StockState {
  if (quantity <= 0) return 'out';
  if (criticalQuantity !== null && quantity <= criticalQuantity) return 'critical';
  return 'ok';
}

/** The stock entity (a store, the warehouse, a lab), in the company and the user's scope (404 otherwise). */
const storeOf = (db: Executor, ctx: RequestContext, id: number, entityTypeTag: string) => entityOr404(db, ctx, entityTypeTag, id);

const entityOf = (ctx: RequestContext, entityTypeTag: string, entityId: number): repo.Entity => ({
  entrepriseId: ctx.entrepriseId,
  entityTypeTag,
  entityId,
});

type Described = {
  productId: number;
  label: string;
  barcode: string | null;
  sku: string | null;
  unity: string | null;
  criticalQuantity: unknown;
  unitsPerCarton: unknown;
};

function toRow(p: Described, quantity: number, updatedAt: string | null): StockStatusRow {
  const critical = num(p.criticalQuantity);
  const q = round3(quantity);
  return {
    productId: p.productId,
    label: p.label,
    barcode: p.barcode,
    sku: p.sku,
    unity: p.unity,
    quantity: q,
    criticalQuantity: critical,
    unitsPerCarton: num(p.unitsPerCarton),
    state: stateOf(q, critical),
    updatedAt,
  };
}

/** A moment given by the client, as stored (ISO); a day means its end (what was there that day). */
const momentOf = (s: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59.999Z` : s).toISOString();

export async function statusByEntity(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: {
    entityTypeTag: string;
    products?: number[];
    limitDate?: string;
    keyword?: string;
    state?: StockState;
    categoryId?: number;
    offset: number;
    limit: number;
  },
): Promise<StockStatusPage> {
  const db = database.db;
  await storeOf(db, ctx, id, q.entityTypeTag);
  const limitDate = q.limitDate ? momentOf(q.limitDate) : null;
  const keyword = q.keyword ? normaliseSearch(q.keyword) : undefined;
  const { rows, total } = await repo.statusPage(
    db,
    entityOf(ctx, q.entityTypeTag, id),
    {
      products: q.products,
      keyword: keyword || undefined,
      code: q.keyword,
      state: q.state,
      categoryId: q.categoryId,
      limitDate,
      locale: ctx.locale,
    },
    q.offset,
    q.limit,
  );
  return {
    rows: rows.map((r) => toRow(r, Number(r.quantity), (r.updatedAt as string | null) ?? null)),
    total,
    offset: q.offset,
    limitDate,
  };
}

export async function entityStatus(database: Database, ctx: RequestContext, id: number, entityTypeTag: string): Promise<StockEntityStatus> {
  const db = database.db;
  const store = await storeOf(db, ctx, id, entityTypeTag);
  const f = await repo.entityFigures(db, entityOf(ctx, entityTypeTag, id));
  return {
    entityId: id,
    entityTypeTag: store.entityTypeTag,
    name: store.intitule,
    products: f.products,
    ok: f.products - f.out - f.critical,
    critical: f.critical,
    out: f.out,
    value: fromMinor(Math.round(f.value)),
    lastInventoryAt: f.lastInventoryAt,
  };
}

async function trackedOr404(db: Executor, ctx: RequestContext, productId: number) {
  const p = await repo.findTracked(db, ctx.entrepriseId, productId, ctx.locale);
  if (!p) throw notFound();
  return p;
}

export async function productStatus(database: Database, ctx: RequestContext, productId: number): Promise<StockProductStatus> {
  const db = database.db;
  const p = await trackedOr404(db, ctx, productId);
  const critical = num(p.criticalQuantity);
  const scope = storesOf(ctx);
  const stores = (await repo.levelsInStores(db, ctx.entrepriseId, productId)).filter((l) => !scope || scope.includes(l.entityId));
  const levels = stores.map((l) => {
    const quantity = round3(Number(l.quantity ?? 0));
    return {
      entityTypeTag: 'magasin' as const,
      entityId: l.entityId,
      name: l.name,
      quantity,
      state: stateOf(quantity, critical),
      updatedAt: (l.updatedAt as string | null) ?? null,
    };
  });
  return {
    productId,
    label: p.label,
    barcode: p.barcode,
    sku: p.sku,
    unity: p.unity,
    criticalQuantity: critical,
    total: round3(levels.reduce((s, l) => s + l.quantity, 0)),
    levels,
  };
}

export async function transactions(
  database: Database,
  ctx: RequestContext,
  id: number,
  productId: number,
  q: { entityTypeTag: string; offset: number; limit: number },
): Promise<StockTransactionsPage> {
  const db = database.db;
  await storeOf(db, ctx, id, q.entityTypeTag);
  const p = await trackedOr404(db, ctx, productId);
  const e = entityOf(ctx, q.entityTypeTag, id);
  const { quantity: level, updatedAt } = await repo.currentLevel(db, e, productId);
  const page = await repo.transactionsPage(db, e, productId, q.offset, q.limit);
  let balance = level - page.newer;
  const rows = page.rows.map((m) => {
    const quantity = round3(Number(m.quantity));
    const row = {
      id: m.id,
      type: m.type,
      quantity,
      balance: round3(balance),
      counted: num(m.counted),
      commandId: m.commandId,
      ticketNumber: m.ticketNumber === null || m.ticketNumber === undefined ? null : String(m.ticketNumber),
      userName: m.userName ?? null,
      createdAt: m.createdAt,
    };
    balance -= quantity;
    return row;
  });
  return { product: toRow(p, level, updatedAt), rows, total: page.total, offset: q.offset };
}

export async function inventories(
  database: Database,
  ctx: RequestContext,
  id: number,
  q: { entityTypeTag: string; offset: number; limit: number },
): Promise<InventoriesPage> {
  const db = database.db;
  await storeOf(db, ctx, id, q.entityTypeTag);
  const page = await repo.inventoriesPage(db, entityOf(ctx, q.entityTypeTag, id), q.offset, q.limit, ctx.locale);
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      label: r.label,
      barcode: r.barcode,
      counted: num(r.counted),
      difference: round3(Number(r.difference)),
      unity: r.unity ?? null,
      userName: r.userName ?? null,
      countedAt: r.countedAt ?? null,
      createdAt: r.createdAt,
    })),
    total: page.total,
    offset: q.offset,
  };
}

/** Counts in one transaction: lock the levels, write each difference and set each level to what was counted. */
async function applyCounts(
  database: Database,
  ctx: RequestContext,
  e: repo.Entity,
  counted: { productId: number; quantity: number }[],
  countedAt: string | null,
): Promise<InventorySetAnswer[]> {
  return database.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const levels = await repo.lockLevels(
      trx,
      e,
      counted.map((c) => c.productId),
    );
    // A product counted twice in one sheet: the last count stands, as if counted one after the other.
    const last = new Map(counted.map((c) => [c.productId, round3(c.quantity)]));
    const counts = [...last].map(([productId, quantity]) => ({
      productId,
      counted: quantity,
      difference: round3(quantity - (levels.get(productId) ?? 0)),
    }));
    const ids = await repo.writeCounts(trx, e, counts, { userId: ctx.userId, countedAt, now });
    return counts.map((c) => ({
      movementId: ids.get(c.productId)!,
      productId: c.productId,
      entityId: e.entityId,
      previous: round3(levels.get(c.productId) ?? 0),
      quantity: c.counted,
      difference: c.difference,
    }));
  });
}

export async function setInventory(
  database: Database,
  ctx: RequestContext,
  body: { quantity: number; entityId: number; entityTag: string; productId: number; createdAt?: string | null },
): Promise<InventorySetAnswer> {
  const db = database.db;
  const errors: { field: string; message: string }[] = [];
  if (!(await findEntity(db, ctx, body.entityTag, body.entityId))) errors.push({ field: 'entityId', message: 'unknown_reference' });
  if (!(await repo.findTracked(db, ctx.entrepriseId, body.productId))) errors.push({ field: 'productId', message: 'unknown_reference' });
  if (errors.length) throw invalid(errors);
  const e = entityOf(ctx, body.entityTag, body.entityId);
  const [answer] = await applyCounts(database, ctx, e, [body], body.createdAt ? momentOf(body.createdAt) : null);
  return answer;
}

type SheetRow = { productId?: number; barcode?: string; sku?: string; quantity: number };

/** A spreadsheet of counts: every row resolved to a tracked product, or every unresolved row listed (nothing written). */
export async function bulkUpdate(
  database: Database,
  ctx: RequestContext,
  q: { entityId: number; entityTypeTag: string; dateTime?: string },
  rows: SheetRow[],
): Promise<InventoryBulkAnswer> {
  const db = database.db;
  await storeOf(db, ctx, q.entityId, q.entityTypeTag);
  const codes = [...new Set(rows.flatMap((r) => (r.productId === undefined ? [r.barcode, r.sku].filter((c): c is string => !!c) : [])))];
  const byCode = new Map<string, number>();
  for (const p of await repo.trackedByCodes(db, ctx.entrepriseId, codes)) {
    if (p.sku) byCode.set(`s:${p.sku}`, p.id);
    if (p.barcode) byCode.set(`b:${p.barcode}`, p.id);
  }
  const ids = new Set(
    (
      await repo.trackedByIds(
        db,
        ctx.entrepriseId,
        rows.flatMap((r) => (r.productId === undefined ? [] : [r.productId])),
      )
    ).map((p) => p.id),
  );
  const errors: { field: string; message: string }[] = [];
  const counted = rows.flatMap((r, i) => {
    if (r.productId === undefined && !r.barcode && !r.sku) {
      errors.push({ field: `excelData.${i}.barcode`, message: 'required' });
      return [];
    }
    if (!Number.isFinite(r.quantity)) errors.push({ field: `excelData.${i}.quantity`, message: 'invalid_type' });
    else if (r.quantity < 0 || r.quantity > COUNT_MAX) errors.push({ field: `excelData.${i}.quantity`, message: 'out_of_range' });
    const id =
      r.productId !== undefined
        ? ids.has(r.productId)
          ? r.productId
          : undefined
        : ((r.barcode ? byCode.get(`b:${r.barcode}`) : undefined) ?? (r.sku ? byCode.get(`s:${r.sku}`) : undefined));
    if (id === undefined) {
      errors.push({
        field: `excelData.${i}.${r.productId !== undefined ? 'productId' : r.barcode ? 'barcode' : 'sku'}`,
        message: 'unknown_reference',
      });
      return [];
    }
    return [{ productId: id, quantity: r.quantity }];
  });
  if (errors.length) throw invalid(errors);
  const answers = await applyCounts(
    database,
    ctx,
    entityOf(ctx, q.entityTypeTag, q.entityId),
    counted,
    q.dateTime ? momentOf(q.dateTime) : null,
  );
  return { updated: answers.length, rows: answers };
}
