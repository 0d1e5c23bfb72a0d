// The xlsx files the server writes with ExcelJS (forms, the credits, the timekeeping, reports): one way to turn a
// workbook into bytes. ExcelJS zips with JSZip's pure-JavaScript deflate, level 6 by default: 2.5 ms of a 4 ms file on
// the event loop (a chart's, measured before those moved to files/plain-xlsx.ts). Level 1 takes half of that for a file
// ~6 % larger (11.9 → 12.7 KB; bench/RESULTS.md).
import type ExcelJS from 'exceljs';

export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  const zip = { compression: 'DEFLATE', compressionOptions: { level: 1 } };
  return Buffer.from(await wb.xlsx.writeBuffer({ zip } as ExcelJS.XlsxWriteOptions));
}
