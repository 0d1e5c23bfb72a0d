// Additional info natures and types (settings/additional-info; api-spec 7.17 AdditionalInfoNature, AdditionalInfoType).
import type { InfoNature, InfoType } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { setTrashed, trashedAt, trashedRows } from '../settings/trash.repository';
import * as info from './clients-info.repository';
import * as repo from './clients.repository';

/** The live natures, or the trashed ones (newest first) with `onlyTrashed`. */
export const natures = (database: Database, ctx: RequestContext, onlyTrashed = false): Promise<InfoNature[]> =>
  onlyTrashed
    ? (trashedRows(database.db, 'client_info_natures', ctx.entrepriseId, ['id', 'intitule']) as Promise<InfoNature[]>)
    : repo.listNatures(database.db, ctx.entrepriseId);
export const infoTypes = (database: Database, ctx: RequestContext, onlyTrashed = false): Promise<InfoType[]> =>
  onlyTrashed
    ? (trashedRows(database.db, 'client_info_types', ctx.entrepriseId, ['id', 'intitule', 'natureId']) as Promise<InfoType[]>)
    : repo.listInfoTypes(database.db, ctx.entrepriseId);

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
    await info.moveTypesOfNature(trx, ctx.entrepriseId, id, { from: null, to: now, now });
  });
}

export async function removeInfoType(database: Database, ctx: RequestContext, id: number) {
  if (!(await repo.findInfoType(database.db, ctx.entrepriseId, id))) throw notFound('info_type');
  const now = nowIso();
  await info.updateInfoType(database.db, ctx.entrepriseId, id, { deleted_at: now }, now);
}

/** Restores a trashed nature with the types trashed along with it (409 when its name was taken meanwhile). */
export async function restoreNature(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    const at = await trashedAt(trx, 'client_info_natures', ctx.entrepriseId, id);
    if (!at) throw notFound('nature');
    const now = nowIso();
    await setTrashed(trx, 'client_info_natures', ctx.entrepriseId, id, false, now);
    await info.moveTypesOfNature(trx, ctx.entrepriseId, id, { from: at, to: null, now });
  });
}

/** Restores a trashed type; its nature must be live (409 otherwise: restore the nature first). */
export async function restoreInfoType(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    const t = await info.trashedTypeNature(trx, ctx.entrepriseId, id);
    if (!t) throw notFound('info_type');
    if (t.natureDeletedAt) throw conflict('nature_trashed', 'natureId');
    await setTrashed(trx, 'client_info_types', ctx.entrepriseId, id, false, nowIso());
  });
}
