// Fixture of `npm run bench:ws` (bench/ws.mjs) (run with tsx): on the database named by DATABASE_URL, a company with a
// store and an open register, and WS_USERS managers of that store, each with a session (its token printed), so that
// one register operation concerns every one of them. Sessions are written as sign-in writes them (a random token
// kept hashed), without hashing a password 5,000 times.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, nowIso } from '../src/db/database';
import { hashToken, newToken } from '../src/lib/tokens';
import { newUser } from './factories';
import type { TestApp } from './test-app';
import { tillSetup } from '../src/modules/orders/orders-helpers';

const url = process.env.DATABASE_URL!;
const database = createDatabase(url, { poolSize: 2 });
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DEMO: '0', SESSION_CACHE_MS: '0' });
const { app, deps } = await buildApp(config, { database, mailer: { send: async () => {} } });
await app.ready();
const t = {
  app,
  deps,
  call: ({ token, headers, ...opts }: Parameters<TestApp['call']>[0]) =>
    app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
} as unknown as TestApp;

const s = await tillSetup(t);
const n = Number(process.env.WS_USERS ?? 5000);
const tokens: string[] = [];
const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
for (let i = 0; i < n; i++) {
  const u = await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [s.magasinId] });
  const token = newToken();
  await deps.database.db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      user_id: u.id,
      entreprise_id: s.entrepriseId,
      remember: false,
      expiresAt,
      created_at: nowIso(),
      revokedAt: null,
    })
    .execute();
  tokens.push(token);
}
console.log(
  JSON.stringify({ entrepriseId: s.entrepriseId, magasinId: s.magasinId, caisseId: s.caisseId, cashier: s.cashier.token, tokens }),
);
await app.close();
await database.close();
