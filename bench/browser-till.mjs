// What the browser benches share (first-load.mjs, scan.mjs): the built server on a free loopback port with a fresh
// demo company, a signed-in cashier with an open register, and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEMO_PASSWORD = 'comptoir-demo';
export const demoEmail = (role) => `${role}@demo.comptoir.test`;

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The built server (SERVER_JS, else apps/server/dist/main.js) serving `webDist`, on SQLite in a temporary folder with
 * the demo company. Answers its base URL and a stop function.
 */
export async function startServer(webDist) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-bench-'));
  const serverJs = path.resolve(process.env.SERVER_JS ?? path.join(root, 'apps/server/dist/main.js'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: '1',
      DATABASE_URL: '',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${serverJs})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('the server did not start in 60 s');
}

/** A demo user's session (as the login page stores it) and bearer header. */
export async function signIn(base, role) {
  const res = await fetch(`${base}/api/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${role}: ${res.status}`);
  const { token, expiresAt } = await res.json();
  return { token, expiresAt, auth: { authorization: `Bearer ${token}` } };
}

const getJson = async (base, url, auth) => {
  const res = await fetch(`${base}${url}`, { headers: auth });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

/** The first store's open register for the signed-in user (opened when none is): the till's URL for it. */
export async function openTill(base, auth) {
  const stores = await getJson(base, '/api/Magasins', auth);
  const registers = await getJson(base, `/api/Magasin/${stores[0].id}/Registers`, auth);
  let register = registers.find((r) => r.session?.state === 'opened');
  if (!register) {
    const res = await fetch(`${base}/api/Caisse/open`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ registerId: registers[0].id, openingFund: 100 }),
    });
    if (!res.ok) throw new Error(`opening a register: ${res.status} ${await res.text()}`);
    register = registers[0];
  }
  return { storeId: stores[0].id, registerId: register.id, path: `/pos/command?register=${register.id}` };
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });

/** A page that starts signed in as the web app stores the session (localStorage), before any script of the app. */
export async function signedInContext(browser, session, options = {}) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 }, ...options });
  if (session)
    await context.addInitScript(
      ([t, e]) => localStorage.setItem('comptoir.auth', JSON.stringify({ token: t, expiresAt: e })),
      [session.token, session.expiresAt],
    );
  return context;
}
