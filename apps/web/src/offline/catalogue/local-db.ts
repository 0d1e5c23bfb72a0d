// The two browser databases of the offline catalogue (product-spec §3): the catalogue itself (one table per table
// of the file) and its state (one table: which store and currency, the file's ETag, whether the copy is complete).
import type { LocalCatalogueTable } from '@comptoir/shared';
import Dexie, { type Table } from 'dexie';
import { wordsOf } from './normalise';

export type LocalRow = Record<string, unknown> & { id: number };

export const CATALOGUE_DB = 'comptoir-catalogue';
export const STATE_DB = 'comptoir-catalogue-state';

/** The indexes of version 1. */
const STORES_V1: Record<LocalCatalogueTable, string> = {
  ProductCategory: 'id, parentId',
  Brand: 'id',
  Supplier: 'id',
  DetailKey: 'id',
  ProductDescription: 'id, categoryId',
  Product: 'id, productDescriptionId, barcode, sku',
  ProductDetailKey: 'id, productId',
  Price: 'id, categoryId, productId, productDescriptionId, barcode, *words',
  PriceFile: 'id, priceId',
  PriceTagPrice: 'id, priceId',
  CombinedProduct: 'id, priceId',
};

/**
 * The indexes the local queries use; every table is keyed by the server id. Version 2 (issue 11) drops the article
 * indexes no local query reads (a description's category, a product's or a price's article) and the prices' words
 * index: each index entry is a write per row (the words index alone was four per price, half the load's time at
 * 100,000 prices). The name search reads PriceWord instead: per prefix of a word (its first three letters, or the
 * whole word if shorter), the ids of the prices with such a word, a few thousand rows written once.
 */
const STORES: Record<LocalCatalogueTable, string> = {
  ProductCategory: 'id, parentId',
  Brand: 'id',
  Supplier: 'id',
  DetailKey: 'id',
  ProductDescription: 'id',
  Product: 'id, barcode, sku',
  ProductDetailKey: 'id, productId',
  Price: 'id, categoryId, productId, barcode',
  PriceFile: 'id, priceId',
  PriceTagPrice: 'id, priceId',
  CombinedProduct: 'id, priceId',
};

/** A prefix of the words of the prices' labels and the prices that have a word starting with it. */
export interface PriceWordRow {
  prefix: string;
  ids: number[];
}
export const PREFIX_LENGTH = 3;
export const prefixOf = (word: string) => word.slice(0, PREFIX_LENGTH);

export class CatalogueDb extends Dexie {
  constructor() {
    // Relaxed durability: the copy can always be loaded again, so a commit need not wait for the disk flush.
    super(CATALOGUE_DB, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores(STORES_V1);
    this.version(2).stores({ ...STORES, PriceWord: 'prefix' });
  }
  priceWords(): Table<PriceWordRow, string> {
    return this.table('PriceWord');
  }
  table_(name: LocalCatalogueTable): Table<LocalRow, number> {
    return this.table(name);
  }
}

export interface CatalogueState {
  key: 'catalogue';
  magasinId: number;
  currencyTag: string;
  etag: string | null;
  /** Every row of the file is in; until then searches go to the server. */
  complete: boolean;
  /** Rows per table of the last full load. */
  total: number;
  syncedAt: string | null;
  /** The marker of the file loaded: the marker again after a 304 (nothing changed since). */
  fileMarker?: string | null;
}

export class StateDb extends Dexie {
  state!: Table<CatalogueState, string>;
  constructor() {
    super(STATE_DB);
    this.version(1).stores({ state: 'key' });
  }
}

let catalogue: CatalogueDb | null = null;
let state: StateDb | null = null;
export const catalogueDb = () => (catalogue ??= new CatalogueDb());
export const stateDb = () => (state ??= new StateDb());

/** A row as stored: a price gets its words (PriceWord's prefixes come from them; the search checks them). */
export function toStored(table: LocalCatalogueTable, row: LocalRow): LocalRow {
  if (table !== 'Price') return row;
  return { ...row, words: wordsOf([row.label, row.en_label, row.ar_label, row.it_label]) };
}

/** The prefixes of a stored price's words, once each. */
export const prefixesOf = (row: LocalRow | undefined): string[] =>
  row ? [...new Set(((row.words as string[] | undefined) ?? []).map(prefixOf))] : [];

/** Adds `id` under each of its prefixes in `postings` (prefix → ids). */
export function addPostings(postings: Map<string, number[]>, id: number, prefixes: string[]): void {
  for (const p of prefixes) {
    const ids = postings.get(p);
    if (ids) ids.push(id);
    else postings.set(p, [id]);
  }
}

/** Removes both databases (sign-out, or a copy for another company). */
export async function deleteLocalCatalogue(): Promise<void> {
  catalogue?.close();
  state?.close();
  catalogue = null;
  state = null;
  await Promise.all([Dexie.delete(CATALOGUE_DB), Dexie.delete(STATE_DB)]);
}
