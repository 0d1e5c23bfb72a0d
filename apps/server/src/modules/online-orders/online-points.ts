// Points of an online order paid after it was placed (pay at pickup, cash on delivery, the provider's settlement
// file): the till's rule (`earnPoints`: the company's revenue point multiplier on what was paid in money), once per
// order whatever path paid it (the ledger's key is the one the checkout uses for an order paid online,
// `earn:online:{uuid}`). A refund takes them back as for a till sale (reversal.ts reads the order's movements).
import type { Trx } from '../../db/database';
import { findClient } from '../clients/clients.repository';
import { earnPoints, orderPoints, POINT_VALUE_MINOR } from '../loyalty/loyalty.service';

export const onlineEarnKey = (uuid: string) => `earn:online:${uuid}`;

/**
 * Called in the transaction that made an order paid in full: an online order of a client earns its points now (once);
 * any other order is left as it is (a till sale earned its points when it was written).
 */
export async function earnWhenPaid(trx: Trx, actor: { entrepriseId: number; userId: number }, commandId: number): Promise<number> {
  const row = await trx
    .selectFrom('commands as c')
    .innerJoin('online_orders as o', (j) => j.onRef('o.command_id', '=', 'c.id').onRef('o.entreprise_id', '=', 'c.entreprise_id'))
    .select(['c.id', 'c.uuid', 'c.client_id', 'c.etat', 'c.paid', 'c.total'])
    .where('c.entreprise_id', '=', actor.entrepriseId)
    .where('c.id', '=', commandId)
    .executeTakeFirst();
  if (!row || row.client_id === null || row.etat !== 'paid') return 0;
  // A client deleted since: the payment goes through, nobody earns.
  if (!(await findClient(trx, actor.entrepriseId, row.client_id))) return 0;
  // What was paid in money: points spent on the order earn nothing (the till's rule).
  const { spentLeft } = await orderPoints(trx, actor.entrepriseId, row.id);
  const money = Number(row.paid) - spentLeft * POINT_VALUE_MINOR;
  if (money <= 0) return 0;
  const earned = await earnPoints(trx, actor, {
    clientId: row.client_id,
    amountMinor: money,
    commandId: row.id,
    key: onlineEarnKey(row.uuid),
  });
  if (!earned.replayed)
    await trx
      .updateTable('commands')
      .set({ pointsEarned: earned.points })
      .where('entreprise_id', '=', actor.entrepriseId)
      .where('id', '=', row.id)
      .execute();
  return earned.points;
}
