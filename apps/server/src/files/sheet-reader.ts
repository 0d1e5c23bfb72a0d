// The first worksheet of an .xlsx, read as a stream with bounds (issue 22): the zip's central directory is read
// from the uploaded bytes, its declared sizes summed and checked; entries are inflated chunk by chunk, counting the
// bytes actually produced (a zip lies about its sizes at will), and the sheet's XML goes to a SAX parser as it comes,
// which stops at the first row past the limit. Nothing reads the whole sheet into memory.
//
// `readFirstSheet` runs in a worker thread (import-sheet.ts): its source text is that worker's code, so it must stay
// self-contained — no import, no module-level value; what it needs comes through `libs` — and use only syntax that
// runs as written on Node 20 (no TypeScript that emits code: enum, namespace, parameter properties, decorators).
import type { StringDecoder } from 'node:string_decoder';
import type * as Zlib from 'node:zlib';
import type { SaxesParser } from 'saxes';

/** A cell's value as the imports read it: text, number, boolean (TRUE/FALSE), or a date (a number in a date format). */
export type CellValue = string | number | boolean | Date;

/** A row of the sheet that holds a value: its number (1 = the header row) and its values by column (1 = A). */
export interface SheetRow {
  r: number;
  /** Sparse, 1-based like a spreadsheet's columns: values[1] is column A; an empty cell is a hole. */
  values: CellValue[];
}

export interface ReaderInput {
  /** The .xlsx file. */
  data: Uint8Array;
  /** Rows with a value after row 1 (the header) past which reading stops. */
  maxRows: number;
  /** Uncompressed bytes, over every entry read, past which reading stops (and the declared total's bound). */
  maxBytes: number;
}

export interface ReaderLibs {
  zlib: typeof Zlib;
  SaxesParser: typeof SaxesParser;
  StringDecoder: typeof StringDecoder;
}

export type ReaderProblem = 'invalid' | 'too_large' | 'too_many_rows';

/** The rows with a value (null: the workbook has no worksheet), or why reading stopped. */
export type ReaderOutcome = { rows: SheetRow[] | null } | { problem: ReaderProblem; detail?: string };

