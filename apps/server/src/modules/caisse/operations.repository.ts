// SQL for the operations ledger, approvals, recorded notifications, payment methods, and the orders the sessions read.
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { ApprovalsTable, NotificationsTable, OperationsTable } from '../../db/schema';
import { filterCommands, selectCommands } from '../orders/orders.repository';
import { caisseChanged, orderChanged } from '../../realtime/changes';

export interface OperationFilter {
  magasinIds?: number[];
  caisseId?: number;
  calendarDayId?: number;
  types?: string[];
  /** ISO instants: from inclusive, to exclusive. */
  fromTs?: string;
  toTs?: string;
  /** Leaves out the operations of sessions still open (a reader who counts blind). */
  closedSessionsOnly?: boolean;
}

function filtered(db: Executor, entrepriseId: number, f: OperationFilter) {
  let q = db.selectFrom('operations as o').where('o.entreprise_id', '=', entrepriseId);
  if (f.magasinIds) q = q.where('o.magasin_id', 'in', f.magasinIds.length ? f.magasinIds : [0]);
  if (f.caisseId !== undefined) q = q.where('o.caisse_id', '=', f.caisseId);
  if (f.calendarDayId !== undefined) q = q.where('o.calendar_day_id', '=', f.calendarDayId);
  if (f.types?.length) q = q.where('o.type', 'in', f.types);
  if (f.fromTs) q = q.where('o.created_at', '>=', f.fromTs);
  if (f.toTs) q = q.where('o.created_at', '<', f.toTs);
  if (f.closedSessionsOnly)
    q = q.where((eb) =>
      eb.or([
        eb('o.caisse_id', 'is', null),
        eb.not(
          eb.exists(eb.selectFrom('caisses as cs').select('cs.id').whereRef('cs.id', '=', 'o.caisse_id').where('cs.state', '=', 'opened')),
        ),
      ]),
    );
  return q;
}

const withUser = (q: ReturnType<typeof filtered>) =>
  q.leftJoin('users as u', 'u.id', 'o.user_id').selectAll('o').select('u.name as userName');
export type OperationJoined = Awaited<ReturnType<typeof listOperations>>[number];

