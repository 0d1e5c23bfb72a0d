// An online order paid through the online payment provider after it was placed (the provider's settlement file,
// POST /Ecom/PayementFile): the path the checkout takes when it charges at once — a `payment` operation of mode
// online_payment_provider outside any register (the provider's reference as its reason), the order's paid amount
// and state with its history, its points by the till's rule (once), the dashboards — in one transaction per order.
import { nowIso, type Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { recordOperation } from '../caisse/caisse.common';
import * as aggregates from '../dashboards/aggregates';
import { orderChanged } from '../../realtime/changes';
import * as ordersRepo from '../orders/orders.repository';
import { earnWhenPaid } from './online-points';

export type OnlinePaymentOutcome =
  { ok: true } | { ok: false; reason: 'already_paid' | 'amount_mismatch' | 'cancelled'; expected: number | null };

class Refused extends Error {
  constructor(readonly outcome: Exclude<OnlinePaymentOutcome, { ok: true }>) {
    super(outcome.reason);
  }
}

/** Pays what an online order still owes, when `amount` (minor units) is exactly that; else says why not. */
export async function payOnline(
  database: Database,
  ctx: RequestContext,
  p: { commandId: number; amount: number; reference: string },
): Promise<OnlinePaymentOutcome> {
  try {
    await database.db.transaction().execute(async (trx) => {
      const c = await ordersRepo.findCommand(trx, ctx.entrepriseId, undefined, p.commandId);
      if (!c) throw new Refused({ ok: false, reason: 'cancelled', expected: null });
      if (['cancelled', 'refunded', 'cancellation_approved'].includes(c.etat))
        throw new Refused({ ok: false, reason: 'cancelled', expected: null });
      const owed = Number(c.total) - Number(c.paid);
      if (owed <= 0) throw new Refused({ ok: false, reason: 'already_paid', expected: 0 });
      if (p.amount !== owed) throw new Refused({ ok: false, reason: 'amount_mismatch', expected: owed });
      const now = nowIso();
      const before = await aggregates.snapshot(trx, ctx.entrepriseId, [c.id]);
      // Paid once: the update holds only while the order still owes what was read (another file, the till meanwhile).
      const done = await trx
        .updateTable('commands')
        .set({ paid: Number(c.total), etat: 'paid', updated_at: now })
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('id', '=', c.id)
        .where('paid', '=', Number(c.paid))
        .where('etat', '=', c.etat)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new Refused({ ok: false, reason: 'already_paid', expected: 0 });
      await recordOperation(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: c.magasin_id,
        caisseId: null,
        calendarDayId: null,
        commandId: c.id,
        userId: ctx.userId,
        type: 'payment',
        modePayment: 'online_payment_provider',
        amount: owed,
        currencyTag: c.currencyTag,
        reason: p.reference.slice(0, 255),
        now,
      });
      if (c.etat !== 'paid')
        await ordersRepo.insertState(trx, {
          entrepriseId: ctx.entrepriseId,
          commandId: c.id,
          from: c.etat,
          to: 'paid',
          userId: ctx.userId,
          reason: 'payment_file',
          now,
        });
      await trx
        .updateTable('online_orders')
        .set({ providerRef: p.reference.slice(0, 255) })
        .where('entreprise_id', '=', ctx.entrepriseId)
        .where('command_id', '=', c.id)
        .where('providerRef', 'is', null)
        .execute();
      await earnWhenPaid(trx, ctx, c.id);
      await aggregates.settle(trx, ctx.entrepriseId, [c.id], before);
    });
    orderChanged(p.commandId);
    return { ok: true };
  } catch (e) {
    if (e instanceof Refused) return e.outcome;
    throw e;
  }
}
