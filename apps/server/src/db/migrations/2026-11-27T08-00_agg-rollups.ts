// Dashboards at a million lines, and cheaper for a sale (issue 24 leftovers, dash24b):
// - `agg_slices` (store, day, hour, seller, source) replaces agg_hours, agg_sellers and agg_sources: a sale writes one
//   row where it wrote three (one statement where it ran three), and the charts by hour, seller or source sum it by
//   the dimension they show.
// - Rows for the whole company (magasin_id 0) kept beside the stores' ones, in the same tables, so a sale still runs one
//   statement per table: agg_days per day; agg_slices, agg_products, agg_seller_products and agg_modes per month, their `day`
//   being `M` + the month (`M2026-11`: it sorts after every date, so a range of dates never takes a month's row). A
//   chart of every store reads whole months from them and only the edge days from the stores' daily rows.
// - On SQLite the aggregate tables are WITHOUT ROWID (the key is the table: one b-tree per table to read and write,
//   not a table and its primary key index).
// The company's rows are filled here from the stores' rows (exact: sums of sums); agg_slices from the orders, by a
// frozen copy of the rule of modules/dashboards/aggregates.ts for these three values (revenue net of returns, tickets,
// quantity in thousandths), so a database that had aggregates keeps them without a rebuild.
// Frozen once landed.
import { returnedLineValue } from '@comptoir/shared';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Col = [name: string, type: 'integer' | 'bigint' | 'text'];
const KEY: Col[] = [
  ['entreprise_id', 'integer'],
  ['magasin_id', 'integer'],
  ['day', 'text'],
];
const SALES: Col[] = [
  ['revenue', 'bigint'],
  ['tickets', 'integer'],
  ['quantity', 'bigint'],
];
const MARGIN: Col[] = [
  ['cost', 'bigint'],
  ['costedRevenue', 'bigint'],
];
const TABLES: Record<string, { key: Col[]; values: Col[] }> = {
  agg_days: {
    key: KEY,
    values: [...SALES, ['gross', 'bigint'], ['discounts', 'bigint'], ['refunds', 'bigint'], ...MARGIN],
  },
  agg_slices: {
    key: [...KEY, ['hour', 'integer'], ['user_id', 'integer'], ['source', 'text']],
    values: SALES,
  },
  agg_products: { key: [...KEY, ['price_id', 'integer']], values: [...SALES, ...MARGIN] },
  agg_seller_products: { key: [...KEY, ['user_id', 'integer'], ['price_id', 'integer']], values: SALES },
  agg_modes: {
    key: [...KEY, ['modePayment', 'text']],
    values: [
      ['amount', 'bigint'],
      ['count', 'integer'],
    ],
  },
};
const OLD = ['agg_hours', 'agg_sellers', 'agg_sources'];

async function createTable(db: Kysely<any>, name: string, table: string, pg: boolean) {
  const { key, values } = TABLES[table];
  let t = db.schema.createTable(name);
  for (const [column, type] of key) t = t.addColumn(column, type, (c) => c.notNull());
  for (const [column, type] of values) t = t.addColumn(column, type, (c) => c.notNull().defaultTo(0));
  t = t.addPrimaryKeyConstraint(`${table}_pk`, key.map(([column]) => column) as never);
  if (!pg) t = t.modifyEnd(sql`without rowid`);
  await t.execute();
}

const q = (name: string) => `"${name}"`;
const list = (cols: Col[]) => cols.map(([c]) => q(c)).join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite: the kept tables again, WITHOUT ROWID (their constraint names are free once the old table is renamed away).
  for (const table of ['agg_days', 'agg_products', 'agg_seller_products', 'agg_modes']) {
    if (pg) continue;
    const { key, values } = TABLES[table];
    await sql.raw(`alter table ${q(table)} rename to ${q(`${table}_old`)}`).execute(db);
    await createTable(db, table, table, pg);
    const cols = list([...key, ...values]);
    await sql.raw(`insert into ${q(table)} (${cols}) select ${cols} from ${q(`${table}_old`)}`).execute(db);
    await sql.raw(`drop table ${q(`${table}_old`)}`).execute(db);
  }
  await createTable(db, 'agg_slices', 'agg_slices', pg);
  await fillSlices(db);
  for (const table of OLD) await db.schema.dropTable(table).execute();

  // The company's rows: per day for agg_days, per month for the others.
  const month = `'M' || substr(day, 1, 7)`;
  const company = async (table: string, dayExpr: string) => {
    const { key, values } = TABLES[table];
    const own = key.slice(3);
    const sums = values.map(([c]) => `sum(${q(c)})`).join(', ');
    const keys = own.map(([c]) => q(c)).join(', ');
    await sql
      .raw(
        `insert into ${q(table)} (${list([...key, ...values])}) ` +
          `select entreprise_id, 0, ${dayExpr}${keys ? `, ${keys}` : ''}, ${sums} from ${q(table)} where magasin_id <> 0 ` +
          `group by entreprise_id, ${dayExpr}${keys ? `, ${keys}` : ''}`,
      )
      .execute(db);
  };
  await company('agg_days', 'day');
  await company('agg_slices', month);
  await company('agg_products', month);
  await company('agg_seller_products', month);
  await company('agg_modes', month);
}

