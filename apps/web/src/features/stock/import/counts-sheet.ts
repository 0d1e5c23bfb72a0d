// A sheet of counts (.xlsx) read in the browser: the first worksheet, a header row naming the columns (barcode, sku or
// product id, and quantity, in any of the app's languages), one product per row. exceljs is loaded only when reading.
// The rows go to POST /inventory/bulk-update as excelData in the same order, so the server's problems
// (excelData.{index}.{field}) land back on the row they are about.
import type { FieldError, InventoryBulkBody } from '@comptoir/shared';
import { cellValue, firstSheet, normalizeHeader } from '../../../lib/xlsx-sheet';

export { cellValue, normalizeHeader };

export type CountColumn = 'barcode' | 'sku' | 'productId' | 'quantity';

/** One row of the sheet: its line number in the sheet (for the user) and the cells read. */
export interface SheetCountRow {
  line: number;
  barcode?: string;
  sku?: string;
  productId?: number | string;
  quantity: number | string;
}

export interface SheetCounts {
  rows: SheetCountRow[];
  /** What the header row lacks: a reference column (barcode, sku or id) and/or a quantity column. */
  missing: ('reference' | 'quantity')[];
}

const HEADER_WORDS: Record<CountColumn, string[]> = {
  barcode: ['barcode', 'code-barres', 'code barre', 'code à barres', 'ean', 'ean13', 'gtin', 'codice a barre', 'الباركود', 'الرمز الشريطي'],
  sku: ['sku', 'référence', 'ref', 'réf', 'reference', 'riferimento', 'المرجع'],
  productId: ['productid', 'product id', 'id produit', 'id'],
  quantity: ['quantity', 'quantité', 'quantité comptée', 'qté', 'qte', 'qty', 'counted', 'compté', 'quantità', 'الكمية'],
};
const HEADERS = new Map<string, CountColumn>(
  Object.entries(HEADER_WORDS).flatMap(([field, words]) => words.map((w) => [normalizeHeader(w), field as CountColumn] as const)),
);

export const headerColumn = (text: string): CountColumn | undefined => HEADERS.get(normalizeHeader(text));

const asText = (v: string | number): string | undefined => (v === '' ? undefined : String(v));

/** Reads the first worksheet of an .xlsx file; throws when it is not one. */
export async function readCountsSheet(data: ArrayBuffer): Promise<SheetCounts> {
  const sheet = await firstSheet(data);
  if (!sheet) return { rows: [], missing: ['reference', 'quantity'] };
  const columns = new Map<number, CountColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = headerColumn(String(cellValue(cell.value)));
    if (field && ![...columns.values()].includes(field)) columns.set(col, field);
  });
  const fields = [...columns.values()];
  const missing: SheetCounts['missing'] = [];
  if (!fields.some((f) => f !== 'quantity')) missing.push('reference');
  if (!fields.includes('quantity')) missing.push('quantity');
  if (missing.length > 0) return { rows: [], missing };
  const rows: SheetCountRow[] = [];
  sheet.eachRow((r, line) => {
    if (line === 1) return;
    const read: Partial<Record<CountColumn, string | number>> = {};
    for (const [col, field] of columns) read[field] = cellValue(r.getCell(col).value);
    if (Object.values(read).every((v) => v === '')) return;
    rows.push({
      line,
      barcode: read.barcode === undefined ? undefined : asText(read.barcode),
      sku: read.sku === undefined ? undefined : asText(read.sku),
      productId: read.productId === '' ? undefined : read.productId,
      quantity: read.quantity ?? '',
    });
  });
  return { rows, missing };
}

/** '12,5' or ' 12.5 ' → 12.5; anything else is sent as it is, for the server to say what is wrong with it. */
function quantityOf(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const n = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/** The rows as POST /inventory/bulk-update's excelData, same order, only the references the row has. */
export function toExcelData(rows: readonly SheetCountRow[]): InventoryBulkBody['excelData'] {
  return rows.map((r) => {
    const out: InventoryBulkBody['excelData'][number] = { quantity: quantityOf(r.quantity) };
    if (r.barcode) out.barcode = r.barcode;
    if (r.sku) out.sku = r.sku;
    if (r.productId !== undefined) out.productId = typeof r.productId === 'number' ? r.productId : Number(r.productId);
    return out;
  });
}

export interface RowProblem {
  /** barcode, sku, productId, quantity, or '' when about the whole row. */
  field: string;
  message: string;
}

/** The server's problems by row index (excelData.3.quantity → row 3), and those about no row (the whole sheet). */
export function placeRowErrors(errors: readonly FieldError[]): { byRow: Map<number, RowProblem[]>; general: FieldError[] } {
  const byRow = new Map<number, RowProblem[]>();
  const general: FieldError[] = [];
  for (const e of errors) {
    const m = /^excelData\.(\d+)(?:\.(.+))?$/.exec(e.field);
    if (!m) {
      general.push(e);
      continue;
    }
    const index = Number(m[1]);
    const list = byRow.get(index) ?? [];
    list.push({ field: m[2] ?? '', message: e.message });
    byRow.set(index, list);
  }
  return { byRow, general };
}
