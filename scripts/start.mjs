// `npm start`: builds what is out of date (web app, server bundle), then serves both on PORT (3000).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const webOut = path.join(root, 'apps/web/dist/index.html');
if (Math.max(shared, newest(path.join(root, 'apps/web/src')), newest(path.join(root, 'apps/web/public'))) > mtime(webOut)) {
  run(['run', 'build', '-w', '@comptoir/web']);
}
const serverOut = path.join(root, 'apps/server/dist/main.js');
if (Math.max(shared, newest(path.join(root, 'apps/server/src'))) > mtime(serverOut)) {
  run(['run', 'build', '-w', '@comptoir/server']);
}

const child = spawn(process.execPath, ['--enable-source-maps', serverOut], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
