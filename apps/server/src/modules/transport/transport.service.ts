// Transport companies of the company, and which of them each (delivery) member works with.
import type { TransportCompany, TransportCompanyData } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { guardAdminTarget, visibleMember } from '../users/users.service';
import { trashedRows } from '../settings/trash.repository';
import * as repo from './transport.repository';

/** The live transport companies, or the trashed ones (newest first) with `onlyTrashed`. */
export const list = (database: Database, ctx: RequestContext, onlyTrashed = false): Promise<TransportCompany[]> =>
  onlyTrashed
    ? (trashedRows(database.db, 'transport_companies', ctx.entrepriseId, repo.COLUMNS) as Promise<TransportCompany[]>)
    : repo.listTransportCompanies(database.db, ctx.entrepriseId);

/** Creates, or updates when id is given; names are unique in the company. */
export async function save(database: Database, ctx: RequestContext, body: TransportCompanyData): Promise<TransportCompany> {
  return database.db.transaction().execute(async (trx) => {
    if (body.id !== undefined && !(await repo.findTransportCompany(trx, ctx.entrepriseId, body.id))) throw notFound('transport_company');
    if (await repo.findByTitle(trx, ctx.entrepriseId, body.intitule, body.id)) throw conflict('transport_company_taken', 'intitule');
    const now = nowIso();
    let id = body.id;
    if (id !== undefined)
      await repo.updateTransportCompany(trx, ctx.entrepriseId, id, { intitule: body.intitule, tel: body.tel ?? null, updated_at: now });
    else
      id = await repo.insertTransportCompany(trx, { entrepriseId: ctx.entrepriseId, intitule: body.intitule, tel: body.tel ?? null, now });
    return (await repo.findTransportCompany(trx, ctx.entrepriseId, id))!;
  });
}

/** Soft delete (orders may refer to it); its members are unlinked. */
export async function remove(database: Database, ctx: RequestContext, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const tc = await repo.findTransportCompany(trx, ctx.entrepriseId, id);
    if (!tc) throw notFound('transport_company');
    const now = nowIso();
    await repo.updateTransportCompany(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await repo.unlinkAllUsers(trx, ctx.entrepriseId, id);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'transport_company.delete',
      entity: 'transport_company',
      entityId: id,
      data: { intitule: tc.intitule },
      ip: ctx.ip,
      now,
    });
  });
}

/** Every transport company of the company, flagged when the member is linked to it. */
export async function ofUser(database: Database, ctx: RequestContext, userId: number) {
  await visibleMember(database.db, ctx, userId);
  const [all, linked] = await Promise.all([
    repo.listTransportCompanies(database.db, ctx.entrepriseId),
    repo.linkedIds(database.db, ctx.entrepriseId, userId),
  ]);
  return all.map((tc) => ({ ...tc, linked: linked.includes(tc.id) }));
}

export async function toggle(database: Database, ctx: RequestContext, userId: number, transportCompanyId: number) {
  return database.db.transaction().execute(async (trx) => {
    guardAdminTarget(ctx, await visibleMember(trx, ctx, userId));
    if (!(await repo.findTransportCompany(trx, ctx.entrepriseId, transportCompanyId))) throw notFound('transport_company');
    const linked = !(await repo.linkedIds(trx, ctx.entrepriseId, userId)).includes(transportCompanyId);
    if (linked) await repo.link(trx, ctx.entrepriseId, userId, transportCompanyId);
    else await repo.unlink(trx, ctx.entrepriseId, userId, transportCompanyId);
    return { userId, transportCompanyId, linked };
  });
}