export async function readFirstSheet(input: ReaderInput, libs: ReaderLibs): Promise<ReaderOutcome> {
  const { zlib, SaxesParser, StringDecoder } = libs;
  const buf = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  const len = buf.length;
  const CHUNK = 64 * 1024;
  // Thrown to stop reading; everything else that throws (zlib, the XML parser) is a damaged or foreign file.
  const STOP = Symbol('stop');
  let problem: ReaderProblem = 'invalid';
  function stop(why: ReaderProblem): never {
    problem = why;
    throw STOP;
  }

  // ---- The zip: the end record, then the central directory (zip64 where a size or offset does not fit 32 bits).
  type Entry = { name: string; method: number; csize: number; usize: number; offset: number };
  const u16 = (at: number) => (at + 2 <= len ? buf.readUInt16LE(at) : stop('invalid'));
  const u32 = (at: number) => (at + 4 <= len ? buf.readUInt32LE(at) : stop('invalid'));
  const u64 = (at: number) => (at + 8 <= len ? Number(buf.readBigUInt64LE(at)) : stop('invalid'));
  const MAX32 = 0xffffffff;

  function centralDirectory(): Map<string, Entry> {
    let end = -1;
    for (let at = len - 22; at >= 0 && at >= len - 22 - 0xffff; at--) {
      if (buf.readUInt32LE(at) === 0x06054b50) {
        end = at;
        break;
      }
    }
    if (end < 0) stop('invalid');
    let count = u16(end + 10);
    let size = u32(end + 12);
    let offset = u32(end + 16);
    if (count === 0xffff || size === MAX32 || offset === MAX32) {
      const locator = end - 20;
      if (locator < 0 || u32(locator) !== 0x07064b50) stop('invalid');
      const end64 = u64(locator + 8);
      if (u32(end64) !== 0x06064b50) stop('invalid');
      count = u64(end64 + 32);
      size = u64(end64 + 40);
      offset = u64(end64 + 48);
    }
    if (offset + size > len) stop('invalid');
    const entries = new Map<string, Entry>();
    let declared = 0;
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (u32(at) !== 0x02014b50) stop('invalid');
      const flags = u16(at + 8);
      const method = u16(at + 10);
      let csize = u32(at + 20);
      let usize = u32(at + 24);
      const nameLength = u16(at + 28);
      const extraLength = u16(at + 30);
      const commentLength = u16(at + 32);
      let local = u32(at + 42);
      const nameAt = at + 46;
      const extraAt = nameAt + nameLength;
      if (extraAt + extraLength > len) stop('invalid');
      if (usize === MAX32 || csize === MAX32 || local === MAX32) {
        // The zip64 extra field holds, in this order, only the values that did not fit.
        let e = extraAt;
        let found = false;
        while (e + 4 <= extraAt + extraLength) {
          const id = u16(e);
          const dataLength = u16(e + 2);
          if (id === 0x0001) {
            let q = e + 4;
            if (usize === MAX32) {
              usize = u64(q);
              q += 8;
            }
            if (csize === MAX32) {
              csize = u64(q);
              q += 8;
            }
            if (local === MAX32) local = u64(q);
            found = true;
            break;
          }
          e += 4 + dataLength;
        }
        if (!found) stop('invalid');
      }
      if (flags & 0x0001) stop('invalid'); // encrypted
      declared += usize;
      if (declared > input.maxBytes) stop('too_large');
      const name = buf.toString('utf8', nameAt, extraAt).replace(/\\/g, '/').replace(/^\/+/, '').toLowerCase();
      entries.set(name, { name, method, csize, usize, offset: local });
      at = extraAt + extraLength + commentLength;
    }
    return entries;
  }

  let entries = new Map<string, Entry>();
  let budget = input.maxBytes;

  /** Streams an entry's text to `onText`, counting the bytes inflated against the entry's size and the budget. */
  async function streamEntry(entry: Entry, onText: (text: string) => void): Promise<void> {
    const local = entry.offset;
    if (u32(local) !== 0x04034b50) stop('invalid');
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + entry.csize > len) stop('invalid');
    const raw = buf.subarray(start, start + entry.csize);
    const decoder = new StringDecoder('utf8');
    let produced = 0;
    const take = (chunk: Buffer) => {
      produced += chunk.length;
      budget -= chunk.length;
      // More than declared is a zip that lied about its sizes: the same refusal as one that declared too much.
      if (budget < 0 || produced > entry.usize) stop('too_large');
      const text = decoder.write(chunk);
      if (text) onText(text);
    };
    if (entry.method === 0) {
      for (let i = 0; i < raw.length; i += CHUNK) take(raw.subarray(i, i + CHUNK));
    } else if (entry.method === 8) {
      const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
      inflater.end(raw);
      try {
        for await (const chunk of inflater) take(chunk as Buffer);
      } finally {
        inflater.destroy();
      }
    } else {
      stop('invalid');
    }
    const rest = decoder.end();
    if (rest) onText(rest);
  }

  const localName = (name: string) => name.slice(name.indexOf(':') + 1);
  type Tag = { name: string; attributes: Record<string, string> };

  /** Parses an entry's XML as it inflates; `on` sees each open and close tag and the text inside elements. */
  async function parseEntry(
    entry: Entry,
    on: { open?: (name: string, attrs: Record<string, string>) => void; close?: (name: string) => void; text?: (t: string) => void },
  ) {
    const parser = new SaxesParser({ position: false });
    if (on.open) {
      const open = on.open;
      parser.on('opentag', (tag) => open(localName(tag.name), (tag as Tag).attributes));
    }
    if (on.close) {
      const close = on.close;
      parser.on('closetag', (tag) => close(localName(tag.name)));
    }
    if (on.text) {
      parser.on('text', on.text);
      parser.on('cdata', on.text);
    }
    await streamEntry(entry, (text) => parser.write(text));
    parser.close();
  }

  const attr = (attrs: Record<string, string>, name: string) => {
    if (name in attrs) return attrs[name];
    for (const [key, value] of Object.entries(attrs)) if (localName(key) === name) return value;
    return undefined;
  };
  const find = (path: string) => entries.get(path.toLowerCase());
  const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
  /** A relationship's target from the folder of the part that holds it ("/xl/…" is from the root). */
  const resolve = (from: string, target: string) => {
    const parts = (target.startsWith('/') ? target.slice(1) : dirOf(from) + target).split('/');
    const out: string[] = [];
    for (const p of parts) {
      if (p === '..') out.pop();
      else if (p !== '.' && p !== '') out.push(p);
    }
    return out.join('/');
  };
  /** A part's relationships: id → { type, target } (targets resolved). */
  async function relationships(part: string) {
    const rels = new Map<string, { type: string; target: string }>();
    const entry = find(`${dirOf(part)}_rels/${part.slice(part.lastIndexOf('/') + 1)}.rels`);
    if (!entry) return rels;
    await parseEntry(entry, {
      open: (name, attrs) => {
        const id = attr(attrs, 'Id');
        const target = attr(attrs, 'Target');
        if (name === 'Relationship' && id && target && attr(attrs, 'TargetMode') !== 'External')
          rels.set(id, { type: attr(attrs, 'Type') ?? '', target: resolve(part, target) });
      },
    });
    return rels;
  }
  const ofType = (rels: Map<string, { type: string; target: string }>, type: string) =>
    [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target;

  /** Excel's escapes for characters XML cannot hold (_x000D_), decoded as Excel (and ExcelJS) do. */
  const unescape = (s: string) => s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  /** Rich text (runs) and plain text alike: the text of every <t>, except phonetic guides (<rPh>). */
  function textCollector() {
    let inT = false;
    let phonetic = 0;
    let text = '';
    return {
      open(name: string) {
        if (name === 'rPh') phonetic++;
        else if (name === 't' && !phonetic) inT = true;
      },
      close(name: string) {
        if (name === 'rPh') phonetic--;
        else if (name === 't') inT = false;
      },
      text(t: string) {
        if (inT) text += t;
      },
      take() {
        const s = unescape(text);
        text = '';
        return s;
      },
    };
  }

  try {
    entries = centralDirectory();
    // ---- The workbook: its first worksheet, the shared strings, the styles (which numbers are dates), 1904 dates.
    const rootRels = await relationships('');
    const workbookPath = ofType(rootRels, 'officeDocument') ?? 'xl/workbook.xml';
    const workbook = find(workbookPath);
    if (!workbook) stop('invalid');
    const rels = await relationships(workbookPath);
    let date1904 = false;
    const sheetIds: string[] = [];
    await parseEntry(workbook, {
      open: (name, attrs) => {
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attr(attrs, 'date1904') ?? '');
        else if (name === 'sheet') {
          const id = Object.entries(attrs).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
          if (id) sheetIds.push(id);
        }
      },
    });
    const sheetPath = sheetIds.map((id) => rels.get(id)).find((r) => r?.type.endsWith('/worksheet'))?.target;
    if (!sheetPath) return { rows: null };
    const sheet = find(sheetPath);
    if (!sheet) stop('invalid');

    const shared: string[] = [];
    const sharedPath = ofType(rels, 'sharedStrings');
    const sharedEntry = sharedPath ? find(sharedPath) : undefined;
    if (sharedEntry) {
      const t = textCollector();
      await parseEntry(sharedEntry, {
        open: t.open,
        text: t.text,
        close: (name) => {
          if (name === 'si') shared.push(t.take());
          else t.close(name);
        },
      });
    }

    // A number is a date when its style's format is one (ExcelJS's test: a y, m, d, h, s or b outside quotes and
    // brackets), or one of Excel's built-in date formats.
    const dateStyles: boolean[] = [];
    const stylesPath = ofType(rels, 'styles');
    const stylesEntry = stylesPath ? find(stylesPath) : undefined;
    if (stylesEntry) {
      const formats = new Map<number, string>();
      const xfs: number[] = [];
      let inCellXfs = false;
      await parseEntry(stylesEntry, {
        open: (name, attrs) => {
          if (name === 'numFmt') formats.set(Number(attr(attrs, 'numFmtId')), attr(attrs, 'formatCode') ?? '');
          else if (name === 'cellXfs') inCellXfs = true;
          else if (name === 'xf' && inCellXfs) xfs.push(Number(attr(attrs, 'numFmtId') ?? 0));
        },
        close: (name) => {
          if (name === 'cellXfs') inCellXfs = false;
        },
      });
      const builtInDate = (id: number) =>
        (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);
      const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
      for (const id of xfs) dateStyles.push(formats.has(id) ? isDateFormat(formats.get(id)!) : builtInDate(id));
    }
    const toDate = (serial: number) => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

    // ---- The sheet, row by row.
    const rows: SheetRow[] = [];
    let dataRows = 0;
    let rowNumber = 0;
    let values: CellValue[] = [];
    let hasValue = false;
    let column = 0;
    let cellType = '';
    let cellStyle = 0;
    let inV = false;
    let v = '';
    let inline: ReturnType<typeof textCollector> | undefined;
    const columnOf = (ref: string) => {
      let n = 0;
      for (const ch of ref.toUpperCase()) {
        const code = ch.charCodeAt(0);
        if (code < 65 || code > 90) break;
        n = n * 26 + code - 64;
      }
      return n;
    };
    const cellValue = (): CellValue | undefined => {
      switch (cellType) {
        case 's': {
          const s = v.trim() === '' ? undefined : shared[Number(v)];
          return s;
        }
        case 'inlineStr':
          return inline?.take() ?? '';
        case 'str':
          return v;
        case 'e':
          return v || undefined;
        case 'b':
          return v === '' ? undefined : v.trim() === '1' || v.trim().toLowerCase() === 'true';
        case 'd': {
          const d = new Date(v.trim());
          return Number.isNaN(d.getTime()) ? v || undefined : d;
        }
        default: {
          if (v.trim() === '') return undefined;
          const n = Number(v);
          if (!Number.isFinite(n)) return v;
          return dateStyles[cellStyle] ? toDate(n) : n;
        }
      }
    };

    await parseEntry(sheet, {
      open: (name, attrs) => {
        if (inline) return inline.open(name);
        switch (name) {
          case 'row': {
            const r = Number(attr(attrs, 'r'));
            rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
            values = [];
            hasValue = false;
            column = 0;
            break;
          }
          case 'c': {
            const ref = attr(attrs, 'r');
            const c = ref ? columnOf(ref) : 0;
            column = c > 0 ? c : column + 1;
            cellType = attr(attrs, 't') ?? 'n';
            cellStyle = Number(attr(attrs, 's') ?? 0) || 0;
            v = '';
            break;
          }
          case 'v':
            inV = true;
            break;
          case 'is':
            inline = textCollector();
            break;
        }
      },
      text: (t) => {
        if (inline) inline.text(t);
        else if (inV) v += t;
      },
      close: (name) => {
        if (name === 'is') return;
        if (inline && name !== 'c') return inline.close(name);
        switch (name) {
          case 'v':
            inV = false;
            break;
          case 'c': {
            const value = cellValue();
            inline = undefined;
            if (value !== undefined && value !== '' && column <= 16_384) {
              values[column] = value;
              hasValue = true;
            }
            break;
          }
          case 'row':
            if (!hasValue) break;
            if (rowNumber > 1 && ++dataRows > input.maxRows) stop('too_many_rows');
            rows.push({ r: rowNumber, values });
            break;
        }
      },
    });
    return { rows };
  } catch (err) {
    if (err === STOP) return { problem };
    return { problem: 'invalid', detail: String((err as Error)?.stack ?? err) };
  }
}
