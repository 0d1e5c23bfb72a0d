// Online ordering by a client's own account (issue 31): the checkout, the client's orders, the stores it may order
// from. The order is priced by the server from its catalogue with the till's rule (the catalogue's unit price, the
// catalogue's tax rate, orderTotals), written as an order of the store (source ecommerce, no register session) with
// its stock out, its points (on what was paid) and its dashboard figures in one transaction, keyed by the client's
// uuid: a repeated checkout answers the first order and moves nothing again.
import {
  fromMinor,
  initialState,
  orderBoundErrors,
  orderTotals,
  toTotalsInput,
  type CommandLineInput,
  type OnlinePayment,
  type OnlineOrderData,
} from '@comptoir/shared';
import { nowIso, type Executor, type Trx } from '../../db/database';
import { AppError, invalid, notFound, type ThrownFieldError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { withIdempotency } from '../../lib/idempotency';
import { recordOperation } from '../caisse/caisse.common';
import * as aggregates from '../dashboards/aggregates';
import { businessTime, utcOffsetOf } from '../dashboards/business-time';
import { findConfigs } from '../entreprise/entreprise.repository';
import { ownClient } from '../loyalty/my-card.service';
import { earnPoints } from '../loyalty/loyalty.service';
import { loadPrices, tvaOf, writeLines } from '../orders/command-lines';
import { catalogueUnitPrice } from '../orders/line-prices';
import { notifyOrder } from '../orders/order-notifications';
import { promoCodeDiscount } from '../remises/remises.service';
import * as ordersRepo from '../orders/orders.repository';
import { paymentProvider } from './payment-provider';
import * as repo from './online-orders.repository';

export const ONLINE_ROUTE = 'POST /Online/Command';
/** A pickup time may lie this far in the past (the client's clock, the time to press the button). */
const PICKUP_SKEW_MS = 5 * 60_000;

/** The company's client id at the payment provider (config tag payment-provider client id), or null. */
async function providerClientId(db: Executor, entrepriseId: number): Promise<string | null> {
  const row = (await findConfigs(db, entrepriseId, ['payment_provider_client_id']))[0];
  if (!row?.value) return null;
  let v: unknown = row.value;
  try {
    v = JSON.parse(row.value);
  } catch {
    // Stored as plain text.
  }
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** The payments a client may choose: at pickup, on delivery, and online only with a provider and its client id. */
async function paymentChoices(deps: Deps, db: Executor, entrepriseId: number) {
  const clientId = paymentProvider(deps.config) ? await providerClientId(db, entrepriseId) : null;
  const payments: OnlinePayment[] = ['pay_at_pickup', 'cash_on_delivery'];
  if (clientId) payments.push('online_payment_provider');
  return { payments, providerClientId: clientId };
}

/** GET /Online/options: what the checkout offers this account. */
export async function options(deps: Deps, ctx: RequestContext) {
  const db = deps.database.db;
  const [choices, client] = await Promise.all([paymentChoices(deps, db, ctx.entrepriseId), ownClient(db, ctx)]);
  return {
    ...choices,
    hasClient: Boolean(client),
    client: client ? { name: client.name, tel: client.tel ?? null, address: repo.addressOf(client) } : null,
  };
}

/** GET /Online/stores: the company's live stores a client may order from or visit, with where and when they open. */
export async function stores(deps: Deps, ctx: RequestContext) {
  return (await repo.clientStores(deps.database.db, ctx.entrepriseId)).map(repo.toClientStore);
}

/** The prices of the cart, as a shopper may see them (visible, displayed) in the store and its currency. */
async function pricedLines(trx: Trx, ctx: RequestContext, b: OnlineOrderData, store: { id: number; currencyTag: string }, at: number) {
  const lines: CommandLineInput[] = b.lines.map((l) => ({ priceId: l.priceId, quantity: l.quantity, unitPrice: 0 }));
  // A price of the company sold by another store only: said per line (the cart was filled in another store's catalogue).
  const elsewhere = await repo.otherStorePrices(trx, ctx.entrepriseId, store.id, [...new Set(lines.map((l) => l.priceId))]);
  if (elsewhere.length)
    throw invalid(
      lines.flatMap((l, i) => (elsewhere.includes(l.priceId) ? [{ field: `lines.${i}.priceId`, message: 'not_sold_in_store' }] : [])),
    );
  const prices = await loadPrices(trx, ctx, lines, { magasin_id: store.id, currencyTag: store.currencyTag });
  const hidden = await repo.hiddenPrices(trx, ctx.entrepriseId, [...prices.keys()]);
  if (hidden.length) throw notFound('price');
  // The catalogue's unit price now, never the client's: the same rule the till's lines are checked with.
  const priced = lines.map((l) => ({ ...l, unitPrice: fromMinor(catalogueUnitPrice(prices.get(l.priceId)!, at)) }));
  return { prices, lines: priced };
}

/** POST /Online/Command: the client's order (idempotent by its uuid). */
export async function checkout(deps: Deps, ctx: RequestContext, b: OnlineOrderData) {
  const database = deps.database;
  return withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key: b.uuid, route: ONLINE_ROUTE, request: b, beforeReplay: (trx) => mine(trx, ctx) },
    async (trx) => {
      const now = nowIso();
      const at = Date.parse(now);
      const client = await mine(trx, ctx);
      const store = await repo.orderableStore(trx, ctx.entrepriseId, b.magasinId);
      if (!store) throw notFound('magasin');
      const errors: ThrownFieldError[] = [];
      if (b.pickupAt && Date.parse(b.pickupAt) < at - PICKUP_SKEW_MS) errors.push({ field: 'pickupAt', message: 'in_the_past' });
      const choices = await paymentChoices(deps, trx, ctx.entrepriseId);
      if (!choices.payments.includes(b.payment)) errors.push({ field: 'payment', message: 'payment_method_inactive' });
      if (errors.length) throw invalid(errors);

      const { prices, lines } = await pricedLines(trx, ctx, b, store, at);
      // A promo code: the till's one rule, consumed once for this order (its key is the till's, `promo:{uuid}`, so a
      // cancellation gives the use back as for a till sale).
      const promo = b.codePromo ? await onlinePromo(trx, ctx, b.codePromo, b.uuid, client.id) : null;
      const input = toTotalsInput({ lines, remise: null, payments: [] });
      const totals = orderTotals({
        ...input,
        remise: promo?.discount ?? input.remise,
        lines: input.lines.map((l, i) => ({ ...l, tva: tvaOf(lines[i], prices) })),
      });
      const tooLarge = orderBoundErrors(totals);
      if (tooLarge.length) throw invalid(tooLarge);

      // Online payment: charged once per order uuid (the provider's reference), before anything is written.
      let providerRef: string | null = null;
      if (b.payment === 'online_payment_provider') {
        const provider = paymentProvider(deps.config)!;
        try {
          providerRef = (
            await provider.charge({
              reference: b.uuid,
              amountMinor: totals.total,
              currencyTag: store.currencyTag,
              clientId: choices.providerClientId!,
            })
          ).providerRef;
        } catch {
          throw invalid([{ field: 'payment', message: 'payment_refused' }]);
        }
      }
      const paid = providerRef ? totals.total : 0;
      const etat = initialState({ total: totals.total, paid, isCredit: false });
      const command = {
        entreprise_id: ctx.entrepriseId,
        uuid: b.uuid,
        magasin_id: store.id,
        caisse_id: null,
        calendar_day_id: null,
        ticketNumber: null,
        user_id: ctx.userId,
        client_id: client.id,
        clientName: client.name,
        etat,
        isCredit: false,
        currencyTag: store.currencyTag,
        subtotal: totals.subtotal,
        remise: totals.remise,
        orderRemise: totals.orderRemise,
        total: totals.total,
        paid,
        change: 0,
        taxes: JSON.stringify(totals.taxes),
        codePromo: promo ? b.codePromo!.toUpperCase() : null,
        priceFlag: null,
        provisional: null,
        source: 'ecommerce',
        notes: b.notes ?? null,
        // The pickup time is the order's planned time (the store's "due today" notification and its lists read it).
        remindTimeAt: b.pickupAt ?? null,
        validatedBy: null,
        validatedAt: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        ...businessTime(at, utcOffsetOf(ctx.localTime, at)),
      };
      const commandId = await ordersRepo.insertCommand(trx, command);
      await ordersRepo.insertState(trx, { entrepriseId: ctx.entrepriseId, commandId, from: null, to: etat, userId: ctx.userId, now });
      const { unitCosts } = await writeLines(trx, ctx, {
        commandId,
        magasinId: store.id,
        lines,
        prices,
        totals: totals.lines,
        moveStock: true,
        now,
      });
      const operations = [];
      if (providerRef) {
        const op = { type: 'payment', modePayment: 'online_payment_provider', amount: paid };
        await recordOperation(trx, {
          entrepriseId: ctx.entrepriseId,
          magasinId: store.id,
          caisseId: null,
          calendarDayId: null,
          commandId,
          userId: ctx.userId,
          ...op,
          currencyTag: store.currencyTag,
          reason: providerRef,
          now,
        });
        operations.push({ command_id: commandId, ...op });
      }
      // Points on what was paid, once (the ledger's key is the order's uuid); paid at pickup: when the till takes it.
      if (paid > 0) {
        const earned = await earnPoints(
          trx,
          { entrepriseId: ctx.entrepriseId, userId: ctx.userId },
          { clientId: client.id, amountMinor: paid, commandId, key: `earn:online:${b.uuid}` },
        );
        await ordersRepo.updateCommand(trx, ctx.entrepriseId, commandId, { pointsEarned: earned.points });
      }
      await aggregates.addNew(
        trx,
        { ...command, id: commandId },
        aggregates.newLineFacts(commandId, lines, totals.lines, unitCosts),
        operations,
      );
      await repo.insertOnlineOrder(trx, {
        entreprise_id: ctx.entrepriseId,
        command_id: commandId,
        user_id: ctx.userId,
        mode: b.mode,
        payment: b.payment,
        pickupAt: b.pickupAt ?? null,
        address: b.mode === 'delivery' ? (b.address ?? null) : null,
        providerRef,
        created_at: now,
      });
      // Delivery: the order enters shipping with where to bring it, for the store to reserve and send.
      if (b.mode === 'delivery')
        await repo.insertShipping(trx, {
          entreprise_id: ctx.entrepriseId,
          command_id: commandId,
          magasin_id: store.id,
          state: null,
          stateAt: null,
          address: b.address ?? null,
          tel: b.tel ?? null,
          city: b.city ?? null,
          deliveryDate: null,
          deliveryOrder: null,
          note: b.notes ?? null,
          returnReason: null,
          delivery_man_id: null,
          transport_company_id: null,
          created_at: now,
          updated_at: now,
        });
      await notifyOrder(trx, ctx, 'order_new', { ...command, id: commandId });
      return (await repo.ordersOf(trx, ctx.entrepriseId, ctx.userId, { commandId }))[0];
    },
  );
}

