// SQL for the notification types, who receives which (per user and store), a user's list and what they have viewed.
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { STORE_BOUND_ROLES, type RoleTag } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { DB, NotificationsTable } from '../../db/schema';

type N = DB & { n: NotificationsTable };

/** Tags whose notifications carry a running count per register (the dedupe rule of product-spec §4). */
export const COUNTED_TAGS = ['withdrawal'];

export const listTypes = (db: Executor) => db.selectFrom('notification_types').select(['id', 'tag', 'intitule']).orderBy('id').execute();

export async function findTypes(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('notification_types').select(['id', 'tag']).where('id', 'in', ids).execute();
}

export async function setUserStoreTypes(db: Executor, e: { entrepriseId: number; userId: number; magasinId: number; typeIds: number[] }) {
  await db
    .deleteFrom('user_notification_magasins')
    .where('entreprise_id', '=', e.entrepriseId)
    .where('user_id', '=', e.userId)
    .where('magasin_id', '=', e.magasinId)
    .execute();
  if (e.typeIds.length)
    await db
      .insertInto('user_notification_magasins')
      .values(
        e.typeIds.map((t) => ({ entreprise_id: e.entrepriseId, user_id: e.userId, magasin_id: e.magasinId, notification_type_id: t })),
      )
      .execute();
}

export const listUserStoreTypes = (db: Executor, entrepriseId: number, userId: number) =>
  db
    .selectFrom('user_notification_magasins as u')
    .innerJoin('notification_types as t', 't.id', 'u.notification_type_id')
    .select(['u.user_id as userId', 'u.magasin_id as magasinId', 'u.notification_type_id as notificationTypeId', 't.tag'])
    .where('u.entreprise_id', '=', entrepriseId)
    .where('u.user_id', '=', userId)
    .orderBy('u.magasin_id')
    .orderBy('u.notification_type_id')
    .execute();

export interface Reader {
  entrepriseId: number;
  userId: number;
  /** The user's role in the company: its choice applies while the user has none of their own. */
  roleId: number;
  /** The stores the user sees; undefined: all the company's. */
  stores: number[] | undefined;
}

export interface ListFilter {
  tag?: string;
  magasinId?: number;
  from?: string;
  to?: string;
}

/**
 * The notifications a user receives: of the company, of a store in the user's scope, of a type the user receives there
 * (while the user has chosen none anywhere: a type their role receives; while the role has not chosen either: every
 * type), without those a newer one of the same register supersedes.
 */
