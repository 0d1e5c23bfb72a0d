// The day's planning grid as the screen edits it (issue 27): one row per product and store, one column per period;
// the values by cell key, totals per product and per period, what changed since it was read, and where the keyboard
// goes next (arrows, Enter down, like a spreadsheet; left and right swap in a right-to-left page).
import type { DayPlanning } from '@comptoir/shared';

export interface GridRow {
  productId: number;
  label: string;
  unity: string | null;
  magasinId: number;
  storeName: string;
  /** First row of its product (the product's name and total are shown there). */
  first: boolean;
}

export const cellKey = (productId: number, magasinId: number, periodId: number) => `${productId}:${magasinId}:${periodId}`;

export type Values = Record<string, number>;

export function gridOf(day: DayPlanning) {
  const storeName = new Map(day.stores.map((s) => [s.id, s.intitule]));
  const rows: GridRow[] = [];
  const seen = new Set<string>();
  for (const p of day.products) {
    const stores = [...new Set(day.cells.filter((c) => c.productId === p.productId).map((c) => c.magasinId))].sort((a, b) =>
      (storeName.get(a) ?? '').localeCompare(storeName.get(b) ?? ''),
    );
    stores.forEach((magasinId, i) => {
      const k = `${p.productId}:${magasinId}`;
      if (seen.has(k)) return;
      seen.add(k);
      rows.push({ ...p, magasinId, storeName: storeName.get(magasinId) ?? '', first: i === 0 });
    });
  }
  const values: Values = {};
  const suggested: Values = {};
  for (const c of day.cells) {
    values[cellKey(c.productId, c.magasinId, c.planningPeriodId)] = c.quantity;
    suggested[cellKey(c.productId, c.magasinId, c.planningPeriodId)] = c.suggested;
  }
  return { rows, values, suggested };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function productTotal(values: Values, productId: number, rows: GridRow[], periodIds: number[]): number {
  let s = 0;
  for (const r of rows) if (r.productId === productId) for (const p of periodIds) s += values[cellKey(r.productId, r.magasinId, p)] ?? 0;
  return round3(s);
}

export function periodTotal(values: Values, periodId: number, rows: GridRow[]): number {
  let s = 0;
  for (const r of rows) s += values[cellKey(r.productId, r.magasinId, periodId)] ?? 0;
  return round3(s);
}

export const changedKeys = (values: Values, read: Values) => Object.keys(values).filter((k) => (values[k] ?? 0) !== (read[k] ?? 0));

/** A typed cell: a number ≥ 0 (comma or point), or null when it is not one. */
export function parseCell(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  if (!/^\d+(\.\d{0,3})?$/.test(t)) return null;
  return Number(t);
}

/** Where the focus goes from (row, col) on a key; null: the key is not a move. */
export function nextCell(
  at: { row: number; col: number },
  key: string,
  size: { rows: number; cols: number },
  rtl = false,
): { row: number; col: number } | null {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));
  const right = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, size.rows), col: at.col };
    case 'ArrowDown':
    case 'Enter':
      return { row: clamp(at.row + 1, size.rows), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - right, size.cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + right, size.cols) };
    default:
      return null;
  }
}
