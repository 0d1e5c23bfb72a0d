// Staff accounts of the company: list, create, update (role, stores, block), soft delete and restore.
// A person may belong to several companies: deletion, blocking, role and stores belong to the membership here.
import {
  STAFF_FORM_ROLES,
  STORE_BOUND_ROLES,
  type FieldError,
  type RoleTag,
  type StaffCreateData,
  type StaffPatchData,
  type StaffUser,
  type UsersPage,
  type UsersQueryData,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import type { UserUpdate } from '../../db/schema';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolationRule } from '../../lib/unique-rules';
import { insertAudit } from '../audit/audit.repository';
import { checkNotBlocked, reserveAttempt, throttleKey } from '../auth/throttle';
import { checkReferences } from '../entreprise/entreprise.service';
import { findStoreIds } from '../magasins/magasins.repository';
import { insertMembership, insertUser } from '../tenancy/tenancy.repository';
import * as repo from './users.repository';

const isStoreBound = (ctx: RequestContext) => STORE_BOUND_ROLES.includes(ctx.roleTag);

export function toStaffUser(m: repo.MemberRow, stores: number[]): StaffUser {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    tel: m.tel,
    fileId: m.fileId,
    roleId: m.roleId,
    role: { id: m.roleId, tag: m.roleTag, intitule: m.roleIntitule },
    magasinId: m.magasinId,
    magasins: stores.length ? stores : m.magasinId ? [m.magasinId] : [],
    isActive: Boolean(m.isActive),
    hasCode: m.codeHash !== null,
    created_at: m.created_at,
    deleted_at: m.deleted_at,
  };
}

async function withStores(db: Executor, ctx: RequestContext, rows: repo.MemberRow[]): Promise<StaffUser[]> {
  const stores = await repo.memberStores(
    db,
    ctx.entrepriseId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toStaffUser(r, stores.get(r.id) ?? []));
}

/** A member of the company the actor may see (store-bound actors: members of their stores), else 404. */
export async function visibleMember(db: Executor, ctx: RequestContext, userId: number, trashed = false): Promise<repo.MemberRow> {
  const m = await repo.findMember(db, ctx.entrepriseId, userId, trashed);
  if (!m) throw notFound('user');
  if (isStoreBound(ctx) && m.id !== ctx.userId) {
    const stores = (await repo.memberStores(db, ctx.entrepriseId, [m.id])).get(m.id) ?? [];
    if (m.magasinId) stores.push(m.magasinId);
    if (!stores.some((s) => ctx.magasinIds.includes(s))) throw notFound('user');
  }
  return m;
}

/** Only an admin manages an admin account. */
function guardAdminTarget(ctx: RequestContext, m: repo.MemberRow): void {
  if (m.roleTag === 'admin' && ctx.roleTag !== 'admin') throw forbidden();
}

export async function getMember(database: Database, ctx: RequestContext, userId: number): Promise<StaffUser> {
  const m = await visibleMember(database.db, ctx, userId);
  return (await withStores(database.db, ctx, [m]))[0];
}

export async function listMembers(database: Database, ctx: RequestContext, q: UsersQueryData): Promise<UsersPage> {
  const sort = (q.sort ?? 'name').replace('-', '') as repo.MemberSort;
  const filter: repo.MemberFilter = {
    trashed: q.onlyTrashed,
    keyword: q.keyword || undefined,
    roleIds: q.roleId?.length ? q.roleId : undefined,
  };
  const wanted = q.magasinId?.length ? q.magasinId : undefined;
  // Store-bound actors only see members of their own stores.
  filter.magasinIds = isStoreBound(ctx) ? (wanted ?? ctx.magasinIds).filter((id) => ctx.magasinIds.includes(id)) : wanted;
  const { rows, total } = await repo.listMembers(database.db, ctx.entrepriseId, filter, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
    sort,
    desc: Boolean(q.sort?.startsWith('-')),
  });
  return { data: await withStores(database.db, ctx, rows), total, page: q.page, limit: q.limit };
}

export async function listTrashed(database: Database, ctx: RequestContext): Promise<StaffUser[]> {
  const page = await listMembers(database, ctx, { page: 1, limit: 1000, onlyTrashed: true, sort: '-created_at' });
  return page.data;
}

/** Role, stores and file references of a form; every problem listed. Store-bound actors only give their own stores. */
async function checkForm(
  trx: Executor,
  ctx: RequestContext,
  f: { roleId?: number; allowedRoles?: readonly RoleTag[]; magasinIds: number[]; fileId?: number | null },
) {
  const errors: FieldError[] = [];
  let role: Awaited<ReturnType<typeof repo.findRoleById>>;
  if (f.roleId !== undefined) {
    role = await repo.findRoleById(trx, f.roleId);
    if (!role) errors.push({ field: 'roleId', message: 'unknown_reference' });
    else if (f.allowedRoles && !f.allowedRoles.includes(role.tag as RoleTag)) errors.push({ field: 'roleId', message: 'role_not_allowed' });
  }
  if (f.magasinIds.length) {
    const found = await findStoreIds(trx, ctx.entrepriseId, f.magasinIds);
    const ok = f.magasinIds.every((id) => found.includes(id) && (!isStoreBound(ctx) || ctx.magasinIds.includes(id)));
    if (!ok) errors.push({ field: 'magasinIds', message: 'unknown_reference' });
  }
  errors.push(...(await checkReferences(trx, ctx.entrepriseId, { files: { fileId: f.fileId } })));
  if (errors.length) throw invalid(errors);
  return role;
}

