// SQL for paper sizes, order instructions and the command report configuration of a store. Scoped to the company.
import type { Executor } from '../../db/database';

export const PAPER_COLUMNS = ['id', 'intitule', 'width', 'height'] as const;
export const INSTRUCTION_COLUMNS = ['id', 'intitule', 'description', 'order'] as const;

export const listPaperSizes = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('paper_sizes')
    .select(PAPER_COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('width')
    .orderBy('intitule')
    .execute();

export const findPaperSize = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('paper_sizes')
    .select(PAPER_COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function insertPaperSize(
  db: Executor,
  v: { entrepriseId: number; intitule: string; width: number; height: number | null; now: string },
): Promise<number> {
  const r = await db
    .insertInto('paper_sizes')
    .values({ entreprise_id: v.entrepriseId, intitule: v.intitule, width: v.width, height: v.height, created_at: v.now, updated_at: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updatePaperSize(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { intitule: string; width: number; height: number | null; updated_at: string },
) {
  await db.updateTable('paper_sizes').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export const listInstructions = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('instructions')
    .select(INSTRUCTION_COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('order')
    .orderBy('intitule')
    .execute();

export const findInstruction = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('instructions')
    .select(INSTRUCTION_COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function insertInstruction(
  db: Executor,
  v: { entrepriseId: number; intitule: string; description: string | null; order: number; now: string },
): Promise<number> {
  const r = await db
    .insertInto('instructions')
    .values({
      entreprise_id: v.entrepriseId,
      intitule: v.intitule,
      description: v.description,
      order: v.order,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateInstruction(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { intitule: string; description: string | null; order?: number; updated_at: string },
) {
  await db.updateTable('instructions').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export const findReportConfig = (db: Executor, entrepriseId: number, magasinId: number) =>
  db
    .selectFrom('command_report_configs')
    .select(['fields', 'paper_size_id'])
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .executeTakeFirst();

export async function upsertReportConfig(
  db: Executor,
  v: { entrepriseId: number; magasinId: number; fields: string; paperSizeId: number | null; now: string },
) {
  await db
    .insertInto('command_report_configs')
    .values({
      entreprise_id: v.entrepriseId,
      magasin_id: v.magasinId,
      fields: v.fields,
      paper_size_id: v.paperSizeId,
      created_at: v.now,
      updated_at: v.now,
    })
    .onConflict((oc) => oc.column('magasin_id').doUpdateSet({ fields: v.fields, paper_size_id: v.paperSizeId, updated_at: v.now }))
    .execute();
}
