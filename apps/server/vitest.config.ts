// Every server test runs on SQLite and, when TEST_POSTGRES_URL is set, on PostgreSQL too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const databases = ['sqlite', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : [])];

// Test files share a worker's imported modules (each still builds its own app on its own database): importing the
// app again for each of the 140 files was half of the suite's time (174 → 66 s on SQLite). A file that replaces a
// module (vi.mock) runs isolated instead: its mock would not apply to a module another file already imported, and
// would leak into the next files.
const testFiles = ['src', 'test'].flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
);
const mocking = testFiles.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')));

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: databases.flatMap((db) => [
      { extends: true, test: { name: db, env: { TEST_DB: db }, include: testFiles, exclude: mocking, isolate: false } },
      ...(mocking.length
        ? [{ extends: true, test: { name: `${db} (isolated)`, env: { TEST_DB: db }, include: mocking, isolate: true } }]
        : []),
    ]),
  },
});
