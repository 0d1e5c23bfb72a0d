// A billed period knows the order line that billed it (issue 32, members helper): refunding, returning or cancelling
// that line ends the subscription (memberships/membership-refunds.ts), found by this link rather than by the line's
// label. `refunded_at`: when the period's line was reversed (the period no longer counts as revenue). Periods billed
// before: linked to their order's plan line, the n-th plan line (price_id null, by id) to the n-th period of the order
// (the order in which a ticket writes them). No foreign key, as membership_uses.command_line_id (lines are never
// deleted), so that `down` can drop the column on SQLite. Frozen once landed.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('membership_periods').addColumn('command_line_id', 'integer').execute();
  await db.schema
    .alterTable('membership_periods')
    .addColumn('refunded_at', pg ? 'timestamptz' : 'text')
    .execute();
  await db.schema.createIndex('membership_periods_line_idx').on('membership_periods').column('command_line_id').execute();
  await db.schema.createIndex('membership_periods_command_idx').on('membership_periods').column('command_id').execute();
  await linkPeriods(db);
}

/** Links the periods without a line to their order's plan lines, the n-th to the n-th (exported for its test). */
export async function linkPeriods(db: Kysely<any>): Promise<void> {
  const periods = await db
    .selectFrom('membership_periods')
    .select(['id', 'command_id', 'command_line_id'])
    .where('command_id', 'is not', null)
    .orderBy('command_id')
    .orderBy('id')
    .execute();
  const byOrder = new Map<number, { id: number; command_line_id: number | null }[]>();
  for (const p of periods) byOrder.set(p.command_id, [...(byOrder.get(p.command_id) ?? []), p]);
  const ids = [...byOrder.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const lines = await db
      .selectFrom('command_lines')
      .select(['id', 'command_id'])
      .where('command_id', 'in', ids.slice(i, i + 500))
      .where('price_id', 'is', null)
      .orderBy('command_id')
      .orderBy('id')
      .execute();
    const linesOf = new Map<number, number[]>();
    for (const l of lines) linesOf.set(l.command_id, [...(linesOf.get(l.command_id) ?? []), l.id]);
    for (const commandId of ids.slice(i, i + 500)) {
      const ps = byOrder.get(commandId)!;
      const ls = linesOf.get(commandId) ?? [];
      for (const [k, p] of ps.entries())
        if (ls[k] !== undefined && p.command_line_id === null)
          await db.updateTable('membership_periods').set({ command_line_id: ls[k] }).where('id', '=', p.id).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('membership_periods_command_idx').execute();
  await db.schema.dropIndex('membership_periods_line_idx').execute();
  await db.schema.alterTable('membership_periods').dropColumn('refunded_at').execute();
  await db.schema.alterTable('membership_periods').dropColumn('command_line_id').execute();
}
