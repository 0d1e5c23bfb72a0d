import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '@comptoir/shared';
import { newCompany, newUser, PASSWORD, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test signs in from its own address (no proxy is trusted, so the socket address is the client's).
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.call({ method: 'POST', url: '/api/web/login', payload, headers, remoteAddress });

describe('POST /api/web/login', () => {
  it('answers a token valid 3 hours, or 7 days with remember-me', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId, 'caissier');
    const short = await login({ email: user.email, password: PASSWORD });
    expect(short.statusCode).toBe(200);
    const ttl = Date.parse(short.json().expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(TOKEN_TTL_MS.session - 60_000);
    expect(ttl).toBeLessThanOrEqual(TOKEN_TTL_MS.session);
    const long = await login({ email: user.email.toUpperCase(), password: PASSWORD, remember: true });
    expect(long.statusCode).toBe(200);
    expect(Date.parse(long.json().expiresAt) - Date.now()).toBeGreaterThan(TOKEN_TTL_MS.remember - 60_000);
    expect(long.json().user.role.tag).toBe('caissier');
  });

  it('answers 401 with a clear message for a wrong password or an unknown e-mail', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId);
    const wrong = await login({ email: user.email, password: 'nope-nope' }, { 'x-language': 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Wrong e-mail or password' });
    const unknown = await login({ email: 'ghost@test.comptoir', password: 'whatever' });
    expect(unknown.statusCode).toBe(401);
  });

  it('lists every field problem when the body is invalid', async () => {
    const res = await login({ email: 'not-an-email' }, { 'x-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The given data was invalid.');
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'Invalid e-mail' },
      { field: 'password', message: 'Required' },
    ]);
  });

  it('slows repeated failures for one account with 429, and the right password is refused while blocked', async () => {
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId);
    const address = '10.9.9.1';
    for (let i = 0; i < 5; i++) expect((await login({ email: user.email, password: 'bad-bad' }, {}, address)).statusCode).toBe(401);
    const blocked = await login({ email: user.email, password: PASSWORD }, {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows repeated failures from one address across accounts', async () => {
    const address = '10.9.9.2';
    for (let i = 0; i < 20; i++) await login({ email: `nobody${i}@test.comptoir`, password: 'bad-bad' }, {}, address);
    expect((await login({ email: 'other@test.comptoir', password: 'bad-bad' }, {}, address)).statusCode).toBe(429);
  });
});

describe('GET /api/authedAdmin', () => {
  it('gives the user with role, stores, functionalities and version fields', async () => {
    const s = await signedIn(t, 'caissier');
    const res = await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token });
    expect(res.statusCode).toBe(200);
    const u = res.json();
    expect(u).toMatchObject({ email: s.user.email, role: { tag: 'caissier' }, isLastVersion: true, magasins: [] });
    expect(u.functionalities.map((f: { tag: string }) => f.tag)).toContain('direct_web_point_of_sell');
    expect(u.functionalities.map((f: { tag: string }) => f.tag)).not.toContain('gestion_admins');
    expect(u).toHaveProperty('latestCompatibleVersion');
  });

  it('bounds functionalities by what the company subscribed to', async () => {
    const s = await signedIn(t, 'admin', { functionalities: ['gestion_caisse', 'gestion_admins'] });
    const res = await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token });
    expect(
      res
        .json()
        .functionalities.map((f: { tag: string }) => f.tag)
        .sort(),
    ).toEqual(['gestion_admins', 'gestion_caisse']);
  });

  it('refuses a token after sign-out', async () => {
    const s = await signedIn(t);
    expect((await t.call({ method: 'POST', url: '/api/web/logout', token: s.token })).statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('NOT AUTHORIZED');
  });
});

