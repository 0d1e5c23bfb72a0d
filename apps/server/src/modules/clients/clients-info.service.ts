// Additional info natures and types (settings/additional-info; api-spec 7.17 AdditionalInfoNature, AdditionalInfoType).
import { nowIso, type Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as repo from './clients.repository';

export const natures = (database: Database, ctx: RequestContext) => repo.listNatures(database.db, ctx.entrepriseId);
export const infoTypes = (database: Database, ctx: RequestContext) => repo.listInfoTypes(database.db, ctx.entrepriseId);

async function sameName(
  database: Database,
  table: 'client_info_natures' | 'client_info_types',
  ctx: RequestContext,
  intitule: string,
  id?: number,
  natureId?: number,
) {
  let q = database.db
    .selectFrom(table)
    .select('id')
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['intitule']), '=', intitule.toLowerCase()));
  if (id !== undefined) q = q.where('id', '!=', id);
  if (natureId !== undefined) q = q.where('natureId' as never, '=', natureId as never);
  return q.executeTakeFirst();
}

export async function saveNature(database: Database, ctx: RequestContext, body: { id?: number; intitule: string }) {
  if (body.id !== undefined && !(await repo.findNature(database.db, ctx.entrepriseId, body.id))) throw notFound('nature');
  if (await sameName(database, 'client_info_natures', ctx, body.intitule, body.id)) throw conflict('name_taken', 'intitule');
  const now = nowIso();
  let id = body.id;
  if (id !== undefined)
    await database.db
      .updateTable('client_info_natures')
      .set({ intitule: body.intitule, updated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('id', '=', id)
      .execute();
  else
    id = (
      await database.db
        .insertInto('client_info_natures')
        .values({ entreprise_id: ctx.entrepriseId, intitule: body.intitule, created_at: now, updated_at: now, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return (await repo.findNature(database.db, ctx.entrepriseId, id))!;
}

export async function saveInfoType(database: Database, ctx: RequestContext, body: { id?: number; intitule: string; natureId: number }) {
  if (body.id !== undefined && !(await repo.findInfoType(database.db, ctx.entrepriseId, body.id))) throw notFound('info_type');
  if (!(await repo.findNature(database.db, ctx.entrepriseId, body.natureId)))
    throw invalid([{ field: 'natureId', message: 'unknown_reference' }]);
  if (await sameName(database, 'client_info_types', ctx, body.intitule, body.id, body.natureId)) throw conflict('name_taken', 'intitule');
  const now = nowIso();
  let id = body.id;
  if (id !== undefined)
    await database.db
      .updateTable('client_info_types')
      .set({ intitule: body.intitule, natureId: body.natureId, updated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('id', '=', id)
      .execute();
  else
    id = (
      await database.db
        .insertInto('client_info_types')
        .values({
          entreprise_id: ctx.entrepriseId,
          intitule: body.intitule,
          natureId: body.natureId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return (await repo.findInfoType(database.db, ctx.entrepriseId, id))!;
}

/** Soft delete; a nature takes its types with it. Clients' values stay but are no longer shown. */
export async function removeNature(database: Database, ctx: RequestContext, id: number) {
  if (!(await repo.findNature(database.db, ctx.entrepriseId, id))) throw notFound('nature');
  const now = nowIso();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('client_info_natures')
      .set({ deleted_at: now, updated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('client_info_types')
      .set({ deleted_at: now, updated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('natureId', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  });
}

export async function removeInfoType(database: Database, ctx: RequestContext, id: number) {
  if (!(await repo.findInfoType(database.db, ctx.entrepriseId, id))) throw notFound('info_type');
  const now = nowIso();
  await database.db
    .updateTable('client_info_types')
    .set({ deleted_at: now, updated_at: now })
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('id', '=', id)
    .execute();
}
