// Gift cards: issue (amount, code, optional client, expiry), look up the balance, list with filters, the orders a
// card paid; redeem as the payment mode 'gift cheque' and refund inside the till's sale transaction.
import { fromMinor, toMinor, type GiftCard } from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import { withIdempotency, type Idempotent } from '../../lib/idempotency';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { findClient, storeExists } from '../clients/clients.repository';
import type { Actor } from '../loyalty/loyalty.service';
import { generateCode } from '../remises/remises.service';
import * as repo from './gift-cards.repository';

/** The payment mode a gift card pays with (product-spec §9). */
export const GIFT_CARD_PAYMENT_MODE = 'gift_cheque';

const today = () => new Date().toISOString().slice(0, 10);
type Row = NonNullable<Awaited<ReturnType<typeof repo.findGiftCard>>>;

export function toGiftCard(g: Row, day = today()): GiftCard {
  const isActive = Boolean(g.isActive);
  const expired = g.expiresAt !== null && g.expiresAt < day;
  return {
    id: g.id,
    code: g.code,
    amount: fromMinor(g.amount),
    balance: fromMinor(g.balance),
    clientId: g.clientId,
    clientName: g.clientName,
    magasinId: g.magasinId,
    expiresAt: g.expiresAt,
    isActive,
    status: !isActive ? 'disabled' : expired ? 'expired' : g.balance <= 0 ? 'used' : 'active',
    comment: g.comment,
    created_at: g.created_at,
  };
}

const codeTaken = () => conflict('gift_card_code_taken', 'code');

/** Issues a card: the card row and its 'issue' movement in one transaction. */
export async function issue(
  database: Database,
  ctx: RequestContext,
  body: {
    code?: string | null;
    amount: number;
    clientId?: number | null;
    magasinId?: number | null;
    expiresAt?: string | null;
    comment?: string | null;
  },
  key?: string,
): Promise<Idempotent<GiftCard>> {
  const scope = {
    entrepriseId: ctx.entrepriseId,
    key,
    route: 'POST /PointOfSell/GiftCard',
    request: { ...body, customer: body.clientId ?? null },
  };
  return withIdempotency(database, scope, async (trx) => {
    const errors = [];
    if (body.clientId && !(await findClient(trx, ctx.entrepriseId, body.clientId)))
      errors.push({ field: 'clientId', message: 'unknown_reference' });
    if (body.magasinId && !(await storeExists(trx, ctx.entrepriseId, body.magasinId)))
      errors.push({ field: 'magasinId', message: 'unknown_reference' });
    if (body.expiresAt && body.expiresAt < today()) errors.push({ field: 'expiresAt', message: 'date_past' });
    if (errors.length) throw invalid(errors);
    let code = body.code ?? null;
    if (code && (await repo.findGiftCardByCode(trx, ctx.entrepriseId, code))) throw codeTaken();
    while (!code) {
      const c = `GC-${generateCode(10)}`;
      if (!(await repo.findGiftCardByCode(trx, ctx.entrepriseId, c))) code = c;
    }
    const now = nowIso();
    const amount = toMinor(body.amount);
    const id = await repo.insertGiftCard(trx, {
      entrepriseId: ctx.entrepriseId,
      code,
      amount,
      clientId: body.clientId ?? null,
      magasinId: body.magasinId ?? null,
      expiresAt: body.expiresAt ?? null,
      comment: body.comment ?? null,
      now,
    });
    await repo.insertMovementOnce(trx, {
      entrepriseId: ctx.entrepriseId,
      giftCardId: id,
      kind: 'issue',
      amount,
      commandId: null,
      key: `issue:${id}`,
      userId: ctx.userId,
      now,
    });
    await repo.moveBalance(trx, ctx.entrepriseId, id, amount, now, today());
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: id,
      data: { code, amount: body.amount },
      ip: ctx.ip,
      now,
    });
    return toGiftCard((await repo.findGiftCard(trx, ctx.entrepriseId, id))!);
  });
}

async function byCode(db: Executor, entrepriseId: number, code: string) {
  const g = await repo.findGiftCardByCode(db, entrepriseId, code.trim().toUpperCase());
  if (!g) throw notFound('gift_card');
  return g;
}

/** The card and its whole ledger (balance look-up). */
export async function detail(database: Database, ctx: RequestContext, code: string) {
  const g = await byCode(database.db, ctx.entrepriseId, code);
  const movements = await repo.movementsOf(database.db, ctx.entrepriseId, g.id);
  return { giftCard: toGiftCard(g), movements: movements.map(toMovement) };
}

const toMovement = (m: { id: number; kind: string; amount: number; commandId: number | null; created_at: string }) => ({
  id: m.id,
  kind: m.kind as 'issue' | 'redeem' | 'refund',
  amount: fromMinor(m.amount),
  commandId: m.commandId,
  created_at: m.created_at,
});

/** GET /PointOfSell/GiftCard/Commands?code=: the orders the card paid (and refunds against them). */
export async function commands(database: Database, ctx: RequestContext, code: string) {
  const g = await byCode(database.db, ctx.entrepriseId, code);
  const movements = await repo.movementsOf(database.db, ctx.entrepriseId, g.id, true);
  return { giftCard: toGiftCard(g), commands: movements.map(toMovement) };
}