/** The states in which an order counts as a sale (@comptoir/shared SALE_STATES when this landed). */
const SALE_STATES = new Set([
  'not_validated',
  'validated',
  'credit_validated',
  'unpaid',
  'paid',
  'delivered',
  'returned',
  'archived',
  'cancellation_pending',
  'cancellation_approved',
  'modification_pending',
]);

/** agg_slices from the orders: revenue net of returns, one ticket per order in a sale state, quantity in thousandths. */
async function fillSlices(db: Kysely<any>) {
  const states = SALE_STATES;
  let last = 0;
  const milli = (x: number) => Math.round(x * 1000);
  for (;;) {
    const commands = await db
      .selectFrom('commands')
      .select(['id', 'entreprise_id', 'magasin_id', 'etat', 'deleted_at', 'created_at', 'businessDay', 'businessHour', 'user_id', 'source'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (!commands.length) break;
    last = commands[commands.length - 1].id;
    const ids = commands.map((c) => c.id);
    const lines = await db
      .selectFrom('command_lines')
      .select(['command_id', 'quantity', 'returnedQuantity', 'total'])
      .where('command_id', 'in', ids)
      .execute();
    const linesOf = new Map<number, typeof lines>();
    for (const l of lines) linesOf.set(l.command_id, [...(linesOf.get(l.command_id) ?? []), l]);
    const rows = new Map<string, (string | number)[]>();
    for (const c of commands) {
      if (c.deleted_at || !(states.has(c.etat) || c.etat === 'refunded')) continue;
      let day: string = c.businessDay;
      let hour: number = c.businessHour;
      if (day === null || hour === null) {
        const at = new Date((c.created_at instanceof Date ? c.created_at.toISOString() : String(c.created_at)).replace(' ', 'T'));
        day = at.toISOString().slice(0, 10);
        hour = at.getUTCHours();
      }
      let revenue = 0;
      let quantity = 0;
      for (const l of linesOf.get(c.id) ?? []) {
        const total = Number(l.total);
        const back = Number(l.returnedQuantity);
        revenue += total - (back > 0 ? returnedLineValue(total, Number(l.quantity), 0, back) : 0);
        quantity += milli(Number(l.quantity)) - milli(back);
      }
      const ticket = states.has(c.etat) ? 1 : 0;
      const key = [c.entreprise_id, c.magasin_id, day, Number(hour), c.user_id ?? 0, c.source ?? ''];
      const id = key.join('|');
      const row = rows.get(id) ?? [...key, 0, 0, 0];
      row[6] = Number(row[6]) + revenue;
      row[7] = Number(row[7]) + ticket;
      row[8] = Number(row[8]) + quantity;
      rows.set(id, row);
    }
    const values = [...rows.values()].filter((r) => r[6] !== 0 || r[7] !== 0 || r[8] !== 0);
    const columns = ['entreprise_id', 'magasin_id', 'day', 'hour', 'user_id', 'source', 'revenue', 'tickets', 'quantity'];
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500).map((r) => Object.fromEntries(columns.map((c, n) => [c, r[n]])));
      // Orders of one key may fall in two batches: add.
      await db
        .insertInto('agg_slices')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['entreprise_id', 'magasin_id', 'day', 'hour', 'user_id', 'source']).doUpdateSet((eb) => ({
            revenue: sql`${eb.ref('agg_slices.revenue')} + excluded.revenue`,
            tickets: sql`${eb.ref('agg_slices.tickets')} + excluded.tickets`,
            quantity: sql`${eb.ref('agg_slices.quantity')} + excluded.quantity`,
          })),
        )
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('agg_days').where('magasin_id', '=', 0).execute();
  for (const table of ['agg_products', 'agg_seller_products', 'agg_modes'])
    await db.deleteFrom(table).where('magasin_id', '=', 0).execute();
  await db.schema.dropTable('agg_slices').execute();
  for (const [table, col] of [
    ['agg_hours', 'hour'],
    ['agg_sellers', 'user_id'],
    ['agg_sources', 'source'],
  ]) {
    let t = db.schema.createTable(table);
    for (const [column, type] of [...KEY, [col, col === 'source' ? 'text' : 'integer'] as Col])
      t = t.addColumn(column, type, (c) => c.notNull());
    for (const [column, type] of SALES) t = t.addColumn(column, type, (c) => c.notNull().defaultTo(0));
    await t.addPrimaryKeyConstraint(`${table}_pk`, ['entreprise_id', 'magasin_id', 'day', col] as never).execute();
  }
}