/**
 * The member's stores after a form: `magasinIds` replaces the list, `magasinId` sets the main store (added to the list).
 * Without a main store given, the current one stays when still listed, else the first listed becomes main.
 */
function storesOf(
  given: { magasinIds?: number[]; magasinId?: number | null },
  current: { list: number[]; main: number | null } = { list: [], main: null },
) {
  const base = given.magasinIds ?? current.list;
  const list = [...new Set([...base, ...(given.magasinId ? [given.magasinId] : [])])];
  const main =
    given.magasinId !== undefined
      ? given.magasinId
      : current.main !== null && list.includes(current.main)
        ? current.main
        : (list[0] ?? null);
  return { list, main };
}

const emailTaken = () => conflict('email_taken', 'email');
const isUniqueViolation = (err: unknown) => uniqueViolationRule(err)?.message === 'email_taken';
const isEmailTaken = (err: unknown) => err instanceof AppError && err.message === 'email_taken';

/** "E-mail already used" tells whether an account exists: such answers are counted per address, and while the
 * address is blocked every create or e-mail change answers 429, taken or not. */
async function countTaken(database: Database, ctx: RequestContext, err: unknown): Promise<void> {
  if (isEmailTaken(err)) await reserveAttempt(database, [throttleKey('taken', ctx.ip)]);
}

export async function createMember(database: Database, ctx: RequestContext, body: StaffCreateData): Promise<StaffUser> {
  const email = body.email.toLowerCase();
  const stores = storesOf(body);
  await checkNotBlocked(database, throttleKey('taken', ctx.ip));
  const codeHash = await hashPassword(body.code);
  try {
    const userId = await database.db.transaction().execute(async (trx) => {
      const role = (await checkForm(trx, ctx, {
        roleId: body.roleId[0],
        allowedRoles: STAFF_FORM_ROLES,
        magasinIds: stores.list,
        fileId: body.fileId,
      }))!;
      if (await repo.findEmailOwner(trx, email)) throw emailTaken();
      const now = nowIso();
      // The access code is also the password the member signs in with (e-mail + code), until they change it.
      const id = await insertUser(trx, {
        name: body.name,
        email,
        tel: body.tel,
        passwordHash: codeHash,
        userType: 'entreprise',
        locale: null,
        verified: true,
        now,
        entrepriseId: ctx.entrepriseId,
      });
      if (body.fileId) await repo.updatePerson(trx, id, { fileId: body.fileId });
      await insertMembership(trx, { entrepriseId: ctx.entrepriseId, userId: id, roleId: role.id, magasinId: stores.main, now });
      await repo.updateMembership(trx, ctx.entrepriseId, id, { codeHash });
      await repo.replaceMemberStores(trx, ctx.entrepriseId, id, stores.list);
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'user.create',
        entity: 'user',
        entityId: id,
        data: { email, role: role.tag },
        ip: ctx.ip,
        now,
      });
      return id;
    });
    return getMember(database, ctx, userId);
  } catch (err) {
    const answer = !(err instanceof AppError) && isUniqueViolation(err) ? emailTaken() : err;
    await countTaken(database, ctx, answer);
    throw answer;
  }
}

