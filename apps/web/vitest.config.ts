import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { testFilesOf } from '../../scripts/test-files.mjs';

// Test files share a worker's imported modules (importing React, Mantine and the app again for each file was most of
// the run: 133 → 32 s), except the files that replace a module with vi.mock: a mocked module would leak into the
// files run after them in the same worker, so those run isolated, each with fresh modules.
const { mocking } = testFilesOf(['src'], /\.test\.tsx?$/);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    css: false,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
    ],
  },
});
