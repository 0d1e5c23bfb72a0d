import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleTag } from '@comptoir/shared';
import { newCompany, newStore, newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../db/database';
import { insertFile } from '../files/files.repository';

let t: TestApp;
let casablanca: { id: number; countryId: number };
let paris: { id: number; countryId: number };
beforeAll(async () => {
  t = await createTestApp();
  const city = (name: string) =>
    t.deps.database.db.selectFrom('cities').select(['id', 'countryId']).where('intitule', '=', name).executeTakeFirstOrThrow();
  casablanca = await city('Casablanca');
  paris = await city('Paris');
});
afterAll(async () => {
  await t.close();
});

const form = (extra: Record<string, unknown> = {}) => ({
  intitule: `Atlas ${Math.random().toString(36).slice(2, 8)}`,
  tel: '+212522101010',
  cityId: casablanca.id,
  startTime: '07:30',
  ...extra,
});
const save = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: '/api/Magasin/', token, payload, lang });
const member = async (entrepriseId: number, role: RoleTag, magasinIds: number[] = []) => {
  const u = await newUser(t, entrepriseId, role, { magasinIds });
  return signIn(t, u.email);
};

describe('POST /api/Magasin/ (create)', () => {
  it('creates a store from the full form, set up, with city and country from the city', async () => {
    const s = await signedIn(t);
    const fileId = await insertFile(t.deps.database.db, {
      entrepriseId: s.entrepriseId,
      name: 'f.png',
      extension: 'png',
      size: 1,
      mime: 'image/png',
      folder: 'stores',
      path: `${s.entrepriseId}/s/${Math.random()}`,
      now: nowIso(),
    });
    const payload = form({
      intitule: 'Atlas Maârif',
      codePostal: '20330',
      rue: '45 rue Ibnou Mounir',
      ice: '001234567000089',
      footerTicket: 'Merci de votre visite !',
      latitude: '33.5899',
      longitude: -7.6321,
      currencyTag: 'EUR',
      isOnline: false,
      timeClockLogin: true,
      fileId,
    });
    const res = await save(s.token, payload);
    expect(res.statusCode).toBe(200);
    const store = res.json();
    expect(store).toMatchObject({
      intitule: 'Atlas Maârif',
      cityId: casablanca.id,
      city: 'Casablanca',
      countryId: casablanca.countryId,
      latitude: '33.5899',
      longitude: '-7.6321',
      currencyTag: 'EUR',
      timeClockLogin: true,
      isSetup: true,
      isActive: true,
      fileId,
      deleted_at: null,
    });
    const got = await t.call({ method: 'GET', url: `/api/Magasin/${store.id}`, token: s.token });
    expect(got.json()).toEqual(store);
  });

  it('turns a latitude or longitude that is not numeric into null, and uses the company currency by default', async () => {
    const s = await signedIn(t);
    const res = await save(s.token, form({ latitude: 'abc', longitude: '' }));
    expect(res.json()).toMatchObject({ latitude: null, longitude: null, currencyTag: 'MAD', isOnline: false, rue: null });
  });

  it('lists every field problem of the store form', async () => {
    const s = await signedIn(t);
    const res = await save(
      s.token,
      {
        intitule: 'ab',
        tel: 'x',
        cityId: 0,
        startTime: '25:00',
        codePostal: '1234567',
        rue: 'ab',
        ice: '12a',
        footerTicket: 'short',
        latitude: '95',
        longitude: '-181',
      },
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'intitule', message: 'At least 3 characters' },
      { field: 'tel', message: 'Invalid phone number' },
      { field: 'cityId', message: 'Must be at least 1' },
      { field: 'startTime', message: 'Invalid time (HH:MM)' },
      { field: 'codePostal', message: 'At most 6 characters' },
      { field: 'rue', message: 'At least 3 characters' },
      { field: 'ice', message: 'Digits only' },
      { field: 'footerTicket', message: 'At least 10 characters' },
      { field: 'latitude', message: 'Value out of range' },
      { field: 'longitude', message: 'Value out of range' },
    ]);
  });

  it('requires title, phone, city and opening time', async () => {
    const s = await signedIn(t);
    const res = await save(s.token, { tel: '' }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'intitule', message: 'Required' },
      { field: 'tel', message: 'Required' },
      { field: 'cityId', message: 'Required' },
      { field: 'startTime', message: 'Required' },
    ]);
  });

  it("refuses an unknown city, a country that is not the city's, another company's file and an unused currency", async () => {
    const s = await signedIn(t);
    const other = await newCompany(t);
    const foreignFile = await insertFile(t.deps.database.db, {
      entrepriseId: other.entrepriseId,
      name: 'f.png',
      extension: 'png',
      size: 1,
      mime: 'image/png',
      folder: 'x',
      path: `${other.entrepriseId}/x/${Math.random()}`,
      now: nowIso(),
    });
    const unknown = await save(s.token, form({ cityId: 999999, fileId: foreignFile, currencyTag: 'USD' }), 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      { field: 'cityId', message: 'Unknown or inaccessible item' },
      { field: 'fileId', message: 'Unknown or inaccessible item' },
      { field: 'currencyTag', message: 'This currency is not available for your company' },
    ]);
    const mismatch = await save(s.token, form({ countryId: paris.countryId }), 'en');
    expect(mismatch.json().errors).toEqual([{ field: 'countryId', message: 'Unknown or inaccessible item' }]);
  });

  it('refuses a duplicate title in the same company with 409, but not in another company', async () => {
    const s = await signedIn(t);
    expect((await save(s.token, form({ intitule: 'Atlas Agdal' }))).statusCode).toBe(200);
    const dup = await save(s.token, form({ intitule: 'atlas agdal' }), 'en');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A store with this title already exists',
      errors: [{ field: 'intitule' }],
    });
    const other = await signedIn(t);
    expect((await save(other.token, form({ intitule: 'Atlas Agdal' }))).statusCode).toBe(200);
  });

  it('needs gestion_magasin', async () => {
    const s = await signedIn(t, 'caissier');
    expect((await save(s.token, form())).statusCode).toBe(403);
  });
});

