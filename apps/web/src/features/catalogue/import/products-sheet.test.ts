import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkRows, importColumnOf, placeImportErrors, readProductsSheet, rowsWorkbook } from './products-sheet';

async function workbook(rows: unknown[][]): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('products');
  for (const r of rows) ws.addRow(r);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('a sheet of products', () => {
  it('knows the template’s columns and their French names, whatever the case or accents', () => {
    expect(['label', 'LABEL', 'Libellé', 'catégorie', 'Prix', 'Code-barres', 'promoPrice', 'currencyTag'].map(importColumnOf)).toEqual([
      'label',
      'label',
      'label',
      'category',
      'price',
      'barcode',
      'promoPrice',
      'currencyTag',
    ]);
    expect(importColumnOf('couleur')).toBeUndefined();
  });

  it('reads the rows with their line numbers as the server takes them, and says which required column is missing', async () => {
    const read = await readProductsSheet(
      await workbook([
        ['label', 'category', 'price', 'barcode', 'isService', 'note'],
        ['Croissant', 'Viennoiseries', 4.5, 6111000000017, 'non', 'x'],
        [],
        ['Massage', 'Soins', '120', null, 'oui'],
      ]),
    );
    expect(read).toEqual({
      missing: [],
      rows: [
        { line: 2, values: { label: 'Croissant', category: 'Viennoiseries', price: 4.5, barcode: '6111000000017', isService: false } },
        { line: 4, values: { label: 'Massage', category: 'Soins', price: '120', isService: true } },
      ],
    });
    expect(
      (
        await readProductsSheet(
          await workbook([
            ['label', 'prix'],
            ['Pain', 1],
          ]),
        )
      ).missing,
    ).toEqual(['category']);
  });

  it('lists every problem of every row at once, with the server’s rules', () => {
    const problems = checkRows([
      { line: 2, values: { label: 'Pain', category: 'Boulangerie', price: 1.2, barcode: 'A-1' } },
      { line: 3, values: { category: 'Boulangerie', price: 'cher', tva: 120 } },
      { line: 4, values: { label: 'Brioche', category: 'Boulangerie', price: 5, promoPrice: 6, barcode: 'A-1', unity: 'sac' } },
      { line: 5, values: { label: 'Tarte', category: 'Pâtisserie', price: 9.999, sku: 'bad code!' } },
    ]);
    const of = (i: number) => (problems.get(i) ?? []).map((p) => `${p.field}:${p.message}${p.line ? `@${p.line}` : ''}`);
    expect(of(0)).toEqual([]);
    expect(of(1)).toEqual(['label:required', 'price:amount', 'tva:tva']);
    expect(of(2)).toEqual(['unity:unit', 'barcode:duplicate@2']);
    expect(of(3)).toEqual(['price:amount', 'sku:code']);
    // The promotion's rules once the row's values are right.
    expect(
      checkRows([{ line: 2, values: { label: 'Brioche', category: 'B', price: 5, promoPrice: 6 } }])
        .get(0)
        ?.map((p) => p.message),
    ).toEqual(['promoNotLower', 'promoEnd']);
  });

  it('puts a batch’s 422 on the sheet’s rows, from the batch’s first row', () => {
    const placed = placeImportErrors(
      [
        { field: 'products.0.barcode', message: 'Code-barres déjà utilisé' },
        { field: 'products.3.category', message: 'Référence inconnue' },
        { field: 'products', message: 'Trop de lignes' },
      ],
      500,
    );
    expect([...placed.byRow]).toEqual([
      [500, [{ field: 'barcode', message: 'Code-barres déjà utilisé' }]],
      [503, [{ field: 'category', message: 'Référence inconnue' }]],
    ]);
    expect(placed.general).toEqual([{ field: 'products', message: 'Trop de lignes' }]);
  });

  it('writes the rows not imported back as a sheet of the template’s columns', async () => {
    const data = await rowsWorkbook([{ line: 7, values: { label: 'Pain', category: 'Boulangerie', price: 1.2 } }]);
    const read = await readProductsSheet(data);
    expect(read.rows).toEqual([{ line: 2, values: { label: 'Pain', category: 'Boulangerie', price: 1.2 } }]);
  });
});
