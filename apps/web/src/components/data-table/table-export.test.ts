import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { filterRows, sortRows } from './data-table-utils';
import type { DataTableColumn } from './data-table.types';
import { buildWorkbook, exportFileName, exportSheetName } from './table-export';
import { baseColumns, ITEMS, type Item } from './test-utils';

describe('export file name', () => {
  it('is form_{YYYY-MM-DD}_{HH-mm-ss}.xlsx in local time', () => {
    expect(exportFileName(new Date(2025, 0, 5, 9, 3, 7))).toBe('form_2025-01-05_09-03-07.xlsx');
    expect(exportFileName(new Date(2024, 11, 31, 23, 59, 59))).toBe('form_2024-12-31_23-59-59.xlsx');
  });
});

describe('export sheet name', () => {
  it('cuts the name at 30 characters', () => {
    expect(exportSheetName('Liste des magasins et des caisses ouvertes')).toBe('Liste des magasins et des cais');
    expect(exportSheetName('Liste des magasins et des caisses ouvertes')).toHaveLength(30);
    expect(exportSheetName('Magasins')).toBe('Magasins');
  });

  it('removes the characters Excel forbids and never answers an empty name', () => {
    expect(exportSheetName('Ventes 2025/01: [Rabat]*?\\')).toBe('Ventes 2025 01 Rabat');
    expect(exportSheetName("'quoted'")).toBe('quoted');
    expect(exportSheetName('/:*?')).toBe('Sheet1');
  });
});

describe('workbook', () => {
  it('holds the header row of titles and one row per given row, with numbers kept as numbers', async () => {
    const columns: DataTableColumn<Item>[] = baseColumns().filter((c) => c.exportable !== false);
    const rows = sortRows(filterRows(ITEMS, columns, { city: ['Rabat'] }), columns, { key: 'qty', direction: 'desc' });
    const workbook = await buildWorkbook('Magasins: Rabat / Fès and the other stores', columns, rows, { yes: 'Yes', no: 'No' });

    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer);
    expect(read.worksheets).toHaveLength(1);
    const sheet = read.worksheets[0];
    expect(sheet.name).toBe('Magasins Rabat Fès and the oth');
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Name', 'City of the store (long title)', 'Quantity', 'Active'],
      ['Épicerie Nour', 'Rabat', 40, 'Yes'],
      ['Boulangerie Atlas', 'Rabat', 12, 'Yes'],
    ]);
  });
});
