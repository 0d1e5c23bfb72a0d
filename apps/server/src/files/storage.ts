// Where file bodies live: local disk by default; an S3-compatible store can implement the same interface.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
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
  };
}
