import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../db/database';
import { insertFile } from '../files/files.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fileOf = (entrepriseId: number) =>
  insertFile(t.deps.database.db, {
    entrepriseId,
    name: 'logo.png',
    extension: 'png',
    size: 3,
    mime: 'image/png',
    folder: 'logos',
    path: `${entrepriseId}/logos/${Math.random()}.png`,
    now: nowIso(),
  });

describe('GET /api/Entreprise', () => {
  it('answers the company, its settings, functionalities, other companies and model language labels', async () => {
    const s = await signedIn(t, 'caissier');
    const res = await t.call({ method: 'GET', url: '/api/Entreprise', token: s.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entreprise).toMatchObject({ id: s.entrepriseId, currencyTag: 'MAD', isSetup: false, contactName: null });
    expect(body.entrepriseConfig).toEqual([]);
    expect(body.functionalities.map((f: { tag: string }) => f.tag)).toContain('gestion_caisse');
    expect(body.otherEntreprises).toEqual([]);
    expect(body.modelLanguage).toEqual([]);
  });

  it('lists the other active companies of the user', async () => {
    const s = await signedIn(t);
    const other = await newCompany(t, { name: 'Second Co' });
    const { db } = t.deps.database;
    const role = await db.selectFrom('roles').select('id').where('tag', '=', 'gerant').executeTakeFirstOrThrow();
    await db
      .insertInto('entreprise_users')
      .values({
        entreprise_id: other.entrepriseId,
        user_id: s.user.id,
        roleId: role.id,
        magasinId: null,
        isActive: true,
        created_at: nowIso(),
      })
      .execute();
    const res = await t.call({ method: 'GET', url: '/api/Entreprise', token: s.token });
    expect(res.json().otherEntreprises).toEqual([expect.objectContaining({ id: other.entrepriseId, intitule: 'Second Co' })]);
  });

  it('refuses without a sign-in', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Entreprise' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/Entreprise', () => {
  it('saves the company form and marks setup done (wizard company step)', async () => {
    const s = await signedIn(t);
    const fileId = await fileOf(s.entrepriseId);
    const payload = {
      contactName: 'Yasmine Benali',
      tel: '+212 522 00 00 00',
      ice: '001234567000089',
      cmmWebDomaineName: 'maison-atlas.ma',
      adresse: '12 boulevard d’Anfa',
      intitule: 'Maison Atlas',
      currencyTag: 'EUR',
      fileId,
      largeFileId: fileId,
      isSetup: true,
    };
    const res = await t.call({ method: 'PATCH', url: '/api/Entreprise', token: s.token, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().entreprise).toMatchObject({ ...payload, isSetup: true });
    const again = await t.call({ method: 'GET', url: '/api/Entreprise', token: s.token });
    expect(again.json().entreprise.intitule).toBe('Maison Atlas');
  });

  it('clears optional fields sent empty', async () => {
    const s = await signedIn(t);
    await t.call({ method: 'PATCH', url: '/api/Entreprise', token: s.token, payload: { adresse: 'Rue 1' } });
    const res = await t.call({ method: 'PATCH', url: '/api/Entreprise', token: s.token, payload: { adresse: '' } });
    expect(res.json().entreprise.adresse).toBeNull();
  });

  it('requires contactName when marking setup done, and lists every field problem', async () => {
    const s = await signedIn(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/Entreprise',
      token: s.token,
      lang: 'en',
      payload: { isSetup: true, ice: '12A', tel: 'phone', intitule: 'X' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'contactName', message: 'Required' },
        { field: 'ice', message: 'Digits only' },
        { field: 'tel', message: 'Invalid phone number' },
        { field: 'intitule', message: 'At least 2 characters' },
      ]),
    );
    expect(res.json().errors).toHaveLength(4);
  });

  it("refuses another company's file and a currency the company does not use", async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    const foreignFile = await fileOf(other.entrepriseId);
    const res = await t.call({
      method: 'PATCH',
      url: '/api/Entreprise',
      token: s.token,
      lang: 'en',
      payload: { fileId: foreignFile, currencyTag: 'USD' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'fileId', message: 'Unknown or inaccessible item' },
      { field: 'currencyTag', message: 'This currency is not available for your company' },
    ]);
  });

  it('needs gestion_admins', async () => {
    const s = await signedIn(t, 'gerant');
    const res = await t.call({ method: 'PATCH', url: '/api/Entreprise', token: s.token, payload: { contactName: 'Someone' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('action non autorisée');
  });
});

describe('GET /api/gateway/Entreprise', () => {
  it('answers the public brand of a company without sign-in', async () => {
    const { entrepriseId } = await newCompany(t, { name: 'Brand Co' });
    // Not set up yet: no public face (issue 6).
    expect((await t.call({ method: 'GET', url: `/api/gateway/Entreprise?id=${entrepriseId}` })).statusCode).toBe(404);
    await t.deps.database.db.updateTable('entreprises').set({ isSetup: true }).where('id', '=', entrepriseId).execute();
    const res = await t.call({ method: 'GET', url: `/api/gateway/Entreprise?id=${entrepriseId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ intitule: 'Brand Co', currencyTag: 'MAD' });
  });

  it('answers 404 for an unknown company and 422 without an id', async () => {
    expect((await t.call({ method: 'GET', url: '/api/gateway/Entreprise?id=999999' })).json().code).toBe('NOT_FOUND');
    const res = await t.call({ method: 'GET', url: '/api/gateway/Entreprise', lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('id');
  });
});

describe('company settings', () => {
  it('stores a setting with POST /Entreprise/addConfig and reads it back with GET /getConfig/{key}', async () => {
    const s = await signedIn(t);
    const set = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'mandatory_inventory', value: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ key: 'mandatory_inventory', value: true });
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'client_queue_interval_time', value: 30 },
    });
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'client_queue_interval_time', value: 45 },
    });

    const cashier = await newUser(t, s.entrepriseId, 'caissier');
    const cashierToken = await signIn(t, cashier.email);
    const get = await t.call({ method: 'GET', url: '/api/getConfig/client_queue_interval_time', token: cashierToken });
    expect(get.json()).toEqual({ key: 'client_queue_interval_time', value: 45 });
    const unset = await t.call({ method: 'GET', url: '/api/getConfig/sale_cancellation', token: cashierToken });
    expect(unset.json()).toEqual({ key: 'sale_cancellation', value: null });

    const all = await t.call({ method: 'GET', url: '/api/Entreprise', token: s.token });
    expect(all.json().entrepriseConfig).toEqual([
      { key: 'client_queue_interval_time', value: 45 },
      { key: 'mandatory_inventory', value: true },
    ]);
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'entreprise.config')
      .execute();
    expect(audit).toHaveLength(3);
  });

  it("keeps settings per company: another company's value is not seen", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: a.token,
      payload: { key: 'sale_cancellation', value: 'manager' },
    });
    const res = await t.call({ method: 'GET', url: '/api/getConfig/sale_cancellation', token: b.token });
    expect(res.json().value).toBeNull();
  });

  it('refuses an unknown key with 422 and needs gestion_admins to write', async () => {
    const s = await signedIn(t);
    const bad = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      lang: 'en',
      payload: { key: 'nope', value: { a: 1 } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['key', 'value']);
    expect((await t.call({ method: 'GET', url: '/api/getConfig/nope', token: s.token })).statusCode).toBe(422);
    const cashier = await signedIn(t, 'caissier');
    const denied = await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: cashier.token,
      payload: { key: 'sale_cancellation', value: true },
    });
    expect(denied.statusCode).toBe(403);
  });
});
