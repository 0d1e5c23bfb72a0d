// SQL for sliders and client questions, company-wide (magasin_id null) or per store.
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DB, QuestionsTable, SlidersTable } from '../../db/schema';

type Table = 'sliders' | 'questions';

/** magasinId null: company-wide rows only; a number: that store's rows, plus company-wide ones when `withCompany`. */
const placeFilter = (magasinId: number | null, withCompany: boolean) => (eb: ExpressionBuilder<DB, Table>) => {
  if (magasinId === null) return eb('magasin_id', 'is', null);
  const mine = eb('magasin_id', '=', magasinId);
  return withCompany ? eb.or([mine, eb('magasin_id', 'is', null)]) : mine;
};

export const listSliders = (db: Executor, entrepriseId: number, magasinId: number | null, withCompany = false) =>
  db
    .selectFrom('sliders')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where(placeFilter(magasinId, withCompany))
    .orderBy('order')
    .orderBy('id')
    .execute();

export const listQuestions = (db: Executor, entrepriseId: number, magasinId: number | null, withCompany = false) =>
  db
    .selectFrom('questions')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where(placeFilter(magasinId, withCompany))
    .orderBy('order')
    .orderBy('id')
    .execute();

export const findSlider = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('sliders').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();
export const findQuestion = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('questions').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

export async function insertSlider(db: Executor, values: Insertable<SlidersTable>): Promise<number> {
  return (await db.insertInto('sliders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
export async function insertQuestion(db: Executor, values: Insertable<QuestionsTable>): Promise<number> {
  return (await db.insertInto('questions').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSlider(db: Executor, entrepriseId: number, id: number, set: Updateable<SlidersTable>) {
  await db.updateTable('sliders').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}
export async function updateQuestion(db: Executor, entrepriseId: number, id: number, set: Updateable<QuestionsTable>) {
  await db.updateTable('questions').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export async function deleteRow(db: Executor, table: Table, entrepriseId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom(table).where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
