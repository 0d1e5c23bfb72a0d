// SQL for accounts, sessions, one-time tokens and sign-in throttling.
import type { FunctionalityTag, RoleTag } from '@comptoir/shared';
import type { Dialect, Executor, Trx } from '../../db/database';
import type { UserUpdate } from '../../db/schema';

export interface SessionIdentity {
  sessionId: number;
  userId: number;
  entrepriseId: number;
  expiresAt: string;
  roleId: number;
  roleTag: RoleTag;
  magasinId: number | null;
  userName: string;
  userActive: boolean;
  membershipActive: boolean;
}

export async function findSessionByHash(db: Executor, tokenHash: string): Promise<SessionIdentity | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('entreprise_users as eu', (j) => j.onRef('eu.user_id', '=', 's.user_id').onRef('eu.entreprise_id', '=', 's.entreprise_id'))
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .select([
      's.id as sessionId',
      's.user_id as userId',
      's.entreprise_id as entrepriseId',
      's.expiresAt',
      's.revokedAt',
      'eu.roleId',
      'r.tag as roleTag',
      'eu.magasinId',
      'u.name as userName',
      'u.isActive as userActive',
      'u.deleted_at as userDeletedAt',
      'eu.isActive as membershipActive',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revokedAt || row.userDeletedAt) return undefined;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    entrepriseId: row.entrepriseId,
    expiresAt: row.expiresAt,
    roleId: row.roleId,
    roleTag: row.roleTag as RoleTag,
    magasinId: row.magasinId,
    userName: row.userName,
    userActive: Boolean(row.userActive),
    membershipActive: Boolean(row.membershipActive),
  };
}

/** Tags a role holds in a company, bounded by what the company subscribed to. */
export async function findGrantedTags(db: Executor, entrepriseId: number, roleId: number): Promise<FunctionalityTag[]> {
  const rows = await db
    .selectFrom('role_functionalities as rf')
    .innerJoin('functionalities as f', 'f.id', 'rf.functionality_id')
    .innerJoin('entreprise_functionalities as ef', (j) =>
      j.onRef('ef.functionality_id', '=', 'rf.functionality_id').onRef('ef.entreprise_id', '=', 'rf.entreprise_id'),
    )
    .select(['f.tag'])
    .where('rf.entreprise_id', '=', entrepriseId)
    .where('rf.role_id', '=', roleId)
    .orderBy('f.id')
    .execute();
  return rows.map((r) => r.tag as FunctionalityTag);
}

export async function findGrantedFunctionalities(db: Executor, entrepriseId: number, roleId: number) {
  return db
    .selectFrom('role_functionalities as rf')
    .innerJoin('functionalities as f', 'f.id', 'rf.functionality_id')
    .innerJoin('entreprise_functionalities as ef', (j) =>
      j.onRef('ef.functionality_id', '=', 'rf.functionality_id').onRef('ef.entreprise_id', '=', 'rf.entreprise_id'),
    )
    .select(['f.id', 'f.tag'])
    .where('rf.entreprise_id', '=', entrepriseId)
    .where('rf.role_id', '=', roleId)
    .orderBy('f.id')
    .execute();
}

export async function findUserMagasinIds(db: Executor, entrepriseId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_magasins as um')
    .innerJoin('magasins as m', 'm.id', 'um.magasin_id')
    .select('um.magasin_id')
    .where('um.entreprise_id', '=', entrepriseId)
    .where('um.user_id', '=', userId)
    .where('m.deleted_at', 'is', null)
    .orderBy('um.magasin_id')
    .execute();
  return rows.map((r) => r.magasin_id);
}

export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();

