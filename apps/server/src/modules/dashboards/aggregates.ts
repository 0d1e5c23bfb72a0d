// The one aggregate layer (DESIGN §4, issue 24): what each order adds to the dashboard tables, kept in the transaction
// that changes the order. An order's contribution is a pure function of its row, its lines and its operations
// (`contribute`); a write path takes the contribution of the orders it touches before (`snapshot`) and adds the
// difference after (`settle`), as atomic upserts that add deltas. So every path (sale, refund, return, exchange,
// cancellation, payment of a credit, change of mode) keeps the tables equal to the sum of the orders' contributions,
// which is what the rebuild writes from scratch (rebuild.ts).
//
// What an order counts: an order in a sale state counts its lines (net of what came back) and one ticket; a refunded
// order (every line back) counts its refunds only; a cancelled or deleted order counts nothing. Money by payment mode
// counts every operation of the order (payments, credit payments and advances in; change and refunds out), whatever
// its state. Everything goes to the order's business day and local hour (the till's, commands.businessDay/Hour).
import { SALE_STATES, returnedLineValue, type OrderState } from '@comptoir/shared';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { deferToCommit, type Deferral, type Executor } from '../../db/database';
import { figuresMoved } from '../../realtime/changes';

/**
 * Each table's key (after entreprise_id, magasin_id, day), its summed values, and the grain of the whole company's rows
 * kept beside the stores' ones (magasin_id 0, migration 2026-11-27T08-00): per day, or per month (`day` = `M` +
 * YYYY-MM, which sorts after every date). A chart of every store reads them instead of summing the stores' rows.
 */
export const AGG_TABLES = {
  agg_days: {
    key: [],
    values: ['revenue', 'tickets', 'quantity', 'gross', 'discounts', 'refunds', 'cost', 'costedRevenue'],
    company: 'day',
  },
  agg_slices: { key: ['hour', 'user_id', 'source'], values: ['revenue', 'tickets', 'quantity'], company: 'month' },
  agg_products: { key: ['price_id'], values: ['revenue', 'tickets', 'quantity', 'cost', 'costedRevenue'], company: 'month' },
  agg_seller_products: { key: ['user_id', 'price_id'], values: ['revenue', 'tickets', 'quantity'], company: 'month' },
  agg_modes: { key: ['modePayment'], values: ['amount', 'count'], company: 'month' },
} as const satisfies Record<string, { key: readonly string[]; values: readonly string[]; company: 'day' | 'month' | null }>;
/** The company's rows: this store id. */
export const COMPANY = 0;
/** The `day` of a month's row: `M2026-11`. */
export const monthKey = (day: string) => `M${day.slice(0, 7)}`;
export type AggTable = keyof typeof AGG_TABLES;
export const AGG_TABLE_NAMES = Object.keys(AGG_TABLES) as AggTable[];

export interface AggRow {
  table: AggTable;
  entrepriseId: number;
  magasinId: number;
  day: string;
  /** The table's own key values, in AGG_TABLES order. */
  key: (string | number)[];
  /** The table's values, in AGG_TABLES order. */
  values: number[];
}
/** Rows by table and key. */
export type Contribution = Map<string, AggRow>;

export interface CommandFacts {
  id: number;
  entreprise_id: number;
  magasin_id: number;
  etat: string;
  deleted_at: unknown;
  created_at: unknown;
  businessDay: string | null;
  businessHour: number | null;
  user_id: number | null;
  source: string | null;
}
export interface LineFacts {
  command_id: number;
  price_id: number | null;
  quantity: number | string;
  returnedQuantity: number | string;
  remise: number | string;
  orderRemise: number | string;
  total: number | string;
  unitCost: number | string | null;
}
/** The facts of an order's new lines, as its sale wrote them: the order's id, each line's article and quantity, the
 * totals the server computed for it (in the same order) and its unit cost; nothing returned yet. */
export function newLineFacts(
  commandId: number,
  lines: readonly { priceId: number; quantity: number }[],
  totals: readonly { remise: number; orderRemise: number; total: number }[],
  unitCosts: readonly (number | null)[],
): LineFacts[] {
  return lines.map((l, i) => ({
    command_id: commandId,
    price_id: l.priceId,
    quantity: l.quantity,
    returnedQuantity: 0,
    remise: totals[i]!.remise,
    orderRemise: totals[i]!.orderRemise,
    total: totals[i]!.total,
    unitCost: unitCosts[i] ?? null,
  }));
}
export interface OpFacts {
  command_id: number | null;
  type: string;
  modePayment: string;
  amount: number | string;
}

