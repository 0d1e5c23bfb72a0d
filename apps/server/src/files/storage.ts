// Where file bodies live: local disk by default; an S3-compatible store can implement the same interface.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Every stored key with its last change (ms), for the orphan sweep; optional for stores that cannot list. */
  list?(): AsyncIterable<{ key: string; modifiedAt: number }>;
}

/** Keys are server-made relative paths ("12/products/uuid.png"); one that escapes the root is refused. */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string): string => {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`storage key outside root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    get: (key) => readFile(resolve(key)),
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (!e.isFile()) continue;
        const full = path.join(e.parentPath, e.name);
        const info = await stat(full).catch(() => null);
        if (info) yield { key: path.relative(base, full).split(path.sep).join('/'), modifiedAt: info.mtimeMs };
      }
    },
  };
}
