// POST /InsertCommand/: one sale in one transaction (api-spec 7.7, 7.8; DESIGN.md §3, §3b). The client-generated
// uuid is the idempotency key (a repeat answers the first result); the ticket number is taken from the business day's
// counter in the same transaction; stock, promo code, gift card, loyalty points and cash operations are written there
// too, so a failure leaves nothing.
import {
  hasAnyTag,
  initialState,
  orderBoundErrors,
  orderTotals,
  storesInScope,
  toMinor,
  toTotalsInput,
  type Discount,
  type FieldError,
  type InsertCommandData,
  type RoleTag,
} from '@comptoir/shared';
import { nowIso, type Database, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency } from '../../lib/idempotency';
import * as caisseRepo from '../caisse/caisse.repository';
import { visibleSession } from '../caisse/sessions.service';
import { findClient } from '../clients/clients.repository';
import { earnPoints } from '../loyalty/loyalty.service';
import { promoCodeDiscount } from '../remises/remises.service';
import { findGrantedTags } from '../auth/auth.repository';
import { findMember, memberStores } from '../users/users.repository';
import * as aggregates from '../dashboards/aggregates';
import { businessTime, utcOffsetOf } from '../dashboards/business-time';
import { compositionsOf, lineTva, loadPrices, stockOfLines, takeLinesStock, tvaOf, writeLines, writePayments } from './command-lines';
import { auditOverrides, checkLinePrices, saleTime } from './line-prices';
import { orderSettings } from './order-settings';
import { chosenInstructions, writeInstructions } from './command-instructions';
import { dueToday, notifyOrder } from './order-notifications';
import { businessDay } from '../caisse/caisse.common';
import { recordUses, subscribedLines } from '../memberships/membership-uses';
import { planLabel, planLineOf, plansToSell, startSold } from '../memberships/membership-sales';
import * as repo from './orders.repository';
import { choiceNames, detailOf } from './orders.view';

export const INSERT_ROUTE = 'POST /InsertCommand';
/** The rights of a till: who may send a sale, and who a queued sale may name as its seller. */
export const SELLING_TAGS = ['direct_web_point_of_sell', 'web_point_of_sell'] as const;
const has = (ctx: RequestContext, tags: string[]) => tags.some((t) => (ctx.tags as string[]).includes(t));

/** Rights and company settings a sale must respect; every problem at once. */
async function checkRights(trx: Trx, ctx: RequestContext, b: InsertCommandData) {
  const settings = await orderSettings(trx, ctx.entrepriseId);
  const errors: FieldError[] = [];
  if (b.isCredit && !has(ctx, ['commande_credite'])) errors.push({ field: 'isCredit', message: 'unauthorized action' });
  const lineDiscount = b.lines.findIndex((l) => l.remise && l.remise.value > 0);
  if (lineDiscount >= 0 && (!settings.lineDiscount || !has(ctx, ['remise_commande'])))
    errors.push({ field: `lines.${lineDiscount}.remise`, message: 'discount_not_allowed' });
  if (b.remise && b.remise.value > 0 && (!settings.orderDiscount || !has(ctx, ['remise_commande'])))
    errors.push({ field: 'remise', message: 'discount_not_allowed' });
  if (b.codePromo && !has(ctx, ['command_code_promo', 'remise_commande']))
    errors.push({ field: 'codePromo', message: 'unauthorized action' });
  if (b.codePromo && b.remise && b.remise.value > 0) errors.push({ field: 'remise', message: 'promo_code_and_remise' });
  if (errors.length) throw new AppError('FORBIDDEN', 'unauthorized action', { errors });
}

/**
 * Who the sale is credited to: the signed-in user, or the seller a sale queued at a till names (sent later, maybe after
 * another user signed in there) — a member of the company (blocked since or not) working in the session's store.
 */
