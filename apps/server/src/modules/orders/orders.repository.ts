// SQL of the orders domain: prices a sale reads, the ticket counter, orders, lines, state history, serial numbers,
// and the filtered lists. Every read and write is scoped to the company (and to the user's stores where given).
import {
  CompiledQuery,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { normalizePhone, parseTicketRef, type CommandSort } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { CommandLinesTable, CommandsTable, DB } from '../../db/schema';
import { containsPattern } from '../clients/clients.repository';
import { orderChanged, orderCreated } from '../../realtime/changes';

export type Stores = number[] | undefined;

// The statements of a sale are compiled once (db/prepared.ts): a sale runs each of them.
const pricesQuery = prepared((db: Executor, a: { entrepriseId: number; ids: number[] }) =>
  db
    .selectFrom('prices')
    .select([
      'id',
      'label',
      'currencyTag',
      'magasinId',
      'tva',
      'productId',
      'en_label',
      'ar_label',
      'it_label',
      'price',
      'promoPrice',
      'promotionEndAt',
    ])
    .where('entreprise_id', '=', a.entrepriseId)
    .where('id', 'in', a.ids)
    .where('deleted_at', 'is', null),
);
/** The prices some articles had, oldest first (what a till with an old catalogue may still sell at). */
export const priceHistoryOf = (db: Executor, entrepriseId: number, priceIds: number[]) =>
  db
    .selectFrom('price_history')
    .select(['priceId', 'price', 'promoPrice', 'promotionEndAt', 'created_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('priceId', 'in', priceIds)
    .orderBy('id')
    .execute();

export const findPrices = async (db: Executor, entrepriseId: number, ids: number[]) => (await pricesQuery(db, { entrepriseId, ids })).rows;

const userNameQuery = prepared((db: Executor, a: { userId: number }) => db.selectFrom('users').select('name').where('id', '=', a.userId));
/** A user's name (the cashier of an order's answer). */
export async function findUserName(db: Executor, userId: number): Promise<string | null> {
  return (await userNameQuery(db, { userId })).rows[0]?.name ?? null;
}

const nextTicketQuery = prepared((db: Executor, a: { calendarDayId: number; now: string }) =>
  db
    .updateTable('calendar_days')
    .set({ lastTicketNumber: sql<number>`"lastTicketNumber" + 1`, updated_at: a.now })
    .where('id', '=', a.calendarDayId)
    .returning('lastTicketNumber'),
);

/** The next gap-free ticket number of the business day: one atomic increment, rolled back with the sale. */
export async function nextTicketNumber(db: Executor, calendarDayId: number, now: string): Promise<number> {
  const r = (await nextTicketQuery(db, { calendarDayId, now })).rows[0];
  if (!r) throw new Error(`calendar day ${calendarDayId} not found`);
  return Number(r.lastTicketNumber);
}

/**
 * `nextTicketNumber` for an order written without its number (PostgreSQL only, its SQL is written out: taken just before the commit, so the day's
 * counter stays locked for a few statements only): one statement increments the counter and numbers the order.
 */
const NUMBER_COMMAND = `with t as (
    update calendar_days set "lastTicketNumber" = "lastTicketNumber" + 1, updated_at = $1 where id = $2
    returning "lastTicketNumber")
  update commands set "ticketNumber" = t."lastTicketNumber" from t where commands.id = $3
  returning commands."ticketNumber"`;
export async function numberCommand(db: Executor, calendarDayId: number, commandId: number, now: string): Promise<number> {
  const r = await db.executeQuery<{ ticketNumber: number }>(CompiledQuery.raw(NUMBER_COMMAND, [now, calendarDayId, commandId]));
  if (!r.rows[0]) throw new Error(`calendar day ${calendarDayId} not found`);
  return Number(r.rows[0].ticketNumber);
}

const insertCommandQuery = prepared((db: Executor, a: { values: Insertable<CommandsTable> }) =>
  db.insertInto('commands').values(a.values).returning('id'),
);
export async function insertCommand(db: Executor, values: Insertable<CommandsTable>): Promise<number> {
  const id = (await insertCommandQuery(db, { values })).rows[0].id;
  orderCreated(values.magasin_id, id);
  return id;
}

/**
 * The lines of an order in one statement; answers their ids in the order of `values`. Ids come from one sequence
 * (SQLite rowid, PostgreSQL serial) drawn row after row by this one statement, so they increase in the order of the
 * rows; RETURNING itself promises no order, hence the sort.
 */
const insertLinesQuery = prepared((db: Executor, a: { values: Insertable<CommandLinesTable>[] }) =>
  db.insertInto('command_lines').values(a.values).returning('id'),
);
export async function insertLines(db: Executor, values: Insertable<CommandLinesTable>[]): Promise<number[]> {
  if (!values.length) return [];
  const rows = (await insertLinesQuery(db, { values })).rows;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const insertStateQuery = prepared((db: Executor, a: { values: Insertable<DB['command_states']> }) =>
  db.insertInto('command_states').values(a.values),
);
export async function insertState(
  db: Executor,
  s: {
    entrepriseId: number;
    commandId: number;
    from: string | null;
    to: string;
    userId: number;
    approvalId?: number | null;
    reason?: string | null;
    now: string;
  },
) {
  await insertStateQuery(db, {
    values: {
      entreprise_id: s.entrepriseId,
      command_id: s.commandId,
      from: s.from,
      to: s.to,
      user_id: s.userId,
      approval_id: s.approvalId ?? null,
      reason: s.reason ?? null,
      created_at: s.now,
    },
  });
}

export async function insertSerialNumbers(
  db: Executor,
  rows: {
    entreprise_id: number;
    command_id: number;
    command_line_id: number;
    price_id: number;
    serialNumber: string;
    created_at: string;
  }[],
) {
  if (rows.length) await db.insertInto('serial_numbers').values(rows).execute();
}

const commandColumns = [
  'c.id',
  'c.uuid',
  'c.ticketNumber',
  'c.magasin_id',
  'c.caisse_id',
  'c.calendar_day_id',
  'c.client_id',
  'c.clientName',
  'c.etat',
  'c.previousEtat',
  'c.isCredit',
  'c.source',
  'c.currencyTag',
  'c.subtotal',
  'c.remise',
  'c.orderRemise',
  'c.total',
  'c.paid',
  'c.change',
  'c.taxes',
  'c.codePromo',
  'c.pointsEarned',
  'c.priceFlag',
  'c.provisional',
  'c.notes',
  'c.remindTimeAt',
  'c.user_id',
  'c.validatedAt',
  'c.planning',
  'c.planningAt',
  'c.created_at',
] as const;

/** The one read of orders (with the cashier's name): every order answer, of the orders and the cash-register calls, starts here. */
export const selectCommands = (db: Executor, entrepriseId: number, stores: Stores) => {
  let q = db
    .selectFrom('commands as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([...commandColumns, 'u.name as userName'])
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null);
  if (stores) q = q.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  return q;
};

export const findCommand = (db: Executor, entrepriseId: number, stores: Stores, id: number) =>
  selectCommands(db, entrepriseId, stores).where('c.id', '=', id).executeTakeFirst();
export type CommandRow = NonNullable<Awaited<ReturnType<typeof findCommand>>>;

/** The orders of a cash session, newest first (at most 5,000). */
export const listSessionCommands = (db: Executor, entrepriseId: number, caisseId: number) =>
  selectCommands(db, entrepriseId, undefined)
    .where('c.caisse_id', '=', caisseId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(5000)
    .execute();

/**
 * The orders a ticket search finds, newest first: by uuid or provisional number (any day), by ticket number on one
 * business day, or by client (name or phone, on one day when given).
 */
export function findTickets(
  db: Executor,
  entrepriseId: number,
  stores: Stores,
  f: { uuid?: string; provisional?: string; ticketNumber?: number; client?: string; day?: string; magasinId?: number },
  limit = 20,
) {
  let q = selectCommands(db, entrepriseId, stores);
  if (f.magasinId !== undefined) q = q.where('c.magasin_id', '=', f.magasinId);
  if (f.uuid !== undefined) q = q.where('c.uuid', '=', f.uuid);
  if (f.provisional !== undefined) q = q.where('c.provisional', '=', f.provisional);
  if (f.ticketNumber !== undefined) q = q.where('c.ticketNumber', '=', f.ticketNumber);
  if (f.day !== undefined) {
    const day = f.day;
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('calendar_days as d').select('d.id').whereRef('d.id', '=', 'c.calendar_day_id').where('d.day', '=', day)),
    );
  }
  if (f.client !== undefined) {
    const client = f.client;
    q = q.where('c.client_id', 'is not', null).where((eb) => keywordMatch(eb as never, client));
  }
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

export const listLines = (db: Executor, entrepriseId: number, commandIds: number[]) =>
  commandIds.length
    ? db
        .selectFrom('command_lines')
        .selectAll()
        .where('entreprise_id', '=', entrepriseId)
        .where('command_id', 'in', commandIds)
        .orderBy('id')
        .execute()
    : Promise.resolve([]);
export type LineRow = Awaited<ReturnType<typeof listLines>>[number];

export const listSerials = (db: Executor, entrepriseId: number, commandIds: number[]) =>
  commandIds.length
    ? db
        .selectFrom('serial_numbers')
        .select(['id', 'command_id', 'command_line_id', 'price_id', 'serialNumber', 'created_at'])
        .where('entreprise_id', '=', entrepriseId)
        .where('command_id', 'in', commandIds)
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export const listPayments = (db: Executor, entrepriseId: number, commandId: number) =>
  db
    .selectFrom('operations')
    .select(['id', 'type', 'modePayment', 'amount', 'created_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('command_id', '=', commandId)
    .orderBy('id')
    .execute();

export const listStates = (db: Executor, entrepriseId: number, commandId: number) =>
  db
    .selectFrom('command_states as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.from', 's.to', 's.user_id', 'u.name as userName', 's.reason', 's.created_at'])
    .where('s.entreprise_id', '=', entrepriseId)
    .where('s.command_id', '=', commandId)
    .orderBy('s.id')
    .execute();

export interface CommandFilter {
  magasinId?: number;
  magasinIds?: number[];
  commandIds?: number[];
  ticketNumber?: number;
  caisseId?: number;
  clientId?: number;
  etats?: string[];
  mode?: string;
  notPayed?: boolean;
  withRemise?: boolean;
  /** Orders whose prices were not the catalogue's: any flag, or one. */
  priceFlag?: 'any' | 'override' | 'unknown';
  totalMin?: number;
  totalMax?: number;
  fromTs?: string;
  toTs?: string;
  keyword?: string;
}

type ListDB = DB & { c: CommandsTable; u: DB['users'] };

/** A ticket number or order id (digits), or part of the client's name or phone (whatever the spacing). */
function keywordMatch(eb: ExpressionBuilder<ListDB, 'c' | 'u'>, keyword: string) {
  const pattern = containsPattern(keyword.toLowerCase());
  const clientOrs: Expression<SqlBool>[] = [sql<boolean>`lower(${sql.ref('k.name')}) like ${pattern} escape '\\'`];
  const digits = keyword.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    // A national number typed with its 0 matches the stored international form.
    const key = normalizePhone(digits) ?? digits.replace(/^0+/, '');
    clientOrs.push(sql<boolean>`${sql.ref('k.tel_normalized')} like ${containsPattern(key)} escape '\\'`);
  }
  const ors: Expression<SqlBool>[] = [
    sql<boolean>`lower(${sql.ref('c.clientName')}) like ${pattern} escape '\\'`,
    eb.exists(
      eb
        .selectFrom('clients as k')
        .select('k.id')
        .whereRef('k.id', '=', 'c.client_id')
        .where((k) => k.or(clientOrs)),
    ),
  ];
  if (/^\d{1,9}$/.test(keyword)) ors.push(eb('c.ticketNumber', '=', Number(keyword)), eb('c.id', '=', Number(keyword)));
  // What a ticket carries: the provisional number printed offline, the order's uuid (in its QR code).
  const ref = parseTicketRef(keyword);
  if (ref.kind === 'provisional') ors.push(eb('c.provisional', '=', ref.provisional));
  if (ref.kind === 'uuid') ors.push(eb('c.uuid', '=', ref.uuid));
  return eb.or(ors);
}

/** The order lists' filters (the credits journal's too): one WHERE per filter, the keyword as `keywordMatch`. */
export function filterCommands<O>(q: SelectQueryBuilder<ListDB, 'c' | 'u', O>, f: CommandFilter) {
  if (f.magasinId !== undefined) q = q.where('c.magasin_id', '=', f.magasinId);
  if (f.magasinIds?.length) q = q.where('c.magasin_id', 'in', f.magasinIds);
  if (f.commandIds?.length) q = q.where('c.id', 'in', f.commandIds);
  if (f.ticketNumber !== undefined) q = q.where('c.ticketNumber', '=', f.ticketNumber);
  if (f.caisseId !== undefined) q = q.where('c.caisse_id', '=', f.caisseId);
  if (f.clientId !== undefined) q = q.where('c.client_id', '=', f.clientId);
  if (f.etats?.length) q = q.where('c.etat', 'in', f.etats);
  if (f.notPayed) q = q.whereRef('c.paid', '<', 'c.total');
  if (f.withRemise) q = q.where('c.remise', '>', 0);
  if (f.priceFlag) q = f.priceFlag === 'any' ? q.where('c.priceFlag', 'is not', null) : q.where('c.priceFlag', '=', f.priceFlag);
  if (f.totalMin !== undefined) q = q.where('c.total', '>=', f.totalMin);
  if (f.totalMax !== undefined) q = q.where('c.total', '<=', f.totalMax);
  if (f.fromTs) q = q.where('c.created_at', '>=', f.fromTs);
  if (f.toTs) q = q.where('c.created_at', '<', f.toTs);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) => keywordMatch(eb, keyword));
  }
  if (f.mode) {
    const mode = f.mode;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('operations as o')
          .select('o.id')
          .whereRef('o.command_id', '=', 'c.id')
          .where('o.type', 'in', ['payment', 'credit', 'advance'])
          .where('o.modePayment', '=', mode),
      ),
    );
  }
  return q;
}

