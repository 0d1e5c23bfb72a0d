// Sending a sale (POST /InsertCommand/, api-spec 7.8) and reading orders back for the ticket. The body is built from the
// cart in the shared schema's shape; amounts go as decimals.
import { fromMinor, type Command, type CommandDetail, type CommandStateData, type InsertCommandData } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import type { CartState, Discount } from '../cart/cart-types';
import type { TillPayment } from '../cart/payment-rules';

/** Orders prepared (by a seller, on the phone…) and waiting at the till to be paid. */
export const PREPARED_STATES = ['not_validated', 'validated', 'unpaid'] as const;

export type InsertCommandBody = Omit<InsertCommandData, 'isValidatable'> & { isValidatable?: boolean };

const wireDiscount = (d: Discount | null) => (d ? { type: d.type, value: d.type === 'fixed_amount' ? fromMinor(d.value) : d.value } : null);

export function saleBody(uuid: string, caisseId: number, cart: CartState, payments: readonly TillPayment[]): InsertCommandBody {
  return {
    uuid,
    caisseId,
    // When the sale is made: the server checks its prices at that time, and knows a sale sent much later was queued.
    soldAt: new Date().toISOString(),
    clientId: cart.client?.id ?? null,
    lines: cart.lines
      .filter((l) => !l.planId)
      .map((l) => ({
        priceId: l.priceId,
        quantity: l.quantity,
        unitPrice: fromMinor(l.unitPrice),
        remise: wireDiscount(l.discount),
        tva: l.tva,
        // Auto-included items come with the formula on the server's side: only the cashier's choices are sent.
        compositions: l.choices
          .filter((c) => !c.auto)
          .map((c) => ({ compositionId: c.compositionId, productId: c.productId, quantity: c.quantity })),
        ...(l.subscriptionId ? { subscriptionId: l.subscriptionId } : {}),
      })),
    // Plans subscribed to in this ticket (their price and tax are the server's).
    ...(cart.lines.some((l) => l.planId)
      ? { subscriptions: cart.lines.filter((l) => l.planId).map((l) => ({ planId: l.planId!, autoRenew: true })) }
      : {}),
    // The order has one discount: with a promo code the server applies the code's own (and refuses both at once).
    remise: cart.promo ? null : wireDiscount(cart.orderDiscount),
    codePromo: cart.promo?.code,
    // A payment of nothing (a mode added, then covered by another) is not one: the server refuses an amount of 0.
    payments: payments
      .filter((p) => p.amount > 0)
      .map((p) => ({
        modePayment: p.mode,
        amount: fromMinor(p.amount),
        ...(p.mode === 'gift_cheque' ? { code: p.reference } : p.reference ? { reference: p.reference } : {}),
      })),
    source: cart.source,
    notes: cart.notes.trim() || undefined,
    instructionIds: cart.instructions?.length ? cart.instructions.map((i) => i.id) : undefined,
    isCredit: cart.isCredit,
  };
}

export const ordersApi = {
  /**
   * The outbox's send: the same, in the background — no overlay, no notification (the outbox shows refusals), the
   * offline page never shown for it.
   */
  insertQueued: (body: InsertCommandBody) =>
    api.post<CommandDetail>('/InsertCommand/', body, {
      headers: { 'idempotency-key': body.uuid },
      withoutLoader: true,
      allowOffline: true,
    }),
  detail: (id: number) => api.get<CommandDetail>(`/Command/${id}`),
  /** The store's prepared orders not yet paid (/pos/payer): open states with something left to pay, oldest first. */
  prepared: (storeId: number, signal?: AbortSignal) =>
    api.get<{ data: Command[]; total: number }>(`/Commands/ByMagasin/${storeId}/`, {
      query: { notPayed: '1', type: PREPARED_STATES.join(','), limit: 100, page: 1 },
      signal,
      withoutLoader: true,
    }),
  /** Pays what remains of an order in one mode, in this session (POST /Operation/PayTotaly; the key makes it once). */
  payTotaly: (body: { commandId: number; caisseId: number; modePayment: string }, key: string) =>
    api.post<{ command: Command }>('/Operation/PayTotaly', { ...body, clientId: key }, { headers: { 'idempotency-key': key } }),
  /** The outbox's drain: the same call for a payment kept offline (no loader, no offline page). */
  payQueued: (body: { commandId: number; caisseId: number; modePayment: string }, key: string) =>
    api.post<{ command: Command }>(
      '/Operation/PayTotaly',
      { ...body, clientId: key },
      {
        headers: { 'idempotency-key': key },
        withoutLoader: true,
        allowOffline: true,
      },
    ),
  /** The orders a ticket finds (QR code, provisional number, ticket number of `date`) or a client's, newest first; 404 when none. */
  tickets: (q: { keyword: string; date?: string; magasinId?: number }) =>
    api.get<Command[]>('/Command/tickets', { query: { ...q }, expectedStatuses: [404, 422], withoutLoader: true }),
  /** A state change (a refund of some lines: etat returned with lines); 422 on `approval` asks for a manager's code. */
  move: (id: number, body: CommandStateData, key: string) =>
    api.patch<CommandDetail>(`/Command/${id}/state`, body, { headers: { 'idempotency-key': key }, expectedStatuses: [403, 422] }),
};
