// Plain xlsx files: sheets of text and numbers, the first row in bold, a column width, right to left or not. What a
// chart's export needs (dashboards/export.ts), written straight as SpreadsheetML and zipped with Node's own zlib
// (files/zip-writer.ts): a dashboard export is one of the dashboard calls held to 100 ms at ten managers at once, and
// ExcelJS (its model, its XML writer, JSZip's JavaScript deflate over a dozen parts) took ~6 ms of the event loop per
// file, three times the chart's own reads (bench/RESULTS.md). Files with formats, formulas or images still go through
// ExcelJS (files/sheet-writer.ts); both are read back by ExcelJS in the tests.
import { ZipWriter } from './zip-writer';

export type PlainCell = string | number | null | undefined;

export interface PlainSheet {
  /** The sheet's name; made what Excel accepts (`sheetNames`). */
  name: string;
  rows: readonly (readonly PlainCell[])[];
  /** The first row in bold (a header). */
  header?: boolean;
  /** Every column's width, in characters. */
  width?: number;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

// Characters XML 1.0 does not allow (control characters but tab, line feed, carriage return) are dropped.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escape = (s: string) =>
  s.replace(INVALID, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(sheet: PlainSheet, rightToLeft: boolean): string {
  const columns = sheet.rows.reduce((m, r) => Math.max(m, r.length), 0);
  const out: string[] = [DECL, `<worksheet xmlns="${MAIN}">`];
  out.push(`<sheetViews><sheetView workbookViewId="0"${rightToLeft ? ' rightToLeft="1"' : ''}/></sheetViews>`);
  if (sheet.width && columns) out.push(`<cols><col min="1" max="${columns}" width="${sheet.width}" customWidth="1"/></cols>`);
  out.push('<sheetData>');
  sheet.rows.forEach((row, r) => {
    const style = sheet.header && r === 0 ? ' s="1"' : '';
    out.push(`<row r="${r + 1}">`);
    row.forEach((cell, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (typeof cell === 'number') {
        if (Number.isFinite(cell)) out.push(`<c r="${ref}"${style}><v>${cell}</v></c>`);
      } else if (cell !== null && cell !== undefined && cell !== '')
        out.push(`<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escape(String(cell))}</t></is></c>`);
    });
    out.push('</row>');
  });
  out.push('</sheetData></worksheet>');
  return out.join('');
}

const STYLES =
  `${DECL}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * The sheets' names as Excel takes them: none of \ / ? * : [ ] (each becomes a space), not blank, at most 31
 * characters, and unique whatever the case (a second `Ventes` is `Ventes (2)`). ExcelJS refused such names with an
 * error; Excel would call the file damaged.
 */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    const base =
      raw
        .replace(/[\\/?*:[\]]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The parts of the file, by their path in the zip. */
function parts(sheets: readonly PlainSheet[], rightToLeft: boolean): [string, string][] {
  const n = sheets.length;
  const names = sheetNames(sheets.map((s) => s.name));
  const sheetPaths = sheets.map((_, i) => `xl/worksheets/sheet${i + 1}.xml`);
  return [
    [
      '[Content_Types].xml',
      `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheetPaths.map((p) => `<Override PartName="/${p}" ContentType="${SHEET_TYPE}"/>`).join('') +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        names.map((name, i) => `<sheet name="${escape(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${DECL}<Relationships xmlns="${PKG_REL}">` +
        sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
        `<Relationship Id="rId${n + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
    ...sheets.map((s, i): [string, string] => [sheetPaths[i], sheetXml(s, rightToLeft)]),
  ];
}

/** The xlsx file of these sheets (at least one). */
export function plainXlsx(sheets: readonly PlainSheet[], opts: { rightToLeft?: boolean } = {}): Buffer {
  if (!sheets.length) throw new Error('an xlsx file has at least one sheet');
  const chunks: Buffer[] = [];
  const zip = new ZipWriter({ write: (chunk) => chunks.push(chunk) });
  const now = new Date();
  for (const [name, text] of parts(sheets, opts.rightToLeft ?? false)) zip.add(name, Buffer.from(text, 'utf8'), now, { deflate: true });
  zip.end();
  return Buffer.concat(chunks);
}
