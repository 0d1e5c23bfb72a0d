// Counts the documents of the month's zip as it arrives: the server writes each entry whole, its size in its local
// header (no data descriptor), so the entries can be walked header to header while the bytes come in.
export interface ZipProgress {
  /** Feeds the next bytes; answers the count of entries complete so far. */
  push(chunk: Uint8Array): number;
}

export function zipProgress(): ZipProgress {
  const chunks: { start: number; bytes: Uint8Array }[] = [];
  let received = 0;
  let next = 0; // where the next local header starts
  let done = 0;
  let last = 0; // the chunk byteAt looked in last (reads move forward)
  const byteAt = (offset: number): number => {
    if (chunks[last].start > offset) last = 0;
    while (chunks[last].start + chunks[last].bytes.length <= offset) last++;
    return chunks[last].bytes[offset - chunks[last].start];
  };
  const u16 = (o: number) => byteAt(o) | (byteAt(o + 1) << 8);
  const u32 = (o: number) => (u16(o) | (u16(o + 2) << 16)) >>> 0;
  return {
    push(chunk) {
      chunks.push({ start: received, bytes: chunk });
      received += chunk.length;
      while (next + 30 <= received && u32(next) === 0x04034b50) {
        const size = u32(next + 18);
        const end = next + 30 + u16(next + 26) + u16(next + 28) + size;
        if (end > received) break;
        done++;
        next = end;
      }
      return done;
    },
  };
}
