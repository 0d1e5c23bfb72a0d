// The server owns the price (issue 22): an order keeps why its prices were not the catalogue's ('override' by a user
// with the right, 'unknown' for a sale queued offline at a price the article never had), so a manager can list them;
// the right to sell at another price (price_override) exists in every company, granted to its admins and managers as
// a new company's defaults grant it. Frozen once landed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('commands').addColumn('priceFlag', 'varchar(20)').execute();
  await db.schema
    .createIndex('commands_price_flag_idx')
    .on('commands')
    .columns(['entreprise_id', 'priceFlag'])
    .where(sql.ref('priceFlag'), 'is not', null)
    .execute();
  const tag = 'price_override';
  if (!(await db.selectFrom('functionalities').select('id').where('tag', '=', tag).executeTakeFirst()))
    await db.insertInto('functionalities').values({ tag, intitule: tag }).execute();
  const f = await db.selectFrom('functionalities').select('id').where('tag', '=', tag).executeTakeFirstOrThrow();
  await sql`insert into entreprise_functionalities (entreprise_id, functionality_id)
    select e.id, ${f.id} from entreprises e
    where not exists (select 1 from entreprise_functionalities x where x.entreprise_id = e.id and x.functionality_id = ${f.id})`.execute(
    db,
  );
  await sql`insert into role_functionalities (entreprise_id, role_id, functionality_id)
    select e.id, r.id, ${f.id} from entreprises e cross join roles r
    where r.tag in ('admin', 'gerant')
      and not exists (select 1 from role_functionalities x where x.entreprise_id = e.id and x.role_id = r.id and x.functionality_id = ${f.id})`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('commands_price_flag_idx').execute();
  await db.schema.alterTable('commands').dropColumn('priceFlag').execute();
}
