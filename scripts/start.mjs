// `npm start`: builds what is out of date (web app, server bundle), then serves both on PORT (3000). SIGINT and
// SIGTERM stop the server child cleanly (it closes its port and database) before this process exits. WEB_DIST and
// SERVER_OUT (as the journeys use them) point at builds made elsewhere.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = newest(path.join(root, 'packages/shared/src'));

const run = (args, env = {}) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const webOut = path.join(process.env.WEB_DIST ? path.resolve(root, process.env.WEB_DIST) : path.join(root, 'apps/web/dist'), 'index.html');
if (Math.max(shared, newest(path.join(root, 'apps/web/src')), newest(path.join(root, 'apps/web/public'))) > mtime(webOut)) {
  run(['run', 'build', '-w', '@comptoir/web'], { WEB_OUT_DIR: path.dirname(webOut) });
}
const serverOut = path.join(root, 'apps/server', process.env.SERVER_OUT ?? 'dist/main.js');
if (Math.max(shared, newest(path.join(root, 'apps/server/src'))) > mtime(serverOut)) {
  run(['run', 'build', '-w', '@comptoir/server']);
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', serverOut], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_DIST: path.dirname(webOut), DEMO_SALES: '1', ...process.env },
});
// Passed on to the server, which closes and exits; this process waits for it (a second signal is passed on too).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// `npm start` runs this through `sh -c`, and a SIGTERM to npm ends that shell without passing it on: when our parent
// is gone (we are adopted), stop the server as if we had been told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 300).unref();