function visible(db: Executor, r: Reader, f: ListFilter = {}): SelectQueryBuilder<N, 'n', object> {
  let q = db.selectFrom('notifications as n').where('n.entreprise_id', '=', r.entrepriseId);
  if (r.stores) q = q.where('n.magasin_id', 'in', r.stores.length ? r.stores : [0]);
  if (f.magasinId !== undefined) q = q.where('n.magasin_id', '=', f.magasinId);
  if (f.tag) q = q.where('n.tag', '=', f.tag);
  if (f.from) q = q.where('n.created_at', '>=', f.from);
  if (f.to) q = q.where('n.created_at', '<', f.to);
  const chosen = (eb: ExpressionBuilder<N, 'n'>) =>
    eb
      .selectFrom('user_notification_magasins as u')
      .select(sql`1`.as('one'))
      .where('u.entreprise_id', '=', r.entrepriseId)
      .where('u.user_id', '=', r.userId);
  const roleChose = (eb: ExpressionBuilder<N, 'n'>) =>
    eb
      .selectFrom('role_notification_choices as rc')
      .select(sql`1`.as('one'))
      .where('rc.entreprise_id', '=', r.entrepriseId)
      .where('rc.role_id', '=', r.roleId);
  const roleReceives = (eb: ExpressionBuilder<N, 'n'>) =>
    eb
      .selectFrom('role_notification_types as rt')
      .innerJoin('notification_types as rtt', 'rtt.id', 'rt.notification_type_id')
      .select(sql`1`.as('one'))
      .where('rt.entreprise_id', '=', r.entrepriseId)
      .where('rt.role_id', '=', r.roleId)
      .whereRef('rtt.tag', '=', 'n.tag');
  return q
    .where((eb) =>
      eb.or([
        eb.and([eb.not(eb.exists(chosen(eb))), eb.or([eb.not(eb.exists(roleChose(eb))), eb.exists(roleReceives(eb))])]),
        eb.exists(
          chosen(eb)
            .innerJoin('notification_types as t', 't.id', 'u.notification_type_id')
            .whereRef('u.magasin_id', '=', 'n.magasin_id')
            .whereRef('t.tag', '=', 'n.tag'),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as m')
            .select(sql`1`.as('one'))
            .where('n.tag', 'in', COUNTED_TAGS)
            .whereRef('m.entreprise_id', '=', 'n.entreprise_id')
            .whereRef('m.tag', '=', 'n.tag')
            .whereRef('m.caisse_id', '=', 'n.caisse_id')
            .whereRef('m.magasin_id', '=', 'n.magasin_id')
            .whereRef('m.id', '>', 'n.id'),
        ),
      ),
    );
}

const viewedBy = (userId: number) => (eb: ExpressionBuilder<N, 'n'>) =>
  eb.exists(
    eb
      .selectFrom('notification_views as v')
      .select(sql`1`.as('one'))
      .whereRef('v.notification_id', '=', 'n.id')
      .where('v.user_id', '=', userId),
  );

export const listFor = (db: Executor, r: Reader, f: ListFilter, limit: number) =>
  visible(db, r, f)
    .select((eb) => [
      'n.id',
      'n.tag',
      'n.title',
      'n.message',
      'n.data',
      'n.magasin_id as magasinId',
      'n.caisse_id as caisseId',
      'n.created_at as createdAt',
      viewedBy(r.userId)(eb).as('viewed'),
    ])
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

export async function unreadCount(db: Executor, r: Reader): Promise<number> {
  const row = await visible(db, r)
    .where((eb) => eb.not(viewedBy(r.userId)(eb)))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Of the given ids, those the user receives (another company's, another store's or unknown ids are left out). */
export async function visibleIds(db: Executor, r: Reader, ids: number[]): Promise<number[]> {
  const rows = await visible(db, r).select('n.id').where('n.id', 'in', ids).execute();
  return rows.map((x) => x.id);
}

export async function markViewed(db: Executor, userId: number, ids: number[], now: string) {
  if (!ids.length) return;
  await db
    .insertInto('notification_views')
    .values(ids.map((id) => ({ notification_id: id, user_id: userId, viewed_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .execute();
}

interface Member {
  userId: number;
  roleId: number;
  roleTag: string;
  stores: number[];
}

/** Active members of a company (holding a functionality when one is named), with the stores they are bound to. */
async function activeMembers(db: Executor, entrepriseId: number, functionality?: string): Promise<Member[]> {
  let q = db
    .selectFrom('entreprise_users as eu')
    .innerJoin('users as us', 'us.id', 'eu.user_id')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .select(['eu.user_id as userId', 'eu.roleId', 'r.tag as roleTag', 'eu.magasinId'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.isActive', '=', true)
    .where('eu.deleted_at', 'is', null)
    .where('us.isActive', '=', true)
    .where('us.deleted_at', 'is', null);
  if (functionality)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_functionalities as rf')
          .innerJoin('functionalities as f', 'f.id', 'rf.functionality_id')
          .innerJoin('entreprise_functionalities as ef', (j) =>
            j.onRef('ef.functionality_id', '=', 'rf.functionality_id').onRef('ef.entreprise_id', '=', 'rf.entreprise_id'),
          )
          .select(sql`1`.as('one'))
          .whereRef('rf.role_id', '=', 'eu.roleId')
          .where('rf.entreprise_id', '=', entrepriseId)
          .where('f.tag', '=', functionality),
      ),
    );
  const rows = await q.execute();
  if (!rows.length) return [];
  // The company's store bindings at once (no list of thousands of ids as parameters).
  const stores = await db.selectFrom('user_magasins').select(['user_id', 'magasin_id']).where('entreprise_id', '=', entrepriseId).execute();
  const byUser = new Map<number, number[]>();
  for (const s of stores) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s.magasin_id]);
  return rows.map((r) => {
    const own = byUser.get(r.userId) ?? [];
    if (!own.length && r.magasinId) own.push(r.magasinId);
    return { userId: r.userId, roleId: r.roleId, roleTag: r.roleTag, stores: own };
  });
}

/** Whether a member sees a store (an admin, or a member of a role not bound to stores with no store: all). */
function seesStore(m: Member, magasinId: number | null): boolean {
  const allStores = !STORE_BOUND_ROLES.includes(m.roleTag as RoleTag) && (m.roleTag === 'admin' || m.stores.length === 0);
  return allStores || (magasinId !== null && m.stores.includes(magasinId));
}

/**
 * Who receives a notification of this type and store: active members of the company holding gestion_notification,
 * whose stores include it (an admin, or a manager bound to no store, sees all), and who receive that type there — by
 * their own choice per store, else by their role's choice, else every type.
 */
export async function recipients(db: Executor, entrepriseId: number, magasinId: number | null, tag: string): Promise<number[]> {
  const members = (await activeMembers(db, entrepriseId, 'gestion_notification')).filter((m) => seesStore(m, magasinId));
  if (!members.length) return [];
  const [prefs, roles] = await Promise.all([
    db
      .selectFrom('user_notification_magasins as u')
      .innerJoin('notification_types as t', 't.id', 'u.notification_type_id')
      .select(['u.user_id', 'u.magasin_id', 't.tag'])
      .where('u.entreprise_id', '=', entrepriseId)
      .execute(),
    roleChoices(db, entrepriseId),
  ]);
  const chose = new Set(prefs.map((p) => p.user_id));
  const receives = new Set(prefs.filter((p) => p.magasin_id === magasinId && p.tag === tag).map((p) => p.user_id));
  return members
    .filter((m) => {
      if (chose.has(m.userId)) return receives.has(m.userId);
      const role = roles.get(m.roleId);
      return !role || role.includes(tag);
    })
    .map((m) => m.userId);
}

/** The roles of a company that chose their members' types, with those types' tags (possibly none). */
export async function roleChoices(db: Executor, entrepriseId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('role_notification_choices as c')
    .leftJoin('role_notification_types as rt', (j) =>
      j.onRef('rt.entreprise_id', '=', 'c.entreprise_id').onRef('rt.role_id', '=', 'c.role_id'),
    )
    .leftJoin('notification_types as t', 't.id', 'rt.notification_type_id')
    .select(['c.role_id', 't.tag'])
    .where('c.entreprise_id', '=', entrepriseId)
    .execute();
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const list = out.get(r.role_id) ?? [];
    if (r.tag) list.push(r.tag);
    out.set(r.role_id, list);
  }
  return out;
}

/** The role's choice, replaced (`typeIds` null: the choice removed, its members receive every type again). */
export async function setRoleTypes(db: Executor, e: { entrepriseId: number; roleId: number; typeIds: number[] | null; now: string }) {
  // The choice's row first: it locks the role's choice, so two saves at once apply one after the other (the last wins).
  if (e.typeIds === null)
    await db.deleteFrom('role_notification_choices').where('entreprise_id', '=', e.entrepriseId).where('role_id', '=', e.roleId).execute();
  else
    await db
      .insertInto('role_notification_choices')
      .values({ entreprise_id: e.entrepriseId, role_id: e.roleId, updated_at: e.now })
      .onConflict((oc) => oc.columns(['entreprise_id', 'role_id']).doUpdateSet({ updated_at: e.now }))
      .execute();
  await db.deleteFrom('role_notification_types').where('entreprise_id', '=', e.entrepriseId).where('role_id', '=', e.roleId).execute();
  if (e.typeIds?.length)
    await db
      .insertInto('role_notification_types')
      .values(e.typeIds.map((t) => ({ entreprise_id: e.entrepriseId, role_id: e.roleId, notification_type_id: t })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** A member's own choice removed: they follow their role's again. */
export async function clearUserTypes(db: Executor, entrepriseId: number, userId: number) {
  await db.deleteFrom('user_notification_magasins').where('entreprise_id', '=', entrepriseId).where('user_id', '=', userId).execute();
}

/** The active members of a company who see a store (what its screens show: orders, stock, registers, sales). */
export async function storeMembers(db: Executor, entrepriseId: number, magasinId: number): Promise<number[]> {
  return (await activeMembers(db, entrepriseId)).filter((m) => seesStore(m, magasinId)).map((m) => m.userId);
}

/** What was recorded in a company since an instant: one row per store, register and type. */
export const recordedSince = (db: Executor, entrepriseId: number, since: string) =>
  db
    .selectFrom('notifications')
    .select(['magasin_id as magasinId', 'caisse_id as caisseId', 'tag'])
    .distinct()
    .where('entreprise_id', '=', entrepriseId)
    .where('created_at', '>=', since)
    .execute();
