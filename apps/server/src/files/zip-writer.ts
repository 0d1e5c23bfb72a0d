// A small streaming zip writer (sizes in each local header, no data descriptors), readable entry by entry as it
// arrives: a month of PDFs (stored: they are compressed already) and the charts' xlsx files (their XML deflated by
// Node's zlib, files/plain-xlsx.ts).
import { crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';

/** CRC-32 of the bytes, as a zip entry carries it (zlib's, native). */
export const crc32 = (data: Uint8Array): number => zlibCrc32(data);

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((Math.max(1980, d.getUTCFullYear()) - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private count = 0;

  constructor(private readonly out: { write(chunk: Buffer): void }) {}

  private emit(b: Buffer) {
    this.out.write(b);
    this.offset += b.length;
  }

  /** Adds an entry: stored as it is, or deflated (`deflate`). */
  add(name: string, data: Buffer, when = new Date(), opts: { deflate?: boolean } = {}): void {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const body = opts.deflate ? deflateRawSync(data) : data;
    const method = opts.deflate ? 8 : 0;
    const { time, date } = dosTime(when);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(method, 8); // 0 stored, 8 deflated
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const at = this.offset;
    this.emit(Buffer.concat([local, fileName]));
    this.emit(body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(at, 42);
    this.central.push(Buffer.concat([entry, fileName]));
    this.count++;
  }

  end(): void {
    const start = this.offset;
    const dir = Buffer.concat(this.central);
    this.emit(dir);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(this.count, 8);
    eocd.writeUInt16LE(this.count, 10);
    eocd.writeUInt32LE(dir.length, 12);
    eocd.writeUInt32LE(start, 16);
    this.emit(eocd);
  }
}
