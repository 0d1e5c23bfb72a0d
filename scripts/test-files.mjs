// The test files of a package, and those among them that replace a module (vi.mock / vi.doMock), for the vitest
// configs: files share a worker's imported modules, except the mocking ones, which run isolated (a mocked module would
// leak into the files run after them in the same worker). Paths are relative to the package, with forward slashes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string[]} dirs @param {RegExp} pattern @returns {{ testFiles: string[], mocking: string[] }} */
export function testFilesOf(dirs, pattern) {
  const testFiles = dirs.flatMap((dir) =>
    /** @type {string[]} */ (readdirSync(dir, { recursive: true }))
      .filter((f) => pattern.test(f))
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
  );
  const mocking = testFiles.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')));
  return { testFiles, mocking };
}
