// SQL for stores. Every query is scoped to the company, and to the user's stores when the role is store-bound.
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { MagasinsTable } from '../../db/schema';

export interface StoreScope {
  /** Store-bound roles: only these stores. */
  magasinIds?: number[];
  /** Online stores are listed only for users holding an online-store tag. */
  withOnline: boolean;
}

function scoped(db: Executor, entrepriseId: number, scope: StoreScope, trashed: boolean) {
  let q = db.selectFrom('magasins').selectAll().where('entreprise_id', '=', entrepriseId);
  q = trashed ? q.where('deleted_at', 'is not', null) : q.where('deleted_at', 'is', null);
  if (scope.magasinIds) q = q.where('id', 'in', scope.magasinIds.length ? scope.magasinIds : [0]);
  if (!scope.withOnline) q = q.where('isOnline', '=', false);
  return q;
}

export const listStores = (db: Executor, entrepriseId: number, scope: StoreScope, trashed = false) =>
  scoped(db, entrepriseId, scope, trashed).orderBy('intitule').orderBy('id').execute();

export const findStore = (db: Executor, entrepriseId: number, scope: StoreScope, id: number, trashed = false) =>
  scoped(db, entrepriseId, scope, trashed).where('id', '=', id).executeTakeFirst();

/** Ids among `ids` that are live stores of the company (to check references from other forms). */
export async function findStoreIds(db: Executor, entrepriseId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('magasins')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** A live store of the company with this title (case-insensitive), other than `exceptId`. */
export async function findStoreByTitle(db: Executor, entrepriseId: number, intitule: string, exceptId?: number) {
  let q = db
    .selectFrom('magasins')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['intitule']), '=', intitule.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function insertStore(db: Executor, values: Insertable<MagasinsTable>): Promise<number> {
  const row = await db.insertInto('magasins').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStore(db: Executor, entrepriseId: number, id: number, set: Updateable<MagasinsTable>): Promise<void> {
  await db.updateTable('magasins').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

/** Terminals of a deleted store become available to link elsewhere; returns their ids. */
export async function unlinkStoreDevices(db: Executor, entrepriseId: number, magasinId: number, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('devices')
    .set({ magasin_id: null, installed: false, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export const listPublicLocations = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('magasins')
    .select(['id', 'intitule', 'latitude', 'longitude', 'isOnline'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('isActive', '=', true)
    .where('isSetup', '=', true)
    .orderBy('intitule')
    .orderBy('id')
    .execute();
