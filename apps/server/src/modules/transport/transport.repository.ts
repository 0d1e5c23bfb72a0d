// SQL for transport companies (soft deleted) and the delivery users linked to them.
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { TransportCompaniesTable } from '../../db/schema';

export const COLUMNS = ['id', 'intitule', 'tel', 'created_at'] as const;

export const listTransportCompanies = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('transport_companies')
    .select(COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .orderBy('id')
    .execute();

export const findTransportCompany = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('transport_companies')
    .select(COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function findByTitle(db: Executor, entrepriseId: number, intitule: string, exceptId?: number) {
  let q = db
    .selectFrom('transport_companies')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['intitule']), '=', intitule.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function insertTransportCompany(
  db: Executor,
  t: { entrepriseId: number; intitule: string; tel: string | null; now: string },
): Promise<number> {
  const row = await db
    .insertInto('transport_companies')
    .values({ entreprise_id: t.entrepriseId, intitule: t.intitule, tel: t.tel, created_at: t.now, updated_at: t.now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTransportCompany(db: Executor, entrepriseId: number, id: number, set: Updateable<TransportCompaniesTable>) {
  await db.updateTable('transport_companies').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export async function unlinkAllUsers(db: Executor, entrepriseId: number, transportCompanyId: number) {
  await db
    .deleteFrom('user_transport_companies')
    .where('entreprise_id', '=', entrepriseId)
    .where('transport_company_id', '=', transportCompanyId)
    .execute();
}

export async function linkedIds(db: Executor, entrepriseId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_transport_companies')
    .select('transport_company_id')
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.transport_company_id);
}

export async function link(db: Executor, entrepriseId: number, userId: number, transportCompanyId: number) {
  await db
    .insertInto('user_transport_companies')
    .values({ entreprise_id: entrepriseId, user_id: userId, transport_company_id: transportCompanyId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlink(db: Executor, entrepriseId: number, userId: number, transportCompanyId: number) {
  await db
    .deleteFrom('user_transport_companies')
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .where('transport_company_id', '=', transportCompanyId)
    .execute();
}
