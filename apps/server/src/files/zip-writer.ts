// A small streaming zip writer (sizes in each local header, no data descriptors), readable entry by entry as it
// arrives: a month of PDFs (stored: they are compressed already) and the charts' xlsx files (their XML deflated by
// Node's zlib, files/plain-xlsx.ts).
import { crc32, deflateRawSync } from 'node:zlib';

/** CRC-32 of the bytes, as a zip entry carries it (zlib's, native). */
export { crc32 };

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
    // The fields a local header (from byte 4) and its central directory entry (from byte 6) share, in that order.
    const common = (b: Buffer, at: number) => {
      b.writeUInt16LE(20, at); // version needed
      b.writeUInt16LE(0x0800, at + 2); // names in UTF-8
      b.writeUInt16LE(method, at + 4); // 0 stored, 8 deflated
      b.writeUInt16LE(time, at + 6);
      b.writeUInt16LE(date, at + 8);
      b.writeUInt32LE(crc, at + 10);
      b.writeUInt32LE(body.length, at + 14);
      b.writeUInt32LE(data.length, at + 18);
      b.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const at = this.offset;
    this.emit(Buffer.concat([local, fileName]));
    this.emit(body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    common(entry, 6);
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
