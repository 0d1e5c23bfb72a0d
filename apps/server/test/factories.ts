// Factories: companies, stores and users built through the same repositories the app uses.
import type { FunctionalityTag, RoleTag } from '@comptoir/shared';
import { nowIso } from '../src/db/database';
import { hashPassword } from '../src/lib/passwords';
import { insertMagasin, insertMembership, insertUser, insertUserMagasins } from '../src/modules/tenancy/tenancy.repository';
import { provisionEntreprise, roleIdByTag } from '../src/modules/tenancy/tenancy.service';
import type { TestApp } from './test-app';

let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;
export const PASSWORD = 'password-123';
let cachedHash: string | undefined;

export async function newCompany(t: TestApp, opts: { name?: string; functionalities?: FunctionalityTag[] } = {}) {
  const { db } = t.deps.database;
  const entrepriseId = await provisionEntreprise(db, { intitule: opts.name ?? `Company ${next()}`, variant: 'default', now: nowIso() });
  if (opts.functionalities) {
    // Narrow the subscription to the given tags.
    const keep = await db.selectFrom('functionalities').select('id').where('tag', 'in', opts.functionalities).execute();
    await db
      .deleteFrom('entreprise_functionalities')
      .where('entreprise_id', '=', entrepriseId)
      .where('functionality_id', 'not in', keep.length ? keep.map((k) => k.id) : [0])
      .execute();
  }
  return { entrepriseId };
}

export async function newStore(t: TestApp, entrepriseId: number, opts: { intitule?: string; isOnline?: boolean } = {}) {
  return insertMagasin(t.deps.database.db, {
    entrepriseId,
    intitule: opts.intitule ?? `Store ${next()}`,
    currencyTag: 'MAD',
    isOnline: opts.isOnline ?? false,
    now: nowIso(),
  });
}

export async function newUser(
  t: TestApp,
  entrepriseId: number,
  role: RoleTag | 'client' = 'admin',
  opts: { email?: string; magasinIds?: number[]; password?: string; name?: string } = {},
) {
  const { db } = t.deps.database;
  const password = opts.password ?? PASSWORD;
  cachedHash = password === PASSWORD ? (cachedHash ?? (await hashPassword(PASSWORD))) : undefined;
  const email = opts.email ?? `${role}-${next()}@test.comptoir`;
  const now = nowIso();
  const id = await insertUser(db, {
    name: opts.name ?? `User ${role}`,
    email,
    tel: '+212600000001',
    passwordHash: cachedHash ?? (await hashPassword(password)),
    userType: 'entreprise',
    locale: null,
    verified: true,
    now,
    entrepriseId,
  });
  const magasinIds = opts.magasinIds ?? [];
  await insertMembership(db, { entrepriseId, userId: id, roleId: await roleIdByTag(db, role), magasinId: magasinIds[0] ?? null, now });
  await insertUserMagasins(db, entrepriseId, id, magasinIds);
  return { id, email, password };
}

/** Signs in through the real login route and returns the bearer token. */
export async function signIn(t: TestApp, email: string, password = PASSWORD, remember = false): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/web/login', payload: { email, password, remember } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A company with a signed-in user of the role. */
export async function signedIn(t: TestApp, role: RoleTag = 'admin', opts: { functionalities?: FunctionalityTag[] } = {}) {
  const company = await newCompany(t, opts);
  const user = await newUser(t, company.entrepriseId, role);
  const token = await signIn(t, user.email);
  return { ...company, user, token };
}
