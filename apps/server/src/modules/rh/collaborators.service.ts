// Collaborators (issue 32): the person record beside the staff account — contract, position, pay, stores, documents
// (files of the uploader), emergency contact, a time-clock code — linked to a sign-in account when they have one.
import {
  fromMinor,
  storesInScope,
  toMinor,
  type Collaborator,
  type CollaboratorBody,
  type ContractType,
  type PayType,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { collaboratorBody, collaboratorsQuery as collaboratorsQuerySchema } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound, type ThrownFieldError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { insertAudit } from '../audit/audit.repository';
import { findFileIds } from '../files/files.repository';
import { findStoreIds } from '../magasins/magasins.repository';
import * as repo from './rh.repository';

export const scopeOf = (ctx: RequestContext): repo.Scope => storesInScope(ctx.roleTag, ctx.magasinIds);

type Row = repo.CollaboratorRow;

export async function toCollaborators(db: Executor, entrepriseId: number, rows: Row[]): Promise<Collaborator[]> {
  const ids = rows.map((r) => r.id);
  const [stores, docs, open] = await Promise.all([
    repo.storesOf(db, ids),
    repo.documentsOf(db, ids),
    repo.openCardsOf(db, entrepriseId, ids),
  ]);
  return rows.map((r) => {
    const mine = stores.filter((s) => s.collaborator_id === r.id);
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      name: `${r.firstName} ${r.lastName}`,
      email: r.email,
      tel: r.tel,
      position: r.position,
      contractType: r.contractType as ContractType,
      contractStart: r.contractStart,
      contractEnd: r.contractEnd,
      weeklyHours: r.weeklyMinutes / 60,
      payType: r.payType as PayType,
      payAmount: fromMinor(Number(r.payAmount)),
      magasinIds: mine.map((s) => s.id),
      magasins: mine.map((s) => ({ id: s.id, intitule: s.intitule })),
      userId: r.user_id,
      userName: r.userName ?? null,
      emergencyName: r.emergencyName,
      emergencyTel: r.emergencyTel,
      documents: docs
        .filter((d) => d.collaborator_id === r.id)
        .map((d) => ({ id: d.id, name: d.extension ? `${d.name}.${d.extension}` : d.name, mime: d.mime, size: d.size })),
      hasCode: r.codeHash !== null,
      isActive: Boolean(r.isActive),
      clockedInAt: open.find((o) => o.collaborator_id === r.id)?.startAt ?? null,
      created_at: r.created_at,
    };
  });
}