const COUNTED = new Set<string>([...SALE_STATES, 'refunded']);
const TICKET = new Set<string>(SALE_STATES as readonly OrderState[]);
/** Money of an order by mode: what came in, what went out. */
const MODE_SIGN: Record<string, number> = { payment: 1, credit: 1, advance: 1, change: -1, refund: -1 };
const COLLECTING = new Set(['payment', 'credit', 'advance']);

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
/** The order's business day and local hour: the till's, else UTC's (orders written before issue 24). */
export function dayHourOf(c: Pick<CommandFacts, 'businessDay' | 'businessHour' | 'created_at'>): { day: string; hour: number } {
  if (c.businessDay !== null && c.businessHour !== null) return { day: c.businessDay, hour: Number(c.businessHour) };
  const at = new Date(iso(c.created_at).replace(' ', 'T'));
  return { day: at.toISOString().slice(0, 10), hour: at.getUTCHours() };
}

/** Thousandths of a quantity, exact (quantities keep 3 decimals). */
export const milli = (q: number): number => Math.round(q * 1000);

function addRow(
  acc: Contribution,
  table: AggTable,
  entrepriseId: number,
  magasinId: number,
  day: string,
  key: (string | number)[],
  values: number[],
  sign: number,
) {
  const id = `${table}|${entrepriseId}|${magasinId}|${day}|${key.join('|')}`;
  const row = acc.get(id);
  if (row) values.forEach((v, i) => (row.values[i] += sign * v));
  else acc.set(id, { table, entrepriseId, magasinId, day, key, values: values.map((v) => sign * v) });
}

/** The store's row of the day, and the company's of the day or the month when the table keeps them. */
function add(acc: Contribution, table: AggTable, c: CommandFacts, day: string, key: (string | number)[], values: number[], sign: number) {
  addRow(acc, table, c.entreprise_id, c.magasin_id, day, key, values, sign);
  const grain = AGG_TABLES[table].company;
  if (grain) addRow(acc, table, c.entreprise_id, COMPANY, grain === 'day' ? day : monthKey(day), key, values, sign);
}

/** Adds (sign 1) or takes away (sign -1) one order's contribution. */
export function contribute(acc: Contribution, c: CommandFacts, lines: readonly LineFacts[], ops: readonly OpFacts[], sign = 1): void {
  const { day, hour } = dayHourOf(c);
  for (const o of ops) {
    const s = MODE_SIGN[o.type];
    if (s) add(acc, 'agg_modes', c, day, [o.modePayment], [s * Number(o.amount), COLLECTING.has(o.type) ? 1 : 0], sign);
  }
  if (c.deleted_at || !COUNTED.has(c.etat)) return;
  const ticket = TICKET.has(c.etat) ? 1 : 0;
  const seller = c.user_id ?? 0;
  let revenue = 0;
  let quantity = 0;
  let gross = 0;
  let discounts = 0;
  let refunds = 0;
  let cost = 0;
  let costedRevenue = 0;
  const byPrice = new Map<number, { revenue: number; quantity: number; cost: number; costedRevenue: number }>();
  for (const l of lines) {
    const total = Number(l.total);
    const q = Number(l.quantity);
    const back = Number(l.returnedQuantity);
    const returned = back > 0 ? returnedLineValue(total, q, 0, back) : 0;
    const kept = milli(q) - milli(back);
    const lineRevenue = total - returned;
    const lineCost = l.unitCost === null ? 0 : Math.round((Number(l.unitCost) * kept) / 1000);
    const lineCosted = l.unitCost === null ? 0 : lineRevenue;
    revenue += lineRevenue;
    quantity += kept;
    gross += total + Number(l.remise) + Number(l.orderRemise);
    discounts += Number(l.remise) + Number(l.orderRemise);
    refunds += returned;
    cost += lineCost;
    costedRevenue += lineCosted;
    const p = byPrice.get(l.price_id ?? 0) ?? { revenue: 0, quantity: 0, cost: 0, costedRevenue: 0 };
    p.revenue += lineRevenue;
    p.quantity += kept;
    p.cost += lineCost;
    p.costedRevenue += lineCosted;
    byPrice.set(l.price_id ?? 0, p);
  }
  add(acc, 'agg_days', c, day, [], [revenue, ticket, quantity, gross, discounts, refunds, cost, costedRevenue], sign);
  add(acc, 'agg_slices', c, day, [hour, seller, c.source ?? ''], [revenue, ticket, quantity], sign);
  for (const [priceId, p] of byPrice) {
    add(acc, 'agg_products', c, day, [priceId], [p.revenue, ticket, p.quantity, p.cost, p.costedRevenue], sign);
    add(acc, 'agg_seller_products', c, day, [seller, priceId], [p.revenue, ticket, p.quantity], sign);
  }
}

