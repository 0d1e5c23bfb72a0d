// SQL of shipping: orders taken from afar with their shipping row (state, address, carrier), the cash collected for
// them, and the moves. Every read and write is scoped to the company, and to the user's stores where given.
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { parseTicketRef } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { DB } from '../../db/schema';
import { containsPattern } from '../clients/clients.repository';

export type Stores = number[] | undefined;

export interface ShippingFilter {
  keyword?: string;
  /** Shipping states; 'none' = an order from afar not in shipping yet. */
  states?: string[];
  magasinId?: number;
  deliveryManId?: number;
  transportCompanyId?: number;
  transportCompanyIds?: number[];
  source?: string;
  from?: string;
  to?: string;
  /** Delivery date before this day and still open. */
  lateBefore?: string;
  commandIds?: number[];
  ticketNumber?: number;
  uuid?: string;
  provisional?: string;
}

type Q = DB & {
  c: DB['commands'];
  s: DB['shippings'];
  dm: DB['users'];
  tc: DB['transport_companies'];
  col: DB['shipping_collections'];
};

const columns = [
  'c.id',
  'c.ticketNumber',
  'c.provisional',
  'c.clientName',
  'c.magasin_id',
  'c.source',
  'c.etat',
  'c.total',
  'c.paid',
  'c.currencyTag',
  'c.created_at',
  's.state',
  's.stateAt',
  's.address',
  's.tel',
  's.city',
  's.deliveryDate',
  's.deliveryOrder',
  's.note',
  's.returnReason',
  's.delivery_man_id',
  'dm.name as deliveryManName',
  's.transport_company_id',
  'tc.intitule as transportCompanyName',
  'col.amount as collectedAmount',
  'col.reconciledAt',
] as const;

/** Orders from afar (a source) with their shipping, carrier and collected cash. */
export function selectShipping(db: Executor, entrepriseId: number, stores: Stores) {
  let q = db
    .selectFrom('commands as c')
    .leftJoin('shippings as s', (j) => j.onRef('s.command_id', '=', 'c.id').onRef('s.entreprise_id', '=', 'c.entreprise_id'))
    .leftJoin('users as dm', 'dm.id', 's.delivery_man_id')
    .leftJoin('transport_companies as tc', 'tc.id', 's.transport_company_id')
    .leftJoin('shipping_collections as col', (j) =>
      j.onRef('col.command_id', '=', 'c.id').onRef('col.entreprise_id', '=', 'c.entreprise_id'),
    )
    .select(columns)
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null)
    .where('c.source', 'is not', null);
  if (stores) q = q.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  return q;
}
export type ShippingRow = Awaited<ReturnType<ReturnType<typeof selectShipping>['execute']>>[number];

function keywordMatch(eb: ExpressionBuilder<Q, 'c' | 's'>, keyword: string) {
  const pattern = containsPattern(keyword.toLowerCase());
  const ors: Expression<SqlBool>[] = [
    sql<boolean>`lower(${sql.ref('c.clientName')}) like ${pattern} escape '\\'`,
    sql<boolean>`lower(${sql.ref('s.address')}) like ${pattern} escape '\\'`,
    sql<boolean>`lower(${sql.ref('s.city')}) like ${pattern} escape '\\'`,
    sql<boolean>`${sql.ref('s.tel')} like ${pattern} escape '\\'`,
  ];
  if (/^\d{1,9}$/.test(keyword)) ors.push(eb('c.ticketNumber', '=', Number(keyword)), eb('c.id', '=', Number(keyword)));
  const ref = parseTicketRef(keyword);
  if (ref.kind === 'provisional') ors.push(eb('c.provisional', '=', ref.provisional));
  if (ref.kind === 'uuid') ors.push(eb('c.uuid', '=', ref.uuid));
  return eb.or(ors);
}

export function filterShipping<O>(q: SelectQueryBuilder<Q, 'c' | 's' | 'dm' | 'tc' | 'col', O>, f: ShippingFilter) {
  if (f.states?.length) {
    const states = f.states.filter((s) => s !== 'none');
    const none = f.states.includes('none');
    q = q.where((eb) => eb.or([...(states.length ? [eb('s.state', 'in', states)] : []), ...(none ? [eb('s.state', 'is', null)] : [])]));
  }
  if (f.magasinId !== undefined) q = q.where('c.magasin_id', '=', f.magasinId);
  if (f.deliveryManId !== undefined) q = q.where('s.delivery_man_id', '=', f.deliveryManId);
  if (f.transportCompanyId !== undefined) q = q.where('s.transport_company_id', '=', f.transportCompanyId);
  if (f.transportCompanyIds?.length) q = q.where('s.transport_company_id', 'in', f.transportCompanyIds);
  if (f.source) q = q.where('c.source', '=', f.source);
  if (f.from) q = q.where('s.deliveryDate', '>=', f.from);
  if (f.to) q = q.where('s.deliveryDate', '<=', f.to);
  if (f.lateBefore)
    q = q.where('s.deliveryDate', '<', f.lateBefore).where('s.state', 'in', ['reserved', 'packed', 'pending', 'delivering']);
  if (f.commandIds) q = q.where('c.id', 'in', f.commandIds.length ? f.commandIds : [0]);
  if (f.ticketNumber !== undefined) q = q.where('c.ticketNumber', '=', f.ticketNumber);
  if (f.uuid) q = q.where('c.uuid', '=', f.uuid);
  if (f.provisional) q = q.where('c.provisional', '=', f.provisional);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => keywordMatch(eb, k));
  }
  return q;
}