export async function list(database: Database, ctx: RequestContext, q: z.infer<typeof collaboratorsQuerySchema>) {
  const { db } = database;
  let base = repo.collaboratorsQuery(db, ctx.entrepriseId, scopeOf(ctx));
  if (q.keyword) {
    const like = `%${q.keyword.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.firstName']), 'like', like),
        eb(eb.fn('lower', ['c.lastName']), 'like', like),
        eb(eb.fn('lower', ['c.position']), 'like', like),
        eb(eb.fn('lower', ['c.email']), 'like', like),
      ]),
    );
  }
  if (q.magasinId) {
    const magasinId = q.magasinId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collaborator_magasins as cm2')
          .select('cm2.magasin_id')
          .whereRef('cm2.collaborator_id', '=', 'c.id')
          .where('cm2.magasin_id', '=', magasinId),
      ),
    );
  }
  if (q.contractType) base = base.where('c.contractType', '=', q.contractType);
  if (q.active) base = base.where('c.isActive', '=', q.active === '1');
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(repo.collaboratorColumns)
    .orderBy('c.lastName')
    .orderBy('c.firstName')
    .orderBy('c.id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { data: await toCollaborators(db, ctx.entrepriseId, rows), total, page: q.page, limit: q.limit };
}

export async function get(database: Database, ctx: RequestContext, id: number): Promise<Collaborator> {
  // The route carries no tag (product-spec §2): without human_resources a member reads only his own record.
  const hr = ctx.tags.includes('human_resources');
  const row = await repo.findCollaborator(database.db, ctx.entrepriseId, hr ? scopeOf(ctx) : undefined, id);
  if (!row || (!hr && row.user_id !== ctx.userId)) throw notFound('collaborator');
  return (await toCollaborators(database.db, ctx.entrepriseId, [row]))[0]!;
}

type Body = z.output<typeof collaboratorBody>;

async function check(db: Executor, ctx: RequestContext, body: Body): Promise<void> {
  const errors: ThrownFieldError[] = [];
  const magasinIds = [...new Set(body.magasinIds)];
  const scope = scopeOf(ctx);
  const known = await findStoreIds(db, ctx.entrepriseId, magasinIds);
  if (known.length !== magasinIds.length || (scope && magasinIds.some((m) => !scope.includes(m))))
    errors.push({ field: 'magasinIds', message: 'unknown_reference' });
  const fileIds = [...new Set(body.fileIds)];
  if ((await findFileIds(db, ctx.entrepriseId, fileIds)).length !== fileIds.length)
    errors.push({ field: 'fileIds', message: 'unknown_reference' });
  if (body.userId) {
    if (!(await repo.findMember(db, ctx.entrepriseId, body.userId))) errors.push({ field: 'userId', message: 'unknown_reference' });
    else if (await repo.findLinkedUser(db, ctx.entrepriseId, body.userId, body.id))
      errors.push({ field: 'userId', message: 'user_already_linked' });
  }
  if (errors.length) throw invalid(errors);
}

/** Creates or updates (with an id) a collaborator, its stores and documents, in one transaction. */
export async function save(database: Database, ctx: RequestContext, body: Body): Promise<Collaborator> {
  const codeHash = body.code ? await hashPassword(body.code) : undefined;
  const id = await database.db.transaction().execute(async (trx) => {
    if (body.id && !(await repo.findCollaborator(trx, ctx.entrepriseId, scopeOf(ctx), body.id))) throw notFound('collaborator');
    await check(trx, ctx, body);
    const now = nowIso();
    const values = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email ?? null,
      tel: body.tel ?? null,
      position: body.position ?? null,
      contractType: body.contractType,
      contractStart: body.contractStart ?? null,
      contractEnd: body.contractEnd ?? null,
      weeklyMinutes: Math.round(body.weeklyHours * 60),
      payType: body.payType,
      payAmount: toMinor(body.payAmount),
      user_id: body.userId ?? null,
      emergencyName: body.emergencyName ?? null,
      emergencyTel: body.emergencyTel ?? null,
      isActive: body.isActive,
      updated_at: now,
      ...(codeHash ? { codeHash } : {}),
    };
    let id = body.id;
    if (id) await repo.updateCollaborator(trx, ctx.entrepriseId, id, values);
    else id = await repo.insertCollaborator(trx, { ...values, entreprise_id: ctx.entrepriseId, created_at: now });
    await repo.replaceLinks(trx, ctx.entrepriseId, id, [...new Set(body.magasinIds)], [...new Set(body.fileIds)]);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: body.id ? 'collaborator.update' : 'collaborator.create',
      entity: 'collaborator',
      entityId: id,
      data: { name: `${body.firstName} ${body.lastName}`, contractType: body.contractType, codeChanged: Boolean(codeHash) },
      ip: ctx.ip,
      now,
    });
    return id;
  });
  return get(database, ctx, id);
}

export async function remove(database: Database, ctx: RequestContext, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findCollaborator(trx, ctx.entrepriseId, scopeOf(ctx), id))) throw notFound('collaborator');
    const now = nowIso();
    await repo.updateCollaborator(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'collaborator.delete',
      entity: 'collaborator',
      entityId: id,
      ip: ctx.ip,
      now,
    });
  });
}

export type { CollaboratorBody };
