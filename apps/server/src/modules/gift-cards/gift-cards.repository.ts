// SQL for gift cards and their ledger (issue +, redeem −, refund +); balance kept equal to the ledger's sum.
import { sql, type ExpressionBuilder } from 'kysely';
import { fromMinor, type GIFT_CARD_STATES } from '@comptoir/shared';

type GiftCardState = (typeof GIFT_CARD_STATES)[number];
import type { Executor } from '../../db/database';
import type { DB, GiftCardsTable } from '../../db/schema';
import { containsPattern } from '../clients/clients.repository';

export const CARD_COLUMNS = [
  'g.id',
  'g.code',
  'g.amount',
  'g.balance',
  'g.client_id as clientId',
  'c.name as clientName',
  'g.magasin_id as magasinId',
  'g.expiresAt',
  'g.isActive',
  'g.comment',
  'g.created_at',
] as const;

const cards = (db: Executor, entrepriseId: number) =>
  db.selectFrom('gift_cards as g').leftJoin('clients as c', 'c.id', 'g.client_id').where('g.entreprise_id', '=', entrepriseId);

export const findGiftCard = (db: Executor, entrepriseId: number, id: number) =>
  cards(db, entrepriseId).select(CARD_COLUMNS).where('g.id', '=', id).executeTakeFirst();

export const findGiftCardByCode = (db: Executor, entrepriseId: number, code: string) =>
  cards(db, entrepriseId).select(CARD_COLUMNS).where('g.code', '=', code).executeTakeFirst();

export type GiftCardFilters = { keyword?: string; status?: GiftCardState; clientId?: number; from?: string; to?: string };

export async function listGiftCards(db: Executor, entrepriseId: number, f: GiftCardFilters, page: number, limit: number, today: string) {
  let q = cards(db, entrepriseId);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`upper(${sql.ref('g.code')}) like ${containsPattern(f.keyword!.toUpperCase())} escape '\\'`,
        sql<boolean>`lower(${sql.ref('c.name')}) like ${containsPattern(f.keyword!.toLowerCase())} escape '\\'`,
      ]),
    );
  if (f.clientId) q = q.where('g.client_id', '=', f.clientId);
  if (f.from) q = q.where('g.created_at', '>=', `${f.from}T00:00:00.000Z`);
  if (f.to) q = q.where('g.created_at', '<', new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000).toISOString());
  const expired = (eb: ExpressionBuilder<DB & { g: GiftCardsTable }, 'g'>) =>
    eb.and([eb('g.expiresAt', 'is not', null), eb('g.expiresAt', '<', today)]);
  switch (f.status) {
    case 'disabled':
      q = q.where('g.isActive', '=', false);
      break;
    case 'expired':
      q = q.where('g.isActive', '=', true).where(expired);
      break;
    case 'used':
      q = q
        .where('g.isActive', '=', true)
        .where('g.balance', '=', 0)
        .where((eb) => eb.not(expired(eb)));
      break;
    case 'active':
      q = q
        .where('g.isActive', '=', true)
        .where('g.balance', '>', 0)
        .where((eb) => eb.not(expired(eb)));
      break;
    case undefined:
      break;
  }
  const [rows, count] = await Promise.all([
    q
      .select(CARD_COLUMNS)
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertGiftCard(
  db: Executor,
  g: {
    entrepriseId: number;
    code: string;
    amount: number;
    clientId: number | null;
    magasinId: number | null;
    expiresAt: string | null;
    comment: string | null;
    now: string;
  },
) {
  const r = await db
    .insertInto('gift_cards')
    .values({
      entreprise_id: g.entrepriseId,
      code: g.code,
      amount: g.amount,
      // The balance starts at zero: the issue movement credits it, so balance = sum of the ledger from the start.
      balance: 0,
      client_id: g.clientId,
      magasin_id: g.magasinId,
      expiresAt: g.expiresAt,
      isActive: true,
      comment: g.comment,
      created_at: g.now,
      updated_at: g.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function insertMovementOnce(
  db: Executor,
  m: {
    entrepriseId: number;
    giftCardId: number;
    kind: 'issue' | 'redeem' | 'refund';
    amount: number;
    commandId: number | null;
    key: string;
    userId: number | null;
    now: string;
  },
) {
  const r = await db
    .insertInto('gift_card_movements')
    .values({
      entreprise_id: m.entrepriseId,
      gift_card_id: m.giftCardId,
      kind: m.kind,
      amount: m.amount,
      commandId: m.commandId,
      key: m.key,
      user_id: m.userId,
      created_at: m.now,
    })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export const findMovementByKey = (db: Executor, entrepriseId: number, key: string) =>
  db.selectFrom('gift_card_movements').selectAll().where('entreprise_id', '=', entrepriseId).where('key', '=', key).executeTakeFirst();

/** Credits (positive) or debits (negative) the balance; a debit only while the card covers it, is active, unexpired. */
export async function moveBalance(db: Executor, entrepriseId: number, id: number, amount: number, now: string, today: string) {
  let q = db
    .updateTable('gift_cards')
    .set({ balance: sql`${sql.ref('balance')} + ${amount}`, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id);
  if (amount < 0)
    q = q
      .where('balance', '>=', -amount)
      .where('isActive', '=', true)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>=', today)]));
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setActive(db: Executor, entrepriseId: number, id: number, isActive: boolean, now: string) {
  await db
    .updateTable('gift_cards')
    .set({ isActive, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
}

export const movementsOf = (db: Executor, entrepriseId: number, giftCardId: number, onlyCommands = false) => {
  let q = db
    .selectFrom('gift_card_movements')
    .select(['id', 'kind', 'amount', 'commandId', 'created_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('gift_card_id', '=', giftCardId);
  if (onlyCommands) q = q.where('commandId', 'is not', null);
  return q.orderBy('id').execute();
};

/** What was redeemed minus what was refunded for one card and order (minor units, positive). */
export async function netRedeemed(db: Executor, entrepriseId: number, giftCardId: number, commandId: number) {
  const r = await db
    .selectFrom('gift_card_movements')
    .select((eb) => eb.fn.sum<number>('amount').as('s'))
    .where('entreprise_id', '=', entrepriseId)
    .where('gift_card_id', '=', giftCardId)
    .where('kind', 'in', ['redeem', 'refund'])
    .where('commandId', '=', commandId)
    .executeTakeFirst();
  return -Number(r?.s ?? 0);
}

export async function ledgerSum(db: Executor, entrepriseId: number, giftCardId: number) {
  const r = await db
    .selectFrom('gift_card_movements')
    .select((eb) => eb.fn.sum<number>('amount').as('s'))
    .where('entreprise_id', '=', entrepriseId)
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirst();
  return Number(r?.s ?? 0);
}

export async function giftCardsOfClient(db: Executor, entrepriseId: number, clientId: number) {
  const rows = await db
    .selectFrom('gift_cards')
    .select(['id', 'code', 'amount', 'balance', 'expiresAt'])
    .where('entreprise_id', '=', entrepriseId)
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, amount: fromMinor(r.amount), balance: fromMinor(r.balance) }));
}

/** Takes the card's row lock (PostgreSQL) or the write lock (SQLite) before a check-then-write. */
export async function lockCard(db: Executor, entrepriseId: number, id: number, now: string) {
  await db.updateTable('gift_cards').set({ updated_at: now }).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}