describe('POST /api/Magasin/ (update when the body has an id)', () => {
  it('updates the store, keeps absent optional fields and clears emptied ones', async () => {
    const s = await signedIn(t);
    const created = (await save(s.token, form({ rue: '8 avenue de France', codePostal: '10090', isOnline: true }))).json();
    const res = await save(s.token, {
      id: created.id,
      intitule: 'Atlas Rabat',
      tel: '+212537202020',
      cityId: String(paris.id),
      startTime: '08:00',
      rue: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      intitule: 'Atlas Rabat',
      city: 'Paris',
      rue: null,
      codePostal: '10090',
      isOnline: true,
      startTime: '08:00',
    });
    const list = (await t.call({ method: 'GET', url: '/api/Magasins', token: s.token })).json();
    expect(list).toHaveLength(1);
  });

  it('keeps its own title without conflict, and refuses the title of another store', async () => {
    const s = await signedIn(t);
    const a = (await save(s.token, form({ intitule: 'Store One' }))).json();
    await save(s.token, form({ intitule: 'Store Two' }));
    expect((await save(s.token, form({ id: a.id, intitule: 'Store One' }))).statusCode).toBe(200);
    expect((await save(s.token, form({ id: a.id, intitule: 'Store Two' }))).statusCode).toBe(409);
  });

  it("answers 404 for another company's store or an unknown id, and leaves it unchanged", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const storeB = await newStore(t, b.entrepriseId, { intitule: 'B store' });
    const res = await save(a.token, form({ id: storeB }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await save(a.token, form({ id: 999999 }))).statusCode).toBe(404);
    const row = await t.deps.database.db.selectFrom('magasins').select('intitule').where('id', '=', storeB).executeTakeFirstOrThrow();
    expect(row.intitule).toBe('B store');
  });
});

describe('GET /api/Magasins and /api/Magasin/{id}', () => {
  it('lists the company stores, online ones only for users holding an online-store tag', async () => {
    const s = await signedIn(t);
    const shop = await newStore(t, s.entrepriseId, { intitule: 'Shop' });
    const online = await newStore(t, s.entrepriseId, { intitule: 'Web', isOnline: true });
    await newStore(t, (await newCompany(t)).entrepriseId, { intitule: 'Foreign' });
    const all = (await t.call({ method: 'GET', url: '/api/Magasins', token: s.token })).json();
    expect(all.map((m: { id: number }) => m.id).sort()).toEqual([shop, online].sort());

    const controller = await member(s.entrepriseId, 'controleur_gestion');
    const offline = (await t.call({ method: 'GET', url: '/api/Magasins', token: controller })).json();
    expect(offline.map((m: { id: number }) => m.id)).toEqual([shop]);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${online}`, token: controller })).statusCode).toBe(404);
  });

  it('shows store-bound roles only their own stores', async () => {
    const s = await signedIn(t);
    const mine = await newStore(t, s.entrepriseId);
    const other = await newStore(t, s.entrepriseId);
    const cashier = await member(s.entrepriseId, 'caissier', [mine]);
    const list = (await t.call({ method: 'GET', url: '/api/Magasins', token: cashier })).json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([mine]);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${mine}`, token: cashier })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${other}`, token: cashier })).statusCode).toBe(404);
  });

  it('shows a manager given stores only those, the stores his home page counts; a manager given none every store', async () => {
    const s = await signedIn(t);
    const mine = await newStore(t, s.entrepriseId);
    const other = await newStore(t, s.entrepriseId);
    const manager = await member(s.entrepriseId, 'gerant', [mine]);
    const me = (await t.call({ method: 'GET', url: '/api/authedAdmin', token: manager })).json();
    const list = (await t.call({ method: 'GET', url: '/api/Magasins', token: manager })).json();
    expect(list.map((m: { id: number }) => m.id)).toEqual([mine]);
    expect(me.magasins).toEqual([mine]);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${other}`, token: manager })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${other}/Registers`, token: manager })).statusCode).toBe(404);
    const everywhere = await member(s.entrepriseId, 'gerant');
    const all = (await t.call({ method: 'GET', url: '/api/Magasins', token: everywhere })).json();
    expect(all.map((m: { id: number }) => m.id).sort()).toEqual([mine, other].sort());
  });

  it("answers 404 for another company's store and for an unknown id, 422 for a bad id", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const storeB = await newStore(t, b.entrepriseId);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${storeB}`, token: a.token })).json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/api/Magasin/999999', token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Magasin/abc', token: a.token })).statusCode).toBe(422);
  });
});

