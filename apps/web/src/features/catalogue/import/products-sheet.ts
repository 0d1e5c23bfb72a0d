// A sheet of products (.xlsx, the server's template: GET /product/import/template) read in the browser for the import
// screen: the first worksheet, a header row naming IMPORT_COLUMNS (or their French names), one product per row. Every
// row is checked here with the server's own rules (importRow, the promotion's rules, a barcode or sku given twice), so
// the preview lists every bad row at once; the rows then go to POST /product/import in batches, and a batch's 422
// (products.{index}.{field}) lands back on the row it is about.
import { IMPORT_COLUMNS, importRow, type FieldError } from '@comptoir/shared';
import { cellValue, excel, firstSheet, normalizeHeader } from '../../../lib/xlsx-sheet';

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Rows sent per POST /product/import: each batch is written whole or not at all. */
export const IMPORT_BATCH = 500;

/** One row of the sheet: its line number in the sheet and the cells read, as POST /product/import takes them. */
export interface SheetProductRow {
  line: number;
  values: Partial<Record<ImportColumn, string | number | boolean>>;
}

export interface SheetProducts {
  rows: SheetProductRow[];
  /** Required columns the header row lacks. */
  missing: ImportColumn[];
}

/** What is wrong with a row: the column it is about and a message key (catalogue.import.problems.*) or the server's text. */
export interface RowProblem {
  field: string;
  message: string;
  /** The message is a key to translate (a check of this screen), not the server's translated text. */
  key?: boolean;
  /** The other line holding the same code (a duplicate). */
  line?: number;
}

const ALIASES: Partial<Record<ImportColumn, string[]>> = {
  label: ['libellé', 'nom', 'désignation'],
  category: ['catégorie'],
  price: ['prix', 'prix de vente'],
  promoPrice: ['prix promo'],
  promotionEndAt: ['fin de promotion', 'fin promo'],
  buyingPrice: ["prix d'achat"],
  tva: ['taux de tva'],
  barcode: ['code-barres', 'code barre', 'ean'],
  sku: ['référence', 'ref'],
  unity: ['unité'],
  isService: ['service'],
  brand: ['marque'],
  supplier: ['fournisseur'],
  currencyTag: ['devise'],
};
const HEADERS = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((c) => [c, ...(ALIASES[c] ?? [])].map((w) => [normalizeHeader(w), c] as const)),
);
export const importColumnOf = (text: string): ImportColumn | undefined => HEADERS.get(normalizeHeader(text));

const REQUIRED: ImportColumn[] = ['label', 'category'];
const TRUE = new Set(['1', 'true', 'oui', 'yes', 'x', 'نعم', 'si', 'sì']);
const TEXTS = new Set<ImportColumn>(['label', 'en_label', 'ar_label', 'it_label', 'barcode', 'sku', 'brand', 'supplier', 'description']);

/** A cell as POST /product/import takes it (as the server reads its own xlsx import). */
function valueOf(column: ImportColumn, v: string | number): string | number | boolean {
  if (column === 'isService') return TRUE.has(String(v).trim().toLowerCase());
  if (TEXTS.has(column) && typeof v === 'number') return String(v);
  return v;
}

/** Reads the first worksheet of an .xlsx file; throws when it is not one. */
export async function readProductsSheet(data: ArrayBuffer): Promise<SheetProducts> {
  const sheet = await firstSheet(data);
  if (!sheet) return { rows: [], missing: REQUIRED };
  const columns = new Map<number, ImportColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const c = importColumnOf(String(cellValue(cell.value)));
    if (c && ![...columns.values()].includes(c)) columns.set(col, c);
  });
  const missing = REQUIRED.filter((c) => ![...columns.values()].includes(c));
  if (missing.length) return { rows: [], missing };
  const rows: SheetProductRow[] = [];
  sheet.eachRow((r, line) => {
    if (line === 1) return;
    const values: SheetProductRow['values'] = {};
    for (const [col, c] of columns) {
      const v = cellValue(r.getCell(col).value);
      if (v !== '') values[c] = valueOf(c, v);
    }
    if (Object.keys(values).length) rows.push({ line, values });
  });
  return { rows, missing: [] };
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const AMOUNTS = new Set(['price', 'promoPrice', 'buyingPrice']);
const KEYS: Record<string, string> = {
  tva: 'tva',
  barcode: 'code',
  sku: 'code',
  unity: 'unit',
  type: 'type',
  promotionEndAt: 'date',
  isService: 'boolean',
  currencyTag: 'currency',
  category: 'category',
};

/** The message key of a problem of the importRow schema with a column's value. */
function problemKey(field: string, value: unknown): string {
  if (isEmpty(value)) return 'required';
  if (AMOUNTS.has(field)) return 'amount';
  return KEYS[field] ?? 'text';
}

/** Every problem of every row (by index in `rows`), as the server would find them before writing anything. */
export function checkRows(rows: readonly SheetProductRow[]): Map<number, RowProblem[]> {
  const out = new Map<number, RowProblem[]>();
  const add = (i: number, p: RowProblem) => out.set(i, [...(out.get(i) ?? []), p]);
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const parsed = importRow.safeParse(row.values);
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (fields.has(field)) continue;
        fields.add(field);
        add(i, { field, message: problemKey(field, row.values[field as ImportColumn]), key: true });
      }
    } else {
      const p = parsed.data;
      if (p.promoPrice !== null && p.promoPrice !== undefined) {
        if (p.price === undefined || p.promoPrice >= p.price) add(i, { field: 'promoPrice', message: 'promoNotLower', key: true });
        if (!p.promotionEndAt) add(i, { field: 'promotionEndAt', message: 'promoEnd', key: true });
      }
    }
    for (const column of ['barcode', 'sku'] as const) {
      const v = row.values[column];
      if (isEmpty(v)) continue;
      const code = `${column}:${String(v).trim()}`;
      const first = seen.get(code);
      if (first === undefined) seen.set(code, row.line);
      else add(i, { field: column, message: 'duplicate', key: true, line: first });
    }
  });
  return out;
}

/** A batch's 422 (products.{index}.{field}) on the sheet's rows (`offset`: the batch's first row); the rest apart. */
export function placeImportErrors(
  errors: readonly FieldError[],
  offset: number,
): { byRow: Map<number, RowProblem[]>; general: FieldError[] } {
  const byRow = new Map<number, RowProblem[]>();
  const general: FieldError[] = [];
  for (const e of errors) {
    const m = /^products\.(\d+)(?:\.(.+))?$/.exec(e.field);
    if (!m) {
      general.push(e);
      continue;
    }
    const index = offset + Number(m[1]);
    byRow.set(index, [...(byRow.get(index) ?? []), { field: m[2] ?? '', message: e.message }]);
  }
  return { byRow, general };
}

/** The rows not imported, as an .xlsx of the template's columns, to correct and import again. */
export async function rowsWorkbook(rows: readonly SheetProductRow[]): Promise<ArrayBuffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet('products');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => r.values[c] ?? null));
  sheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
