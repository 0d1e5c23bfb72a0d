// The one DataTable's contract (product-spec §2 'Table', §9). Every list of the app uses it; extend it, never copy it.
import type { ReactNode } from 'react';

export type CellValue = string | number | boolean | null | undefined;

export interface SelectOption {
  value: string;
  label: string;
}

export interface DataTableColumn<T> {
  /** Unique within the table: remembered column choices and filters are keyed by it. */
  key: string;
  /** Already translated. */
  title: string;
  /** The plain value: search, sort, value filters and the spreadsheet export use it. */
  value: (row: T) => CellValue;
  /** What the cell shows; the value when absent. */
  render?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Offers the column's distinct values as a filter (product-spec §9: the dropdown shows over 3 columns; client mode). */
  filterable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** Default true; false keeps the column always shown (e.g. the name). */
  hideable?: boolean;
  /** Right-aligned (left in Arabic), as numbers are. */
  numeric?: boolean;
  width?: number | string;
  /** Long text (an address, a list of stores) may wrap; other cells stay on one line. */
  wrap?: boolean;
  /** Kept in view when a phone scrolls the table sideways; default: the first column that cannot be hidden. */
  pinned?: boolean;
  /** Default true. */
  exportable?: boolean;
  /** An editable cell (product-spec §5: a select cell needs a numeric value ≥ 1; Escape cancels). For a select cell,
   *  `value` gives the option value (an id); search, sort, filters and export read the option's label. */
  edit?: {
    kind: 'text' | 'number' | 'select';
    options?: SelectOption[];
    canEdit?: (row: T) => boolean;
    onSave: (row: T, value: string) => Promise<unknown> | void;
  };
}

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/** Paging, sort and search done by the server: `rows` is then the current page only. */
export interface DataTableServerState {
  page: number;
  pageSize: number;
  search: string;
  sort: DataTableSort | null;
}

export interface DataTableProps<T> {
  /** Stable id: the user's column choices are remembered under it. */
  tableId: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The first load: skeleton rows. */
  loading?: boolean;
  /** A new search, sort or page is loading (server mode: the query's isFetching): the search box shows a spinner
   *  and the rows on screen are marked stale until the answer comes. */
  fetching?: boolean;
  /** The client-side sort when the table opens (none by default). */
  initialSort?: DataTableSort | null;
  /** Client-side page size; default 20. */
  pageSize?: number;
  searchPlaceholder?: string;
  /** Default true; false hides the search box (a server list its server cannot search). */
  searchable?: boolean;
  /** Server-side mode for large lists. */
  server?: {
    total: number;
    state: DataTableServerState;
    onStateChange: (state: DataTableServerState) => void;
  };
  /** Buttons or a menu at the end of each row. */
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  /** Drag ordering where order matters: called with all rows in their new order (client mode; the handles work
   *  while no sort, search or filter is active). A rejected promise puts the previous order back. */
  onReorder?: (rows: T[]) => Promise<unknown> | void;
  /** Shows the export button; the sheet is named after it (≤ 30 characters), the file form_{date}_{time}.xlsx. */
  exportName?: string;
  /** Shown when there are no rows at all (not when a search finds nothing). */
  emptyState?: ReactNode;
  /** The page narrows the rows with its own filters (dates, states, a store…): an empty answer then reads "nothing
   *  matches", not "the list is empty" (the table knows its own search and column filters). */
  filtered?: boolean;
  /** Extra controls at the end of the toolbar. */
  toolbar?: ReactNode;
  testId?: string;
}
