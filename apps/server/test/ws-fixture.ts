// Fixture of `npm run bench:ws` (bench/ws.mjs) (run with tsx): on the database named by DATABASE_URL, a company with a
// store and an open register, and WS_USERS managers of that store, each with a session (its token printed), so that
// one register operation concerns every one of them. Sessions are written as sign-in writes them (a random token
// kept hashed), without hashing a password 5,000 times.
import { nowIso } from '../src/db/database';
import { hashToken, newToken } from '../src/lib/tokens';
import { tillSetup } from '../src/modules/orders/orders-helpers';
import { newUser } from './factories';
import { fixtureApp } from './fixture-app';

const { t, close } = await fixtureApp();
const deps = t.deps;
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
await close();
