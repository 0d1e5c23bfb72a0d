// The type of an uploaded file from its bytes, never from what the client says: a short whitelist.
export interface Sniffed {
  mime: string;
  extension: string;
}

/** The types we store and serve as themselves; anything else is refused at upload. */
export const ALLOWED_MIMES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'video/webm',
  'audio/webm',
]);

const startsWith = (data: Buffer, hex: string, at = 0) => data.subarray(at, at + hex.length / 2).equals(Buffer.from(hex, 'hex'));

/** An xlsx is a zip whose entries include [Content_Types].xml and the xl/ folder (names are stored uncompressed). */
function isXlsx(data: Buffer): boolean {
  if (!startsWith(data, '504b0304')) return false;
  const text = data.toString('latin1');
  return text.includes('[Content_Types].xml') && text.includes('xl/');
}

/** Plain text a spreadsheet can read: UTF-8 (BOM allowed), no NUL nor other binary control characters. */
function isCsvText(data: Buffer): boolean {
  const text = data.toString('utf8');
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

export function sniffType(data: Buffer, filename: string, declaredMime = ''): Sniffed | undefined {
  if (startsWith(data, '89504e470d0a1a0a')) return { mime: 'image/png', extension: 'png' };
  if (startsWith(data, 'ffd8ff')) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, '474946383761') || startsWith(data, '474946383961')) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(data, '52494646') && startsWith(data, '57454250', 8)) return { mime: 'image/webp', extension: 'webp' };
  if (startsWith(data, '255044462d')) return { mime: 'application/pdf', extension: 'pdf' };
  if (isXlsx(data)) return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
  if (startsWith(data, '1a45dfa3')) {
    return declaredMime.startsWith('audio/') ? { mime: 'audio/webm', extension: 'webm' } : { mime: 'video/webm', extension: 'webm' };
  }
  // Text has no signature: only a file named .csv whose bytes are plain text.
  if (/\.csv$/i.test(filename) && isCsvText(data)) return { mime: 'text/csv', extension: 'csv' };
  return undefined;
}
