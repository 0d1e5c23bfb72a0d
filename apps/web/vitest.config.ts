import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Test files share a worker's imported modules (importing React, Mantine and the app again for each file was most of
// the run: 133 → 32 s), except the files that replace a module with vi.mock: a mocked module would leak into the
// files run after them in the same worker, so those run isolated, each with fresh modules.
const testFiles = (readdirSync('src', { recursive: true }) as string[])
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => path.posix.join('src', f.split(path.sep).join('/')));
const mocking = testFiles.filter((f) => /\bvi\.(mock|doMock)\(/.test(readFileSync(f, 'utf8')));

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
