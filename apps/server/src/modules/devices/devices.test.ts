import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hmac } from '../../lib/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (token: string, name: unknown = 'Caisse 1', lang?: string) =>
  t.call({ method: 'POST', url: '/api/Device', token, payload: { name }, lang });

describe('POST /api/Device and GET /api/Device/{id}', () => {
  it('registers a terminal with a pass code and a QR payload signed by the server', async () => {
    const s = await signedIn(t);
    const res = await register(s.token, 'Caisse Maârif');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ name: 'Caisse Maârif', magasinId: null, magasin: null, installed: false, lastSeenAt: null });
    expect(d.status).toMatch(/^[A-Z2-9]{12}$/);
    expect(d.qr).toBe(`${d.status}.${hmac('test-secret', d.status)}`);
    // The card shows the payload as an SVG QR code drawn by the server.
    expect(d.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    expect(d.qrSvg).toBe(await QRCode.toString(d.qr, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
    const got = await t.call({ method: 'GET', url: `/api/Device/${d.id}`, token: s.token });
    expect(got.json()).toEqual(d);
    const other = (await register(s.token, 'Caisse 2')).json();
    expect(other.status).not.toBe(d.status);
  });

  it('lists every field problem', async () => {
    const s = await signedIn(t);
    const res = await register(s.token, 'x', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'At least 2 characters' }]);
  });
});

describe('linking terminals to stores', () => {
  it('lists all devices, the available ones, and a store’s devices after linking', async () => {
    const s = await signedIn(t);
    const store = await newStore(t, s.entrepriseId, { intitule: 'Atlas Maârif' });
    const a = (await register(s.token, 'Till A')).json();
    const b = (await register(s.token, 'Till B')).json();
    const linked = await t.call({ method: 'PATCH', url: `/api/Device/${a.id}/linkTo/Magasin/${store}`, token: s.token });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: a.id, magasinId: store, magasin: { id: store, intitule: 'Atlas Maârif' }, installed: true });

    const all = await t.call({ method: 'GET', url: '/api/Device', token: s.token });
    expect(all.json().map((d: { id: number }) => d.id)).toEqual([a.id, b.id]);
    const available = await t.call({ method: 'GET', url: '/api/Device/available', token: s.token });
    expect(available.json().map((d: { id: number }) => d.id)).toEqual([b.id]);
    const ofStore = await t.call({ method: 'GET', url: `/api/Magasin/${store}/devices`, token: s.token });
    expect(ofStore.json().map((d: { id: number }) => d.id)).toEqual([a.id]);
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'device.link')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('deletes a terminal', async () => {
    const s = await signedIn(t);
    const d = (await register(s.token)).json();
    expect((await t.call({ method: 'DELETE', url: `/api/Device/${d.id}`, token: s.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/Device/${d.id}`, token: s.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Device/${d.id}`, token: s.token })).statusCode).toBe(404);
  });

  it("answers 404 for another company's device or store, and an unknown id", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const storeA = await newStore(t, a.entrepriseId);
    const storeB = await newStore(t, b.entrepriseId);
    const deviceA = (await register(a.token)).json();
    const deviceB = (await register(b.token)).json();
    expect((await t.call({ method: 'GET', url: `/api/Device/${deviceB.id}`, token: a.token })).json().code).toBe('NOT_FOUND');
    expect((await t.call({ method: 'PATCH', url: `/api/Device/${deviceB.id}/linkTo/Magasin/${storeA}`, token: a.token })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'PATCH', url: `/api/Device/${deviceA.id}/linkTo/Magasin/${storeB}`, token: a.token })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'GET', url: `/api/Magasin/${storeB}/devices`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/Device/${deviceB.id}`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Device/999999', token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Device', token: a.token })).json().map((d: { id: number }) => d.id)).toEqual([
      deviceA.id,
    ]);
    const still = await t.deps.database.db
      .selectFrom('devices')
      .select('magasin_id')
      .where('id', '=', deviceB.id)
      .executeTakeFirstOrThrow();
    expect(still.magasin_id).toBeNull();
  });

  it('needs gestion_magasin', async () => {
    const s = await signedIn(t, 'caissier');
    for (const [method, url] of [
      ['GET', '/api/Device'],
      ['GET', '/api/Device/available'],
      ['GET', '/api/Device/1'],
      ['PATCH', '/api/Device/1/linkTo/Magasin/1'],
      ['DELETE', '/api/Device/1'],
      ['GET', '/api/Magasin/1/devices'],
    ] as const) {
      expect((await t.call({ method, url, token: s.token })).statusCode).toBe(403);
    }
    expect((await register(s.token)).statusCode).toBe(403);
  });
});
