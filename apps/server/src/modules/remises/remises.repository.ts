// SQL for discounts and promo codes (joined to their type by typeRemiseId) and their uses.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RemisesTable } from '../../db/schema';

const COLUMNS = [
  'r.id',
  'r.intitule',
  'r.typeRemiseId',
  't.intitule as typeRemise',
  't.tag',
  'r.valeur',
  'r.maxUsing',
  'r.usedCount',
  'r.isVerifiable',
  'r.commentaire',
  'r.startAt',
  'r.endAt',
  'r.client_id as clientId',
  'r.batch',
  'r.created_at',
] as const;

const remises = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('remises as r')
    .innerJoin('type_remises as t', 't.id', 'r.typeRemiseId')
    .where('r.entreprise_id', '=', entrepriseId)
    .where('r.deleted_at', 'is', null);

export function listRemises(db: Executor, entrepriseId: number, f: { batch?: string; clientId?: number }) {
  let q = remises(db, entrepriseId).select(COLUMNS);
  if (f.batch) q = q.where('r.batch', '=', f.batch);
  if (f.clientId) q = q.where('r.client_id', '=', f.clientId);
  return q.orderBy('r.id', 'desc').execute();
}

export const findRemise = (db: Executor, entrepriseId: number, id: number) =>
  remises(db, entrepriseId).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();

export const findRemiseByCode = (db: Executor, entrepriseId: number, code: string) =>
  remises(db, entrepriseId).select(COLUMNS).where('r.intitule', '=', code).executeTakeFirst();

export async function existingCodes(db: Executor, entrepriseId: number, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await db
      .selectFrom('remises')
      .select('intitule')
      .where('entreprise_id', '=', entrepriseId)
      .where('deleted_at', 'is', null)
      .where('intitule', 'in', codes.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.intitule);
  }
  return found;
}

export const listTypes = (db: Executor) => db.selectFrom('type_remises').select(['id', 'intitule', 'tag']).orderBy('id').execute();
export const findType = (db: Executor, id: number) =>
  db.selectFrom('type_remises').select(['id', 'intitule', 'tag']).where('id', '=', id).executeTakeFirst();
export const findTypeByTag = (db: Executor, tag: string) =>
  db.selectFrom('type_remises').select(['id', 'intitule', 'tag']).where('tag', '=', tag).executeTakeFirst();

export async function insertRemise(db: Executor, row: Insertable<RemisesTable>): Promise<number> {
  const r = await db.insertInto('remises').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function insertRemises(db: Executor, rows: Insertable<RemisesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('remises')
      .values(rows.slice(i, i + 100))
      .execute();
}

export async function updateRemise(db: Executor, entrepriseId: number, id: number, set: Updateable<RemisesTable>) {
  await db.updateTable('remises').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

/** One more use, only while uses remain: the single statement two tills cannot both pass. */
export async function takeUse(db: Executor, entrepriseId: number, id: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('remises')
    .set({ usedCount: sql`${sql.ref('usedCount')} + 1`, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .whereRef('usedCount', '<', 'maxUsing')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function giveUseBack(db: Executor, entrepriseId: number, id: number, now: string) {
  await db
    .updateTable('remises')
    .set({ usedCount: sql`${sql.ref('usedCount')} - 1`, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('usedCount', '>', 0)
    .execute();
}

/** Records the use unless its key exists (a retry): answers the new id or undefined. */
export async function insertUseOnce(
  db: Executor,
  u: {
    entrepriseId: number;
    remiseId: number;
    key: string;
    commandId: number | null;
    clientId: number | null;
    userId: number | null;
    now: string;
  },
) {
  const r = await db
    .insertInto('remise_uses')
    .values({
      entreprise_id: u.entrepriseId,
      remise_id: u.remiseId,
      key: u.key,
      commandId: u.commandId,
      client_id: u.clientId,
      user_id: u.userId,
      created_at: u.now,
      releasedAt: null,
    })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export const findUseByKey = (db: Executor, entrepriseId: number, key: string) =>
  db.selectFrom('remise_uses').selectAll().where('entreprise_id', '=', entrepriseId).where('key', '=', key).executeTakeFirst();

/** Marks a use released once: false when it already was (so a use is given back at most once). */
export async function releaseUse(db: Executor, entrepriseId: number, id: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('remise_uses')
    .set({ releasedAt: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('releasedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const countLiveUses = async (db: Executor, entrepriseId: number, remiseId: number) =>
  Number(
    (
      await db
        .selectFrom('remise_uses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entreprise_id', '=', entrepriseId)
        .where('remise_id', '=', remiseId)
        .where('releasedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
