// A membership plan's own tax rate (issue 32, members helper): the plan's price is taken tax included and taxed at this
// rate on its orders' lines (the ticket that subscribes, each renewal), like any catalogue line. Older plans: 0, as
// they were billed. Frozen once landed.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('membership_plans')
    .addColumn('tva', 'numeric(5, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('membership_plans').dropColumn('tva').execute();
}
