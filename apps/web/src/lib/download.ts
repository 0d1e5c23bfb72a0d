// Saving a file the browser already holds (a Blob) under a name, and reading a download's server-given name.

/** The file name a download response gives (file-name header, then content-disposition), else the fallback. */
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

/** Saves the Blob as a file named `name` (through a temporary link; the object URL is released afterwards). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
