// SQL for additional info natures and types (soft deleted; names unique per company, case-insensitive).
import type { Executor } from '../../db/database';

type InfoTable = 'client_info_natures' | 'client_info_types';

export async function sameNameExists(
  db: Executor,
  table: InfoTable,
  entrepriseId: number,
  intitule: string,
  exceptId?: number,
  natureId?: number,
) {
  let q = db
    .selectFrom(table)
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['intitule']), '=', intitule.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const rows = await q.execute();
  if (natureId === undefined || table === 'client_info_natures') return rows.length > 0;
  const ids = rows.map((r) => r.id);
  if (!ids.length) return false;
  const same = await db
    .selectFrom('client_info_types')
    .select('id')
    .where('id', 'in', ids)
    .where('natureId', '=', natureId)
    .executeTakeFirst();
  return Boolean(same);
}

export async function insertNature(db: Executor, entrepriseId: number, intitule: string, now: string) {
  const r = await db
    .insertInto('client_info_natures')
    .values({ entreprise_id: entrepriseId, intitule, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateNature(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { intitule?: string; deleted_at?: string },
  now: string,
) {
  await db
    .updateTable('client_info_natures')
    .set({ ...set, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
}

export async function insertInfoType(db: Executor, entrepriseId: number, t: { intitule: string; natureId: number }, now: string) {
  const r = await db
    .insertInto('client_info_types')
    .values({ entreprise_id: entrepriseId, intitule: t.intitule, natureId: t.natureId, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateInfoType(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { intitule?: string; natureId?: number; deleted_at?: string },
  now: string,
) {
  await db
    .updateTable('client_info_types')
    .set({ ...set, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a nature's types along with it: to the trash (`from` null: its live types, trashed at `to`), or back (`from`:
 * the instant the nature was trashed, `to` null: only the types trashed with it).
 */
export async function moveTypesOfNature(
  db: Executor,
  entrepriseId: number,
  natureId: number,
  m: { from: string | null; to: string | null; now: string },
) {
  await db
    .updateTable('client_info_types')
    .set({ deleted_at: m.to, updated_at: m.now })
    .where('entreprise_id', '=', entrepriseId)
    .where('natureId', '=', natureId)
    .where('deleted_at', m.from === null ? 'is' : '=', m.from)
    .execute();
}

export const trashedTypeNature = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('client_info_types as t')
    .innerJoin('client_info_natures as n', 'n.id', 't.natureId')
    .select(['t.natureId', 'n.deleted_at as natureDeletedAt'])
    .where('t.entreprise_id', '=', entrepriseId)
    .where('t.id', '=', id)
    .where('t.deleted_at', 'is not', null)
    .executeTakeFirst();
