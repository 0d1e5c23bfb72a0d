// Sales channels (canals): in store, take-away, delivery, e-commerce… Each channel shows the catalogue minus its
// exceptions (categories, prices or articles hidden on that channel, for one store or all).
import { sql } from 'kysely';
import { DEFAULT_CHANNELS, type CatalogueListQueryData, type ChannelExceptionsData, type FieldError } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { visibleStore } from '../magasins/magasins.service';
import { CATEGORY, CHANNEL, DESCRIPTION, PRICE, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { uniqueViolationRule } from '../../lib/unique-rules';

const LABELS: Record<(typeof DEFAULT_CHANNELS)[number], string> = {
  sur_place: 'Sur place',
  a_emporter: 'À emporter',
  livraison: 'Livraison',
  ecommerce: 'E-commerce',
};

export async function list(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const p = parseListQuery(q, CHANNEL);
  const { rows, total } = await repo.listRows(database.db, CHANNEL, ctx.entrepriseId, p);
  return {
    data: pickColumns(
      rows.map((r) => toWire(CHANNEL, r)),
      p,
    ),
    total,
    offset: p.offset,
    limit: p.limit,
  };
}

export async function add(database: Database, ctx: RequestContext, body: { label: string; tag: string; isActive?: boolean }) {
  try {
    return await database.db.transaction().execute(async (trx) => {
      if (await repo.findSameText(trx, 'channels', ctx.entrepriseId, 'tag', body.tag)) throw conflict('channel_taken', 'tag');
      const now = nowIso();
      const id = await repo.insertRow(trx, 'channels', {
        entreprise_id: ctx.entrepriseId,
        label: body.label,
        tag: body.tag,
        isActive: body.isActive ?? true,
        created_at: now,
        updated_at: now,
      });
      return toWire(CHANNEL, (await repo.findRow(trx, 'channels', ctx.entrepriseId, id))!);
    });
  } catch (err) {
    if (uniqueViolationRule(err)) throw conflict('channel_taken', 'tag');
    throw err;
  }
}

export async function remove(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'channels', ctx.entrepriseId, id))) throw notFound('channel');
    const now = nowIso();
    await repo.softDelete(trx, 'channel_exceptions', ctx.entrepriseId, 'channel_id', [id], now);
    await repo.softDelete(trx, 'channels', ctx.entrepriseId, 'id', [id], now);
  });
}

/** GET /makeChannelstable/: creates the default channels the company lacks (idempotent) and lists them all. */
export async function makeDefaults(database: Database, ctx: RequestContext) {
  try {
    await database.db.transaction().execute(async (trx) => {
      const now = nowIso();
      for (const tag of DEFAULT_CHANNELS) {
        if (await repo.findSameText(trx, 'channels', ctx.entrepriseId, 'tag', tag)) continue;
        await repo.insertRow(trx, 'channels', {
          entreprise_id: ctx.entrepriseId,
          label: LABELS[tag],
          tag,
          isActive: true,
          created_at: now,
          updated_at: now,
        });
      }
    });
  } catch (err) {
    if (!uniqueViolationRule(err)) throw err; // a concurrent call made them
  }
  return (await repo.allLive(database.db, 'channels', ctx.entrepriseId)).map((r) => toWire(CHANNEL, r));
}

async function exceptionsOf(db: Executor, entrepriseId: number, channelId: number, magasinId: number | null) {
  const rows = (await repo.findRows(db, 'channel_exceptions', entrepriseId, 'channel_id', [channelId])).filter(
    (r) => r.magasin_id === null || r.magasin_id === magasinId,
  );
  const pick = (k: string) => rows.map((r) => r[k]).filter((v): v is number => typeof v === 'number');
  return { categoryIds: pick('categoryId'), priceIds: pick('priceId'), productDescriptionIds: pick('productDescriptionId') };
}

/** Replaces what a channel hides for one store (or all stores). */
export async function saveExceptions(database: Database, ctx: RequestContext, body: ChannelExceptionsData) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    if (!(await repo.findRow(trx, 'channels', e, body.channelId))) throw notFound('channel');
    if (typeof body.magasinId === 'number') await visibleStore(trx, ctx, body.magasinId);
    const errors: FieldError[] = [];
    for (const [field, table, ids] of [
      ['categoryIds', 'product_categories', body.categoryIds],
      ['priceIds', 'prices', body.priceIds],
      ['productDescriptionIds', 'product_descriptions', body.productDescriptionIds],
    ] as const) {
      const live = await repo.liveIds(trx, table, e, ids);
      ids.forEach((id, i) => {
        if (!live.includes(id)) errors.push({ field: `${field}.${i}`, message: 'unknown_reference' });
      });
    }
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    const magasinId = body.magasinId ?? null;
    const old = (await repo.findRows(trx, 'channel_exceptions', e, 'channel_id', [body.channelId])).filter(
      (r) => r.magasin_id === magasinId,
    );
    await repo.softDelete(
      trx,
      'channel_exceptions',
      e,
      'id',
      old.map((r) => r.id),
      now,
    );
    const base = { entreprise_id: e, channel_id: body.channelId, magasin_id: magasinId, created_at: now, updated_at: now };
    await repo.insertRows(trx, 'channel_exceptions', [
      ...body.categoryIds.map((categoryId) => ({ ...base, categoryId })),
      ...body.priceIds.map((priceId) => ({ ...base, priceId })),
      ...body.productDescriptionIds.map((productDescriptionId) => ({ ...base, productDescriptionId })),
    ]);
    return { channelId: body.channelId, magasinId, ...(await exceptionsOf(trx, e, body.channelId, magasinId)) };
  });
}

interface RootQuery {
  magasinId?: number;
  page: number;
  CurrencyTag: string;
  limit: number;
}