/** The promo code's discount by the till's rule; an unknown code is a field problem of the checkout. */
async function onlinePromo(trx: Trx, ctx: RequestContext, code: string, uuid: string, clientId: number) {
  try {
    return await promoCodeDiscount(trx, { entrepriseId: ctx.entrepriseId, userId: ctx.userId }, { code, key: `promo:${uuid}`, clientId });
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') throw invalid([{ field: 'codePromo', message: 'promo_code_unknown' }]);
    if (e instanceof AppError && e.code === 'CONFLICT' && e.errors?.[0]?.field === 'code')
      throw new AppError('CONFLICT', e.message, { errors: [{ field: 'codePromo', message: e.message }] });
    throw e;
  }
}

/** The account's client (404 when no client record carries the account: an order needs one). */
async function mine(db: Executor, ctx: RequestContext) {
  const client = await ownClient(db, ctx);
  if (!client) throw notFound('client');
  return client;
}

/** GET /Online/Commands: the account's online orders, newest first, each with where it stands. */
export async function history(deps: Deps, ctx: RequestContext, q: { page: number; limit: number }) {
  const db = deps.database.db;
  const [data, total] = await Promise.all([
    repo.ordersOf(db, ctx.entrepriseId, ctx.userId, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    repo.countOrders(db, ctx.entrepriseId, ctx.userId),
  ]);
  return { data, total };
}

/** GET /Online/Command/{id}: one of the account's online orders (404 for anybody else's). */
export async function one(deps: Deps, ctx: RequestContext, id: number) {
  const [order] = await repo.ordersOf(deps.database.db, ctx.entrepriseId, ctx.userId, { commandId: id });
  if (!order) throw notFound('command');
  return order;
}