export function listOperations(db: Executor, entrepriseId: number, f: OperationFilter, page?: { limit: number; offset: number }) {
  let q = withUser(filtered(db, entrepriseId, f))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

export async function countOperations(db: Executor, entrepriseId: number, f: OperationFilter): Promise<number> {
  const r = await filtered(db, entrepriseId, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Sum and count per type and payment mode. */
export function sumOperations(db: Executor, entrepriseId: number, f: OperationFilter) {
  return filtered(db, entrepriseId, f)
    .select(['o.type', 'o.modePayment'])
    .select((eb) => [eb.fn.sum<number>('o.amount').as('amount'), eb.fn.countAll<number>().as('count')])
    .groupBy(['o.type', 'o.modePayment'])
    .orderBy('o.type')
    .orderBy('o.modePayment')
    .execute();
}

export function findOperation(db: Executor, entrepriseId: number, stores: number[] | undefined, id: number) {
  let q = withUser(filtered(db, entrepriseId, {})).where('o.id', '=', id);
  if (stores) q = q.where('o.magasin_id', 'in', stores.length ? stores : [0]);
  return q.executeTakeFirst();
}

// A sale writes its payments and reads the payment methods: compiled once (db/prepared.ts).
const insertOperationQuery = prepared((db: Executor, a: { values: Insertable<OperationsTable> }) =>
  db.insertInto('operations').values(a.values).returning('id'),
);
export async function insertOperation(db: Executor, values: Insertable<OperationsTable>): Promise<number> {
  caisseChanged(values.caisse_id);
  return (await insertOperationQuery(db, { values })).rows[0].id;
}

export async function setOperationMode(db: Executor, entrepriseId: number, id: number, modePayment: string, now: string) {
  await db
    .updateTable('operations')
    .set({ modePayment, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
}

export const listCommandOperations = (db: Executor, entrepriseId: number, commandIds: number[], types: string[]) =>
  withUser(filtered(db, entrepriseId, { types }))
    .where('o.command_id', 'in', commandIds.length ? commandIds : [0])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();

// ---- Approvals and notifications
export async function insertApproval(db: Executor, values: Insertable<ApprovalsTable>): Promise<number> {
  return (await db.insertInto('approvals').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export const listApprovals = (db: Executor, entrepriseId: number, caisseId: number) =>
  db
    .selectFrom('approvals as a')
    .leftJoin('users as u', 'u.id', 'a.approvedBy')
    .selectAll('a')
    .select('u.name as approvedByName')
    .where('a.entreprise_id', '=', entrepriseId)
    .where('a.caisse_id', '=', caisseId)
    .orderBy('a.id')
    .execute();

export async function countNotifications(db: Executor, entrepriseId: number, caisseId: number, tag: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('entreprise_id', '=', entrepriseId)
    .where('caisse_id', '=', caisseId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertNotification(db: Executor, values: Insertable<NotificationsTable>) {
  await db.insertInto('notifications').values(values).execute();
}

/** Managers (gerant, admin) of the company who have an access code: the only ones who may approve. */
export function listApprovers(db: Executor, entrepriseId: number, userId?: number) {
  let q = db
    .selectFrom('entreprise_users as eu')
    .innerJoin('roles as r', 'r.id', 'eu.roleId')
    .innerJoin('users as u', 'u.id', 'eu.user_id')
    .select(['eu.user_id', 'eu.codeHash', 'r.tag as roleTag'])
    .where('eu.entreprise_id', '=', entrepriseId)
    .where('eu.deleted_at', 'is', null)
    .where('eu.isActive', '=', true)
    .where('u.isActive', '=', true)
    .where('eu.codeHash', 'is not', null)
    .orderBy('eu.user_id')
    .limit(50);
  if (userId !== undefined) q = q.where('eu.user_id', '=', userId);
  return q.execute();
}

// ---- Payment methods
const paymentMethodsQuery = prepared((db: Executor, a: { entrepriseId: number }) =>
  db
    .selectFrom('payment_methods')
    .select(['id', 'tag', 'intitule', 'isActive', 'order'])
    .where('entreprise_id', '=', a.entrepriseId)
    .orderBy('order')
    .orderBy('id'),
);
export const listPaymentMethods = async (db: Executor, entrepriseId: number) => (await paymentMethodsQuery(db, { entrepriseId })).rows;

export async function insertPaymentMethods(
  db: Executor,
  entrepriseId: number,
  rows: { tag: string; intitule: string; order: number }[],
  now: string,
) {
  if (!rows.length) return;
  await db
    .insertInto('payment_methods')
    .values(rows.map((r) => ({ entreprise_id: entrepriseId, ...r, isActive: true, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.columns(['entreprise_id', 'tag']).doNothing())
    .execute();
}

export async function updatePaymentMethod(
  db: Executor,
  entrepriseId: number,
  tag: string,
  set: { intitule?: string; isActive?: boolean; order?: number; updated_at: string },
) {
  await db.updateTable('payment_methods').set(set).where('entreprise_id', '=', entrepriseId).where('tag', '=', tag).execute();
}

// ---- The modes a store accepts (none: every active mode of the company), in the order its till shows them.
export const listStoreMethods = (db: Executor, entrepriseId: number, magasinId: number) =>
  db
    .selectFrom('magasin_payment_methods')
    .select(['tag', 'order'])
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .orderBy('order')
    .orderBy('tag')
    .execute();

export async function replaceStoreMethods(db: Executor, entrepriseId: number, magasinId: number, tags: readonly string[]) {
  await db.deleteFrom('magasin_payment_methods').where('entreprise_id', '=', entrepriseId).where('magasin_id', '=', magasinId).execute();
  await db
    .insertInto('magasin_payment_methods')
    .values(tags.map((tag, order) => ({ entreprise_id: entrepriseId, magasin_id: magasinId, tag, order })))
    .execute();
}

// ---- Orders (written by the till; read here)
export async function addToCommandPaid(
  db: Executor,
  entrepriseId: number,
  id: number,
  amount: number,
  set: { etat?: string; updated_at: string },
) {
  await db
    .updateTable('commands')
    .set({ ...set, paid: sql`paid + ${amount}` })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
  orderChanged(id);
}

export async function commandsStats(db: Executor, entrepriseId: number, caisseIds: number[]) {
  return db
    .selectFrom('commands')
    .select('etat')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('paid').as('paid'),
      eb.fn.sum<number>('remise').as('remise'),
      eb.fn.sum<number>(eb.case().when('isCredit', '=', true).then(eb.ref('total')).else(0).end()).as('credit'),
    ])
    .where('entreprise_id', '=', entrepriseId)
    .where('caisse_id', 'in', caisseIds.length ? caisseIds : [0])
    .where('deleted_at', 'is', null)
    .groupBy('etat')
    .orderBy('etat')
    .execute();
}

/**
 * Tax-inclusive line totals per VAT rate of a session's orders but those in `notStates`: one statement over the
 * session's orders (commands_caisse_idx) and their lines (command_lines_command_idx).
 */
export const taxesByRate = (db: Executor, entrepriseId: number, caisseId: number, notStates: readonly string[]) =>
  db
    .selectFrom('command_lines as l')
    .innerJoin('commands as c', 'c.id', 'l.command_id')
    .select('l.tva')
    .select((eb) => eb.fn.sum<number>('l.total').as('total'))
    .where('c.caisse_id', '=', caisseId)
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null)
    .where('c.etat', 'not in', [...notStates])
    .groupBy('l.tva')
    .orderBy('l.tva')
    .execute();

/**
 * What a session's drawer paid back for cancelled orders, per mode: the refund operations of the session whose order is
 * cancelled (operations_caisse_idx over the session's operations).
 */
export const cancelledPaybacks = (db: Executor, entrepriseId: number, caisseId: number) =>
  db
    .selectFrom('operations as o')
    .innerJoin('commands as c', 'c.id', 'o.command_id')
    .select('o.modePayment')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('o.amount').as('amount')])
    .where('o.caisse_id', '=', caisseId)
    .where('o.entreprise_id', '=', entrepriseId)
    .where('o.type', '=', 'refund')
    .where('c.etat', '=', 'cancelled')
    .groupBy('o.modePayment')
    .execute();

/** States that do not count as sales in recaps. */
export const NOT_SALES = ['cancelled', 'refunded'];

export const recapByProduct = (db: Executor, entrepriseId: number, caisseId: number) =>
  db
    .selectFrom('command_lines as l')
    .innerJoin('commands as c', 'c.id', 'l.command_id')
    .select(['l.price_id', 'l.label'])
    .select((eb) => [eb.fn.sum<number>('l.quantity').as('quantity'), eb.fn.sum<number>('l.total').as('total')])
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.caisse_id', '=', caisseId)
    .where('c.deleted_at', 'is', null)
    .where('c.etat', 'not in', NOT_SALES)
    .groupBy(['l.price_id', 'l.label'])
    .orderBy('total', 'desc')
    .orderBy('l.label')
    .execute();

export interface CreditFilter {
  magasinIds?: number[];
  keyword?: string;
  fromTs?: string;
  toTs?: string;
}

/** Credit orders through the orders' one read (selectCommands) and the order lists' filters (keyword included). */
function credits(db: Executor, entrepriseId: number, f: CreditFilter) {
  return filterCommands(selectCommands(db, entrepriseId, f.magasinIds), {
    fromTs: f.fromTs,
    toTs: f.toTs,
    keyword: f.keyword?.trim() || undefined,
  })
    .innerJoin('magasins as m', 'm.id', 'c.magasin_id')
    .select('m.intitule as magasinName')
    .where('c.isCredit', '=', true);
}

export function listCredits(db: Executor, entrepriseId: number, f: CreditFilter, page?: { limit: number; offset: number }) {
  let q = credits(db, entrepriseId, f).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

export async function creditsTotals(db: Executor, entrepriseId: number, f: CreditFilter) {
  const r = await credits(db, entrepriseId, f)
    .clearSelect()
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('c.total').as('total'), eb.fn.sum<number>('c.paid').as('paid')])
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), remaining: Number(r.total ?? 0) - Number(r.paid ?? 0) };
}
