// Saves a downloaded file under its server-given name (content-disposition, file-name header) or a fallback.
export function fileNameOf(headers: Headers, fallback: string): string {
  const header = headers.get('file-name');
  if (header) {
    try {
      return decodeURIComponent(header);
    } catch {
      return header;
    }
  }
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
