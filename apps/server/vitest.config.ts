// Every server test runs on SQLite and, when TEST_POSTGRES_URL is set, on PostgreSQL too.
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { testFilesOf } from '../../scripts/test-files.mjs';

const databases = ['sqlite', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : [])];

// Test files share a worker's imported modules (each still builds its own app on its own database): importing the
// app again for each of the 140 files was half of the suite's time (174 → 66 s on SQLite). A file that replaces a
// module (vi.mock) runs isolated instead: its mock would not apply to a module another file already imported, and
// would leak into the next files.
const { testFiles, mocking } = testFilesOf(['src', 'test'], /\.test\.ts$/);

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Three at once on two cores: much of a file's time is spent waiting on PostgreSQL, Redis or a timer (8.4 → 5 min).
    maxWorkers: 3,
    projects: databases.flatMap((db) => {
      const shared: TestProjectConfiguration = {
        extends: true,
        test: { name: db, env: { TEST_DB: db }, include: testFiles, exclude: mocking, isolate: false },
      };
      const isolated: TestProjectConfiguration = {
        extends: true,
        test: { name: `${db} (isolated)`, env: { TEST_DB: db }, include: mocking, isolate: true },
      };
      return mocking.length ? [shared, isolated] : [shared];
    }),
  },
});