describe('PATCH /api/Profile', () => {
  it('updates name and phone', async () => {
    const s = await signedIn(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/Profile',
      token: s.token,
      payload: { name: 'Amina Saidi', tel: '+212611223344' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Amina Saidi', tel: '+212611223344' });
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const s = await signedIn(t);
    const other = await signIn(t, s.user.email);
    const refused = await t.call({
      method: 'PATCH',
      url: '/api/Profile',
      token: s.token,
      payload: { currentPassword: 'wrong', newPassword: 'new-password-1' },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'currentPassword', message: 'Current password is wrong' }]);
    const missing = await t.call({ method: 'PATCH', url: '/api/Profile', token: s.token, payload: { newPassword: 'new-password-1' } });
    expect(missing.statusCode).toBe(422);
    const ok = await t.call({
      method: 'PATCH',
      url: '/api/Profile',
      token: s.token,
      payload: { currentPassword: PASSWORD, newPassword: 'new-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token })).statusCode).toBe(200);
    await signIn(t, s.user.email, 'new-password-1');
  });
});

describe('POST /api/switch/Entreprise/{id}', () => {
  it('switches only to a company the user belongs to', async () => {
    const s = await signedIn(t);
    const second = await newCompany(t, { name: 'Second Co' });
    const foreign = await newCompany(t, { name: 'Foreign Co' });
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'gerant').executeTakeFirstOrThrow();
    await db
      .insertInto('entreprise_users')
      .values({
        entreprise_id: second.entrepriseId,
        user_id: s.user.id,
        roleId: role.id,
        magasinId: null,
        isActive: true,
        created_at: new Date().toISOString(),
      })
      .execute();

    const me = await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token });
    expect(me.json().otherEntreprises.map((e: { id: number }) => e.id)).toEqual([second.entrepriseId]);

    const res = await t.call({ method: 'POST', url: `/api/switch/Entreprise/${second.entrepriseId}`, token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entreprise: { id: second.entrepriseId }, role: { tag: 'gerant' } });
    const after = await t.call({ method: 'GET', url: '/api/authedAdmin', token: s.token });
    expect(after.json().entreprise.id).toBe(second.entrepriseId);

    const denied = await t.call({ method: 'POST', url: `/api/switch/Entreprise/${foreign.entrepriseId}`, token: s.token });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/ActiveSubscriptions', () => {
  it('lists the company subscription as active', async () => {
    const s = await signedIn(t);
    const res = await t.call({ method: 'GET', url: '/api/ActiveSubscriptions', token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ expired: false, suspended: false, subscriptions: [{ status: 'active' }] });
  });
});

describe('registration and activation', () => {
  const body = {
    userType: 'retailer',
    name: 'Rachid Amrani',
    email: 'rachid@epicerie.test',
    password: 'secret-pass-1',
    tel: '+212612345678',
    entrepriseName: 'Épicerie Amrani',
    acceptTerms: true,
  };

  it('refuses without accepted terms and lists every problem', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/web/register',
      payload: { ...body, acceptTerms: false, password: 'x', userType: 'alien' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['acceptTerms', 'password', 'userType']);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'acceptTerms').message).toBe('You must accept the terms');
  });

  it('creates the company with the user as admin, signs in, and mails an activation link that works once', async () => {
    const res = await t.call({ method: 'POST', url: '/api/web/register', payload: body });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({
      role: { tag: 'admin' },
      entreprise: { intitule: 'Épicerie Amrani', isSetup: false },
      userType: 'retailer',
    });
    expect(token).toBeTruthy();
    const mail = t.mails.find((m) => m.to === body.email)!;
    const hash = /activation=([\w-]+)/.exec(mail.text)![1];
    expect((await t.call({ method: 'POST', url: `/api/gateway/Client/activate?hash=${hash}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/gateway/Client/activate?hash=${hash}` })).statusCode).toBe(404);
    const row = await t.deps.database.db
      .selectFrom('users')
      .select('emailVerifiedAt')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.emailVerifiedAt).toBeTruthy();
    const dup = await t.call({ method: 'POST', url: '/api/web/register', payload: body });
    expect(dup.statusCode).toBe(409);
  });

  it("answers 'Activation code has expired' for an expired code", async () => {
    await t.call({ method: 'POST', url: '/api/web/register', payload: { ...body, email: 'late@epicerie.test' } });
    const hash = /activation=([\w-]+)/.exec(t.mails.find((m) => m.to === 'late@epicerie.test')!.text)![1];
    await t.deps.database.db
      .updateTable('one_time_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'activation')
      .execute();
    const res = await t.call({ method: 'POST', url: `/api/gateway/Client/activate?hash=${hash}`, lang: 'en' });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Activation code has expired');
  });
});

describe('automatic sign-in link', () => {
  it('signs in once with remember-me from a signed, single-use identifier', async () => {
    // Issued from a remember-me session: the link's session may last as long as the issuing one (issue 6).
    const { entrepriseId } = await newCompany(t);
    const user = await newUser(t, entrepriseId);
    const issuer = await signIn(t, user.email, PASSWORD, true);
    const link = await t.call({ method: 'POST', url: '/api/web/login/link', token: issuer });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().url);
    const payload = { email: url.searchParams.get('email'), identifier: url.searchParams.get('identifier') };
    const first = await t.call({ method: 'POST', url: '/api/web/login/auto', payload });
    expect(first.statusCode).toBe(200);
    expect(Date.parse(first.json().expiresAt) - Date.now()).toBeGreaterThan(TOKEN_TTL_MS.remember - 60_000);
    expect(first.json().user.entreprise.id).toBe(entrepriseId);
    expect((await t.call({ method: 'POST', url: '/api/web/login/auto', payload })).statusCode).toBe(401);
  });

  it('refuses a guessed identifier or another e-mail', async () => {
    const s = await signedIn(t);
    const link = await t.call({ method: 'POST', url: '/api/web/login/link', token: s.token });
    const identifier = new URL(link.json().url).searchParams.get('identifier');
    expect(
      (await t.call({ method: 'POST', url: '/api/web/login/auto', payload: { email: 'x@test.comptoir', identifier } })).statusCode,
    ).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: '/api/web/login/auto', payload: { email: s.user.email, identifier: 'a'.repeat(43) } }))
        .statusCode,
    ).toBe(401);
  });
});
