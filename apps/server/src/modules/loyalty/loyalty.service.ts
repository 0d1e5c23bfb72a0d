// Loyalty: the points ledger (earn on a paid sale, spend as a payment, reverse on refund, reset), loyalty cards,
// and the public card page. The ledger functions take the caller's transaction: the till calls them inside its sale.
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { CODE_ALPHABET, MAX_LOYALTY_POINTS, type ClientData, type PublicCard } from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findConfig, findEntreprise } from '../entreprise/entreprise.repository';
import { findClient, findClientByHash } from '../clients/clients.repository';
import * as repo from './loyalty.repository';

/** Who acts: the till passes its request context. */
export type Actor = Pick<RequestContext, 'entrepriseId' | 'userId'>;

/** What one point is worth when spent, in minor units (1 point = 0.01 of the currency). */
export const POINT_VALUE_MINOR = 1;
/** Points per unit of revenue when the company has not set revenue_point_multiplier. */
export const DEFAULT_POINT_MULTIPLIER = 1;

export async function pointMultiplier(db: Executor, entrepriseId: number): Promise<number> {
  const row = await findConfig(db, entrepriseId, 'revenue_point_multiplier');
  if (!row?.value) return DEFAULT_POINT_MULTIPLIER;
  const v = Number(JSON.parse(row.value));
  return Number.isFinite(v) && v >= 0 ? v : DEFAULT_POINT_MULTIPLIER;
}

/** Points for an amount paid (minor units): floor(amount × multiplier), exact in hundredths. */
export const pointsFor = (amountMinor: number, multiplier: number): number =>
  Math.max(0, Math.floor((amountMinor * Math.round(multiplier * 100)) / 10_000));

export interface LedgerResult {
  movementId: number;
  points: number;
  balance: number;
  /** True when the key had already been applied (a retry): nothing changed. */
  replayed: boolean;
}

async function replay(trx: Executor, actor: Actor, key: string, clientId: number): Promise<LedgerResult> {
  const m = await repo.findMovementByKey(trx, actor.entrepriseId, key);
  if (!m || m.client_id !== clientId) throw conflict('idempotency_key_reused', 'key');
  return { movementId: m.id, points: m.points, balance: (await repo.balanceOf(trx, actor.entrepriseId, clientId)) ?? 0, replayed: true };
}

async function apply(trx: Trx, actor: Actor, m: Omit<repo.NewMovement, 'entrepriseId' | 'userId' | 'now'>): Promise<LedgerResult> {
  const now = nowIso();
  // The balance never passes the column's ceiling: points added beyond it are not given (the movement says what was).
  if (m.points > 0) {
    const room = MAX_LOYALTY_POINTS - ((await repo.balanceOf(trx, actor.entrepriseId, m.clientId)) ?? 0);
    m = { ...m, points: Math.max(0, Math.min(m.points, room)) };
  }
  const id = await repo.insertMovementOnce(trx, { ...m, entrepriseId: actor.entrepriseId, userId: actor.userId, now });
  if (id === undefined) return replay(trx, actor, m.key, m.clientId);
  if (m.points !== 0 && !(await repo.addToBalance(trx, actor.entrepriseId, m.clientId, m.points, now))) {
    throw new AppError('CONFLICT', 'points_insufficient', { errors: [{ field: 'points', message: 'points_insufficient' }] });
  }
  return { movementId: id, points: m.points, balance: (await repo.balanceOf(trx, actor.entrepriseId, m.clientId)) ?? 0, replayed: false };
}

async function liveClient(trx: Executor, actor: Actor, clientId: number) {
  const c = await findClient(trx, actor.entrepriseId, clientId);
  if (!c) throw notFound('client');
  return c;
}

/** A paid sale earns points by the company's revenue point multiplier; the key (e.g. "earn:<sale key>") makes it once. */
export async function earnPoints(
  trx: Trx,
  actor: Actor,
  e: { clientId: number; amountMinor: number; commandId?: number | null; key: string },
): Promise<LedgerResult> {
  await liveClient(trx, actor, e.clientId);
  const points = pointsFor(e.amountMinor, await pointMultiplier(trx, actor.entrepriseId));
  return apply(trx, actor, { clientId: e.clientId, kind: 'earn', points, commandId: e.commandId ?? null, key: e.key, comment: null });
}

