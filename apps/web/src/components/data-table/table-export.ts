// Spreadsheet export (product-spec §9): file form_{YYYY-MM-DD}_{HH-mm-ss}.xlsx in local time, one sheet named after
// the table (≤ 30 characters, without the characters Excel forbids). exceljs is loaded only when exporting.
import { EXPORT_SHEET_NAME_MAX } from '@comptoir/shared';
import type { Workbook } from 'exceljs';
import { saveBlob } from '../../lib/download';
import { plainValue } from './data-table-utils';
import type { CellValue, DataTableColumn } from './data-table.types';

const pad = (n: number) => String(n).padStart(2, '0');

export function exportFileName(now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `form_${date}_${time}.xlsx`;
}

export function exportSheetName(name: string): string {
  const cleaned = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  const cut = [...cleaned].slice(0, EXPORT_SHEET_NAME_MAX).join('').trim();
  return cut || 'Sheet1';
}

export interface ExportLabels {
  yes: string;
  no: string;
}

function cellOf(value: CellValue, labels: ExportLabels): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  return value;
}

export async function buildWorkbook<T>(
  sheetName: string,
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
  labels: ExportLabels,
): Promise<Workbook> {
  const mod = await import('exceljs');
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(exportSheetName(sheetName));
  sheet.addRow(columns.map((c) => c.title));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cellOf(plainValue(c, row), labels)));
  columns.forEach((c, i) => {
    const longest = rows.reduce((max, r) => Math.max(max, String(plainValue(c, r) ?? '').length), c.title.length);
    sheet.getColumn(i + 1).width = Math.min(50, Math.max(8, longest + 2));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbook;
}

export async function downloadWorkbook(workbook: Workbook, fileName: string): Promise<void> {
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, fileName);
}

export async function exportTable<T>(
  sheetName: string,
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
  labels: ExportLabels,
): Promise<void> {
  const workbook = await buildWorkbook(sheetName, columns, rows, labels);
  await downloadWorkbook(workbook, exportFileName());
}
