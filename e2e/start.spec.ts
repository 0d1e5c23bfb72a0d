// `npm start` stops cleanly (issue 7): SIGTERM to npm (a process manager, `kill`) or SIGINT to its process group (Ctrl-C
// in a terminal) stops the start script and its child server, and nothing is left holding the port. Runs the real
// `npm start` on a copy of the build the journeys use.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { onCi } from './timeouts';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;

const children = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok;
  } catch {
    return false;
  }
};

const CASES = [
  { signal: 'SIGTERM', to: 'npm' },
  { signal: 'SIGINT', to: 'its process group' },
] as const;

for (const { signal, to } of CASES) {
  test(`npm start stops with its server on ${signal} to ${to}, leaving the port free`, async () => {
    test.setTimeout(onCi(240_000)); // npm start may first rebuild what is out of date
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-start-'));
    // A copy of the journeys' web build: if npm start finds it out of date, it rebuilds the copy, never the files the
    // journeys' server is serving.
    const webDist = path.join(dataDir, 'web');
    cpSync(path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'), webDist, { recursive: true });
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, WEB_DIST: webDist, DATABASE_URL: '', DEMO: '0', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true, // its own process group, as in a terminal
    });
    try {
      await expect.poll(answers, { timeout: 200_000, intervals: [500] }).toBe(true);
      // npm → the start script → the server: every process of the tree.
      const tree = [npm.pid!];
      for (let i = 0; i < tree.length; i++) tree.push(...children(tree[i]!));
      expect(tree.length).toBeGreaterThanOrEqual(3);
      const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      if (signal === 'SIGINT') process.kill(-npm.pid!, signal);
      else npm.kill(signal);
      await exited;
      await expect.poll(() => tree.filter(alive), { timeout: 10_000 }).toEqual([]);
      expect(await answers()).toBe(false);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL'); // whatever a failed run left behind
      } catch {
        // nothing left: the group is gone
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
