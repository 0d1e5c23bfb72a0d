// Notifications about orders (issue 25): a new order taken from afar (one with a source: phone, WhatsApp, web…), an
// order ready (its planning reaches `ready`), an order due today (its planned time — remindTimeAt — falls on the
// till's business day when the order is taken or changed). Recorded in the write's transaction like the register's
// and the stock's; the live channel and Web Push tell their recipients once the request has answered.
import { fromMinor } from '@comptoir/shared';
import { nowIso, type Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { businessTime, utcOffsetOf } from '../dashboards/business-time';

export type OrderNotificationTag = 'order_new' | 'order_ready' | 'order_due';

export interface NotifiedOrder {
  id: number;
  magasin_id: number;
  caisse_id: number | null;
  ticketNumber: number | null;
  clientName: string | null;
  source: string | null;
  remindTimeAt: string | null;
  total: number;
  currencyTag: string | null;
}

export async function notifyOrder(db: Executor, ctx: RequestContext, tag: OrderNotificationTag, c: NotifiedOrder): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      entreprise_id: ctx.entrepriseId,
      magasin_id: c.magasin_id,
      // Not the register's: the dedupe rule per register is for its withdrawals.
      caisse_id: null,
      tag,
      title: `notif_${tag}`,
      message: `notif_${tag}_message`,
      data: JSON.stringify({
        commandId: c.id,
        ticketNumber: c.ticketNumber,
        clientName: c.clientName,
        source: c.source,
        remindTimeAt: c.remindTimeAt,
        total: fromMinor(Number(c.total)),
        currencyTag: c.currencyTag,
      }),
      user_id: ctx.userId,
      created_at: nowIso(),
    })
    .execute();
}

/** Whether a planned time falls on today's business day of the till that sent the request (its local date). */
export function dueToday(ctx: RequestContext, remindTimeAt: string | null | undefined, now = Date.now()): boolean {
  if (!remindTimeAt) return false;
  const at = Date.parse(remindTimeAt);
  if (Number.isNaN(at)) return false;
  const offset = utcOffsetOf(ctx.localTime, now);
  return businessTime(at, offset).businessDay === businessTime(now, offset).businessDay;
}
