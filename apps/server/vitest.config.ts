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
      },
    })),
  },
});