async function sellerOf(trx: Trx, ctx: RequestContext, sellerId: number | undefined, magasinId: number): Promise<number> {
  if (sellerId === undefined || sellerId === ctx.userId) return ctx.userId;
  const member = await findMember(trx, ctx.entrepriseId, sellerId);
  if (member) {
    const stores = (await memberStores(trx, ctx.entrepriseId, [sellerId])).get(sellerId) ?? [];
    const scope = storesInScope(member.roleTag as RoleTag, stores.length ? stores : member.magasinId ? [member.magasinId] : []);
    // A seller holds a selling right (the till's functionalities), as the sign-in that sends a sale must.
    const tags = await findGrantedTags(trx, ctx.entrepriseId, member.roleId);
    if (!hasAnyTag(tags, SELLING_TAGS)) throw invalid([{ field: 'sellerId', message: 'seller_cannot_sell' }]);
    if (!scope || scope.includes(magasinId)) return sellerId;
  }
  throw invalid([{ field: 'sellerId', message: 'unknown_reference' }]);
}

export async function insertCommand(database: Database, ctx: RequestContext, sent: InsertCommandData, key: string) {
  return withIdempotency(
    database,
    {
      entrepriseId: ctx.entrepriseId,
      key,
      route: INSERT_ROUTE,
      request: { ...sent, customer: sent.clientId ?? null },
      beforeReplay: (trx) => visibleSession(trx, ctx, sent.caisseId),
    },
    async (trx) => {
      const now = nowIso();
      let b = sent;
      const s = await visibleSession(trx, ctx, b.caisseId);
      // The session row (running totals) and the day's ticket counter (every till of the store) are locked until the
      // commit. On PostgreSQL they are taken late, once the order and its lines are written, so that concurrent sales
      // wait on them for a few statements only; SQLite runs one write transaction at a time and takes them first.
      const lockLate = database.dialect === 'postgres';
      const lockSession = async () => {
        if (!(await caisseRepo.lockOpenSession(trx, ctx.entrepriseId, s.id, now))) throw conflict('session_closed', 'caisseId');
      };
      if (s.state !== 'opened') throw conflict('session_closed', 'caisseId');
      if (!lockLate) await lockSession();
      await checkRights(trx, ctx, b);
      // The sale is written as the seller's (order, stock, cash, points); its state history keeps who sent it.
      const seller = await sellerOf(trx, ctx, b.sellerId, s.magasin_id);
      const sctx = seller === ctx.userId ? ctx : { ...ctx, userId: seller, userName: undefined };
      const client = b.clientId ? await findClient(trx, ctx.entrepriseId, b.clientId) : undefined;
      if (b.clientId && !client) throw notFound('client');
      const instructions = await chosenInstructions(trx, ctx.entrepriseId, b.instructionIds);
      // Lines used from a client subscription: the server sells them at 0 when the subscription allows it (issue 32).
      const subscribed = await subscribedLines(trx, ctx, b.lines, client?.id ?? null, businessDay(ctx.localTime), now);
      if (subscribed.uses.length) b = { ...b, lines: subscribed.lines };
      // Plans the client subscribes to in this ticket: lines at the plans' own prices and tax rates (issue 32).
      const plans = await plansToSell(trx, ctx, b, client?.id ?? null, s.currencyTag);
      const today = businessDay(ctx.localTime);

      const actor = { entrepriseId: ctx.entrepriseId, userId: seller };
      // A ticket of subscriptions only has no catalogue line.
      const prices = b.lines.length ? await loadPrices(trx, ctx, b.lines, s) : new Map<number, never>();
      // The catalogue's prices at the sale's time, or the right to sell at another (recorded), or a flag for a manager.
      const soldAt = saleTime(b.soldAt, now);
      const priceCheck = await checkLinePrices(trx, ctx, b.lines, prices, soldAt, 'lines', subscribed.indexes);
      if (priceCheck.errors.length) throw invalid(priceCheck.errors);

      // A promo code gives the order discount; consumed once (a retried sale replays above and never gets here).
      let orderDiscount: Discount | null = null;
      if (b.codePromo) {
        orderDiscount = (await promoCodeDiscount(trx, actor, { code: b.codePromo, key: `promo:${key}`, clientId: b.clientId ?? null }))
          .discount;
      }
      const input = toTotalsInput(b);
      const totals = orderTotals({
        ...input,
        remise: orderDiscount ?? input.remise,
        lines: [
          ...input.lines.map((l, i) => ({ ...l, tva: tvaOf(b.lines[i], prices) })),
          ...plans.map((p) => ({ unitPrice: planLineOf(p).unitPrice, quantity: 1, tva: planLineOf(p).tva })),
        ],
      });
      const tooLarge = orderBoundErrors(totals);
      if (tooLarge.length) throw invalid(tooLarge);
      if (totals.overpaid > 0) throw invalid([{ field: 'payments', message: 'overpaid' }]);
      const paid = totals.paid - totals.change;
      const etat = initialState({ total: totals.total, paid, isCredit: b.isCredit, isValidatable: b.isValidatable });
      // A subscription starts on payment: its ticket is paid in full now.
      if (plans.length && paid < totals.total) throw invalid([{ field: 'payments', message: 'subscription_unpaid' }]);
      const planTotals = totals.lines.slice(b.lines.length);

      // The order is the seller's (GET names them), its first state the sender's.
      const userName = ctx.userName ?? (await repo.findUserName(trx, ctx.userId));
      const sellerName = seller === ctx.userId ? userName : await repo.findUserName(trx, seller);
      let ticketNumber = lockLate ? null : await repo.nextTicketNumber(trx, s.calendar_day_id, now);
      const command = {
        entreprise_id: ctx.entrepriseId,
        uuid: b.uuid,
        magasin_id: s.magasin_id,
        caisse_id: s.id,
        calendar_day_id: s.calendar_day_id,
        ticketNumber,
        user_id: seller,
        client_id: client?.id ?? null,
        clientName: client?.name ?? null,
        etat,
        isCredit: b.isCredit,
        currencyTag: s.currencyTag,
        subtotal: totals.subtotal,
        remise: totals.remise,
        orderRemise: totals.orderRemise,
        total: totals.total,
        paid,
        change: totals.change,
        taxes: JSON.stringify(totals.taxes),
        codePromo: b.codePromo?.toUpperCase() ?? null,
        priceFlag: priceCheck.flag,
        provisional: b.provisional?.toUpperCase() || null,
        source: b.source ?? null,
        notes: b.notes ?? null,
        remindTimeAt: b.remindTimeAt ?? null,
        validatedBy: null,
        validatedAt: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        // The till's business day and hour of the sale (when it was made, a queued sale too): the dashboards' keys.
        ...businessTime(soldAt.at, utcOffsetOf(ctx.localTime, Date.parse(now))),
      };
      const commandId = await repo.insertCommand(trx, command);
      await repo.insertState(trx, { entrepriseId: ctx.entrepriseId, commandId, from: null, to: etat, userId: ctx.userId, now });
      await auditOverrides(trx, ctx, commandId, priceCheck, now);
      if (instructions.length) await writeInstructions(trx, ctx.entrepriseId, commandId, instructions, false);

      // Lines and serial numbers.
      const { lineIds, perUnit, unitCosts } = !b.lines.length
        ? { lineIds: [], perUnit: [], unitCosts: [] }
        : await writeLines(trx, sctx, {
            commandId,
            magasinId: s.magasin_id,
            lines: b.lines,
            prices,
            totals: totals.lines,
            moveStock: false,
            now,
          });
      await recordUses(trx, ctx, commandId, lineIds, subscribed, now);
      const planLines = plans.map((p, i) => ({
        entreprise_id: ctx.entrepriseId,
        command_id: commandId,
        price_id: null,
        label: planLabel(p, today),
        quantity: 1,
        unitPrice: planLineOf(p).unitPrice,
        remise: planTotals[i].remise,
        orderRemise: planTotals[i].orderRemise,
        tva: planLineOf(p).tva,
        total: planTotals[i].total,
        created_at: now,
      }));
      const planLineIds = await repo.insertLines(trx, planLines);
      const soldIds = !plans.length
        ? []
        : await startSold(trx, ctx, {
            plans,
            clientId: client!.id,
            magasinId: s.magasin_id,
            commandId,
            lineIds: planLineIds,
            amounts: planTotals.map((t) => t.total),
            today,
            now,
          });
      // PostgreSQL: what the stock movements need is read first; then, in this order (every sale takes them so, and the
      // refunds and exchanges take the session before the levels): the session (running totals, per till), the
      // payments, the stock levels of the lines' products (shared by every till of the store, in product order, one
      // statement) and last the day's ticket counter (every till of the store), so that the rows every sale of the
      // store needs stay locked for a statement or two before the commit.
      const sold = b.lines.map((l, i) => ({ lineId: lineIds[i], quantity: l.quantity, perUnit: perUnit[i] }));
      const stock = !b.isValidatable && sold.length ? await stockOfLines(trx, sctx, sold) : undefined;
      if (lockLate) await lockSession();
      // Payments: gift card debit, points spent, other modes must be active; each is an operation of the session.
      const { pointsPaid, operations } = await writePayments(trx, sctx, {
        key,
        commandId,
        session: s,
        clientId: client?.id ?? null,
        payments: b.payments,
        change: totals.change,
        now,
      });
      // Points earned on what was paid in money (not on points spent).
      let pointsEarned = 0;
      if (client && paid - pointsPaid > 0) {
        const earned = await earnPoints(trx, actor, { clientId: client.id, amountMinor: paid - pointsPaid, commandId, key: `earn:${key}` });
        pointsEarned = earned.points;
        await repo.updateCommand(trx, ctx.entrepriseId, commandId, { pointsEarned });
      }
      // The stock the lines take out of the store (a quote moves nothing), then the ticket number.
      if (stock) await takeLinesStock(trx, sctx, { id: commandId, magasin_id: s.magasin_id }, sold, now, stock);
      if (lockLate) ticketNumber = await repo.numberCommand(trx, s.calendar_day_id, commandId, now);
      // The dashboards' aggregates, from what was just written.
      await aggregates.addNew(
        trx,
        { ...command, id: commandId },
        [
          ...aggregates.newLineFacts(commandId, b.lines, totals.lines, unitCosts),
          ...planLines.map((l) => ({ ...l, returnedQuantity: 0, unitCost: null })),
        ],
        operations.map((o) => ({ command_id: commandId, ...o })),
      );

      // The answer is made of what was just written (as GET /Command/:id would read it back), not read again.
      const written = { ...command, id: commandId, ticketNumber, pointsEarned };
      // An order taken from afar, an order due today: told to who follows the store's orders (not a counter sale).
      if (b.source) await notifyOrder(trx, ctx, 'order_new', written);
      if (dueToday(ctx, b.remindTimeAt)) await notifyOrder(trx, ctx, 'order_due', written);
      return detailOf({
        c: { ...written, previousEtat: null, planning: null, planningAt: null, userName: sellerName },
        lines: [
          ...b.lines.map((l, i) => {
            const t = totals.lines[i];
            return {
              id: lineIds[i],
              command_id: commandId,
              price_id: l.priceId,
              label: prices.get(l.priceId)!.label,
              quantity: l.quantity,
              returnedQuantity: 0,
              unitPrice: toMinor(l.unitPrice),
              remise: t.remise,
              orderRemise: t.orderRemise,
              tva: lineTva(l, prices),
              total: t.total,
              compositions: compositionsOf(l),
              notes: l.notes ?? null,
            };
          }),
          ...planLines.map((l, i) => ({ ...l, id: planLineIds[i], returnedQuantity: 0, compositions: null, notes: null })),
        ],
        serials: b.lines.flatMap((l, i) => (l.serialNumbers ?? []).map((serialNumber) => ({ command_line_id: lineIds[i], serialNumber }))),
        payments: operations,
        history: [{ from: null, to: etat, user_id: ctx.userId, userName, reason: null, created_at: now }],
        names: await choiceNames(
          trx,
          ctx.entrepriseId,
          b.lines.map((l) => ({ compositions: compositionsOf(l) })),
        ),
        labels: new Map([...prices.values()].map((p) => [p.id, { en: p.en_label, ar: p.ar_label, it: p.it_label }])),
        instructions,
        memberships: new Map(soldIds.map((m, i) => [planLineIds[i], m])),
      });
    },
  );
}