/** Points spent as a payment (never below zero); answers the amount they pay, in minor units. */
export async function spendPoints(
  trx: Trx,
  actor: Actor,
  s: { clientId: number; points: number; commandId?: number | null; key: string },
): Promise<LedgerResult & { amountMinor: number }> {
  if (!Number.isInteger(s.points) || s.points <= 0) throw invalid([{ field: 'points', message: 'too_small' }]);
  // More than any balance can hold (a spend is a movement of the same column).
  if (s.points > MAX_LOYALTY_POINTS) throw conflict('points_insufficient', 'points');
  const c = await liveClient(trx, actor, s.clientId);
  if (!c.isActive) throw conflict('client_blocked');
  const r = await apply(trx, actor, {
    clientId: s.clientId,
    kind: 'spend',
    points: -s.points,
    commandId: s.commandId ?? null,
    key: s.key,
    comment: null,
  });
  return { ...r, amountMinor: -r.points * POINT_VALUE_MINOR };
}

/**
 * Reverses an earn or a spend (refund of the sale). Points already spent cannot be taken back below zero: the
 * reversal of an earn takes at most the balance.
 */
export async function reversePoints(trx: Trx, actor: Actor, r: { originalKey: string; key: string }): Promise<LedgerResult> {
  const original = await repo.findMovementByKey(trx, actor.entrepriseId, r.originalKey);
  if (!original || (original.kind !== 'earn' && original.kind !== 'spend')) throw notFound('loyalty_movement');
  const balance = (await repo.balanceOf(trx, actor.entrepriseId, original.client_id)) ?? 0;
  const points = original.points > 0 ? -Math.min(original.points, Math.max(balance, 0)) : -original.points;
  return apply(trx, actor, {
    clientId: original.client_id,
    kind: 'reverse',
    points,
    commandId: original.commandId,
    key: r.key,
    comment: r.originalKey.slice(0, 255),
  });
}

/** An order's points: spent as payment and not yet given back, earned and not yet taken back (per client). */
export async function orderPoints(db: Executor, entrepriseId: number, commandId: number) {
  const rows = await db
    .selectFrom('loyalty_point_movements')
    .select(['client_id', 'kind', 'points'])
    .where('entreprise_id', '=', entrepriseId)
    .where('commandId', '=', commandId)
    .where('kind', 'in', ['earn', 'spend', 'reverse'])
    .execute();
  let clientId: number | null = null;
  let spentLeft = 0;
  let earned = 0;
  let earnedLeft = 0;
  for (const r of rows) {
    const p = Number(r.points);
    clientId = r.client_id;
    if (r.kind === 'spend') spentLeft -= p;
    else if (r.kind === 'earn') {
      earned += p;
      earnedLeft += p;
    } else if (p > 0) spentLeft -= p;
    else earnedLeft += p;
  }
  return { clientId, spentLeft, earned, earnedLeft };
}

/**
 * Gives back points an order was paid with (a return or refund of it), at most what it spent and was not given back;
 * the order's client row is locked first so that two refunds of one order cannot both pass the check.
 */
export async function refundSpentPoints(
  trx: Trx,
  actor: Actor,
  r: { commandId: number; points: number; key: string },
): Promise<LedgerResult> {
  if (!Number.isInteger(r.points) || r.points <= 0) throw invalid([{ field: 'points', message: 'too_small' }]);
  const { clientId, spentLeft } = await orderPoints(trx, actor.entrepriseId, r.commandId);
  if (clientId === null || r.points > spentLeft) throw conflict('points_refund_too_much', 'amount');
  return apply(trx, actor, { clientId, kind: 'reverse', points: r.points, commandId: r.commandId, key: r.key, comment: 'refund' });
}

/**
 * Takes back points an order earned down to `keep` (what the money it still holds earns), never below the client's
 * balance (points already spent elsewhere stay spent, as a whole reversal does).
 */
export async function takeBackEarned(trx: Trx, actor: Actor, t: { commandId: number; keep: number; key: string }): Promise<void> {
  const { clientId, earnedLeft } = await orderPoints(trx, actor.entrepriseId, t.commandId);
  if (clientId === null || earnedLeft <= t.keep) return;
  const balance = (await repo.balanceOf(trx, actor.entrepriseId, clientId)) ?? 0;
  const points = Math.min(earnedLeft - t.keep, Math.max(balance, 0));
  if (points <= 0) return;
  await apply(trx, actor, { clientId, kind: 'reverse', points: -points, commandId: t.commandId, key: t.key, comment: 'refund' });
}

/** PATCH /Client/{id}/reset: the balance back to zero, as a ledger movement. */
export async function resetPoints(trx: Trx, actor: Actor & { ip?: string }, clientId: number): Promise<LedgerResult> {
  const balance = (await repo.balanceOf(trx, actor.entrepriseId, clientId)) ?? 0;
  return apply(trx, actor, {
    clientId,
    kind: 'reset',
    points: -balance,
    commandId: null,
    key: `reset:${clientId}:${Date.now()}:${randomInt(1e9)}`,
    comment: null,
  });
}

