// Issue 26 (figures): the balance sheet of an entity over a year without reading its year of movements. The value of
// the movements that carry their unit cost (every movement since costs are kept) is summed per company, entity, UTC
// day and movement type, what came in (> 0) apart from what went out (< 0): count, quantity, value at the movement's
// cost (round(quantity × cost) half away from zero, in integers, as stock/stock-cost.ts valueSql). Triggers on
// stock_movements keep it in the same transaction as each movement, whatever writes it (a sale, an operation, a count,
// a seed, a test): insert adds, delete takes away, an update takes the old row away and adds the new one. The
// movements without a unit cost (written before costs were kept, or of a product without any cost) are valued at the
// product's cost of the moment, so they cannot be summed ahead: a partial index keeps their pass small. Frozen once
// landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const COLUMNS = ['entreprise_id', 'entityTypeTag', 'entity_id', 'day', 'type', 'nIn', 'qIn', 'vIn', 'nOut', 'qOut', 'vOut'];
const KEY = '(entreprise_id, "entityTypeTag", entity_id, day, type)';
const ADD = ['nIn', 'qIn', 'vIn', 'nOut', 'qOut', 'vOut'].map((c) => `"${c}" = stock_day_values."${c}" + excluded."${c}"`).join(', ');
const COLS = COLUMNS.map((c) => `"${c}"`).join(', ');

/** The sums of one row (`r` is new or old), signed by `s` (1 adds, -1 takes away); `v` is its value expression. */
const values = (r: string, s: string, day: string, v: string) =>
  `${r}.entreprise_id, ${r}."entityTypeTag", ${r}.entity_id, ${day}, ${r}.type,
   case when ${r}.quantity > 0 then ${s} else 0 end, case when ${r}.quantity > 0 then ${s} * ${r}.quantity else 0 end,
   case when ${r}.quantity > 0 then ${s} * ${v} else 0 end,
   case when ${r}.quantity < 0 then ${s} else 0 end, case when ${r}.quantity < 0 then ${s} * ${r}.quantity else 0 end,
   case when ${r}.quantity < 0 then ${s} * ${v} else 0 end`;

const valueOf = (pg: boolean, r: string) => {
  const x = pg
    ? `(round(${r}.quantity * 1000)::bigint * ${r}."unitCost")`
    : `(cast(round(${r}.quantity * 1000) as integer) * ${r}."unitCost")`;
  return `(case when ${x} >= 0 then (${x} + 500) / 1000 else -((500 - ${x}) / 1000) end)`;
};
const dayOf = (pg: boolean, r: string) =>
  pg ? `to_char(${r}.created_at at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${r}.created_at, 1, 10)`;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stock_day_values')
    .addColumn('entreprise_id', 'integer', (c) => c.notNull())
    .addColumn('entityTypeTag', 'varchar(20)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('nIn', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('qIn', 'numeric(18, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('vIn', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('nOut', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('qOut', 'numeric(18, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('vOut', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_day_values_pk', ['entreprise_id', 'entityTypeTag', 'entity_id', 'day', 'type'])
    .execute();
  await sql
    .raw(
      `insert into stock_day_values (${COLS})
       select m.entreprise_id, m."entityTypeTag", m.entity_id, ${dayOf(pg, 'm')}, m.type,
         sum(case when m.quantity > 0 then 1 else 0 end), sum(case when m.quantity > 0 then m.quantity else 0 end),
         sum(case when m.quantity > 0 then ${valueOf(pg, 'm')} else 0 end),
         sum(case when m.quantity < 0 then 1 else 0 end), sum(case when m.quantity < 0 then m.quantity else 0 end),
         sum(case when m.quantity < 0 then ${valueOf(pg, 'm')} else 0 end)
       from stock_movements m where m."unitCost" is not null and m.quantity <> 0
       group by m.entreprise_id, m."entityTypeTag", m.entity_id, ${dayOf(pg, 'm')}, m.type`,
    )
    .execute(db);
  const upsert = (r: string, s: string) =>
    `insert into stock_day_values (${COLS}) select ${values(r, s, dayOf(pg, r), valueOf(pg, r))}
     where ${r}."unitCost" is not null and ${r}.quantity <> 0 on conflict ${KEY} do update set ${ADD};`;
  const watched = 'entreprise_id, "entityTypeTag", entity_id, type, quantity, "unitCost", created_at';
  if (!pg) {
    await sql.raw(`create trigger stock_day_values_ai after insert on stock_movements begin ${upsert('new', '1')} end`).execute(db);
    await sql.raw(`create trigger stock_day_values_ad after delete on stock_movements begin ${upsert('old', '-1')} end`).execute(db);
    await sql
      .raw(
        `create trigger stock_day_values_au after update of ${watched} on stock_movements begin ${upsert('old', '-1')} ${upsert('new', '1')} end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function stock_day_values_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${upsert('old', '-1')} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${upsert('new', '1')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger stock_day_values_keep after insert or delete or update of ${watched} on stock_movements
        for each row execute function stock_day_values_keep()`,
      )
      .execute(db);
  }
  await db.schema
    .createIndex('stock_movements_uncosted_idx')
    .on('stock_movements')
    .columns(['entreprise_id', 'entityTypeTag', 'entity_id', 'created_at', 'type', 'quantity', 'product_id'])
    .where(sql.ref('unitCost'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('stock_movements_uncosted_idx').ifExists().execute();
  if (!pg) {
    for (const t of ['stock_day_values_ai', 'stock_day_values_ad', 'stock_day_values_au'])
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
  } else {
    await sql`drop trigger if exists stock_day_values_keep on stock_movements`.execute(db);
    await sql`drop function if exists stock_day_values_keep()`.execute(db);
  }
  await db.schema.dropTable('stock_day_values').ifExists().execute();
}
