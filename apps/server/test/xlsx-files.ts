// Spreadsheet files built byte by byte for the import tests: a zip writer that can lie about sizes, the parts of a
// minimal .xlsx, rows of sheet XML, and a zip bomb made of sync-flushed deflate segments (each one inflates to the
// same chunk of XML, so a 1 GiB sheet costs ~1 MB to send and next to nothing to build).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's bytes (deflated here), unless `deflated` is given. */
  data?: Buffer | string;
  /** Raw deflate bytes as they are (a bomb), with `size`, the uncompressed size to declare. */
  deflated?: Buffer;
  size?: number;
  /** Stored instead of deflated. */
  stored?: boolean;
}

/** A zip archive of the entries (local headers, data, central directory, end record). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const raw = e.data === undefined ? undefined : Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8');
    const body = e.deflated ?? (e.stored ? raw! : deflateRawSync(raw!));
    const size = e.size ?? raw!.length;
    const crc = raw ? crc32(raw) : 0;
    const method = e.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sheet rows as XML: strings inline, numbers as values (null: no cell). */
export function rowsXml(rows: (string | number | null)[][], firstRow = 1): string {
  return rows
    .map((cells, i) => {
      const r = firstRow + i;
      const xml = cells
        .map((v, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r}`;
          if (v === null) return '';
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r}">${xml}</row>`;
    })
    .join('');
}

export const sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>`;
export const sheetTail = '</sheetData></worksheet>';

/** The parts of an .xlsx around a first sheet (given as XML, or as a ready entry such as a bomb). */
export function xlsx(
  sheet: string | Omit<ZipEntry, 'name'>,
  extra: { sharedStrings?: string | Omit<ZipEntry, 'name'>; styles?: string; workbookPr?: string } = {},
): Buffer {
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  const parts: ZipEntry[] = [];
  if (extra.sharedStrings !== undefined) {
    rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
    const sst = extra.sharedStrings;
    parts.push(typeof sst === 'string' ? { name: 'xl/sharedStrings.xml', data: sst } : { ...sst, name: 'xl/sharedStrings.xml' });
  }
  if (extra.styles !== undefined) {
    rels.push(`<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`);
    parts.push({ name: 'xl/styles.xml', data: extra.styles });
  }
  return zip([
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}">${extra.workbookPr ?? ''}<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    },
    typeof sheet === 'string' ? { name: 'xl/worksheets/sheet1.xml', data: sheet } : { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...parts,
  ]);
}

/** An .xlsx of the rows (row 1 the header). */
export const xlsxOfRows = (rows: (string | number | null)[][]) => xlsx(sheetHead + rowsXml(rows) + sheetTail);

/**
 * A sheet that inflates to about `bytes` (whole chunks of ~1 MiB) of formatted, empty rows: a raw deflate stream of
 * sync-flushed segments, each the same ~MiB. `declared`: the size its zip entry claims (default: the truth).
 */
export function bombSheet(bytes: number, declared?: number): Omit<ZipEntry, 'name'> {
  const unit = '<row><c s="0"/></row>';
  const mib = Buffer.from(unit.repeat(Math.floor((1024 * 1024) / unit.length)));
  const segment = deflateRawSync(mib, { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const count = Math.ceil(bytes / mib.length);
  const head = deflateRawSync(Buffer.from(sheetHead), { finishFlush: constants.Z_SYNC_FLUSH });
  const tail = deflateRawSync(Buffer.from(sheetTail));
  const size = sheetHead.length + count * mib.length + sheetTail.length;
  return {
    deflated: Buffer.concat([head, ...Array.from({ length: count }, () => segment), tail]),
    size: Math.min(declared ?? size, 0xffffffff),
  };
}

/** A multipart body with one file (field `file` unless told). */
export function multipartFile(content: Buffer, filename = 'import.xlsx', field = 'file') {
  const boundary = `----comptoir${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
