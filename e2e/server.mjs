// Starts the built server for the journeys on a fresh data directory (demo company created on start).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, `.e2e-data-${process.env.E2E_PORT ?? '3210'}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server', process.env.SERVER_OUT ?? 'dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PORT ?? '3210', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', DATABASE_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
