// The plain xlsx writer: what ExcelJS (and so Excel and LibreOffice, which read the same parts) reads back from it.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, plainXlsx, sheetNames } from './plain-xlsx';

const read = async (buffer: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  return wb;
};

describe('plain xlsx', () => {
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes sheets of text and numbers that ExcelJS reads back: names, values, the bold header, widths', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => i * 1.5);
    const wb = await read(
      plainXlsx([
        {
          name: 'Chiffres & <ventes>',
          header: true,
          width: 18,
          rows: [
            ['Indicateur', 'Valeur', 'Période précédente'],
            ['Chiffre d’affaires', 1234.56, -12],
            ['Panier "moyen"', 0, null],
            ['ligne\u0001 avec un contrôle', undefined, ''],
          ],
        },
        { name: 'Large', rows: [wide] },
      ]),
    );
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Chiffres & <ventes>', 'Large']);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Indicateur', 'Valeur', 'Période précédente']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Chiffre d’affaires', 1234.56, -12]);
    expect(ws.getCell('A3').value).toBe('Panier "moyen"');
    expect(ws.getCell('B3').value).toBe(0);
    expect(ws.getCell('C3').value).toBeNull();
    expect(ws.getCell('A4').value).toBe('ligne avec un contrôle');
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').font?.bold).toBeFalsy();
    expect(ws.getColumn(3).width).toBe(18);
    expect(ws.views[0]?.rightToLeft).toBeFalsy();
    const large = wb.worksheets[1];
    expect(large.getCell('AD1').value).toBe(29 * 1.5);
    expect(large.actualColumnCount).toBe(30);
  });

  it('shows the sheets right to left when asked (Arabic), with the text as written', async () => {
    const wb = await read(plainXlsx([{ name: 'الأرقام', rows: [['المبيعات', 10]] }], { rightToLeft: true }));
    expect(wb.worksheets[0].name).toBe('الأرقام');
    expect(wb.worksheets[0].views[0]?.rightToLeft).toBe(true);
    expect(wb.worksheets[0].getCell('A1').value).toBe('المبيعات');
  });

  it('makes the sheets’ names what Excel accepts: no \\ / ? * : [ ], not blank, 31 characters, unique whatever the case', async () => {
    const long = 'Chiffre d’affaires par catégorie et par magasin';
    expect(sheetNames(['Ventes / heure', 'a:b*c?[d]\\e', '  ', 'Ventes', 'VENTES', long, long])).toEqual([
      'Ventes   heure',
      'a b c  d  e',
      'Sheet3',
      'Ventes',
      'VENTES (2)',
      long.slice(0, 31),
      `${long.slice(0, 27)} (2)`,
    ]);
    const wb = await read(
      plainXlsx([
        { name: 'Ventes / heure', rows: [[1]] },
        { name: 'ventes   HEURE', rows: [[2]] },
      ]),
    );
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Ventes   heure', 'ventes   HEURE (2)']);
  });

  it('refuses a file without a sheet', () => {
    expect(() => plainXlsx([])).toThrow();
  });
});
