// SQL for terminals, scoped to the company; the store shown is a live one.
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DevicesTable } from '../../db/schema';

function base(db: Executor, entrepriseId: number) {
  return db
    .selectFrom('devices as d')
    .leftJoin('magasins as m', (j) => j.onRef('m.id', '=', 'd.magasin_id').on('m.deleted_at', 'is', null))
    .select(['d.id', 'd.name', 'd.status', 'd.magasin_id', 'd.installed', 'd.lastSeenAt', 'd.created_at', 'm.intitule as magasinIntitule'])
    .where('d.entreprise_id', '=', entrepriseId);
}

export function listDevices(db: Executor, entrepriseId: number, filter: { available?: boolean; magasinId?: number } = {}) {
  let q = base(db, entrepriseId);
  if (filter.available) q = q.where('d.magasin_id', 'is', null);
  if (filter.magasinId !== undefined) q = q.where('d.magasin_id', '=', filter.magasinId);
  return q.orderBy('d.id').execute();
}

export const findDevice = (db: Executor, entrepriseId: number, id: number) =>
  base(db, entrepriseId).where('d.id', '=', id).executeTakeFirst();

export async function insertDevice(db: Executor, d: { entrepriseId: number; name: string; status: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('devices')
    .values({
      entreprise_id: d.entrepriseId,
      name: d.name,
      status: d.status,
      magasin_id: null,
      installed: false,
      lastSeenAt: null,
      created_at: d.now,
      updated_at: d.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDevice(db: Executor, entrepriseId: number, id: number, set: Updateable<DevicesTable>): Promise<void> {
  await db.updateTable('devices').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export async function deleteDevice(db: Executor, entrepriseId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('devices').where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
