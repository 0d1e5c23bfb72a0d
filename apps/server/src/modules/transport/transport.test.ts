import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const save = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/TransportCompany', token, payload, lang });
const toggle = (token: string, userId: number, transportCompanyId: number) =>
  t.call({ method: 'PATCH', url: '/api/User/TransportCompany/Toggle', token, payload: { userId, transportCompanyId } });

describe('transport companies', () => {
  it('creates, lists, updates and deletes (soft) a transport company', async () => {
    const s = await signedIn(t);
    const created = await save(s.token, { intitule: 'Amana Express', tel: '+212522998877' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ intitule: 'Amana Express', tel: '+212522998877' });
    const id = created.json().id;
    const updated = await save(s.token, { id, intitule: 'Amana', tel: '' });
    expect(updated.json()).toMatchObject({ id, intitule: 'Amana', tel: null });
    expect((await t.call({ method: 'GET', url: '/api/TransportCompany', token: s.token })).json()).toEqual([updated.json()]);
    expect((await t.call({ method: 'DELETE', url: `/api/TransportCompany/${id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/TransportCompany', token: s.token })).json()).toEqual([]);
    expect((await t.call({ method: 'DELETE', url: `/api/TransportCompany/${id}`, token: s.token })).statusCode).toBe(404);
    const row = await t.deps.database.db
      .selectFrom('transport_companies')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeTruthy();
  });

  it('refuses a duplicate name (409) and lists field problems', async () => {
    const s = await signedIn(t);
    await save(s.token, { intitule: 'CTM Messagerie' });
    expect((await save(s.token, { intitule: 'ctm messagerie' })).statusCode).toBe(409);
    const bad = await save(s.token, { intitule: 'x', tel: 'abc' }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: 'intitule', message: 'At least 2 characters' },
      { field: 'tel', message: 'Invalid phone number' },
    ]);
  });

  it("answers 404 for another company's transport company", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const tc = (await save(b.token, { intitule: 'Foreign Express' })).json();
    expect((await save(a.token, { id: tc.id, intitule: 'Hijack' })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/TransportCompany/${tc.id}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/TransportCompany', token: a.token })).json()).toEqual([]);
  });

  it('needs a delivery or admin tag to write, a delivery or staff tag to read', async () => {
    const s = await signedIn(t, 'caissier');
    expect((await save(s.token, { intitule: 'Nope Express' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/TransportCompany', token: s.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/TransportCompany/1', token: s.token })).statusCode).toBe(403);
    const driver = await signedIn(t, 'delivery_man');
    expect((await t.call({ method: 'GET', url: '/api/TransportCompany', token: driver.token })).statusCode).toBe(200);
  });
});

describe('transport companies of a member', () => {
  it('toggles a link and lists every transport company flagged for the member', async () => {
    const s = await signedIn(t);
    const driver = await newUser(t, s.entrepriseId, 'delivery_man');
    const [a, b] = [(await save(s.token, { intitule: 'Alpha' })).json(), (await save(s.token, { intitule: 'Beta' })).json()];
    const on = await toggle(s.token, driver.id, a.id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ userId: driver.id, transportCompanyId: a.id, linked: true });
    const list = await t.call({ method: 'GET', url: `/api/User/TransportCompanies/${driver.id}`, token: s.token });
    expect(list.json().map((x: { id: number; linked: boolean }) => [x.id, x.linked])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect((await toggle(s.token, driver.id, a.id)).json().linked).toBe(false);
    await toggle(s.token, driver.id, b.id);
    await t.call({ method: 'DELETE', url: `/api/TransportCompany/${b.id}`, token: s.token });
    const after = await t.call({ method: 'GET', url: `/api/User/TransportCompanies/${driver.id}`, token: s.token });
    expect(after.json()).toEqual([expect.objectContaining({ id: a.id, linked: false })]);
  });

  it("answers 404 for another company's member or transport company, and 403 without gestion_utilisateur", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const driverA = await newUser(t, a.entrepriseId, 'delivery_man');
    const driverB = await newUser(t, b.entrepriseId, 'delivery_man');
    const tcA = (await save(a.token, { intitule: 'Alpha' })).json();
    const tcB = (await save(b.token, { intitule: 'Beta' })).json();
    expect((await toggle(a.token, driverA.id, tcB.id)).statusCode).toBe(404);
    expect((await toggle(a.token, driverB.id, tcA.id)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/User/TransportCompanies/${driverB.id}`, token: a.token })).statusCode).toBe(404);
    const bad = await t.call({ method: 'PATCH', url: '/api/User/TransportCompany/Toggle', token: a.token, payload: { userId: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['userId', 'transportCompanyId']);
    const driverToken = await signIn(t, driverA.email);
    expect((await toggle(driverToken, driverA.id, tcA.id)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/User/TransportCompanies/${driverA.id}`, token: driverToken })).statusCode).toBe(403);
  });
});
