// The shared import reader on its own: what it reads (as the imports read ExcelJS's values before it), where it
// stops (rows, declared and inflated bytes), and that the worker runs from the sources and from the built bundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import * as zlib from 'node:zlib';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { bombSheet, rowsXml, sheetHead, sheetTail, xlsx, xlsxOfRows, zip } from '../../test/xlsx-files';
import { IMPORT_PARSERS_MAX, IMPORT_UNCOMPRESSED_MAX_BYTES, readImportSheet, sheetsBeingRead } from './import-sheet';
import { readFirstSheet, type ReaderInput } from './sheet-reader';

const MB = 1024 * 1024;

/** Reads in this thread, counting the bytes every inflater hands out. */
async function read(data: Buffer, opts: Partial<Omit<ReaderInput, 'data'>> = {}) {
  let inflated = 0;
  const counting = {
    ...zlib,
    createInflateRaw(o?: zlib.ZlibOptions) {
      const inflater = zlib.createInflateRaw(o);
      const iterate = inflater[Symbol.asyncIterator].bind(inflater);
      inflater[Symbol.asyncIterator] = () => {
        const it = iterate();
        const counted: AsyncIterableIterator<Buffer> = {
          async next() {
            const r = await it.next();
            if (!r.done) inflated += (r.value as Buffer).length;
            return r;
          },
          return: (v?: unknown) => it.return!(v),
          [Symbol.asyncIterator]: () => counted,
        };
        return counted;
      };
      return inflater;
    },
  } as typeof zlib;
  const outcome = await readFirstSheet(
    { data, maxRows: opts.maxRows ?? 5000, maxBytes: opts.maxBytes ?? IMPORT_UNCOMPRESSED_MAX_BYTES },
    { zlib: counting, SaxesParser, StringDecoder },
  );
  return { outcome, inflated };
}
const rowsOf = async (data: Buffer, opts?: Partial<Omit<ReaderInput, 'data'>>) => {
  const { outcome } = await read(data, opts);
  if (!('rows' in outcome)) throw new Error(outcome.problem);
  return outcome.rows!.map((r) => ({ r: r.r, values: Object.fromEntries(Object.entries(r.values)) }));
};

