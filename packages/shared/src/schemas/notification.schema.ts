// Notifications (api-spec 7.17, product-spec §4): the types, who receives which per user and store, a user's list with
// the unread count, marking as viewed, and the live channel's messages.
import { z } from 'zod';
import { dbId } from './fields.schema';

/** The recorded events; 'help' is the notification always appended to a list, never stored nor subscribed to. */
export const NOTIFICATION_TAGS = [
  'open_cash',
  'close_cash',
  'withdrawal',
  'critical_stock',
  // Orders: a new order taken from afar (a source: phone, web…), an order ready (its planning), an order due today.
  'order_new',
  'order_ready',
  'order_due',
  // Client memberships (issue 32): a renewal falls due soon, a subscription expired.
  'membership_due',
  'membership_expired',
] as const;
export type NotificationTag = (typeof NOTIFICATION_TAGS)[number];
export const HELP_NOTIFICATION_TAG = 'help';

export const notificationType = z.object({ id: z.number(), tag: z.string(), intitule: z.string() });
export type NotificationType = z.infer<typeof notificationType>;

/** Sets the types a user receives for one store (replacing that store's previous choice; an empty list: none). */
export const userNotificationMagasinBody = z.object({
  userId: dbId,
  magasinId: dbId,
  notificationTypeIds: z.array(dbId).max(50),
});
export type UserNotificationMagasinBody = z.infer<typeof userNotificationMagasinBody>;

export const userNotificationMagasin = z.object({
  userId: z.number(),
  magasinId: z.number(),
  notificationTypeId: z.number(),
  tag: z.string(),
});
export type UserNotificationMagasin = z.infer<typeof userNotificationMagasin>;

export const userNotificationMagasinQuery = z.object({ userId: dbId });

/**
 * A role's choice of the types its members receive (those without a choice of their own): `notificationTypeIds` null
 * removes the choice (every type again), an empty list: none.
 */
export const roleNotificationTypesBody = z.object({
  roleId: dbId,
  notificationTypeIds: z.array(dbId).max(50).nullable(),
});
export type RoleNotificationTypesBody = z.infer<typeof roleNotificationTypesBody>;

/** The roles of the company that chose, each with its types (absent: the role's members receive every type). */
export const roleNotificationTypes = z.object({ roleId: z.number(), notificationTypeIds: z.array(z.number()), tags: z.array(z.string()) });
export type RoleNotificationTypes = z.infer<typeof roleNotificationTypes>;

export const notification = z.object({
  /** 0 for the help notification. */
  id: z.number(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  tag: z.string(),
  createdAt: z.string(),
  magasinId: z.number().nullable(),
  caisseId: z.number().nullable(),
  viewed: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  /** Only this type. */
  tag: z.enum(NOTIFICATION_TAGS).optional(),
  magasinId: dbId.optional(),
  /** Created on or after / before this instant (ISO). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationsAnswer = z.object({ notifications: z.array(notification), unread: z.number() });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** POST /user/{id}/notifications/viewed: the list of notification ids. */
export const notificationsViewedBody = z.array(dbId).min(1).max(500);
export const notificationsViewedAnswer = z.object({ unread: z.number() });

/**
 * Topics of the live channel: notifications recorded; orders created or changed (tags: created, changed); a sale
 * (the live dashboard); stock levels moved; a register session opened, closed, or with an operation (caisseId).
 */
export const LIVE_TOPICS = ['notifications', 'orders', 'sale', 'stock', 'caisse', 'display'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** A message on the live channel: a client whose user is in userIdList refetches what the topic concerns. */
export const liveEvent = z.object({
  type: z.literal('event'),
  topic: z.enum(LIVE_TOPICS),
  userIdList: z.array(z.number()),
  magasinId: z.number().nullable(),
  caisseId: z.number().nullable(),
  tags: z.array(z.string()),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/** Subprotocol of the live channel; the session token travels as the second one (browsers cannot set headers). */
export const LIVE_PROTOCOL = 'comptoir-live';

/** Web Push (api-spec 7.17): the identity a user's devices are subscribed under. */
export const pushIdentity = (userId: number): string => `user-id-${userId}`;

/** POST {notify}/user/{id}/push/subscribe: the browser's PushSubscription (its toJSON()). */
export const pushSubscribeBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(1000) });
export const pushSubscribeAnswer = z.object({ identity: z.string() });
export const pushPublicKeyAnswer = z.object({ publicKey: z.string() });

/** What a push message carries (the service worker shows it and opens `url` on click). */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}