/** A hidden category hides everything in it: its sub-categories, to any depth, go with it. */
async function withDescendants(db: Executor, entrepriseId: number, ids: number[]) {
  if (!ids.length) return ids;
  const children = new Map<number, number[]>();
  for (const c of await repo.allLive(db, 'product_categories', entrepriseId)) {
    if (typeof c.parentId !== 'number') continue;
    const siblings = children.get(c.parentId);
    if (siblings) siblings.push(c.id);
    else children.set(c.parentId, [c.id]);
  }
  // Breadth first from the hidden categories; the set guards against a cycle in bad data.
  const out = new Set(ids);
  for (const id of out) for (const child of children.get(id) ?? []) out.add(child);
  return [...out];
}

async function channelScope(database: Database, ctx: RequestContext, channelId: number, q: RootQuery) {
  if (!(await repo.findRow(database.db, 'channels', ctx.entrepriseId, channelId))) throw notFound('channel');
  if (q.magasinId !== undefined) await visibleStore(database.db, ctx, q.magasinId);
  const ex = await exceptionsOf(database.db, ctx.entrepriseId, channelId, q.magasinId ?? null);
  return { ...ex, categoryIds: await withDescendants(database.db, ctx.entrepriseId, ex.categoryIds) };
}
const page = (q: RootQuery) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });
const notIn = (column: string, ids: number[]) =>
  ids.length
    ? sql<boolean>`(${sql.ref(`t.${column}`)} is null or ${sql.ref(`t.${column}`)} not in (${sql.join(ids)}))`
    : sql<boolean>`1 = 1`;
const storeOf = (q: RootQuery) =>
  q.magasinId !== undefined ? sql<boolean>`(t."magasinId" is null or t."magasinId" = ${q.magasinId})` : sql<boolean>`t."magasinId" is null`;

/** Root categories shown on a channel. */
export async function rootCategories(database: Database, ctx: RequestContext, channelId: number, q: RootQuery) {
  const ex = await channelScope(database, ctx, channelId, q);
  const p = parseListQuery({ criterias: { parentId: { null: true } }, ...page(q) }, CATEGORY);
  const { rows, total } = await repo.listRows(database.db, CATEGORY, ctx.entrepriseId, p, (w) => w.push(notIn('id', ex.categoryIds)));
  return { data: rows.map((r) => toWire(CATEGORY, r)), total, page: q.page, limit: q.limit };
}

/** Prices sold on a channel in a store and currency. */
export async function rootProducts(database: Database, ctx: RequestContext, channelId: number, q: RootQuery) {
  const ex = await channelScope(database, ctx, channelId, q);
  const p = parseListQuery({ criterias: { currencyTag: q.CurrencyTag, isHidden: false }, ...page(q) }, PRICE);
  const { rows, total } = await repo.listRows(database.db, PRICE, ctx.entrepriseId, p, (w) =>
    w.push(
      storeOf(q),
      notIn('id', ex.priceIds),
      notIn('categoryId', ex.categoryIds),
      notIn('productDescriptionId', ex.productDescriptionIds),
    ),
  );
  return { data: rows.map((r) => toWire(PRICE, r)), total, page: q.page, limit: q.limit };
}

/** Articles with at least one price on the channel, store and currency. */
export async function rootDescriptions(database: Database, ctx: RequestContext, channelId: number, q: RootQuery) {
  const ex = await channelScope(database, ctx, channelId, q);
  const p = parseListQuery({ ...page(q) }, DESCRIPTION);
  const priceIds = ex.priceIds.length ? sql`and p.id not in (${sql.join(ex.priceIds)})` : sql``;
  const store = q.magasinId !== undefined ? sql`(p."magasinId" is null or p."magasinId" = ${q.magasinId})` : sql`p."magasinId" is null`;
  const { rows, total } = await repo.listRows(database.db, DESCRIPTION, ctx.entrepriseId, p, (w) =>
    w.push(
      notIn('id', ex.productDescriptionIds),
      notIn('categoryId', ex.categoryIds),
      sql<boolean>`exists (select 1 from prices p where p."productDescriptionId" = t.id and p.deleted_at is null and p."isHidden" = ${false} and p."currencyTag" = ${q.CurrencyTag} and ${store} ${priceIds})`,
    ),
  );
  return { data: rows.map((r) => toWire(DESCRIPTION, r)), total, page: q.page, limit: q.limit };
}

/** GET /channel_exceptions (ours): what a channel hides for exactly this scope (a store, or all stores without
 *  magasinId) — what POST /channel_exceptions replaces, so an editor can show and send it back. */
export async function getExceptions(database: Database, ctx: RequestContext, channelId: number, magasinId: number | null) {
  const e = ctx.entrepriseId;
  if (!(await repo.findRow(database.db, 'channels', e, channelId))) throw notFound('channel');
  if (magasinId !== null) await visibleStore(database.db, ctx, magasinId);
  const rows = (await repo.findRows(database.db, 'channel_exceptions', e, 'channel_id', [channelId])).filter(
    (r) => r.magasin_id === magasinId,
  );
  const pick = (k: string) => rows.map((r) => r[k]).filter((v): v is number => typeof v === 'number');
  return {
    channelId,
    magasinId,
    categoryIds: pick('categoryId'),
    priceIds: pick('priceId'),
    productDescriptionIds: pick('productDescriptionId'),
  };
}

export const exceptionsFor = async (database: Database, ctx: RequestContext, channelId: number, magasinId: number | null) => {
  const ex = await exceptionsOf(database.db, ctx.entrepriseId, channelId, magasinId);
  return { ...ex, categoryIds: await withDescendants(database.db, ctx.entrepriseId, ex.categoryIds) };
};
