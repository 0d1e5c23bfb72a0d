// Notifications read (api-spec 7.17, product-spec §4): the types, who receives which per user and store, a user's
// list (deduplicated per register, the help notification appended) with the unread count, and marking as viewed.
import {
  HELP_NOTIFICATION_TAG,
  type Notification,
  type NotificationsAnswer,
  type NotificationsQuery,
  type NotificationType,
  type RoleNotificationTypes,
  type RoleNotificationTypesBody,
  type UserNotificationMagasin,
  type UserNotificationMagasinBody,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { forbidden, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { hasMessage, translate } from '../../lib/messages';
import { storesOf } from '../caisse/caisse.common';
import { findStore } from '../stock/stock.repository';
import { visibleMember } from '../users/users.service';
import * as repo from './notifications.repository';

const readerOf = (ctx: RequestContext): repo.Reader => ({
  entrepriseId: ctx.entrepriseId,
  userId: ctx.userId,
  roleId: ctx.roleId,
  stores: storesOf(ctx),
});

/** A user reads and marks only their own notifications (the notification host's calls carry the user's id). */
function ownId(ctx: RequestContext, userId: number): void {
  if (userId !== ctx.userId) throw forbidden();
}

/** The caller's context when the path's user is the caller (403 otherwise). */
export function own(ctx: RequestContext, userId: number): RequestContext {
  ownId(ctx, userId);
  return ctx;
}

export async function types(database: Database, ctx: RequestContext): Promise<NotificationType[]> {
  const rows = await repo.listTypes(database.db);
  return rows.map((t) => ({ ...t, intitule: hasMessage(`notif_${t.tag}`) ? translate(ctx.locale, `notif_${t.tag}`) : t.intitule }));
}

export async function userStoreTypes(database: Database, ctx: RequestContext, userId: number): Promise<UserNotificationMagasin[]> {
  await visibleMember(database.db, ctx, userId);
  return repo.listUserStoreTypes(database.db, ctx.entrepriseId, userId);
}

/** Sets the types a member receives for one store of the company (in the caller's scope); answers all the member's. */
export async function setUserStoreTypes(database: Database, ctx: RequestContext, body: UserNotificationMagasinBody) {
  return database.db.transaction().execute(async (trx) => {
    await visibleMember(trx, ctx, body.userId);
    if (!(await findStore(trx, ctx, body.magasinId))) throw notFound('magasin');
    const ids = [...new Set(body.notificationTypeIds)];
    const known = new Set((await repo.findTypes(trx, ids)).map((t) => t.id));
    const errors = body.notificationTypeIds.flatMap((id, i) =>
      known.has(id) ? [] : [{ field: `notificationTypeIds.${i}`, message: 'not_found_notification_type' }],
    );
    if (errors.length) throw invalid(errors);
    await repo.setUserStoreTypes(trx, { entrepriseId: ctx.entrepriseId, userId: body.userId, magasinId: body.magasinId, typeIds: ids });
    return repo.listUserStoreTypes(trx, ctx.entrepriseId, body.userId);
  });
}

/** The roles of the company that chose which types their members receive. */
export const roleTypes = (database: Database, ctx: RequestContext) => roleTypesOf(database.db, ctx.entrepriseId);

async function roleTypesOf(db: Executor, entrepriseId: number): Promise<RoleNotificationTypes[]> {
  const [choices, types] = await Promise.all([repo.roleChoices(db, entrepriseId), repo.listTypes(db)]);
  const idOf = new Map(types.map((t) => [t.tag, t.id]));
  return [...choices]
    .sort(([a], [b]) => a - b)
    .map(([roleId, tags]) => ({ roleId, tags, notificationTypeIds: tags.map((t) => idOf.get(t)!).sort((a, b) => a - b) }));
}

/** Sets (or with null removes) a role's choice for its members who have none of their own; answers every role's. */
export async function setRoleTypes(database: Database, ctx: RequestContext, body: RoleNotificationTypesBody) {
  return database.db.transaction().execute(async (trx) => {
    const role = await trx.selectFrom('roles').select('id').where('id', '=', body.roleId).executeTakeFirst();
    if (!role) throw notFound('role');
    const ids = [...new Set(body.notificationTypeIds ?? [])];
    const known = new Set((await repo.findTypes(trx, ids)).map((t) => t.id));
    const errors = (body.notificationTypeIds ?? []).flatMap((id, i) =>
      known.has(id) ? [] : [{ field: `notificationTypeIds.${i}`, message: 'not_found_notification_type' }],
    );
    if (errors.length) throw invalid(errors);
    await repo.setRoleTypes(trx, {
      entrepriseId: ctx.entrepriseId,
      roleId: body.roleId,
      typeIds: body.notificationTypeIds === null ? null : ids,
      now: nowIso(),
    });
    return roleTypesOf(trx, ctx.entrepriseId);
  });
}

/** Removes a member's own choice (every store): they receive what their role does again. */
export async function clearUserStoreTypes(database: Database, ctx: RequestContext, userId: number) {
  await visibleMember(database.db, ctx, userId);
  await repo.clearUserTypes(database.db, ctx.entrepriseId, userId);
  return repo.listUserStoreTypes(database.db, ctx.entrepriseId, userId);
}

function parseData(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export async function list(database: Database, ctx: RequestContext, userId: number, q: NotificationsQuery): Promise<NotificationsAnswer> {
  ownId(ctx, userId);
  const reader = readerOf(ctx);
  const [rows, unread] = await Promise.all([repo.listFor(database.db, reader, q, q.limit), repo.unreadCount(database.db, reader)]);
  const word = (key: string) => (hasMessage(key) ? translate(ctx.locale, key) : key);
  const notifications: Notification[] = rows.map((r) => ({
    id: r.id,
    tag: r.tag,
    title: word(r.title),
    message: word(r.message),
    data: parseData(r.data),
    magasinId: r.magasinId,
    caisseId: r.caisseId,
    createdAt: iso(r.createdAt),
    viewed: Boolean(r.viewed),
  }));
  // product-spec §4: a help notification is always appended (never stored, never unread).
  notifications.push({
    id: 0,
    tag: HELP_NOTIFICATION_TAG,
    title: word('notif_help'),
    message: word('notif_help_message'),
    data: null,
    magasinId: null,
    caisseId: null,
    createdAt: nowIso(),
    viewed: true,
  });
  return { notifications, unread };
}

/** Marks as viewed those of the ids the user receives (others are ignored); answers the unread count. */
export async function viewed(database: Database, ctx: RequestContext, userId: number, ids: number[]): Promise<{ unread: number }> {
  ownId(ctx, userId);
  const reader = readerOf(ctx);
  const mine = await repo.visibleIds(database.db, reader, [...new Set(ids)]);
  await repo.markViewed(database.db, ctx.userId, mine, nowIso());
  return { unread: await repo.unreadCount(database.db, reader) };
}
