// Categories (ProductCategory / PriceCategory): a tree by parentId, sorted, coloured, with trash and restore.
import { sql } from 'kysely';
import type { CatalogueListQueryData, CategoryData, CategoryPatchData, FieldError } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { findFileIds } from '../files/files.repository';
import { visibleStore } from '../magasins/magasins.service';
import { CATEGORY, PRICE, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { uniqueViolationRule } from '../../lib/unique-rules';

type Wire = Record<string, unknown>;
const wire = (r: Record<string, unknown>) => toWire(CATEGORY, r);

export async function list(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const p = parseListQuery(q, CATEGORY);
  const { rows, total } = await repo.listRows(database.db, CATEGORY, ctx.entrepriseId, p);
  const ids = rows.map((r) => r.id);
  const out: Wire[] = rows.map(wire);
  if (p.with.includes('parent')) {
    const parents = new Map(
      (
        await repo.findRows(database.db, 'product_categories', ctx.entrepriseId, 'id', rows.map((r) => Number(r.parentId)).filter(Boolean))
      ).map((r) => [r.id, wire(r)]),
    );
    for (const r of out) r.parent = parents.get(Number(r.parentId)) ?? null;
  }
  if (p.with.includes('children') || p.appends.includes('childrenCount')) {
    const children = await repo.findRows(database.db, 'product_categories', ctx.entrepriseId, 'parentId', ids);
    for (const r of out) {
      const mine = children.filter((c) => c.parentId === r.id);
      if (p.with.includes('children')) r.children = mine.map(wire);
      if (p.appends.includes('childrenCount')) r.childrenCount = mine.length;
    }
  }
  if (p.appends.includes('productsCount')) {
    const counts = await repo.countBy(database.db, 'product_descriptions', ctx.entrepriseId, 'categoryId', ids);
    for (const r of out) r.productsCount = counts.get(r.id as number) ?? 0;
  }
  return { data: pickColumns(out, p), total, offset: p.offset, limit: p.limit };
}

/** The category's ancestors, nearest first (a parent chain never loops: saving refuses cycles). */
async function ancestors(db: Executor, entrepriseId: number, id: number | null): Promise<Record<string, unknown>[]> {
  const chain: Record<string, unknown>[] = [];
  let next = id;
  while (next !== null && chain.length < 50) {
    const row = await repo.findRow(db, 'product_categories', entrepriseId, next);
    if (!row) break;
    chain.push(row);
    next = (row.parentId as number | null) ?? null;
  }
  return chain;
}

async function check(db: Executor, ctx: RequestContext, body: Partial<CategoryData>, selfId?: number) {
  const errors: FieldError[] = [];
  if (typeof body.parentId === 'number') {
    const chain = await ancestors(db, ctx.entrepriseId, body.parentId);
    if (!chain.length) errors.push({ field: 'parentId', message: 'unknown_reference' });
    else if (selfId !== undefined && chain.some((c) => c.id === selfId)) errors.push({ field: 'parentId', message: 'category_cycle' });
  }
  if (typeof body.fileId === 'number' && !(await findFileIds(db, ctx.entrepriseId, [body.fileId])).length) {
    errors.push({ field: 'fileId', message: 'unknown_reference' });
  }
  if (errors.length) throw invalid(errors);
}

async function checkName(db: Executor, ctx: RequestContext, label: string, parentId: number | null, exceptId?: number) {
  const same = await repo.findSameText(db, 'product_categories', ctx.entrepriseId, 'label', label, exceptId, { parentId });
  if (same) throw conflict('category_taken', 'label');
}

/** Maps a concurrent insert's unique violation to the same 409 as the pre-check. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (uniqueViolationRule(err)) throw conflict('category_taken', 'label');
    throw err;
  }
}

function fields(body: Partial<CategoryData>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of [
    'label',
    'en_label',
    'ar_label',
    'it_label',
    'tag',
    'isDefault',
    'parentId',
    'description',
    'order',
    'tva',
    'fileId',
    'color',
    'externalId',
    'isComposition',
  ] as const) {
    if (body[k] !== undefined) out[k] = body[k];
  }
  return out;
}

/** One default category per company: setting one clears the others. */
async function clearDefault(db: Executor, ctx: RequestContext, exceptId: number, now: string) {
  await db
    .updateTable('product_categories')
    .set({ isDefault: false, updated_at: now })
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '!=', exceptId)
    .where('isDefault', '=', true)
    .execute();
}

export async function create(database: Database, ctx: RequestContext, body: CategoryData) {
  if (body.id !== undefined) return update(database, ctx, { ...body, id: body.id });
  return guarded(() =>
    database.db.transaction().execute(async (trx) => {
      await check(trx, ctx, body);
      await checkName(trx, ctx, body.label, body.parentId ?? null);
      const now = nowIso();
      const id = await repo.insertRow(trx, 'product_categories', {
        ...fields(body),
        entreprise_id: ctx.entrepriseId,
        created_at: now,
        updated_at: now,
      });
      if (body.isDefault) await clearDefault(trx, ctx, id, now);
      return wire((await repo.findRow(trx, 'product_categories', ctx.entrepriseId, id))!);
    }),
  );
}

export async function update(database: Database, ctx: RequestContext, body: CategoryPatchData) {
  return guarded(() =>
    database.db.transaction().execute(async (trx) => {
      const current = await repo.findRow(trx, 'product_categories', ctx.entrepriseId, body.id);
      if (!current) throw notFound('category');
      await check(trx, ctx, body, body.id);
      const label = body.label ?? (current.label as string);
      const parentId = body.parentId !== undefined ? body.parentId : (current.parentId as number | null);
      await checkName(trx, ctx, label, parentId, body.id);
      const now = nowIso();
      await repo.updateRows(trx, 'product_categories', ctx.entrepriseId, 'id', [body.id], { ...fields(body), updated_at: now });
      if (body.isDefault) await clearDefault(trx, ctx, body.id, now);
      return wire((await repo.findRow(trx, 'product_categories', ctx.entrepriseId, body.id))!);
    }),
  );
}