export async function updateMember(database: Database, ctx: RequestContext, userId: number, body: StaffPatchData): Promise<StaffUser> {
  if (body.email !== undefined) await checkNotBlocked(database, throttleKey('taken', ctx.ip));
  const codeHash = body.code ? await hashPassword(body.code) : undefined;
  try {
    await database.db.transaction().execute(async (trx) => {
      const m = await visibleMember(trx, ctx, userId);
      guardAdminTarget(ctx, m);
      const identity = (['name', 'email', 'tel', 'code', 'fileId'] as const).some((k) => body[k] !== undefined);
      if (identity && (await repo.countMemberships(trx, userId)) > 1) throw new AppError('FORBIDDEN', 'user_shared');
      const self = m.id === ctx.userId;
      const current = { list: (await repo.memberStores(trx, ctx.entrepriseId, [userId])).get(userId) ?? [], main: m.magasinId };
      const stores = body.magasinIds !== undefined || body.magasinId !== undefined ? storesOf(body, current) : undefined;
      const role = await checkForm(trx, ctx, {
        roleId: body.roleId?.[0],
        allowedRoles: ctx.roleTag === 'admin' ? undefined : STAFF_FORM_ROLES,
        magasinIds: (stores?.list ?? []).filter((id) => !current.list.includes(id)), // only new stores are checked
        fileId: body.fileId,
      });
      if (self && role && role.id !== m.roleId) throw conflict('cannot_change_own_role', 'roleId');
      if (self && body.isActive === false) throw conflict('cannot_block_self', 'isActive');
      const email = body.email?.toLowerCase();
      if (email && email !== m.email && (await repo.findEmailOwner(trx, email, userId))) throw emailTaken();

      const now = nowIso();
      const person: UserUpdate = {};
      if (body.name !== undefined) person.name = body.name;
      if (email !== undefined) person.email = email;
      if (body.tel !== undefined) person.tel = body.tel;
      if (body.fileId !== undefined) person.fileId = body.fileId;
      if (codeHash) person.passwordHash = codeHash;
      if (Object.keys(person).length) await repo.updatePerson(trx, userId, { ...person, updated_at: now });
      const membership = {
        ...(role ? { roleId: role.id } : {}),
        ...(stores ? { magasinId: stores.main } : {}),
        ...(codeHash ? { codeHash } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      };
      if (Object.keys(membership).length) await repo.updateMembership(trx, ctx.entrepriseId, userId, membership);
      if (stores) await repo.replaceMemberStores(trx, ctx.entrepriseId, userId, stores.list);

      const audit = (action: string, data?: unknown) =>
        insertAudit(trx, {
          entrepriseId: ctx.entrepriseId,
          userId: ctx.userId,
          action,
          entity: 'user',
          entityId: userId,
          data,
          ip: ctx.ip,
          now,
        });
      if (body.isActive !== undefined && body.isActive !== Boolean(m.isActive)) {
        await audit(body.isActive ? 'user.activate' : 'user.block');
        if (!body.isActive) await repo.revokeSessions(trx, userId, ctx.entrepriseId, now);
      }
      if (role && role.id !== m.roleId) await audit('user.role', { from: m.roleTag, to: role.tag });
      // A new code signs the member out everywhere.
      if (codeHash) {
        await audit('user.code');
        await repo.revokeSessions(trx, userId, null, now);
      }
    });
  } catch (err) {
    const answer = !(err instanceof AppError) && isUniqueViolation(err) ? emailTaken() : err;
    await countTaken(database, ctx, answer);
    throw answer;
  }
  return getMember(database, ctx, userId);
}

/** Soft delete of the membership: the member is signed out of the company and listed in the trash. */
export async function deleteMember(database: Database, ctx: RequestContext, userId: number, mode: 'cashier' | 'admin'): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const m = await visibleMember(trx, ctx, userId);
    if (mode === 'cashier' && m.roleTag === 'admin') throw forbidden();
    if (m.id === ctx.userId) throw conflict('cannot_delete_self');
    const now = nowIso();
    await repo.updateMembership(trx, ctx.entrepriseId, userId, { deleted_at: now, isActive: false });
    await repo.revokeSessions(trx, userId, ctx.entrepriseId, now);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'user.delete',
      entity: 'user',
      entityId: userId,
      data: { email: m.email, role: m.roleTag, mode },
      ip: ctx.ip,
      now,
    });
  });
}

/** Restores a deleted member, active again. */
export async function restoreMember(database: Database, ctx: RequestContext, userId: number): Promise<StaffUser> {
  await database.db.transaction().execute(async (trx) => {
    const m = await visibleMember(trx, ctx, userId, true);
    guardAdminTarget(ctx, m);
    const now = nowIso();
    await repo.updateMembership(trx, ctx.entrepriseId, userId, { deleted_at: null, isActive: true });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'user.restore',
      entity: 'user',
      entityId: userId,
      ip: ctx.ip,
      now,
    });
  });
  return getMember(database, ctx, userId);
}

/** PATCH /UserCaissier/{id}/addMagasin/{storeId}/: one more store for the member (the first becomes the main one). */
export async function addStore(database: Database, ctx: RequestContext, userId: number, storeId: number): Promise<StaffUser> {
  await database.db.transaction().execute(async (trx) => {
    const m = await visibleMember(trx, ctx, userId);
    guardAdminTarget(ctx, m);
    const found = await findStoreIds(trx, ctx.entrepriseId, [storeId]);
    if (!found.length || (isStoreBound(ctx) && !ctx.magasinIds.includes(storeId))) throw notFound('magasin');
    const current = (await repo.memberStores(trx, ctx.entrepriseId, [userId])).get(userId) ?? [];
    if (!current.includes(storeId)) await repo.replaceMemberStores(trx, ctx.entrepriseId, userId, [...current, storeId]);
    if (!m.magasinId) await repo.updateMembership(trx, ctx.entrepriseId, userId, { magasinId: storeId });
  });
  return getMember(database, ctx, userId);
}

export { guardAdminTarget };