const COMMAND_COLUMNS = [
  'id',
  'entreprise_id',
  'magasin_id',
  'etat',
  'deleted_at',
  'created_at',
  'businessDay',
  'businessHour',
  'user_id',
  'source',
] as const;
const LINE_COLUMNS = ['command_id', 'price_id', 'quantity', 'returnedQuantity', 'remise', 'orderRemise', 'total', 'unitCost'] as const;
const OP_COLUMNS = ['command_id', 'type', 'modePayment', 'amount'] as const;

/** The orders' facts, read in three statements. */
export async function factsOf(db: Executor, entrepriseId: number | null, ids: readonly number[]) {
  if (!ids.length) return { commands: [], lines: [], ops: [] };
  let commandsQ = db.selectFrom('commands').select(COMMAND_COLUMNS).where('id', 'in', ids);
  let linesQ = db.selectFrom('command_lines').select(LINE_COLUMNS).where('command_id', 'in', ids);
  let opsQ = db.selectFrom('operations').select(OP_COLUMNS).where('command_id', 'in', ids);
  if (entrepriseId !== null) {
    commandsQ = commandsQ.where('entreprise_id', '=', entrepriseId);
    linesQ = linesQ.where('entreprise_id', '=', entrepriseId);
    opsQ = opsQ.where('entreprise_id', '=', entrepriseId);
  }
  const [commands, lines, ops] = [await commandsQ.execute(), await linesQ.execute(), await opsQ.execute()];
  return { commands: commands as CommandFacts[], lines: lines as LineFacts[], ops: ops as OpFacts[] };
}

/** The contribution of the orders as they are now. */
export async function contributionOf(
  db: Executor,
  entrepriseId: number | null,
  ids: readonly number[],
  sign = 1,
  acc: Contribution = new Map(),
) {
  const { commands, lines, ops } = await factsOf(db, entrepriseId, ids);
  const linesOf = groupBy(lines, (l) => l.command_id);
  const opsOf = groupBy(ops, (o) => o.command_id ?? 0);
  for (const c of commands) contribute(acc, c, linesOf.get(c.id) ?? [], opsOf.get(c.id) ?? [], sign);
  return acc;
}