describe('what the reader reads', () => {
  it('reads an Excel workbook as ExcelJS did: shared strings, numbers, dates, booleans, formulas, rich text, links', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Clients');
    ws.addRow(['Nom', 'Téléphone', 'Né le', 'Actif', 'Total', 'Note', 'Site']);
    ws.addRow([
      'Zineb Alaoui',
      612345678,
      new Date('1990-05-17T00:00:00Z'),
      true,
      { formula: 'B2*2', result: 1224691356 },
      { richText: [{ text: 'Très ' }, { text: 'bien', font: { bold: true } }] },
      { text: 'Atlas', hyperlink: 'https://example.ma' },
    ]);
    ws.addRow([]);
    ws.getCell('C4').value = 'seule';
    ws.getCell('D5').numFmt = '0.00'; // formatted, without a value: not a row
    ws.getCell('A6').value = { formula: 'A2', result: 'Zineb Alaoui' };
    ws.getCell('B6').value = 0.1;
    ws.getCell('C6').value = '  espaces  ';
    const rows = await rowsOf(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { r: 1, values: { 1: 'Nom', 2: 'Téléphone', 3: 'Né le', 4: 'Actif', 5: 'Total', 6: 'Note', 7: 'Site' } },
      {
        r: 2,
        values: {
          1: 'Zineb Alaoui',
          2: 612345678,
          3: new Date('1990-05-17T00:00:00Z'),
          4: true,
          5: 1224691356,
          6: 'Très bien',
          7: 'Atlas',
        },
      },
      { r: 4, values: { 3: 'seule' } },
      { r: 6, values: { 1: 'Zineb Alaoui', 2: 0.1, 3: '  espaces  ' } },
    ]);
  });

  it('reads 1904 dates, custom date formats and built-in ones, not a number format', async () => {
    const wb = new ExcelJS.Workbook();
    wb.properties.date1904 = true;
    const ws = wb.addWorksheet('s');
    ws.addRow([new Date('2024-02-29T00:00:00Z'), 45351, 45351, 45351]);
    ws.getCell('B1').numFmt = 'dd/mm/yyyy';
    ws.getCell('C1').numFmt = '"Day" 0'; // a d inside quotes is no date
    ws.getCell('D1').numFmt = '#,##0.00';
    const [row] = await rowsOf(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(row.values).toEqual({ 1: new Date('2024-02-29T00:00:00Z'), 2: new Date('2028-03-01T00:00:00Z'), 3: 45351, 4: 45351 });
    const styles = `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const builtIn = xlsx(`${sheetHead}<row r="1"><c r="A1" s="1"><v>45351</v></c><c r="B1"><v>45351</v></c></row>${sheetTail}`, { styles });
    expect((await rowsOf(builtIn))[0].values).toEqual({ 1: new Date('2024-02-29T00:00:00Z'), 2: 45351 });
  });

  it('reads what other writers write: prefixed tags, inline and rich shared strings, escapes, rows without numbers, stored parts', async () => {
    const shared = `<x:sst xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:si><x:t>Nom</x:t></x:si><x:si><x:r><x:t>Ali </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t>Ali</x:t></x:r><x:rPh><x:t>アリ</x:t></x:rPh></x:si><x:si><x:t>a_x000D_b &amp; c</x:t></x:si></x:sst>`;
    const sheet = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>Ville</x:t></x:is></x:c></x:row><x:row><x:c t="s"><x:v>1</x:v></x:c><x:c t="inlineStr"><x:is><x:r><x:t>Ra</x:t></x:r><x:r><x:t>bat</x:t></x:r></x:is></x:c><x:c t="s"><x:v>2</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="str"><x:f>A1</x:f><x:v>Nom</x:v></x:c><x:c><x:v>1.5E3</x:v></x:c><x:c><x:v><![CDATA[7]]></x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    const rows = await rowsOf(xlsx({ data: sheet, stored: true }, { sharedStrings: shared }));
    expect(rows).toEqual([
      { r: 1, values: { 1: 'Nom', 2: 'Ville' } },
      { r: 2, values: { 1: 'Ali Ali', 2: 'Rabat', 3: 'a\rb & c', 4: false, 5: '#N/A', 6: 'Nom', 7: 1500, 8: 7 } },
    ]);
  });

  it('answers no sheet for a workbook without one, and refuses what is not an xlsx it can read', async () => {
    const noSheet = zip([
      { name: 'xl/workbook.xml', data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>' },
    ]);
    expect((await read(noSheet)).outcome).toEqual({ rows: null });
    const good = xlsxOfRows([['Nom'], ['Ali Ali']]);
    for (const bad of [
      Buffer.from('name,tel\nA,1'),
      Buffer.alloc(0),
      good.subarray(0, good.length - 30), // the end record cut
      xlsx({ deflated: Buffer.from('not deflate at all'), size: 100 }), // a part damaged
      zip([{ name: 'hello.txt', data: 'hello' }]), // a zip, not a workbook
      xlsx(`${sheetHead}<row><c><v>1</v></c></row><row>${sheetTail}`), // broken XML
      // Entities of a DTD are never expanded (no billion laughs).
      xlsx(
        `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>` +
          `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` +
          `<row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row>${sheetTail}`,
      ),
    ])
      expect((await read(bad)).outcome, bad.toString('latin1', 0, 40)).toMatchObject({ problem: 'invalid' });
  });
});

describe('where the reader stops', () => {
  it('stops at the first row past the limit; the header and rows without a value do not count', async () => {
    const rows = (n: number) => [['Nom'], ...Array.from({ length: n }, (_, i) => [`Client ${i}`])];
    expect(await rowsOf(xlsxOfRows(rows(10)), { maxRows: 10 })).toHaveLength(11);
    const withEmpty = xlsx(sheetHead + rowsXml(rows(10)) + '<row r="20"><c r="A20" s="1"/></row>'.repeat(50) + sheetTail);
    expect(await rowsOf(withEmpty, { maxRows: 10 })).toHaveLength(11);
    expect((await read(xlsxOfRows(rows(11)), { maxRows: 10 })).outcome).toEqual({ problem: 'too_many_rows' });
    // 150,000 rows: refused after reading a sliver of the sheet.
    const big = xlsxOfRows(rows(150_000));
    const { outcome, inflated } = await read(big, { maxRows: 5000 });
    expect(outcome).toEqual({ problem: 'too_many_rows' });
    expect(inflated).toBeLessThan(2 * MB);
  });

  it('refuses a zip that declares more than the bound, before inflating anything', async () => {
    const { outcome, inflated } = await read(xlsx(bombSheet(64 * MB)));
    expect(outcome).toEqual({ problem: 'too_large' });
    expect(inflated).toBe(0);
  });

  it('stops a zip that lies about its sizes once it inflates past what it declared, or past the bound', async () => {
    // Declares 100 KB and holds 1 GiB.
    const lying = await read(xlsx(bombSheet(1024 * MB, 100 * 1024)));
    expect(lying.outcome).toEqual({ problem: 'too_large' });
    expect(lying.inflated).toBeLessThan(1 * MB);
    // Declares the bound exactly, holds more: inflating stops at the bound.
    const atBound = await read(xlsx(bombSheet(1024 * MB, 8 * MB)), { maxBytes: 8 * MB + 4096 });
    expect(atBound.outcome).toEqual({ problem: 'too_large' });
    expect(atBound.inflated).toBeLessThanOrEqual(8 * MB + 4096 + 64 * 1024);
  });
});

describe('the worker', () => {
  it('reads off the event loop, with the 422 of each problem', async () => {
    const rows = await readImportSheet(xlsxOfRows([['Nom'], ['Ali Ali', 612345678]]), { maxRows: 10, notXlsx: 'import_not_xlsx' });
    expect(rows).toEqual([
      { r: 1, values: [undefined, 'Nom'] },
      { r: 2, values: [undefined, 'Ali Ali', 612345678] },
    ]);
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'read',
        (e: { status: number; errors: unknown }) => [e.status, e.errors],
      );
    const opts = { maxRows: 1, notXlsx: 'import_not_xlsx' };
    expect(await refusal(readImportSheet(Buffer.from('not a workbook'), opts))).toEqual([
      422,
      [{ field: 'file', message: 'import_not_xlsx' }],
    ]);
    expect(await refusal(readImportSheet(xlsxOfRows([['Nom'], ['A'], ['B']]), opts))).toEqual([
      422,
      [{ field: 'file', message: 'import_too_many_rows' }],
    ]);
    expect(await refusal(readImportSheet(xlsx(bombSheet(1024 * MB, 1000)), opts))).toEqual([
      422,
      [{ field: 'file', message: 'import_too_large' }],
    ]);
  });

  it('reads at most two files at once; the others wait their turn', async () => {
    const file = xlsxOfRows([['Nom'], ...Array.from({ length: 2000 }, (_, i) => [`Client ${i}`])]);
    const seen: number[] = [];
    const timer = setInterval(() => seen.push(sheetsBeingRead()), 1);
    const reads = await Promise.all(Array.from({ length: 5 }, () => readImportSheet(file, { maxRows: 5000, notXlsx: 'x' })));
    clearInterval(timer);
    expect(reads.map((rows) => rows?.length)).toEqual([2001, 2001, 2001, 2001, 2001]);
    expect(Math.max(...seen)).toBe(IMPORT_PARSERS_MAX);
    expect(sheetsBeingRead()).toBe(0);
  });

  it('runs from the built bundle as from the sources', async () => {
    // The server's build (build.mjs): npm packages external, the rest bundled; the reader's worker is evaluated text.
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const external = Object.keys(pkg.dependencies).filter((d) => d !== '@comptoir/shared');
    // Inside the package, as dist/ is, so that the bundle finds the packages as the server's does.
    const dir = mkdtempSync(path.join(import.meta.dirname, '../../dist-reader-test-'));
    try {
      const outfile = path.join(dir, 'import-sheet.mjs');
      await build({
        entryPoints: [path.join(import.meta.dirname, 'import-sheet.ts')],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: [...external, ...external.map((d) => `${d}/*`)],
        logLevel: 'silent',
      });
      const file = path.join(dir, 'file.xlsx');
      writeFileSync(file, xlsxOfRows([['Nom'], ['Ali Ali', 7]]));
      const script = path.join(dir, 'read.mjs');
      writeFileSync(
        script,
        `import { readFileSync } from 'node:fs';
        import { readImportSheet } from './import-sheet.mjs';
        const rows = await readImportSheet(readFileSync(${JSON.stringify(file)}), { maxRows: 10, notXlsx: 'x' });
        process.stdout.write(JSON.stringify(rows));`,
      );
      const out = execFileSync(process.execPath, [script], { encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual([
        { r: 1, values: [null, 'Nom'] },
        { r: 2, values: [null, 'Ali Ali', 7] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
