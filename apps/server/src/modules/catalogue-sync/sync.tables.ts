// The local catalogue's tables (product-spec §3 'Offline browser catalogue') and the server tables they come from.
// What a till and the client catalogue need, never buying prices nor a supplier's contact details and turnover.
import type { LocalCatalogueTable } from '@comptoir/shared';
import type { CatalogueTable } from '../catalogue/catalogue.repository';

/** How a table is scoped: the company's live rows, the store's prices, or rows hanging off those prices. */
export type SyncScope = 'company' | 'price' | 'of-price';

export interface SyncTable {
  local: LocalCatalogueTable;
  server: CatalogueTable;
  scope: SyncScope;
  columns: string[];
}

const LABELS = ['en_label', 'ar_label', 'it_label'];

export const SYNC_TABLES: readonly SyncTable[] = [
  {
    local: 'ProductCategory',
    server: 'product_categories',
    scope: 'company',
    columns: ['label', ...LABELS, 'tag', 'isDefault', 'parentId', 'order', 'tva', 'fileId', 'color', 'isComposition'],
  },
  { local: 'Brand', server: 'brands', scope: 'company', columns: ['label', 'tag', 'order'] },
  { local: 'Supplier', server: 'suppliers', scope: 'company', columns: ['label', 'tag'] },
  { local: 'DetailKey', server: 'detail_keys', scope: 'company', columns: ['label', ...LABELS, 'tag'] },
  {
    local: 'ProductDescription',
    server: 'product_descriptions',
    scope: 'company',
    columns: [
      'label',
      ...LABELS,
      'fileId',
      'categoryId',
      'brandId',
      'supplierId',
      'isReturnable',
      'isPreparedInStore',
      'nature',
      'type',
      'unity',
      'subUnity',
      'weight',
      'withSerialNumber',
      'isService',
      'searchText',
    ],
  },
  {
    local: 'Product',
    server: 'products',
    scope: 'company',
    columns: ['fileId', 'productDescriptionId', 'tva', 'barcode', 'sku'],
  },
  {
    local: 'ProductDetailKey',
    server: 'product_detail_keys',
    scope: 'company',
    columns: ['productId', 'detailKeyId', 'value', 'fr', 'en', 'ar', 'it'],
  },
  {
    local: 'Price',
    server: 'prices',
    scope: 'price',
    columns: [
      'label',
      ...LABELS,
      'price',
      'promoPrice',
      'promotionEndAt',
      'categoryId',
      'isHidden',
      'isStandard',
      'order',
      'barcode',
      'currencyTag',
      'magasinId',
      'tva',
      'compositionIdentifier',
      'isDisplayed',
      'nature',
      'unity',
      'subUnity',
      'weight',
      'productDescriptionId',
      'productId',
      'searchText',
    ],
  },
  { local: 'PriceFile', server: 'price_files', scope: 'of-price', columns: ['fileId', 'priceId', 'tag'] },
  // The tag's text comes with the link (price_tags is not a table of the local catalogue).
  { local: 'PriceTagPrice', server: 'price_tag_prices', scope: 'of-price', columns: ['priceId', 'priceTagId', 'tag'] },
  {
    local: 'CombinedProduct',
    server: 'combined_products',
    scope: 'of-price',
    columns: ['productId', 'priceId', 'isDefault', 'quantity', 'isOrCombination', 'isAutoIncluded', 'compositionNumber'],
  },
];

/** Every table carries its id and its last change. */
export const columnsOf = (t: SyncTable) => ['id', ...t.columns, 'updated_at'];

/** A row as the file and the delta hold it: booleans as 0/1 (SQLite has no boolean), nothing else changed. */
export function normaliseRow(t: SyncTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of columnsOf(t)) {
    const v = row[c];
    out[c] = typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? null : v;
  }
  return out;
}

/** A row's values in the order of `cols` (columnsOf), normalised as normaliseRow does: the file's insert parameters. */
export function rowValues(cols: readonly string[], row: Record<string, unknown>): unknown[] {
  const out = new Array<unknown>(cols.length);
  for (let i = 0; i < cols.length; i++) {
    const v = row[cols[i]];
    out[i] = typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? null : v;
  }
  return out;
}