export function groupBy<T, K>(rows: readonly T[], keyOf: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** What the orders count for now, to be taken away once they change (`settle`). */
export const snapshot = (trx: Executor, entrepriseId: number, ids: readonly number[]): Promise<Contribution> =>
  contributionOf(trx, entrepriseId, ids);

/** Adds to the tables what the orders count for now less what they counted for before (`snapshot`, or none). */
export async function settle(trx: Executor, entrepriseId: number, ids: readonly number[], before?: Contribution): Promise<void> {
  const delta = await contributionOf(trx, entrepriseId, ids, 1);
  for (const [id, row] of before ?? []) {
    const now = delta.get(id);
    if (now) row.values.forEach((v, i) => (now.values[i] -= v));
    else delta.set(id, { ...row, values: row.values.map((v) => -v) });
  }
  await upsert(
    trx,
    [...delta.values()].filter((r) => r.values.some((v) => v !== 0)),
  );
}

const isPg = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;
const quote = (name: string) => `"${name}"`;
/** Statement texts by shape (tables and row counts), built once. */
const statements = new Map<string, string>();

/** One table's upsert that adds deltas: `on conflict do update set x = x + excluded.x` (both databases). */
function upsertPart(table: AggTable, rows: number, pg: boolean, first: number): string {
  const spec = AGG_TABLES[table];
  const keys = ['entreprise_id', 'magasin_id', 'day', ...spec.key];
  const columns = [...keys, ...spec.values];
  let n = first;
  const tuple = () => `(${columns.map(() => (pg ? `$${++n}` : '?')).join(', ')})`;
  const values = Array.from({ length: rows }, tuple).join(', ');
  const set = spec.values.map((v) => `${quote(v)} = ${quote(table)}.${quote(v)} + excluded.${quote(v)}`).join(', ');
  return (
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values} ` +
    `on conflict (${keys.map(quote).join(', ')}) do update set ${set}`
  );
}

/** The statement for some tables' rows: on PostgreSQL one statement (each table's upsert a CTE), else one per table. */
function statementOf(parts: readonly [AggTable, number][], pg: boolean): string {
  const id = `${pg}|${parts.map(([t, n]) => `${t}:${n}`).join(',')}`;
  const known = statements.get(id);
  if (known) return known;
  let first = 0;
  const texts = parts.map(([table, rows]) => {
    const text = upsertPart(table, rows, pg, first);
    first += rows * (3 + AGG_TABLES[table].key.length + AGG_TABLES[table].values.length);
    return text;
  });
  const text = texts.length === 1 ? texts[0] : `with ${texts.map((t, i) => `u${i} as (${t})`).join(', ')} select 1`;
  statements.set(id, text);
  return text;
}

const paramsOf = (rows: readonly AggRow[]) => rows.flatMap((r) => [r.entrepriseId, r.magasinId, r.day, ...r.key, ...r.values]);

/**
 * Writes rows as deltas, in table and key order (concurrent transactions take the rows' locks in the same order): a
 * sale's few rows in one statement on PostgreSQL; on SQLite left to the commit of the sale's group and merged with the
 * group's other sales' (`deferToCommit`: fifty sales of the same articles write a store's day rows once, in the same
 * real transaction as the orders); large sets (the rebuild) by chunks, at once.
 */
export async function upsert(db: Executor, rows: readonly AggRow[], chunk = 200): Promise<void> {
  // The live dashboards of these stores refetch once the request has answered (nothing outside a request: the rebuild).
  for (const r of rows) figuresMoved(r.magasinId);
  const pg = isPg(db);
  if (!rows.length) return;
  if (
    !pg &&
    rows.length <= chunk &&
    (await deferToCommit(
      db,
      deferredRows((acc) => addRows(acc, rows)),
    ))
  )
    return;
  for (const q of statementsFor(rows, pg, chunk)) await db.executeQuery(q);
}

/** The statements that write rows: one on PostgreSQL when they are few, else one per table and chunk. */
function statementsFor(rows: readonly AggRow[], pg: boolean, chunk: number): CompiledQuery[] {
  const byTable = groupBy(rows, (r) => r.table);
  const tables = AGG_TABLE_NAMES.filter((t) => byTable.has(t)).map((t) => [t, byTable.get(t)!.sort(compareRows)] as const);
  if (pg && rows.length <= chunk)
    return [
      CompiledQuery.raw(
        statementOf(
          tables.map(([t, list]) => [t, list.length]),
          true,
        ),
        tables.flatMap(([, list]) => paramsOf(list)),
      ),
    ];
  const out: CompiledQuery[] = [];
  for (const [table, list] of tables)
    for (let i = 0; i < list.length; i += chunk) {
      const part = list.slice(i, i + chunk);
      out.push(CompiledQuery.raw(statementOf([[table, part.length]], pg), paramsOf(part)));
    }
  return out;
}

const rowKey = (r: AggRow) => `${r.table}|${r.entrepriseId}|${r.magasinId}|${r.day}|${r.key.join('|')}`;

function addRows(acc: Contribution, rows: readonly AggRow[]): void {
  for (const r of rows) {
    const k = rowKey(r);
    const kept = acc.get(k);
    if (kept) r.values.forEach((v, i) => (kept.values[i] += v));
    else acc.set(k, { ...r, key: [...r.key], values: [...r.values] });
  }
}

/** The group's aggregate rows left to its commit: `apply` changes them; written (rows left at zero skipped) at the commit. */
const deferredRows = (apply: (acc: Contribution) => void): Deferral<Contribution> => ({
  name: 'aggregates',
  create: () => new Map(),
  apply,
  write: (acc) =>
    statementsFor(
      [...acc.values()].filter((r) => r.values.some((v) => v !== 0)),
      false,
      200,
    ),
});

/**
 * Before a rebuild of the company's rows (or every company's, null), in its transaction: the rows the group's earlier
 * sales left to the commit are dropped once the rebuild commits, since it counted their orders (nothing on PostgreSQL).
 */
export async function forgetDeferred(trx: Executor, entrepriseId: number | null): Promise<void> {
  await deferToCommit(
    trx,
    deferredRows((acc) => {
      for (const [k, r] of acc) if (entrepriseId === null || r.entrepriseId === entrepriseId) acc.delete(k);
    }),
  );
}

/** Adds what a new order counts for from what its sale just wrote (nothing read back). */
export async function addNew(trx: Executor, c: CommandFacts, lines: readonly LineFacts[], ops: readonly OpFacts[]): Promise<void> {
  const acc: Contribution = new Map();
  contribute(acc, c, lines, ops);
  await upsert(
    trx,
    [...acc.values()].filter((r) => r.values.some((v) => v !== 0)),
  );
}

function compareRows(a: AggRow, b: AggRow): number {
  const ka = [a.entrepriseId, a.magasinId, a.day, ...a.key];
  const kb = [b.entrepriseId, b.magasinId, b.day, ...b.key];
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] < kb[i]) return -1;
    if (ka[i] > kb[i]) return 1;
  }
  return 0;
}
