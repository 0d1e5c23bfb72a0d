// Sliders and client questions of the company or of one of its stores.
import type { FieldError, Question, QuestionData, Slider, SliderData } from '@comptoir/shared';
import { QUESTION_TYPES } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { QuestionRow, SliderRow } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { checkReferences } from '../entreprise/entreprise.service';
import { findStoreIds } from '../magasins/magasins.repository';
import { visibleStore } from '../magasins/magasins.service';
import * as repo from './content.repository';

const toSlider = (r: SliderRow): Slider => ({
  id: r.id,
  intitule: r.intitule,
  description: r.description,
  fileId: r.fileId,
  link: r.link,
  order: r.order,
  isActive: Boolean(r.isActive),
  magasinId: r.magasin_id,
  created_at: r.created_at,
});

const toQuestion = (r: QuestionRow): Question => ({
  id: r.id,
  question: r.question,
  type: (QUESTION_TYPES as readonly string[]).includes(r.type) ? (r.type as Question['type']) : 'text',
  options: r.options ? (JSON.parse(r.options) as string[]) : [],
  order: r.order,
  isActive: Boolean(r.isActive),
  magasinId: r.magasin_id,
  created_at: r.created_at,
});

async function checkPlace(trx: Executor, ctx: RequestContext, magasinId: number | null | undefined, fileId?: number | null) {
  const errors: FieldError[] = [];
  if (typeof magasinId === 'number' && !(await findStoreIds(trx, ctx.entrepriseId, [magasinId])).length) {
    errors.push({ field: 'magasinId', message: 'unknown_reference' });
  }
  errors.push(...(await checkReferences(trx, ctx.entrepriseId, { files: { fileId } })));
  if (errors.length) throw invalid(errors);
}

export async function saveSlider(database: Database, ctx: RequestContext, body: SliderData): Promise<Slider> {
  return database.db.transaction().execute(async (trx) => {
    if (body.id !== undefined && !(await repo.findSlider(trx, ctx.entrepriseId, body.id))) throw notFound('slider');
    await checkPlace(trx, ctx, body.magasinId, body.fileId);
    const now = nowIso();
    const fields = {
      intitule: body.intitule,
      description: body.description ?? null,
      fileId: body.fileId ?? null,
      link: body.link ?? null,
      order: body.order ?? 0,
      isActive: body.isActive ?? true,
      magasin_id: body.magasinId ?? null,
      updated_at: now,
    };
    let id = body.id;
    if (id !== undefined) await repo.updateSlider(trx, ctx.entrepriseId, id, fields);
    else id = await repo.insertSlider(trx, { ...fields, entreprise_id: ctx.entrepriseId, created_at: now });
    return toSlider((await repo.findSlider(trx, ctx.entrepriseId, id))!);
  });
}

export async function companySliders(database: Database, ctx: RequestContext): Promise<Slider[]> {
  return (await repo.listSliders(database.db, ctx.entrepriseId, null)).map(toSlider);
}

export async function storeSliders(database: Database, ctx: RequestContext, magasinId: number): Promise<Slider[]> {
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listSliders(database.db, ctx.entrepriseId, magasinId)).map(toSlider);
}

export async function saveQuestion(database: Database, ctx: RequestContext, body: QuestionData): Promise<Question> {
  return database.db.transaction().execute(async (trx) => {
    if (body.id !== undefined && !(await repo.findQuestion(trx, ctx.entrepriseId, body.id))) throw notFound('question');
    await checkPlace(trx, ctx, body.magasinId);
    const now = nowIso();
    const type = body.type ?? 'text';
    const fields = {
      question: body.question,
      type,
      options: type === 'choice' ? JSON.stringify(body.options ?? []) : null,
      order: body.order ?? 0,
      isActive: body.isActive ?? true,
      magasin_id: body.magasinId ?? null,
      updated_at: now,
    };
    let id = body.id;
    if (id !== undefined) await repo.updateQuestion(trx, ctx.entrepriseId, id, fields);
    else id = await repo.insertQuestion(trx, { ...fields, entreprise_id: ctx.entrepriseId, created_at: now });
    return toQuestion((await repo.findQuestion(trx, ctx.entrepriseId, id))!);
  });
}

/** Questions of a store with the company-wide ones; store id 0 lists the company-wide ones only. */
export async function questions(database: Database, ctx: RequestContext, magasinId: number): Promise<Question[]> {
  if (magasinId === 0) return (await repo.listQuestions(database.db, ctx.entrepriseId, null)).map(toQuestion);
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listQuestions(database.db, ctx.entrepriseId, magasinId, true)).map(toQuestion);
}

export async function remove(database: Database, ctx: RequestContext, table: 'sliders' | 'questions', id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteRow(trx, table, ctx.entrepriseId, id))) throw notFound(table === 'sliders' ? 'slider' : 'question');
  });
}
