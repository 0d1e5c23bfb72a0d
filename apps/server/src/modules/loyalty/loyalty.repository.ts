// SQL for loyalty cards and the points ledger (append-only; clients.loyaltyPoints kept equal to its sum).
import { sql } from 'kysely';
import { MAX_LOYALTY_POINTS } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { containsPattern } from '../clients/clients.repository';

export interface NewMovement {
  entrepriseId: number;
  clientId: number;
  kind: 'earn' | 'spend' | 'reverse' | 'adjust' | 'reset';
  points: number;
  commandId: number | null;
  key: string;
  comment: string | null;
  userId: number | null;
  now: string;
}

/** Inserts the movement unless its key exists (a retry): answers the new id, or undefined for a replay. */
export async function insertMovementOnce(db: Executor, m: NewMovement): Promise<number | undefined> {
  const r = await db
    .insertInto('loyalty_point_movements')
    .values({
      entreprise_id: m.entrepriseId,
      client_id: m.clientId,
      kind: m.kind,
      points: m.points,
      commandId: m.commandId,
      key: m.key,
      comment: m.comment,
      user_id: m.userId,
      created_at: m.now,
    })
    .onConflict((oc) => oc.columns(['entreprise_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export const findMovementByKey = (db: Executor, entrepriseId: number, key: string) =>
  db.selectFrom('loyalty_point_movements').selectAll().where('entreprise_id', '=', entrepriseId).where('key', '=', key).executeTakeFirst();

/**
 * Adds (or, negative, takes) points; a take never goes below zero, an add never above MAX_LOYALTY_POINTS: answers false
 * when the balance is short (or, by a concurrent add, too full).
 */
export async function addToBalance(db: Executor, entrepriseId: number, clientId: number, points: number, now: string): Promise<boolean> {
  let q = db
    .updateTable('clients')
    .set({ loyaltyPoints: sql`${sql.ref('loyaltyPoints')} + ${points}`, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', clientId);
  if (points < 0) q = q.where('loyaltyPoints', '>=', -points);
  if (points > 0) q = q.where('loyaltyPoints', '<=', MAX_LOYALTY_POINTS - points);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const balanceOf = async (db: Executor, entrepriseId: number, clientId: number) =>
  (
    await db
      .selectFrom('clients')
      .select('loyaltyPoints')
      .where('entreprise_id', '=', entrepriseId)
      .where('id', '=', clientId)
      .executeTakeFirst()
  )?.loyaltyPoints;

export async function ledgerSum(db: Executor, entrepriseId: number, clientId: number): Promise<number> {
  const r = await db
    .selectFrom('loyalty_point_movements')
    .select((eb) => eb.fn.sum<number>('points').as('s'))
    .where('entreprise_id', '=', entrepriseId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(r?.s ?? 0);
}

export async function listMovements(db: Executor, entrepriseId: number, clientId: number, limit: number, offset: number) {
  const base = db.selectFrom('loyalty_point_movements').where('entreprise_id', '=', entrepriseId).where('client_id', '=', clientId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'kind', 'points', 'commandId', 'comment', 'created_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// Cards.
const CARD_COLUMNS = ['lc.id', 'lc.reference', 'lc.client_id as clientId', 'c.name as clientName', 'lc.isActive', 'lc.created_at'] as const;

const cards = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('loyalty_cards as lc')
    .leftJoin('clients as c', (j) => j.onRef('c.id', '=', 'lc.client_id').on('c.deleted_at', 'is', null))
    .where('lc.entreprise_id', '=', entrepriseId)
    .where('lc.deleted_at', 'is', null);

export const findCardByReference = (db: Executor, entrepriseId: number, reference: string) =>
  cards(db, entrepriseId).select(CARD_COLUMNS).where('lc.reference', '=', reference).executeTakeFirst();

export const cardsOfClient = (db: Executor, entrepriseId: number, clientId: number) =>
  cards(db, entrepriseId).select(CARD_COLUMNS).where('lc.client_id', '=', clientId).orderBy('lc.id').execute();

export async function listCards(
  db: Executor,
  entrepriseId: number,
  q: { page: number; limit: number; keyword?: string; linked?: boolean },
) {
  let base = cards(db, entrepriseId);
  if (q.keyword)
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`upper(${sql.ref('lc.reference')}) like ${containsPattern(q.keyword!.toUpperCase())} escape '\\'`,
        sql<boolean>`lower(${sql.ref('c.name')}) like ${containsPattern(q.keyword!.toLowerCase())} escape '\\'`,
      ]),
    );
  if (q.linked !== undefined) base = base.where('lc.client_id', q.linked ? 'is not' : 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(CARD_COLUMNS)
      .orderBy('lc.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertCard(db: Executor, c: { entrepriseId: number; reference: string; clientId: number | null; now: string }) {
  const r = await db
    .insertInto('loyalty_cards')
    .values({
      entreprise_id: c.entrepriseId,
      reference: c.reference,
      client_id: c.clientId,
      isActive: true,
      created_at: c.now,
      updated_at: c.now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Links a free card (or one already the client's) to the client: false when another client holds it. */
export async function linkCard(db: Executor, entrepriseId: number, cardId: number, clientId: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable('loyalty_cards')
    .set({ client_id: clientId, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', cardId)
    .where((eb) => eb.or([eb('client_id', 'is', null), eb('client_id', '=', clientId)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function unlinkCardsOf(db: Executor, entrepriseId: number, clientId: number, now: string) {
  await db
    .updateTable('loyalty_cards')
    .set({ client_id: null, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('client_id', '=', clientId)
    .execute();
}
