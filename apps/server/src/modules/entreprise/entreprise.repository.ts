// SQL for the company row, its settings (key/value) and its subscribed functionalities.
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { EntreprisesTable } from '../../db/schema';
import type { Updateable } from 'kysely';

export const findEntreprise = (db: Executor, id: number) =>
  db.selectFrom('entreprises').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateEntreprise(db: Executor, id: number, set: Updateable<EntreprisesTable>): Promise<void> {
  await db.updateTable('entreprises').set(set).where('id', '=', id).execute();
}

export const listConfigs = (db: Executor, entrepriseId: number) =>
  db.selectFrom('entreprise_configs').select(['key', 'value']).where('entreprise_id', '=', entrepriseId).orderBy('key').execute();

export const findConfig = (db: Executor, entrepriseId: number, key: string) =>
  db
    .selectFrom('entreprise_configs')
    .select(['key', 'value'])
    .where('entreprise_id', '=', entrepriseId)
    .where('key', '=', key)
    .executeTakeFirst();

/** Several settings in one statement (keys absent from the answer are unset). */
// A sale reads its company's order settings: compiled once (db/prepared.ts).
const findConfigsQuery = prepared((db: Executor, a: { entrepriseId: number; keys: string[] }) =>
  db.selectFrom('entreprise_configs').select(['key', 'value']).where('entreprise_id', '=', a.entrepriseId).where('key', 'in', a.keys),
);
export const findConfigs = async (db: Executor, entrepriseId: number, keys: readonly string[]) =>
  (await findConfigsQuery(db, { entrepriseId, keys: [...keys] })).rows;

export async function upsertConfig(db: Executor, entrepriseId: number, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('entreprise_configs')
    .values({ entreprise_id: entrepriseId, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

export const listSubscribedFunctionalities = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('entreprise_functionalities as ef')
    .innerJoin('functionalities as f', 'f.id', 'ef.functionality_id')
    .select(['f.id', 'f.tag', 'f.intitule'])
    .where('ef.entreprise_id', '=', entrepriseId)
    .orderBy('f.id')
    .execute();
