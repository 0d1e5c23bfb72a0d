// SQL for staff accounts of a company: a person (users) and their membership (entreprise_users) with role and stores.
import type { Updateable } from 'kysely';
import { voidSignInLinks } from '../auth/auth.repository';
import type { Executor } from '../../db/database';
import type { EntrepriseUsersTable, UserUpdate } from '../../db/schema';

export interface MemberFilter {
  trashed?: boolean;
  keyword?: string;
  roleIds?: number[];
  /** Members working in any of these stores. */
  magasinIds?: number[];
}

function members(db: Executor, entrepriseId: number, f: MemberFilter) {
  let q = db
    .selectFrom('entreprise_users as eu')
    .innerJoin('users as u', 'u.id', 'eu.user_id')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('u.deleted_at', 'is', null)
    .where('eu.deleted_at', f.trashed ? 'is not' : 'is', null);
  if (f.keyword) {
    const like = `%${f.keyword.toLowerCase().replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['u.name']), 'like', like), eb(eb.fn('lower', ['u.email']), 'like', like), eb('u.tel', 'like', like)]),
    );
  }
  if (f.roleIds) q = q.where('eu.roleId', 'in', f.roleIds.length ? f.roleIds : [0]);
  if (f.magasinIds) {
    const ids = f.magasinIds.length ? f.magasinIds : [0];
    q = q.where((eb) =>
      eb.or([
        eb('eu.magasinId', 'in', ids),
        eb.exists(
          eb
            .selectFrom('user_magasins as um')
            .select('um.user_id')
            .whereRef('um.user_id', '=', 'eu.user_id')
            .where('um.entreprise_id', '=', entrepriseId)
            .where('um.magasin_id', 'in', ids),
        ),
      ]),
    );
  }
  return q;
}

const COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  'u.tel',
  'u.fileId',
  'eu.roleId',
  'r.tag as roleTag',
  'r.intitule as roleIntitule',
  'eu.magasinId',
  'eu.isActive',
  'eu.codeHash',
  'eu.created_at',
  'eu.deleted_at',
] as const;

// Every column the staff list shows sorts on the server (role by tag, so one role's members stay together).
const SORTS = {
  name: 'u.name',
  email: 'u.email',
  tel: 'u.tel',
  role: 'r.tag',
  isActive: 'eu.isActive',
  created_at: 'eu.created_at',
  id: 'u.id',
} as const;
export type MemberSort = keyof typeof SORTS;

export async function listMembers(
  db: Executor,
  entrepriseId: number,
  f: MemberFilter,
  page: { offset: number; limit: number; sort: MemberSort; desc: boolean },
) {
  const [rows, count] = await Promise.all([
    members(db, entrepriseId, f)
      .select(COLUMNS)
      .orderBy(SORTS[page.sort], page.desc ? 'desc' : 'asc')
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    members(db, entrepriseId, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export const findMember = (db: Executor, entrepriseId: number, userId: number, trashed = false) =>
  members(db, entrepriseId, { trashed }).select(COLUMNS).where('u.id', '=', userId).executeTakeFirst();

/** Live store ids of each member (only stores of the company that are not deleted). */
export async function memberStores(db: Executor, entrepriseId: number, userIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!userIds.length) return map;
  const rows = await db
    .selectFrom('user_magasins as um')
    .innerJoin('magasins as m', 'm.id', 'um.magasin_id')
    .select(['um.user_id', 'um.magasin_id'])
    .where('um.entreprise_id', '=', entrepriseId)
    .where('um.user_id', 'in', userIds)
    .where('m.deleted_at', 'is', null)
    .orderBy('um.magasin_id')
    .execute();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.magasin_id]);
  return map;
}

/** Any account (deleted ones too: the address stays unique) other than `exceptUserId` using the e-mail. */
export const findEmailOwner = (db: Executor, email: string, exceptUserId = 0) =>
  db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).where('id', '!=', exceptUserId).executeTakeFirst();

export async function countMemberships(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('entreprise_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updatePerson(db: Executor, userId: number, set: UserUpdate): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

export async function updateMembership(
  db: Executor,
  entrepriseId: number,
  userId: number,
  set: Updateable<EntrepriseUsersTable>,
): Promise<void> {
  await db.updateTable('entreprise_users').set(set).where('entreprise_id', '=', entrepriseId).where('user_id', '=', userId).execute();
}

export async function replaceMemberStores(db: Executor, entrepriseId: number, userId: number, magasinIds: number[]): Promise<void> {
  await db.deleteFrom('user_magasins').where('entreprise_id', '=', entrepriseId).where('user_id', '=', userId).execute();
  if (magasinIds.length) {
    await db
      .insertInto('user_magasins')
      .values(magasinIds.map((magasin_id) => ({ entreprise_id: entrepriseId, user_id: userId, magasin_id })))
      .execute();
  }
}

/** Signs the user out of this company (every company when entrepriseId is null). */
export async function revokeSessions(db: Executor, userId: number, entrepriseId: number | null, now: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revokedAt: now }).where('user_id', '=', userId).where('revokedAt', 'is', null);
  if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
  await q.execute();
  await voidSignInLinks(db, userId, entrepriseId, now);
}

export const findRoleById = (db: Executor, id: number) =>
  db.selectFrom('roles').select(['id', 'tag', 'intitule']).where('id', '=', id).executeTakeFirst();

/** Sign-ins and every other audited action of a user in the company, newest first. */
export function userAudit(
  db: Executor,
  entrepriseId: number,
  userId: number,
  range: { from: string; to: string },
  actions?: string[],
  limit = 10_000,
) {
  let q = db
    .selectFrom('audit_logs')
    .select(['id', 'action', 'entity', 'entityId', 'data', 'ip', 'created_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
  if (actions) q = q.where('action', 'in', actions);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
