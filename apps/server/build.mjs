// Bundles the server (with the shared contract's TypeScript) into dist/main.js; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// SERVER_OUT (relative to apps/server) lets parallel e2e runs keep their own bundle.
const outfile = process.env.SERVER_OUT ?? 'dist/main.js';
const external = Object.keys(pkg.dependencies).filter((d) => d !== '@comptoir/shared');

await build({
  entryPoints: ['src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
console.log(`server built: apps/server/${outfile}`);
