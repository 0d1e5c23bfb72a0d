// Pure helpers of the DataTable: plain values, search, value filters, sort.
import { FILTER_TITLE_MAX } from '@comptoir/shared';
import type { CellValue, DataTableColumn, DataTableSort } from './data-table.types';

export type ColumnFilters = Record<string, readonly string[]>;

export const text = (v: CellValue): string => (v === null || v === undefined ? '' : String(v));

/** The value search, filters, sort and export read: a select cell's option label rather than its id. */
export function plainValue<T>(column: DataTableColumn<T>, row: T): CellValue {
  const value = column.value(row);
  if (column.edit?.kind !== 'select' || !column.edit.options) return value;
  const option = column.edit.options.find((o) => o.value === text(value));
  return option ? option.label : value;
}

export function compareValues(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function searchRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], search: string): T[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((r) => columns.some((c) => text(plainValue(c, r)).toLowerCase().includes(q)));
}

/** A row passes when, for every filtered column, its value is one of the chosen values. */
export function filterRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], filters: ColumnFilters): T[] {
  const active = columns.filter((c) => (filters[c.key]?.length ?? 0) > 0);
  if (active.length === 0) return [...rows];
  return rows.filter((r) => active.every((c) => filters[c.key].includes(text(plainValue(c, r)))));
}

export function sortRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], sort: DataTableSort | null): T[] {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => compareValues(plainValue(column, a), plainValue(column, b)) * factor);
}

/** The distinct values of a column, sorted, as filter options keyed by their text. */
export function distinctValues<T>(rows: readonly T[], column: DataTableColumn<T>): CellValue[] {
  const seen = new Map<string, CellValue>();
  for (const r of rows) {
    const v = plainValue(column, r);
    if (!seen.has(text(v))) seen.set(text(v), v);
  }
  return [...seen.values()].sort(compareValues);
}

/** Column titles in the filter list are cut at 20 characters (product-spec §9). */
export function truncateTitle(title: string, max: number = FILTER_TITLE_MAX): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}

export function activeFilterCount(filters: ColumnFilters): number {
  return Object.values(filters).filter((v) => v.length > 0).length;
}

/** Moves one row in the full list: `from` and `to` are indexes in that list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved);
  return out;
}
