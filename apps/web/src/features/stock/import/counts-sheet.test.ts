import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { headerColumn, placeRowErrors, readCountsSheet, toExcelData } from './counts-sheet';

async function workbook(rows: unknown[][]): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventaire');
  for (const r of rows) ws.addRow(r);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('a sheet of counts', () => {
  it('recognises the column headers in the app languages, whatever the case, accents or dashes', () => {
    expect(['Code-barres', 'BARCODE', 'ean', 'الباركود'].map(headerColumn)).toEqual(['barcode', 'barcode', 'barcode', 'barcode']);
    expect(['SKU', 'Référence', 'ref'].map(headerColumn)).toEqual(['sku', 'sku', 'sku']);
    expect(['Quantité', 'qty', 'Qté', 'Quantità', 'الكمية'].map(headerColumn)).toEqual(Array(5).fill('quantity'));
    expect(headerColumn('Product id')).toBe('productId');
    expect(headerColumn('Prix')).toBeUndefined();
  });

  it('reads the rows under the header with their line numbers, skipping empty rows and unknown columns', async () => {
    const data = await workbook([
      ['Article', 'Code-barres', 'SKU', 'Quantité'],
      ['Eau minérale', 6111234000103, null, 12],
      [],
      ['Farine', null, 'EPI-040', '2,5'],
      ['Sucre', '6111234000202', '', 'beaucoup'],
    ]);
    const read = await readCountsSheet(data);
    expect(read.missing).toEqual([]);
    expect(read.rows).toEqual([
      { line: 2, barcode: '6111234000103', sku: undefined, productId: undefined, quantity: 12 },
      { line: 4, barcode: undefined, sku: 'EPI-040', productId: undefined, quantity: '2,5' },
      { line: 5, barcode: '6111234000202', sku: undefined, productId: undefined, quantity: 'beaucoup' },
    ]);
  });

  it('reads a formula by its result', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['barcode', 'quantity']);
    ws.addRow(['6111234000103', { formula: '2*3', result: 6 }]);
    const read = await readCountsSheet((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    expect(read.rows[0].quantity).toBe(6);
  });

  it('says which columns are missing', async () => {
    expect((await readCountsSheet(await workbook([['Article', 'Prix']]))).missing).toEqual(['reference', 'quantity']);
    expect((await readCountsSheet(await workbook([['Code-barres', 'Prix']]))).missing).toEqual(['quantity']);
    expect((await readCountsSheet(await workbook([['Nom', 'Quantité']]))).missing).toEqual(['reference']);
  });

  it('refuses what is not an xlsx workbook', async () => {
    await expect(readCountsSheet(new TextEncoder().encode('barcode;quantity\n1;2').buffer)).rejects.toThrow();
  });

  it('sends the rows as excelData in the same order, decimals with a comma as numbers, the rest for the server to judge', () => {
    expect(
      toExcelData([
        { line: 2, barcode: '6111234000103', quantity: 12 },
        { line: 4, sku: 'EPI-040', quantity: ' 2,5 ' },
        { line: 5, barcode: '6111234000202', quantity: 'beaucoup' },
        { line: 6, productId: '17', quantity: '' },
      ]),
    ).toEqual([
      { barcode: '6111234000103', quantity: 12 },
      { sku: 'EPI-040', quantity: 2.5 },
      { barcode: '6111234000202', quantity: 'beaucoup' },
      { productId: 17, quantity: '' },
    ]);
  });

  it("puts the server's problems on their rows by index, and keeps those about no row apart", () => {
    const { byRow, general } = placeRowErrors([
      { field: 'excelData.3.quantity', message: 'Must be 0 or more' },
      { field: 'excelData.5.barcode', message: 'Unknown reference' },
      { field: 'excelData.3.barcode', message: 'Unknown reference' },
      { field: 'excelData.7', message: 'Duplicate row' },
      { field: 'excelData', message: 'Too many rows' },
    ]);
    expect([...byRow.keys()]).toEqual([3, 5, 7]);
    expect(byRow.get(3)).toEqual([
      { field: 'quantity', message: 'Must be 0 or more' },
      { field: 'barcode', message: 'Unknown reference' },
    ]);
    expect(byRow.get(7)).toEqual([{ field: '', message: 'Duplicate row' }]);
    expect(general).toEqual([{ field: 'excelData', message: 'Too many rows' }]);
  });
});
