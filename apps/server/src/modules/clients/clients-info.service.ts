// Additional info natures and types (settings/additional-info; api-spec 7.17 AdditionalInfoNature, AdditionalInfoType).
import { nowIso, type Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import * as info from './clients-info.repository';
import * as repo from './clients.repository';

export const natures = (database: Database, ctx: RequestContext) => repo.listNatures(database.db, ctx.entrepriseId);
export const infoTypes = (database: Database, ctx: RequestContext) => repo.listInfoTypes(database.db, ctx.entrepriseId);

const nameTaken = () => conflict('name_taken', 'intitule');

export async function saveNature(database: Database, ctx: RequestContext, body: { id?: number; intitule: string }) {
  const { db } = database;
  if (body.id !== undefined && !(await repo.findNature(db, ctx.entrepriseId, body.id))) throw notFound('nature');
  if (await info.sameNameExists(db, 'client_info_natures', ctx.entrepriseId, body.intitule, body.id)) throw nameTaken();
  const now = nowIso();
  let id = body.id;
  if (id !== undefined) await info.updateNature(db, ctx.entrepriseId, id, { intitule: body.intitule }, now);
  else id = await info.insertNature(db, ctx.entrepriseId, body.intitule, now);
  return (await repo.findNature(db, ctx.entrepriseId, id))!;
}

/** Type names are unique within their nature. */
export async function saveInfoType(database: Database, ctx: RequestContext, body: { id?: number; intitule: string; natureId: number }) {
  const { db } = database;
  if (body.id !== undefined && !(await repo.findInfoType(db, ctx.entrepriseId, body.id))) throw notFound('info_type');
  if (!(await repo.findNature(db, ctx.entrepriseId, body.natureId))) throw invalid([{ field: 'natureId', message: 'unknown_reference' }]);
  if (await info.sameNameExists(db, 'client_info_types', ctx.entrepriseId, body.intitule, body.id, body.natureId)) throw nameTaken();
  const now = nowIso();
  let id = body.id;
  if (id !== undefined) await info.updateInfoType(db, ctx.entrepriseId, id, { intitule: body.intitule, natureId: body.natureId }, now);
  else id = await info.insertInfoType(db, ctx.entrepriseId, body, now);
  return (await repo.findInfoType(db, ctx.entrepriseId, id))!;
}

/** Soft delete; a nature takes its types with it. Clients' values stay but are no longer shown. */
export async function removeNature(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findNature(trx, ctx.entrepriseId, id))) throw notFound('nature');
    const now = nowIso();
    await info.updateNature(trx, ctx.entrepriseId, id, { deleted_at: now }, now);
    await info.deleteTypesOfNature(trx, ctx.entrepriseId, id, now);
  });
}

export async function removeInfoType(database: Database, ctx: RequestContext, id: number) {
  if (!(await repo.findInfoType(database.db, ctx.entrepriseId, id))) throw notFound('info_type');
  const now = nowIso();
  await info.updateInfoType(database.db, ctx.entrepriseId, id, { deleted_at: now }, now);
}
