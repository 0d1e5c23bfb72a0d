// The catalogue's list whitelists (fields, relations, appends per entity) and the one row → wire mapping they imply:
// money columns (minor units) become decimals, 0/1 become booleans.
import { fromMinor } from '@comptoir/shared';
import type { ListEntity, ListFieldType } from '../../lib/list-query';

const LABELS = { label: 'string', en_label: 'string', ar_label: 'string', it_label: 'string' } as const;

export const CATEGORY: ListEntity = {
  table: 'product_categories',
  fields: {
    ...LABELS,
    tag: 'string',
    isDefault: 'bool',
    parentId: 'number',
    description: 'string',
    order: 'number',
    tva: 'number',
    fileId: 'number',
    color: 'string',
    externalId: 'string',
    isComposition: 'bool',
  },
  relations: ['parent', 'children'],
  appends: ['productsCount', 'childrenCount'],
  search: ['label', 'en_label', 'ar_label', 'it_label', 'tag'],
  defaultSort: ['order', 'label'],
  composition: (v) => ({ field: 'isComposition', value: v }),
};

export const BRAND: ListEntity = {
  table: 'brands',
  fields: { label: 'string', tag: 'string', order: 'number', description: 'string' },
  relations: [],
  appends: ['productsCount'],
  search: ['label', 'tag'],
  defaultSort: ['order', 'label'],
};

export const SUPPLIER: ListEntity = {
  table: 'suppliers',
  fields: {
    label: 'string',
    tag: 'string',
    address: 'string',
    fileId: 'number',
    turnover: 'money',
    postalCode: 'string',
    email: 'string',
    reference: 'string',
    phone: 'string',
    cityId: 'number',
    webSite: 'string',
  },
  relations: [],
  appends: ['productsCount'],
  search: ['label', 'tag', 'reference', 'email', 'phone'],
  defaultSort: ['label'],
};

export const DESCRIPTION: ListEntity = {
  table: 'product_descriptions',
  fields: {
    ...LABELS,
    fileId: 'number',
    categoryId: 'number',
    brandId: 'number',
    supplierId: 'number',
    buyingPrice: 'money',
    isReturnable: 'bool',
    isPreparedInStore: 'bool',
    criticalQuantity: 'number',
    nature: 'string',
    type: 'string',
    unity: 'string',
    subUnity: 'string',
    weight: 'number',
    description: 'string',
    withSerialNumber: 'bool',
    isService: 'bool',
    frequency: 'string',
    isLegacy: 'bool',
  },
  relations: ['products', 'prices', 'category', 'brand', 'supplier', 'files'],
  appends: ['minPrice', 'variantsCount'],
  // searchText holds the four labels, barcodes and skus, lower-cased (kept by the service).
  search: ['searchText'],
  normalise: (k) => normaliseSearch(k),
  defaultSort: ['label'],
  composition: (v) => ({ field: 'nature', value: v ? 'composition' : 'standard' }),
};

export const PRICE: ListEntity = {
  table: 'prices',
  liveCountIndex: 'prices_list_idx',
  liveCountTable: 'price_live_counts',
  fields: {
    ...LABELS,
    price: 'money',
    promoPrice: 'money',
    categoryId: 'number',
    isHidden: 'bool',
    isStandard: 'bool',
    promotionEndAt: 'date',
    order: 'number',
    description: 'string',
    barcode: 'string',
    externalId: 'string',
    currencyTag: 'string',
    magasinId: 'number',
    tva: 'number',
    compositionIdentifier: 'string',
    isDisplayed: 'bool',
    criticalQuantity: 'number',
    nature: 'string',
    unity: 'string',
    subUnity: 'string',
    weight: 'number',
    productDescriptionId: 'number',
    productId: 'number',
  },
  relations: ['category', 'tags', 'files', 'combinedProducts'],
  appends: ['effectivePrice', 'isPromoActive'],
  search: ['searchText'],
  normalise: (k) => normaliseSearch(k),
  // Written lower-cased (searchTextOf): PostgreSQL's trigram index is on the column itself.
  searchLowered: true,
  defaultSort: ['order', 'label'],
  composition: (v) => ({ field: 'nature', value: v ? 'composition' : 'standard' }),
};

export const SLIDER: ListEntity = {
  table: 'catalogue_sliders',
  fields: {
    label: 'string',
    tag: 'string',
    description: 'string',
    fileId: 'number',
    link: 'string',
    priceId: 'number',
    categoryId: 'number',
    magasinId: 'number',
    order: 'number',
    isEcom: 'bool',
    isHidden: 'bool',
  },
  relations: [],
  appends: [],
  search: ['label', 'tag'],
  defaultSort: ['tag', 'order'],
};

export const CHANNEL: ListEntity = {
  table: 'channels',
  fields: { label: 'string', tag: 'string', isActive: 'bool' },
  relations: [],
  appends: [],
  search: ['label', 'tag'],
  defaultSort: ['label'],
};

const HIDDEN = new Set(['entreprise_id', 'searchText']);

/**
 * A database row as the wire shows it, by the entity's field types, without the hidden columns and `omit` (a column a
 * query added for the caller). One pass over the row's own keys: lists and searches run it on every row.
 */
export function toWire<T extends Record<string, unknown>>(entity: ListEntity, row: T, omit?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = entity.fields;
  for (const k in row) {
    if (k === omit || HIDDEN.has(k)) continue;
    const v = row[k];
    const type: ListFieldType | undefined = fields[k];
    if (type === 'money') out[k] = v === null || v === undefined ? null : fromMinor(Number(v));
    else if (type === 'bool') out[k] = Boolean(v);
    else out[k] = v;
  }
  return out;
}

/** The text a keyword is matched against: lower-cased, accents removed. */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  return normaliseSearch(parts.filter(Boolean).join(' '));
}
export function normaliseSearch(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The price a client pays now: the promo counts only if lower than the price and its end date is in the future. */
export function effectivePrice(p: { price: number; promoPrice: number | null; promotionEndAt: string | null }, now = Date.now()): number {
  const active = p.promoPrice !== null && p.promoPrice < p.price && p.promotionEndAt !== null && Date.parse(p.promotionEndAt) > now;
  return active ? p.promoPrice! : p.price;
}
