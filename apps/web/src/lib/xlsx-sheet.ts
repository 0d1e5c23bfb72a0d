// Reading an .xlsx in the browser, shared by the spreadsheet imports (stock counts, products): the workbook's first
// sheet, header names compared without case, accents or separators, cells as text or number. exceljs is loaded only
// when a file is read.
import type { CellValue, Worksheet } from 'exceljs';

/** Lower case, no accents, spaces, dashes, dots or underscores: 'Code-barres' → 'codebarres'. */
export const normalizeHeader = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_.\-'’()]/g, '');

/** A cell as text or number: formulas give their result, rich text and links their text. */
export function cellValue(value: CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellValue(value.result as CellValue);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return '';
}

/** exceljs, loaded on first use. */
export async function excel() {
  const mod = await import('exceljs');
  return (mod as unknown as { default?: typeof mod }).default ?? mod;
}

/** The first worksheet of an .xlsx file (undefined when it has none); throws when the data is not an .xlsx. */
export async function firstSheet(data: ArrayBuffer): Promise<Worksheet | undefined> {
  const workbook = new (await excel()).Workbook();
  await workbook.xlsx.load(data);
  return workbook.worksheets[0];
}
