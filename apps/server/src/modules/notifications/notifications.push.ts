// Web Push (issue 25 point 3): a subscription per user and device under the identity user-id-{id}; when notifications
// are recorded, each recipient's devices get a push message (encrypted for the device, signed with the server's
// VAPID key: the web-push package builds the request, sent here with fetch). A subscription the push service says is
// gone (404, 410) is dropped.
import { pushIdentity, type PushPayload, type PushSubscribeBody } from '@comptoir/shared';
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import { nowIso, type Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';

/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export async function subscribe(db: Executor, ctx: RequestContext, body: PushSubscribeBody): Promise<{ identity: string }> {
  const identity = pushIdentity(ctx.userId);
  const now = nowIso();
  const row = {
    entreprise_id: ctx.entrepriseId,
    user_id: ctx.userId,
    identity,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    updated_at: now,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ ...row, endpoint: body.endpoint, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
  return { identity };
}

/** Removes this user's subscription of a device (at sign-out); another user's endpoint is left alone. */
export async function unsubscribe(db: Executor, ctx: RequestContext, endpoint: string): Promise<{ identity: string }> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', ctx.userId).execute();
  return { identity: pushIdentity(ctx.userId) };
}

/** Sends a message to every device of these users in this company; answers how many the push services accepted. */
export async function sendPush(
  db: Executor,
  vapid: AppConfig['vapid'],
  entrepriseId: number,
  userIds: number[],
  payloadIn: (locale: string | null) => PushPayload,
): Promise<number> {
  if (!userIds.length) return 0;
  const subs = await db
    .selectFrom('push_subscriptions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.endpoint', 'p.p256dh', 'p.auth', 'u.locale'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.user_id', 'in', userIds)
    .execute();
  let accepted = 0;
  await Promise.all(
    subs.map(async (s) => {
      const req = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(payloadIn(s.locale)),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const res = await fetch(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ? new Uint8Array(req.body) : undefined,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.status === 404 || res.status === 410) await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
      else if (res.ok) accepted++;
    }),
  );
  return accepted;
}