export const listCommands = (
  db: Executor,
  entrepriseId: number,
  stores: Stores,
  f: CommandFilter,
  page: { limit: number; offset: number },
  sort: CommandSort = '-created_at',
) => {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const field = sort.replace(/^-/, '') as 'created_at' | 'total' | 'ticketNumber';
  let q = filterCommands(selectCommands(db, entrepriseId, stores), f).orderBy(`c.${field}`, direction);
  // Ticket numbers restart each business day: the newest of equal ones first; then one stable order for the pages.
  if (field !== 'created_at') q = q.orderBy('c.created_at', 'desc');
  return q
    .orderBy('c.id', direction === 'asc' && field === 'created_at' ? 'asc' : 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
};

export async function countCommands(db: Executor, entrepriseId: number, stores: Stores, f: CommandFilter): Promise<number> {
  let q = db
    .selectFrom('commands as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null);
  if (stores) q = q.where('c.magasin_id', 'in', stores.length ? stores : [0]);
  const r = await filterCommands(q, f).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * Locks an order's row until the commit (PostgreSQL; SQLite runs one writer at a time), before anything else a change
 * of the order locks: a refund and an exchange of one order then run one after the other instead of each holding
 * what the other needs (its lines, the stock levels).
 */
export async function lockCommand(db: Executor, dialect: string, entrepriseId: number, id: number): Promise<void> {
  if (dialect === 'postgres')
    await db.selectFrom('commands').select('id').where('entreprise_id', '=', entrepriseId).where('id', '=', id).forUpdate().execute();
}

export async function updateCommand(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: Partial<Insertable<CommandsTable>>,
  whereEtat?: string,
): Promise<boolean> {
  let q = db.updateTable('commands').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id);
  if (whereEtat !== undefined) q = q.where('etat', '=', whereEtat);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) orderChanged(id);
  return Number(r.numUpdatedRows) === 1;
}
