// Issue 26 (figures): a store's stock list on PostgreSQL walks its products in label order up to the page instead of
// reading and sorting the whole catalogue before an OFFSET (100,000 products: 504 ms p95 at 10 clients, the server's
// CPU ~5 ms; bench/RESULTS.md). The list orders by the description's label, then its id, then the product's id
// (stock.repository.ts statusPage): the descriptions' index in that order, covering what the list filters them on
// (service, baked in store, category), lets PostgreSQL read the page's descriptions from the index alone; the
// products' index by description, covering their id, joins each one without reading the products' rows. Live rows
// only (partial), as the list reads. SQLite already walks the label index to the page (CROSS JOIN): unchanged. Frozen
// once landed.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPg = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPg(db)) return;
  await sql`create index product_descriptions_stock_list_idx on product_descriptions (entreprise_id, label, id)
    include ("isService", "isPreparedInStore", "categoryId") where deleted_at is null`.execute(db);
  await sql`create index products_stock_list_idx on products (entreprise_id, "productDescriptionId", id)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPg(db)) return;
  await sql`drop index if exists products_stock_list_idx`.execute(db);
  await sql`drop index if exists product_descriptions_stock_list_idx`.execute(db);
}
