// Catalogue V2 (product-spec §3, DESIGN.md §3c): prices, articles and their variants, categories, brands, suppliers,
// compositions, recipes, images, tags, detail keys, catalogue sliders and sales channels. Frozen once landed.
// Every table: entreprise_id, created_at, updated_at, deleted_at (tombstones for the offline catalogue's delta sync,
// which reads (entreprise_id, updated_at)). Money columns hold integer minor units (centimes).
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? 'timestamptz' : 'text';
  const dbl = pg ? 'double precision' : 'real';
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const notNull: Col = (c) => c.notNull();
  const bool =
    (def: boolean): Col =>
    (c) =>
      c.notNull().defaultTo(def);
  const zero: Col = (c) => c.notNull().defaultTo(0);
  const ref =
    (target: string, onDelete: 'cascade' | 'set null' = 'set null', required = false): Col =>
    (c) => {
      const r = c.references(`${target}.id`).onDelete(onDelete);
      return required ? r.notNull() : r;
    };
  const labels = <T extends string>(t: CreateTableBuilder<T, any>) =>
    t.addColumn('en_label', 'varchar(255)').addColumn('ar_label', 'varchar(255)').addColumn('it_label', 'varchar(255)');

  /** A catalogue table: id, company, its columns, stamps and soft delete, and the delta-sync index. */
  async function table(name: string, build: (t: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any>) {
    let t = db.schema.createTable(name);
    t = pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    t = t.addColumn('entreprise_id', 'integer', (c) => c.references('entreprises.id').onDelete('cascade').notNull());
    t = build(t)
      .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
      .addColumn('deleted_at', ts);
    await t.execute();
    await db.schema.createIndex(`${name}_sync_idx`).on(name).columns(['entreprise_id', 'updated_at']).execute();
  }
  const index = (name: string, tbl: string, columns: string[]) => db.schema.createIndex(name).on(tbl).columns(columns).execute();
  /** Unique among the company's live rows (partial index), optionally on lower(column). */
  const uniqueLive = async (tbl: string, column: string, opts: { lower?: boolean; extra?: string } = {}) => {
    const name = `uq_${tbl}__${column}`;
    const col = opts.lower ? `lower("${column}")` : `"${column}"`;
    const extra = opts.extra ? `, ${opts.extra}` : '';
    await sql
      .raw(
        `create unique index "${name}" on "${tbl}" ("entreprise_id"${extra}, ${col}) where "deleted_at" is null and "${column}" is not null`,
      )
      .execute(db);
  };

  await table('product_categories', (t) =>
    labels(
      t
        .addColumn('label', 'varchar(120)', notNull)
        .addColumn('tag', 'varchar(60)')
        .addColumn('isDefault', 'boolean', bool(false))
        .addColumn('parentId', 'integer', ref('product_categories'))
        .addColumn('description', 'text')
        .addColumn('order', 'integer', zero)
        .addColumn('tva', dbl)
        .addColumn('fileId', 'integer', ref('files'))
        .addColumn('color', 'varchar(20)')
        .addColumn('externalId', 'varchar(120)')
        .addColumn('isComposition', 'boolean', bool(false)),
    ),
  );
  await index('product_categories_parent_idx', 'product_categories', ['entreprise_id', 'parentId', 'order']);
  // Sibling categories have distinct names (parent 0 = root).
  await sql
    .raw(
      `create unique index "uq_product_categories__label" on "product_categories" ("entreprise_id", coalesce("parentId", 0), lower("label")) where "deleted_at" is null`,
    )
    .execute(db);

  await table('brands', (t) =>
    t
      .addColumn('label', 'varchar(120)', notNull)
      .addColumn('tag', 'varchar(60)')
      .addColumn('order', 'integer', zero)
      .addColumn('description', 'text'),
  );
  await uniqueLive('brands', 'label', { lower: true });

  await table('suppliers', (t) =>
    t
      .addColumn('label', 'varchar(120)', notNull)
      .addColumn('tag', 'varchar(60)')
      .addColumn('address', 'varchar(255)')
      .addColumn('fileId', 'integer', ref('files'))
      .addColumn('turnover', 'bigint')
      .addColumn('postalCode', 'varchar(12)')
      .addColumn('email', 'varchar(255)')
      .addColumn('reference', 'varchar(60)')
      .addColumn('phone', 'varchar(40)')
      .addColumn('cityId', 'integer', ref('cities'))
      .addColumn('webSite', 'varchar(255)'),
  );
  await uniqueLive('suppliers', 'label', { lower: true });

  await table('product_descriptions', (t) =>
    labels(
      t
        .addColumn('label', 'varchar(255)', notNull)
        .addColumn('fileId', 'integer', ref('files'))
        .addColumn('categoryId', 'integer', ref('product_categories'))
        .addColumn('brandId', 'integer', ref('brands'))
        .addColumn('supplierId', 'integer', ref('suppliers'))
        .addColumn('buyingPrice', 'bigint')
        .addColumn('isReturnable', 'boolean', bool(false))
        .addColumn('isPreparedInStore', 'boolean', bool(false))
        .addColumn('criticalQuantity', dbl)
        .addColumn('nature', 'varchar(20)', (c) => c.notNull().defaultTo('standard'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('outbound'))
        .addColumn('unity', 'varchar(10)', (c) => c.notNull().defaultTo('unit'))
        .addColumn('subUnity', 'varchar(10)')
        .addColumn('weight', dbl)
        .addColumn('description', 'text')
        .addColumn('withSerialNumber', 'boolean', bool(false))
        .addColumn('isService', 'boolean', bool(false))
        .addColumn('frequency', 'varchar(20)')
        .addColumn('isLegacy', 'boolean', bool(false))
        .addColumn('searchText', 'text', (c) => c.notNull().defaultTo('')),
    ),
  );
  await index('product_descriptions_category_idx', 'product_descriptions', ['entreprise_id', 'categoryId']);
  await index('product_descriptions_label_idx', 'product_descriptions', ['entreprise_id', 'label']);

  await table('products', (t) =>
    t
      .addColumn('fileId', 'integer', ref('files'))
      .addColumn('productDescriptionId', 'integer', ref('product_descriptions', 'cascade', true))
      .addColumn('tva', dbl)
      .addColumn('buyingPrice', 'bigint')
      .addColumn('barcode', 'varchar(64)')
      .addColumn('sku', 'varchar(64)'),
  );
  await index('products_description_idx', 'products', ['entreprise_id', 'productDescriptionId']);
  await uniqueLive('products', 'barcode');
  await uniqueLive('products', 'sku');

  await table('prices', (t) =>
    labels(
      t
        .addColumn('label', 'varchar(255)', notNull)
        .addColumn('price', 'bigint', notNull)
        .addColumn('promoPrice', 'bigint')
        .addColumn('categoryId', 'integer', ref('product_categories'))
        .addColumn('isHidden', 'boolean', bool(false))
        .addColumn('isStandard', 'boolean', bool(true))
        .addColumn('promotionEndAt', ts)
        .addColumn('order', 'integer', zero)
        .addColumn('description', 'text')
        .addColumn('barcode', 'varchar(64)')
        .addColumn('externalId', 'varchar(120)')
        .addColumn('currencyTag', 'varchar(8)', (c) => c.notNull().defaultTo('MAD'))
        .addColumn('magasinId', 'integer', ref('magasins', 'cascade'))
        .addColumn('tva', dbl)
        .addColumn('compositionIdentifier', 'varchar(64)')
        .addColumn('isDisplayed', 'boolean', bool(true))
        .addColumn('criticalQuantity', dbl)
        .addColumn('nature', 'varchar(20)')
        .addColumn('unity', 'varchar(10)')
        .addColumn('subUnity', 'varchar(10)')
        .addColumn('weight', dbl)
        // Our link back to the article the price sells (DESIGN.md §3c), and the normalised search text.
        .addColumn('productDescriptionId', 'integer', ref('product_descriptions', 'cascade'))
        .addColumn('productId', 'integer', ref('products', 'cascade'))
        .addColumn('searchText', 'text', (c) => c.notNull().defaultTo('')),
    ),
  );
  await index('prices_category_idx', 'prices', ['entreprise_id', 'categoryId', 'order']);
  await index('prices_magasin_idx', 'prices', ['entreprise_id', 'magasinId', 'currencyTag']);
  await index('prices_barcode_idx', 'prices', ['entreprise_id', 'barcode']);
  await index('prices_description_idx', 'prices', ['entreprise_id', 'productDescriptionId']);
  await index('prices_product_idx', 'prices', ['entreprise_id', 'productId']);
  await index('prices_composition_idx', 'prices', ['entreprise_id', 'compositionIdentifier']);
  await index('prices_external_idx', 'prices', ['entreprise_id', 'externalId']);
  await index('prices_label_idx', 'prices', ['entreprise_id', 'label']);

  await table('price_files', (t) =>
    t
      .addColumn('fileId', 'integer', ref('files', 'cascade', true))
      .addColumn('priceId', 'integer', ref('prices', 'cascade', true))
      .addColumn('tag', 'varchar(60)'),
  );
  await index('price_files_price_idx', 'price_files', ['entreprise_id', 'priceId']);

  await table('price_tags', (t) => t.addColumn('tag', 'varchar(60)', notNull));
  await uniqueLive('price_tags', 'tag', { lower: true });
  await table('price_tag_prices', (t) =>
    t
      .addColumn('priceId', 'integer', ref('prices', 'cascade', true))
      .addColumn('priceTagId', 'integer', ref('price_tags', 'cascade', true)),
  );
  await index('price_tag_prices_price_idx', 'price_tag_prices', ['entreprise_id', 'priceId']);
  await index('price_tag_prices_tag_idx', 'price_tag_prices', ['entreprise_id', 'priceTagId']);

  await table('detail_keys', (t) => labels(t.addColumn('label', 'varchar(120)', notNull).addColumn('tag', 'varchar(60)', notNull)));
  await uniqueLive('detail_keys', 'tag', { lower: true });
  await table('product_detail_keys', (t) =>
    t
      .addColumn('productId', 'integer', ref('products', 'cascade', true))
      .addColumn('detailKeyId', 'integer', ref('detail_keys', 'cascade', true))
      .addColumn('value', 'varchar(255)', notNull)
      .addColumn('fr', 'varchar(255)')
      .addColumn('en', 'varchar(255)')
      .addColumn('ar', 'varchar(255)')
      .addColumn('it', 'varchar(255)'),
  );
  await index('product_detail_keys_product_idx', 'product_detail_keys', ['entreprise_id', 'productId']);

  await table('compositions', (t) =>
    t
      .addColumn('name', 'varchar(120)', notNull)
      .addColumn('min', 'integer', zero)
      .addColumn('max', 'integer', zero)
      .addColumn('position', 'integer', zero),
  );
  await table('composition_relations', (t) =>
    t
      .addColumn('productDescription_id', 'integer', ref('product_descriptions', 'cascade', true))
      .addColumn('composition_id', 'integer', ref('compositions', 'cascade', true))
      .addColumn('position', 'integer', zero),
  );
  await index('composition_relations_description_idx', 'composition_relations', ['entreprise_id', 'productDescription_id']);
  await index('composition_relations_composition_idx', 'composition_relations', ['entreprise_id', 'composition_id']);

  await table('combined_products', (t) =>
    t
      .addColumn('productId', 'integer', ref('products', 'cascade', true))
      .addColumn('priceId', 'integer', ref('prices', 'cascade', true))
      .addColumn('isDefault', 'boolean', bool(false))
      .addColumn('quantity', dbl, (c) => c.notNull().defaultTo(1))
      .addColumn('isOrCombination', 'boolean', bool(false))
      .addColumn('isAutoIncluded', 'boolean', bool(false))
      .addColumn('compositionNumber', 'integer'),
  );
  await index('combined_products_price_idx', 'combined_products', ['entreprise_id', 'priceId']);
  await index('combined_products_product_idx', 'combined_products', ['entreprise_id', 'productId']);

  await table('composition_exceptions', (t) =>
    t
      .addColumn('product_id', 'integer', ref('products', 'cascade', true))
      .addColumn('composition_id', 'integer', ref('compositions', 'cascade', true))
      .addColumn('visibility', 'boolean', bool(false))
      .addColumn('price_id', 'integer', ref('prices', 'cascade')),
  );
  await index('composition_exceptions_composition_idx', 'composition_exceptions', ['entreprise_id', 'composition_id']);

  await table('product_elements', (t) =>
    t
      .addColumn('productId', 'integer', ref('products', 'cascade', true))
      .addColumn('elementId', 'integer', ref('products', 'cascade', true))
      .addColumn('quantity', dbl, notNull),
  );
  await index('product_elements_product_idx', 'product_elements', ['entreprise_id', 'productId']);
  await index('product_elements_element_idx', 'product_elements', ['entreprise_id', 'elementId']);

  await table('catalogue_sliders', (t) =>
    t
      .addColumn('label', 'varchar(120)', notNull)
      .addColumn('tag', 'varchar(60)', notNull)
      .addColumn('description', 'text')
      .addColumn('fileId', 'integer', ref('files'))
      .addColumn('link', 'varchar(500)')
      .addColumn('priceId', 'integer', ref('prices'))
      .addColumn('categoryId', 'integer', ref('product_categories'))
      .addColumn('magasinId', 'integer', ref('magasins', 'cascade'))
      .addColumn('order', 'integer', zero)
      .addColumn('isEcom', 'boolean', bool(false))
      .addColumn('isHidden', 'boolean', bool(false)),
  );
  await index('catalogue_sliders_tag_idx', 'catalogue_sliders', ['entreprise_id', 'tag', 'order']);

  await table('channels', (t) =>
    t.addColumn('label', 'varchar(120)', notNull).addColumn('tag', 'varchar(60)', notNull).addColumn('isActive', 'boolean', bool(true)),
  );
  await uniqueLive('channels', 'tag', { lower: true });
  await table('channel_exceptions', (t) =>
    t
      .addColumn('channel_id', 'integer', ref('channels', 'cascade', true))
      .addColumn('magasin_id', 'integer', ref('magasins', 'cascade'))
      .addColumn('categoryId', 'integer', ref('product_categories', 'cascade'))
      .addColumn('priceId', 'integer', ref('prices', 'cascade'))
      .addColumn('productDescriptionId', 'integer', ref('product_descriptions', 'cascade')),
  );
  await index('channel_exceptions_channel_idx', 'channel_exceptions', ['entreprise_id', 'channel_id', 'magasin_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'channel_exceptions',
    'channels',
    'catalogue_sliders',
    'product_elements',
    'composition_exceptions',
    'combined_products',
    'composition_relations',
    'compositions',
    'product_detail_keys',
    'detail_keys',
    'price_tag_prices',
    'price_tags',
    'price_files',
    'prices',
    'products',
    'product_descriptions',
    'suppliers',
    'brands',
    'product_categories',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
