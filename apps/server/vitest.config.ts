// Every server test runs on SQLite and, when TEST_POSTGRES_URL is set, on PostgreSQL too.
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { testFilesOf } from '../../scripts/test-files.mjs';

const databases = ['sqlite', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : [])];

// Test files share a worker's imported modules (each still builds its own app on its own database): importing the
// app again for each of the 140 files was half of the suite's time (174 → 66 s on SQLite). A file that replaces a
// module (vi.mock) runs isolated instead: its mock would not apply to a module another file already imported, and
// would leak into the next files.
const { testFiles, mocking } = testFilesOf(['src', 'test'], /\.test\.ts$/);
// Files that measure how long the server takes to answer (/api/health during an import) or start whole server
// processes (a crash and its restart): run alone, after all the others, so no other file's work is in their figures.
const alone = ['test/hardening/import-bounds.test.ts', 'test/crash.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Three files at once on two cores: much of a file's time is spent waiting on PostgreSQL, Redis or a timer
    // (8.4 → 5.3 min here).
    maxWorkers: 3,
    projects: databases.flatMap((db) => {
      const env = { TEST_DB: db };
      const projects: TestProjectConfiguration[] = [
        { extends: true, test: { name: db, env, include: testFiles, exclude: [...mocking, ...alone], isolate: false } },
        { extends: true, test: { name: `${db} (alone)`, env, include: alone, isolate: true, maxWorkers: 1, sequence: { groupOrder: 1 } } },
      ];
      if (mocking.length)
        projects.push({ extends: true, test: { name: `${db} (isolated)`, env, include: mocking, exclude: alone, isolate: true } });
      return projects;
    }),
  },
});