export async function pointsPage(database: Database, ctx: RequestContext, clientId: number, page: number, limit: number) {
  const c = await liveClient(database.db, ctx, clientId);
  const { rows, total } = await repo.listMovements(database.db, ctx.entrepriseId, clientId, limit, (page - 1) * limit);
  return { data: rows, total, balance: c.loyaltyPoints };
}

// Cards.
const newReference = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const toCard = (c: {
  id: number;
  reference: string;
  clientId: number | null;
  clientName: string | null;
  isActive: unknown;
  created_at: string;
}) => ({
  id: c.id,
  reference: c.reference,
  clientId: c.clientId,
  clientName: c.clientName,
  isActive: Boolean(c.isActive),
  created_at: c.created_at,
});

export async function createCard(trx: Trx, actor: Actor, reference: string | null | undefined, clientId: number | null | undefined) {
  if (clientId) await liveClient(trx, actor, clientId);
  const ref = (reference ?? newReference()).toUpperCase();
  if (await repo.findCardByReference(trx, actor.entrepriseId, ref)) throw conflict('card_reference_taken', 'reference');
  await repo.insertCard(trx, { entrepriseId: actor.entrepriseId, reference: ref, clientId: clientId ?? null, now: nowIso() });
  return ref;
}

/** POST /api/ecom/LoyaltyCard/. */
export async function addCard(database: Database, ctx: RequestContext, body: { reference?: string | null; clientId?: number | null }) {
  return database.db.transaction().execute(async (trx) => {
    const ref = await createCard(trx, ctx, body.reference, body.clientId);
    return toCard((await repo.findCardByReference(trx, ctx.entrepriseId, ref))!);
  });
}

/** Links the card to a client; creates the card when the client form gave a new number. */
export async function linkCardTo(trx: Trx, actor: Actor, reference: string, clientId: number, createMissing: boolean) {
  const ref = reference.toUpperCase();
  const card = await repo.findCardByReference(trx, actor.entrepriseId, ref);
  if (!card && createMissing) {
    await createCard(trx, actor, ref, clientId);
    return;
  }
  if (!card) throw notFound('loyalty_card');
  if (!(await repo.linkCard(trx, actor.entrepriseId, card.id, clientId, nowIso()))) throw conflict('card_taken', 'cardReference');
}

/** POST /api/ecom/AddClient/{reference}: an existing client (clientId) or a new one from the fields. */
export async function addClientToCard(
  database: Database,
  ctx: RequestContext,
  reference: string,
  body: { clientId: number } | Omit<ClientData, 'id' | 'cardReference'>,
  createClient: (trx: Trx, data: Omit<ClientData, 'id' | 'cardReference'>) => Promise<number>,
) {
  return database.db.transaction().execute(async (trx) => {
    const card = await repo.findCardByReference(trx, ctx.entrepriseId, reference.toUpperCase());
    if (!card) throw notFound('loyalty_card');
    const clientId = 'clientId' in body ? (await liveClient(trx, ctx, body.clientId)).id : await createClient(trx, body);
    await linkCardTo(trx, ctx, card.reference, clientId, false);
    return toCard((await repo.findCardByReference(trx, ctx.entrepriseId, card.reference))!);
  });
}

export async function listCards(
  database: Database,
  ctx: RequestContext,
  q: { page: number; limit: number; keyword?: string; linked?: boolean },
) {
  const { rows, total } = await repo.listCards(database.db, ctx.entrepriseId, q);
  return { data: rows.map(toCard), total, page: q.page, limit: q.limit };
}

export const cardsOf = async (db: Executor, entrepriseId: number, clientId: number) =>
  (await repo.cardsOfClient(db, entrepriseId, clientId)).map(toCard);

/** What the client's QR code carries: the public card page's address. */
export const cardUrl = (baseUrl: string, entrepriseId: number, cardHash: string) =>
  `${baseUrl.replace(/\/$/, '')}/CardLoyalty/${cardHash}/${entrepriseId}`;

export const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/** The public card page's data: that one card (name, QR, points) and nothing else. */
export async function publicCard(database: Database, baseUrl: string, clientHash: string, entrepriseId: number): Promise<PublicCard> {
  const c = await findClientByHash(database.db, entrepriseId, clientHash);
  const e = c ? await findEntreprise(database.db, entrepriseId) : undefined;
  if (!c || !e || !c.isActive) throw notFound('loyalty_card');
  const cards = await repo.cardsOfClient(database.db, entrepriseId, c.id);
  return {
    name: c.name,
    points: c.loyaltyPoints,
    reference: cards[0]?.reference ?? null,
    qrSvg: await qrSvg(cardUrl(baseUrl, entrepriseId, c.cardHash)),
    entreprise: { intitule: e.intitule, fileId: e.fileId },
  };
}