describe('store locations', () => {
  it('GET /Magasin/Locations answers position, title and online flag of visible stores', async () => {
    const s = await signedIn(t);
    const created = (await save(s.token, form({ intitule: 'Located', latitude: '33.59', longitude: '-7.63' }))).json();
    const res = await t.call({ method: 'GET', url: '/api/Magasin/Locations', token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: created.id, intitule: 'Located', latitude: '33.59', longitude: '-7.63', isOnline: false }]);
  });

  it('GET gateway /Magasin/Locations is public, per company, without deleted stores', async () => {
    const s = await signedIn(t);
    const open = await newStore(t, s.entrepriseId, { intitule: 'Open' });
    const web = await newStore(t, s.entrepriseId, { intitule: 'Web', isOnline: true });
    const gone = await newStore(t, s.entrepriseId, { intitule: 'Gone' });
    await t.call({ method: 'DELETE', url: `/api/Magasin/${gone}`, token: s.token });
    await t.deps.database.db.updateTable('entreprises').set({ isSetup: true }).where('id', '=', s.entrepriseId).execute();
    const res = await t.call({ method: 'GET', url: `/api/gateway/Magasin/Locations?entrepriseId=${s.entrepriseId}` });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([open, web].sort());
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'intitule', 'isOnline', 'latitude', 'longitude']);
    expect((await t.call({ method: 'GET', url: '/api/gateway/Magasin/Locations?entrepriseId=999999' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/gateway/Magasin/Locations' })).statusCode).toBe(422);
  });
});

describe('soft delete, trash and restore', () => {
  it('DELETE hides the store, lists it in the trash, unlinks its devices; PATCH restore brings it back', async () => {
    const s = await signedIn(t);
    const store = (await save(s.token, form({ intitule: 'Temporary' }))).json();
    const device = (await t.call({ method: 'POST', url: '/api/Device', token: s.token, payload: { name: 'Till 1' } })).json();
    await t.call({ method: 'PATCH', url: `/api/Device/${device.id}/linkTo/Magasin/${store.id}`, token: s.token });

    const del = await t.call({ method: 'DELETE', url: `/api/Magasin/${store.id}`, token: s.token });
    expect(del.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${store.id}`, token: s.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Magasins', token: s.token })).json()).toEqual([]);
    const trashed = await t.call({ method: 'GET', url: '/api/Magasin/getAll/trashed', token: s.token });
    expect(trashed.json()).toEqual([expect.objectContaining({ id: store.id, deleted_at: expect.any(String) })]);
    expect((await t.call({ method: 'GET', url: '/api/Device/available', token: s.token })).json().map((d: { id: number }) => d.id)).toEqual(
      [device.id],
    );
    expect((await t.call({ method: 'DELETE', url: `/api/Magasin/${store.id}`, token: s.token })).statusCode).toBe(404);

    const restored = await t.call({ method: 'PATCH', url: `/api/Magasin/restore/${store.id}`, token: s.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: store.id, deleted_at: null });
    expect((await t.call({ method: 'GET', url: '/api/Magasin/getAll/trashed', token: s.token })).json()).toEqual([]);
    expect((await t.call({ method: 'PATCH', url: `/api/Magasin/restore/${store.id}`, token: s.token })).statusCode).toBe(404);
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('entity', '=', 'magasin')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['magasin.delete', 'magasin.restore']);
  });

  it('refuses to restore a store whose title was taken meanwhile', async () => {
    const s = await signedIn(t);
    const first = (await save(s.token, form({ intitule: 'Atlas Gauthier' }))).json();
    await t.call({ method: 'DELETE', url: `/api/Magasin/${first.id}`, token: s.token });
    expect((await save(s.token, form({ intitule: 'Atlas Gauthier' }))).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: `/api/Magasin/restore/${first.id}`, token: s.token })).statusCode).toBe(409);
  });

  it("answers 404 when deleting or restoring another company's store", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const storeB = await newStore(t, b.entrepriseId);
    expect((await t.call({ method: 'DELETE', url: `/api/Magasin/${storeB}`, token: a.token })).statusCode).toBe(404);
    await t.call({ method: 'DELETE', url: `/api/Magasin/${storeB}`, token: b.token });
    expect((await t.call({ method: 'PATCH', url: `/api/Magasin/restore/${storeB}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Magasin/getAll/trashed', token: a.token })).json()).toEqual([]);
  });

  it('needs gestion_magasin to delete, list the trash and restore', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId);
    const cashier = await member(s.entrepriseId, 'caissier', [store]);
    expect((await t.call({ method: 'DELETE', url: `/api/Magasin/${store}`, token: cashier })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/Magasin/getAll/trashed', token: cashier })).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `/api/Magasin/restore/${store}`, token: cashier })).statusCode).toBe(403);
  });
});