export async function paginated(database: Database, ctx: RequestContext, q: repo.GiftCardFilters & { page: number; limit: number }) {
  const day = today();
  const { rows, total } = await repo.listGiftCards(database.db, ctx.entrepriseId, q, q.page, q.limit, day);
  return { data: rows.map((r) => toGiftCard(r, day)), total, page: q.page, limit: q.limit };
}

/** Disables or re-enables a card (a lost card); audited. */
export async function setActive(database: Database, ctx: RequestContext, id: number, isActive: boolean) {
  return database.db.transaction().execute(async (trx) => {
    if (!(await repo.findGiftCard(trx, ctx.entrepriseId, id))) throw notFound('gift_card');
    const now = nowIso();
    await repo.setActive(trx, ctx.entrepriseId, id, isActive, now);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: isActive ? 'gift_card.enable' : 'gift_card.disable',
      entity: 'gift_card',
      entityId: id,
      ip: ctx.ip,
      now,
    });
    return toGiftCard((await repo.findGiftCard(trx, ctx.entrepriseId, id))!);
  });
}

export interface GiftCardPayment {
  giftCardId: number;
  code: string;
  /** Minor units: negative for a redeem, positive for a refund. */
  amountMinor: number;
  balanceMinor: number;
  paymentMode: typeof GIFT_CARD_PAYMENT_MODE;
  replayed: boolean;
}

async function outcome(
  trx: Executor,
  actor: Actor,
  g: { id: number; code: string },
  amountMinor: number,
  replayed: boolean,
): Promise<GiftCardPayment> {
  const now = await repo.findGiftCard(trx, actor.entrepriseId, g.id);
  return { giftCardId: g.id, code: g.code, amountMinor, balanceMinor: now!.balance, paymentMode: GIFT_CARD_PAYMENT_MODE, replayed };
}

async function replayOf(trx: Executor, actor: Actor, key: string, g: { id: number; code: string }) {
  const m = await repo.findMovementByKey(trx, actor.entrepriseId, key);
  if (!m || m.gift_card_id !== g.id) throw conflict('idempotency_key_reused', 'key');
  return outcome(trx, actor, g, m.amount, true);
}

/**
 * Pays with a gift card inside the sale's transaction: the balance is debited by one conditional update, so it never
 * goes below zero even with many tills at once; the key (the payment's idempotency key) applies it once.
 */
export async function redeemGiftCard(
  trx: Trx,
  actor: Actor,
  p: { code: string; amountMinor: number; key: string; commandId?: number | null },
): Promise<GiftCardPayment> {
  if (!Number.isInteger(p.amountMinor) || p.amountMinor <= 0) throw invalid([{ field: 'amount', message: 'too_small' }]);
  const g = await byCode(trx, actor.entrepriseId, p.code);
  const now = nowIso();
  const id = await repo.insertMovementOnce(trx, {
    entrepriseId: actor.entrepriseId,
    giftCardId: g.id,
    kind: 'redeem',
    amount: -p.amountMinor,
    commandId: p.commandId ?? null,
    key: p.key,
    userId: actor.userId,
    now,
  });
  if (id === undefined) return replayOf(trx, actor, p.key, g);
  if (!(await repo.moveBalance(trx, actor.entrepriseId, g.id, -p.amountMinor, now, today()))) {
    const why = !g.isActive ? 'gift_card_disabled' : g.expiresAt && g.expiresAt < today() ? 'gift_card_expired' : 'gift_card_insufficient';
    throw new AppError('CONFLICT', why, { errors: [{ field: 'amount', message: why }] });
  }
  return outcome(trx, actor, g, -p.amountMinor, false);
}

/** Gives back to the card (refund or cancellation of the order it paid), at most what that order took from it. */
export async function refundGiftCard(
  trx: Trx,
  actor: Actor,
  p: { code: string; amountMinor: number; key: string; commandId: number },
): Promise<GiftCardPayment> {
  if (!Number.isInteger(p.amountMinor) || p.amountMinor <= 0) throw invalid([{ field: 'amount', message: 'too_small' }]);
  const g = await byCode(trx, actor.entrepriseId, p.code);
  const now = nowIso();
  // Lock the card row first (PostgreSQL row lock, SQLite write lock) so two refunds cannot both pass the check.
  await repo.lockCard(trx, actor.entrepriseId, g.id, now);
  const prior = await repo.findMovementByKey(trx, actor.entrepriseId, p.key);
  if (prior) return replayOf(trx, actor, p.key, g);
  if (p.amountMinor > (await repo.netRedeemed(trx, actor.entrepriseId, g.id, p.commandId))) {
    throw new AppError('CONFLICT', 'gift_card_refund_too_much', { errors: [{ field: 'amount', message: 'gift_card_refund_too_much' }] });
  }
  await repo.insertMovementOnce(trx, {
    entrepriseId: actor.entrepriseId,
    giftCardId: g.id,
    kind: 'refund',
    amount: p.amountMinor,
    commandId: p.commandId,
    key: p.key,
    userId: actor.userId,
    now,
  });
  await repo.moveBalance(trx, actor.entrepriseId, g.id, p.amountMinor, now, today());
  return outcome(trx, actor, g, p.amountMinor, false);
}

export { giftCardsOfClient } from './gift-cards.repository';