export const findUserById = (db: Executor, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export async function findMemberships(db: Executor, userId: number) {
  return db
    .selectFrom('entreprise_users as eu')
    .innerJoin('entreprises as e', 'e.id', 'eu.entreprise_id')
    .select(['e.id', 'e.intitule', 'e.currencyTag', 'e.isSetup', 'e.fileId', 'eu.isActive'])
    .where('eu.user_id', '=', userId)
    .orderBy('e.id')
    .execute();
}

export const findRole = (db: Executor, id: number) => db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function insertSession(
  db: Executor,
  s: { tokenHash: string; userId: number; entrepriseId: number; remember: boolean; expiresAt: string; now: string; bound?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      tokenHash: s.tokenHash,
      user_id: s.userId,
      entreprise_id: s.entrepriseId,
      remember: s.remember,
      bound: s.bound ?? false,
      expiresAt: s.expiresAt,
      created_at: s.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeSession(db: Executor, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('id', '=', sessionId).execute();
}

export async function setSessionEntreprise(db: Executor, sessionId: number, entrepriseId: number): Promise<void> {
  await db.updateTable('sessions').set({ entreprise_id: entrepriseId }).where('id', '=', sessionId).execute();
}

export async function insertOneTimeToken(
  db: Executor,
  t: {
    tokenHash: string;
    userId: number;
    purpose: 'activation' | 'auto_login';
    expiresAt: string;
    now: string;
    entrepriseId?: number;
    issuedBy?: number;
    sessionExpiresAt?: string;
  },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      tokenHash: t.tokenHash,
      user_id: t.userId,
      purpose: t.purpose,
      expiresAt: t.expiresAt,
      created_at: t.now,
      entreprise_id: t.entrepriseId ?? null,
      issuedBy: t.issuedBy ?? null,
      sessionExpiresAt: t.sessionExpiresAt ?? null,
    })
    .execute();
}

/** Voids the user's unused sign-in links (in one company, or all when entrepriseId is null): a password or code
 * change, a block or a deletion must not leave a way back in. */
export async function voidSignInLinks(db: Executor, userId: number, entrepriseId: number | null, now: string): Promise<void> {
  let q = db
    .updateTable('one_time_tokens')
    .set({ usedAt: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'auto_login')
    .where('usedAt', 'is', null);
  if (entrepriseId !== null) q = q.where('entreprise_id', '=', entrepriseId);
  await q.execute();
}

export const findSessionById = (db: Executor, id: number) =>
  db.selectFrom('sessions').select(['id', 'expiresAt', 'bound', 'entreprise_id']).where('id', '=', id).executeTakeFirst();

export const findOneTimeToken = (db: Executor, tokenHash: string, purpose: string) =>
  db.selectFrom('one_time_tokens').selectAll().where('tokenHash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function consumeOneTimeToken(db: Executor, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('one_time_tokens')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The throttle row of a key, created when missing and locked until the transaction ends (PostgreSQL row lock;
 * SQLite runs one write transaction at a time), so concurrent attempts are counted one after the other. */
export async function lockThrottle(trx: Trx, key: string, dialect: Dialect) {
  await trx
    .insertInto('auth_throttle')
    .values({ key, failures: 0, firstFailureAt: new Date().toISOString(), blockedUntil: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const q = trx.selectFrom('auth_throttle').selectAll().where('key', '=', key);
  return (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirstOrThrow();
}

export async function saveThrottle(
  db: Executor,
  row: { key: string; failures: number; firstFailureAt: string; blockedUntil: string | null },
) {
  await db
    .updateTable('auth_throttle')
    .set({ failures: row.failures, firstFailureAt: row.firstFailureAt, blockedUntil: row.blockedUntil })
    .where('key', '=', row.key)
    .execute();
}

export const findThrottle = (db: Executor, key: string) =>
  db.selectFrom('auth_throttle').selectAll().where('key', '=', key).executeTakeFirst();

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

/** Gives back an attempt that turned out fine (a successful sign-in from a shared address). */
export async function refundThrottle(db: Executor, key: string): Promise<void> {
  await db
    .updateTable('auth_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export const findMembership = (db: Executor, userId: number, entrepriseId: number) =>
  db
    .selectFrom('entreprise_users')
    .select(['roleId', 'magasinId', 'isActive', 'deleted_at'])
    .where('user_id', '=', userId)
    .where('entreprise_id', '=', entrepriseId)
    .executeTakeFirst();

export async function updateUser(db: Executor, userId: number, set: UserUpdate): Promise<void> {
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