export const listShipping = (
  db: Executor,
  entrepriseId: number,
  stores: Stores,
  f: ShippingFilter,
  page?: { limit: number; offset: number },
) => {
  let q = filterShipping(selectShipping(db, entrepriseId, stores), f)
    .orderBy(sql`coalesce(${sql.ref('s.deliveryDate')}, '9999-12-31')`)
    .orderBy(sql`coalesce(${sql.ref('s.deliveryOrder')}, 100000)`)
    .orderBy('c.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
};

export async function countShipping(db: Executor, entrepriseId: number, stores: Stores, f: ShippingFilter): Promise<number> {
  const r = await filterShipping(selectShipping(db, entrepriseId, stores), f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Counts and totals per shipping state. */
export const countByState = (db: Executor, entrepriseId: number, stores: Stores, f: ShippingFilter) =>
  filterShipping(selectShipping(db, entrepriseId, stores), f)
    .clearSelect()
    .select(['s.state', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('c.total').as('total')])
    .where('s.state', 'is not', null)
    .groupBy('s.state')
    .execute();

/** Delivered and returned per carrier (transport company or delivery man). */
export const outcomesBy = (db: Executor, entrepriseId: number, stores: Stores, f: ShippingFilter, by: 'tc' | 'dm') =>
  filterShipping(selectShipping(db, entrepriseId, stores), f)
    .clearSelect()
    .select([
      by === 'tc' ? 's.transport_company_id as carrierId' : 's.delivery_man_id as carrierId',
      by === 'tc' ? 'tc.intitule as name' : 'dm.name as name',
      sql<number>`sum(case when ${sql.ref('s.state')} in ('delivered', 'payed_and_archived') and ${sql.ref('s.returnReason')} is null then 1 else 0 end)`.as(
        'delivered',
      ),
      sql<number>`sum(case when ${sql.ref('s.state')} = 'returned' or ${sql.ref('s.returnReason')} is not null then 1 else 0 end)`.as(
        'returned',
      ),
    ])
    .where(by === 'tc' ? 's.transport_company_id' : 's.delivery_man_id', 'is not', null)
    .groupBy(by === 'tc' ? ['s.transport_company_id', 'tc.intitule'] : ['s.delivery_man_id', 'dm.name'])
    .execute();

export const findShippingRow = (db: Executor, entrepriseId: number, commandId: number) =>
  db.selectFrom('shippings').selectAll().where('entreprise_id', '=', entrepriseId).where('command_id', '=', commandId).executeTakeFirst();

/** Locks the orders' rows until the commit (PostgreSQL), in id order: two batches over the same orders queue. */
export async function lockCommands(db: Executor, dialect: string, entrepriseId: number, ids: number[]): Promise<void> {
  if (dialect !== 'postgres' || !ids.length) return;
  await db
    .selectFrom('commands')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The conditional move: only when the shipping is still in `from` (another request may have moved it). */
export async function moveShipping(
  db: Executor,
  entrepriseId: number,
  commandId: number,
  from: string,
  set: Partial<Pick<DB['shippings'], 'state' | 'returnReason' | 'delivery_man_id' | 'transport_company_id'>> & {
    stateAt: string;
    updated_at: string;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('shippings')
    .set(set as never)
    .where('entreprise_id', '=', entrepriseId)
    .where('command_id', '=', commandId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertMove(
  db: Executor,
  m: { entrepriseId: number; commandId: number; from: string | null; to: string; userId: number; reason: string | null; now: string },
) {
  await db
    .insertInto('shipping_moves')
    .values({
      entreprise_id: m.entrepriseId,
      command_id: m.commandId,
      from: m.from,
      to: m.to,
      user_id: m.userId,
      reason: m.reason,
      created_at: m.now,
    })
    .execute();
}

export const listMoves = (db: Executor, entrepriseId: number, commandId: number) =>
  db
    .selectFrom('shipping_moves as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.from', 'm.to', 'u.name as userName', 'm.reason', 'm.created_at'])
    .where('m.entreprise_id', '=', entrepriseId)
    .where('m.command_id', '=', commandId)
    .orderBy('m.id')
    .execute();

// ---- Cash collected on delivery
export function selectCollections(db: Executor, entrepriseId: number, stores: Stores) {
  let q = db
    .selectFrom('shipping_collections as k')
    .innerJoin('commands as c', 'c.id', 'k.command_id')
    .leftJoin('users as dm', 'dm.id', 'k.delivery_man_id')
    .leftJoin('transport_companies as tc', 'tc.id', 'k.transport_company_id')
    .leftJoin('users as rb', 'rb.id', 'k.recorded_by')
    .leftJoin('users as rc', 'rc.id', 'k.reconciled_by')
    .select([
      'k.id',
      'k.command_id',
      'c.ticketNumber',
      'c.clientName',
      'k.magasin_id',
      'k.delivery_man_id',
      'dm.name as deliveryManName',
      'k.transport_company_id',
      'tc.intitule as transportCompanyName',
      'k.amount',
      'k.currencyTag',
      'k.collectedAt',
      'rb.name as recordedByName',
      'k.reconciledAt',
      'rc.name as reconciledByName',
      'k.caisse_id',
      'k.operation_id',
    ])
    .where('k.entreprise_id', '=', entrepriseId);
  if (stores) q = q.where('k.magasin_id', 'in', stores.length ? stores : [0]);
  return q;
}
export type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['execute']>>[number];
