// What the till asks the server before it keeps a sale (issue 23): the gift cards (known, usable, enough on them), the
// client's loyalty points (enough of them) and the promo code (still usable). A refusal stops the sale at the payment
// step with its reason, so no ticket is ever printed for a sale the server would refuse for a reason the till could
// know. Without the server, the modes that need it (gift card, points) cannot be taken; a promo code is kept as it is
// and checked when the outbox sends the sale (as any sale made offline).
import type { Minor } from '@comptoir/shared';
import { POINT_VALUE_MINOR, type TillPayment, type TillPaymentMode } from './payment-rules';

/** The modes the server alone can vouch for: the till never takes them without asking it. */
export const SERVER_MODES: readonly TillPaymentMode[] = ['gift_cheque', 'loyalty_points'];
export const needsServer = (mode: TillPaymentMode) => SERVER_MODES.includes(mode);

/** What a look-up brought back: the thing, nothing by that name (404), a refusal with its reason, or no answer. */
export type Lookup<T> = { kind: 'found'; value: T } | { kind: 'missing' } | { kind: 'refused'; reason: string } | { kind: 'unreachable' };

export interface GiftCardState {
  balance: Minor;
  status: 'active' | 'used' | 'expired' | 'disabled';
}

/** The server's answers the checks need (pos-api.ts in the app; stand-ins in the tests). */
export interface SaleLookups {
  giftCard: (code: string) => Promise<Lookup<GiftCardState>>;
  /** The client's points now; missing when the client is blocked or deleted. */
  clientPoints: (clientId: number) => Promise<Lookup<number>>;
  promo: (code: string, clientId: number | null) => Promise<Lookup<unknown>>;
}

export type SaleProblem =
  | { kind: 'giftNoCode' }
  | { kind: 'giftUnknown'; code: string }
  | { kind: 'giftDisabled' | 'giftExpired' | 'giftUsed'; code: string }
  | { kind: 'giftBalance'; code: string; balance: Minor; needed: Minor }
  | { kind: 'pointsNoClient' }
  | { kind: 'pointsBalance'; points: number; needed: number }
  /** `reason`: the server's words (null: no such code). */
  | { kind: 'promo'; code: string; reason: string | null }
  | { kind: 'offline'; mode: TillPaymentMode };

export interface SaleToCheck {
  payments: readonly TillPayment[];
  promoCode: string | null;
  clientId: number | null;
}

export const giftCode = (p: TillPayment) => (p.reference ?? '').trim().toUpperCase();

/** What each gift card must pay in this sale (a card used twice counts once, with both amounts). */
export function giftAmounts(payments: readonly TillPayment[]): Map<string, Minor> {
  const out = new Map<string, Minor>();
  for (const p of payments) if (p.mode === 'gift_cheque' && giftCode(p)) out.set(giftCode(p), (out.get(giftCode(p)) ?? 0) + p.amount);
  return out;
}

/** The points this sale spends. */
export const pointsNeeded = (payments: readonly TillPayment[]) =>
  payments.filter((p) => p.mode === 'loyalty_points').reduce((sum, p) => sum + Math.ceil(p.amount / POINT_VALUE_MINOR), 0);

/** Why a card answered by the server cannot pay `needed` now, or null. */
export function giftCardProblem(code: string, card: GiftCardState, needed: Minor): SaleProblem | null {
  if (card.status === 'disabled') return { kind: 'giftDisabled', code };
  if (card.status === 'expired') return { kind: 'giftExpired', code };
  if (card.status === 'used' || card.balance <= 0) return { kind: 'giftUsed', code };
  if (card.balance < needed) return { kind: 'giftBalance', code, balance: card.balance, needed };
  return null;
}

/**
 * Everything the server would refuse in this sale that the till can know now, in the order of the payments; empty when
 * the sale can be kept. `offline`: the till knows it has no connection (nothing is asked then).
 */
export async function checkSale(sale: SaleToCheck, lookups: SaleLookups, offline: boolean): Promise<SaleProblem[]> {
  const problems: SaleProblem[] = [];
  const modes = new Set(sale.payments.filter((p) => p.amount > 0).map((p) => p.mode));
  if (offline) {
    for (const mode of SERVER_MODES) if (modes.has(mode)) problems.push({ kind: 'offline', mode });
    return problems;
  }
  if (sale.payments.some((p) => p.mode === 'gift_cheque' && !giftCode(p))) problems.push({ kind: 'giftNoCode' });
  const cards = [...giftAmounts(sale.payments)];
  const needed = pointsNeeded(sale.payments);
  const [cardAnswers, points, promo] = await Promise.all([
    Promise.all(cards.map(([code]) => lookups.giftCard(code))),
    needed > 0 && sale.clientId !== null ? lookups.clientPoints(sale.clientId) : null,
    sale.promoCode ? lookups.promo(sale.promoCode, sale.clientId) : null,
  ]);
  let giftUnreachable = false;
  cards.forEach(([code, amount], i) => {
    const answer = cardAnswers[i];
    if (answer.kind === 'unreachable') giftUnreachable = true;
    else if (answer.kind === 'found') {
      const problem = giftCardProblem(code, answer.value, amount);
      if (problem) problems.push(problem);
    } else problems.push({ kind: 'giftUnknown', code });
  });
  if (giftUnreachable) problems.push({ kind: 'offline', mode: 'gift_cheque' });
  if (needed > 0) {
    if (sale.clientId === null || points?.kind === 'missing' || points?.kind === 'refused') problems.push({ kind: 'pointsNoClient' });
    else if (points?.kind === 'unreachable') problems.push({ kind: 'offline', mode: 'loyalty_points' });
    else if (points?.kind === 'found' && points.value < needed) problems.push({ kind: 'pointsBalance', points: points.value, needed });
  }
  // A promo code refused now would be refused when the sale is sent; without an answer it goes as it is.
  if (sale.promoCode && promo && (promo.kind === 'missing' || promo.kind === 'refused'))
    problems.push({ kind: 'promo', code: sale.promoCode, reason: promo.kind === 'refused' ? promo.reason : null });
  return problems;
}
