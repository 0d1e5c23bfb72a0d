// Every server test runs on SQLite and, when TEST_POSTGRES_URL is set, on PostgreSQL too.
import { defineConfig } from 'vitest/config';

const databases = ['sqlite', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        env: { TEST_DB: db },
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        testTimeout: 20_000,
        hookTimeout: 30_000,
        pool: 'forks',
        // Test files share a worker's imported modules (each still builds its own app on its own database): importing
        // the app again for each of the 140 files was half of the suite's time (174 → 66 s on SQLite).
        isolate: false,
      },
    })),
  },
});