/** Trash a category; one with live sub-categories or articles stays (409): its products would lose their place. */
export async function remove(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'product_categories', ctx.entrepriseId, id))) throw notFound('category');
    if ((await repo.findRows(trx, 'product_categories', ctx.entrepriseId, 'parentId', [id])).length)
      throw conflict('category_has_children');
    if ((await repo.countBy(trx, 'product_descriptions', ctx.entrepriseId, 'categoryId', [id])).get(id))
      throw conflict('category_not_empty');
    await repo.softDelete(trx, 'product_categories', ctx.entrepriseId, 'id', [id], nowIso());
  });
}

/** Restores a trashed category; under its parent if the parent is live, else at the root. */
export async function restore(database: Database, ctx: RequestContext, id: number) {
  return guarded(() =>
    database.db.transaction().execute(async (trx) => {
      const row = await repo.findRow(trx, 'product_categories', ctx.entrepriseId, id, true);
      if (!row) throw notFound('category');
      let parentId = (row.parentId as number | null) ?? null;
      if (parentId !== null && !(await repo.findRow(trx, 'product_categories', ctx.entrepriseId, parentId))) parentId = null;
      await checkName(trx, ctx, row.label as string, parentId, id);
      const now = nowIso();
      await trx
        .updateTable('product_categories')
        .set({ deleted_at: null, parentId, updated_at: now })
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', '=', id)
        .execute();
      return wire((await repo.findRow(trx, 'product_categories', ctx.entrepriseId, id))!);
    }),
  );
}

/** Drag ordering: each item's order (and parent when moved); all ids must be the company's live categories. */
export async function sort(database: Database, ctx: RequestContext, items: { id: number; order: number; parentId?: number | null }[]) {
  return database.db.transaction().execute(async (trx) => {
    const ids = items.map((i) => i.id);
    const parents = items.map((i) => i.parentId).filter((x): x is number => typeof x === 'number');
    const live = new Set(await repo.liveIds(trx, 'product_categories', ctx.entrepriseId, [...ids, ...parents]));
    const errors: FieldError[] = [];
    items.forEach((i, n) => {
      if (!live.has(i.id)) errors.push({ field: `items.${n}.id`, message: 'unknown_reference' });
      if (typeof i.parentId === 'number' && (!live.has(i.parentId) || i.parentId === i.id)) {
        errors.push({ field: `items.${n}.parentId`, message: 'unknown_reference' });
      }
    });
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    for (const i of items) {
      const set: Record<string, unknown> = { order: i.order, updated_at: now };
      if (i.parentId !== undefined) set.parentId = i.parentId;
      await repo.updateRows(trx, 'product_categories', ctx.entrepriseId, 'id', [i.id], set);
    }
    for (const i of items) {
      if (typeof i.parentId === 'number' && (await ancestors(trx, ctx.entrepriseId, i.parentId)).some((c) => c.id === i.id)) {
        throw invalid([{ field: `items.${items.indexOf(i)}.parentId`, message: 'category_cycle' }]);
      }
    }
    return { ok: true as const };
  });
}

/** Prices of the given categories for a store (its own and all-store prices) in a currency. */
export async function products(database: Database, ctx: RequestContext, q: { idList: number[]; currencyTag: string; magasinId?: number }) {
  if (q.magasinId !== undefined) await visibleStore(database.db, ctx, q.magasinId);
  if (!q.idList.length) return [];
  let query = database.db
    .selectFrom('prices')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where('categoryId', 'in', q.idList)
    .where('currencyTag', '=', q.currencyTag)
    .where('isHidden', '=', false);
  query = q.magasinId !== undefined ? query.where((eb) => eb.or([eb('magasinId', 'is', null), eb('magasinId', '=', q.magasinId!)])) : query;
  const rows = await query.orderBy('categoryId').orderBy('order').orderBy('label').orderBy('id').limit(5000).execute();
  return rows.map((r) => toWire(PRICE, r));
}

/** The category of a price and its ancestors, root first. */
export async function byPriceId(database: Database, ctx: RequestContext, priceId: number) {
  const p = await repo.findRow(database.db, 'prices', ctx.entrepriseId, priceId);
  if (!p) throw notFound('price');
  return (await ancestors(database.db, ctx.entrepriseId, (p.categoryId as number | null) ?? null)).reverse().map(wire);
}

/** Categories holding a price sold in the store (its own or all-store prices), with their ancestors, in tree order. */
export async function ofStore(database: Database, ctx: RequestContext, magasinId: number) {
  await visibleStore(database.db, ctx, magasinId);
  const used = await database.db
    .selectFrom('prices')
    .select('categoryId')
    .distinct()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where('isHidden', '=', false)
    .where('categoryId', 'is not', null)
    .where((eb) => eb.or([eb('magasinId', 'is', null), eb('magasinId', '=', magasinId)]))
    .execute();
  const all = await database.db
    .selectFrom('product_categories')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('order')
    .orderBy(sql`lower(label)`)
    .orderBy('id')
    .execute();
  const byId = new Map(all.map((c) => [c.id, c]));
  const keep = new Set<number>();
  for (const u of used) {
    let id: number | null = u.categoryId;
    while (id !== null && !keep.has(id) && byId.has(id)) {
      keep.add(id);
      id = byId.get(id)!.parentId;
    }
  }
  return all.filter((c) => keep.has(c.id)).map(wire);
}
