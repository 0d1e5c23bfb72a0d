// SQL of the e-commerce synchronisation: shops, links between local rows and the shop's, failures of the runs.
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { EcommerceShopsTable } from '../../db/schema';

export const listShops = (db: Executor, entrepriseId: number) =>
  db.selectFrom('ecommerce_shops').selectAll().where('entreprise_id', '=', entrepriseId).orderBy('id').execute();

export const findShop = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('ecommerce_shops').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

/** A shop by id alone: a webhook names its shop in its path and proves itself by its signature. */
export const findShopById = (db: Executor, id: number) =>
  db.selectFrom('ecommerce_shops').selectAll().where('id', '=', id).executeTakeFirst();

export const findShopByUrl = (db: Executor, entrepriseId: number, shopUrl: string) =>
  db.selectFrom('ecommerce_shops').select('id').where('entreprise_id', '=', entrepriseId).where('shopUrl', '=', shopUrl).executeTakeFirst();

export async function insertShop(db: Executor, values: Insertable<EcommerceShopsTable>): Promise<number> {
  return (await db.insertInto('ecommerce_shops').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateShop(db: Executor, entrepriseId: number, id: number, set: Updateable<EcommerceShopsTable>) {
  await db.updateTable('ecommerce_shops').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export const deleteShop = (db: Executor, entrepriseId: number, id: number) =>
  db.deleteFrom('ecommerce_shops').where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

// ---- Links
export const linksOf = (db: Executor, shopId: number, kind: string, localIds?: number[]) => {
  let q = db.selectFrom('ecommerce_links').selectAll().where('shop_id', '=', shopId).where('kind', '=', kind);
  if (localIds) q = q.where('localId', 'in', localIds.length ? localIds : [0]);
  return q.execute();
};

export const linkByRemote = (db: Executor, shopId: number, kind: string, remoteIds: string[]) =>
  db
    .selectFrom('ecommerce_links')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .where('remoteId', 'in', remoteIds.length ? remoteIds : ['-'])
    .execute();

/** Writes a link (a local row's shop id, digest and extra), replacing the one of the same local row. */
export async function saveLink(
  db: Executor,
  l: {
    entrepriseId: number;
    shopId: number;
    kind: string;
    localId: number;
    remoteId: string;
    hash: string | null;
    extra?: string | null;
    now: string;
  },
) {
  await db
    .deleteFrom('ecommerce_links')
    .where('shop_id', '=', l.shopId)
    .where('kind', '=', l.kind)
    .where('localId', '=', l.localId)
    .execute();
  await db
    .insertInto('ecommerce_links')
    .values({
      entreprise_id: l.entrepriseId,
      shop_id: l.shopId,
      kind: l.kind,
      localId: l.localId,
      remoteId: l.remoteId,
      hash: l.hash,
      extra: l.extra ?? null,
      updated_at: l.now,
    })
    .execute();
}

export async function setLinkHash(db: Executor, shopId: number, kind: string, localId: number, hash: string, now: string) {
  await db
    .updateTable('ecommerce_links')
    .set({ hash, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .where('localId', '=', localId)
    .execute();
}

/** The highest shop order id already pulled (the next pull starts after it). */
export async function lastOrderRemoteId(db: Executor, shopId: number): Promise<number> {
  const rows = await db
    .selectFrom('ecommerce_links')
    .select('remoteId')
    .where('shop_id', '=', shopId)
    .where('kind', '=', 'order')
    .execute();
  return rows.reduce((a, r) => Math.max(a, Number(r.remoteId) || 0), 0);
}

// ---- Issues
export const openIssues = (db: Executor, entrepriseId: number, shopId?: number) => {
  let q = db
    .selectFrom('ecommerce_sync_issues')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('resolved_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc');
  if (shopId !== undefined) q = q.where('shop_id', '=', shopId);
  return q.limit(500).execute();
};

export const findIssue = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('ecommerce_sync_issues').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

/** A failure: a new issue, or one more attempt of the same (reopened if it was resolved). */
export async function recordIssue(
  db: Executor,
  i: { entrepriseId: number; shopId: number; kind: string; ref: string; label: string; message: string; now: string },
) {
  const found = await db
    .selectFrom('ecommerce_sync_issues')
    .select(['id', 'attempts', 'resolved_at'])
    .where('shop_id', '=', i.shopId)
    .where('kind', '=', i.kind)
    .where('ref', '=', i.ref)
    .executeTakeFirst();
  const label = i.label.slice(0, 300);
  const message = i.message.slice(0, 500);
  if (found) {
    await db
      .updateTable('ecommerce_sync_issues')
      .set({ label, message, attempts: found.resolved_at ? 1 : found.attempts + 1, resolved_at: null, updated_at: i.now })
      .where('id', '=', found.id)
      .execute();
    return;
  }
  await db
    .insertInto('ecommerce_sync_issues')
    .values({
      entreprise_id: i.entrepriseId,
      shop_id: i.shopId,
      kind: i.kind,
      ref: i.ref,
      label,
      message,
      attempts: 1,
      resolved_at: null,
      created_at: i.now,
      updated_at: i.now,
    })
    .execute();
}

export async function resolveIssue(db: Executor, shopId: number, kind: string, ref: string, now: string) {
  await db
    .updateTable('ecommerce_sync_issues')
    .set({ resolved_at: now, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .where('resolved_at', 'is', null)
    .execute();
}
