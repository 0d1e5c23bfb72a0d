// The client's own views (client_views): GET /Client/me/card and /Client/me/points, matched by the account's e-mail
// (else its phone), in the account's company only; blocked clients and other roles see nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { earnPoints } from './loyalty.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const save = (token: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/Client/', token, payload });

describe('GET /api/Client/me/card and /me/points', () => {
  it('answers no card and a 404 ledger while no client carries the account', async () => {
    const s = await signedIn(t);
    expect((await get(s.token, '/api/Client/me/card')).json()).toEqual({ card: null });
    expect((await get(s.token, '/api/Client/me/points')).statusCode).toBe(404);
  });

  it("shows the client carrying the account's e-mail: card, QR of the public page, points and their ledger", async () => {
    const s = await signedIn(t);
    const other = await signedIn(t);
    // The same e-mail in another company is not this account's client.
    await save(other.token, { name: 'Autre Société', email: s.user.email });
    const c = (await save(s.token, { name: 'Salma Idrissi', email: s.user.email.toUpperCase(), cardReference: 'SALMA-0001' })).json()
      .client;
    const actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    await t.deps.database.db
      .transaction()
      .execute((trx) => earnPoints(trx, actor, { clientId: c.id, amountMinor: 12_345, key: 'earn:me-1' }));

    const card = (await get(s.token, '/api/Client/me/card')).json().card;
    expect(card).toMatchObject({ name: 'Salma Idrissi', points: 123, reference: 'SALMA-0001' });
    expect(card.url).toMatch(new RegExp(`/CardLoyalty/[^/]+/${s.entrepriseId}$`));
    expect(card.qrSvg).toContain('<svg');
    const points = (await get(s.token, '/api/Client/me/points?page=1&limit=10')).json();
    expect(points).toMatchObject({ total: 1, balance: 123, data: [{ kind: 'earn', points: 123 }] });

    // Blocked: kept out, as on the public page.
    await get(s.token, `/api/Client/toggleBlock/${c.id}`);
    expect((await get(s.token, '/api/Client/me/card')).json()).toEqual({ card: null });
  });

  it("falls back on the account's phone when no client has its e-mail", async () => {
    const s = await signedIn(t);
    await save(s.token, { name: 'Youssef Alami', tel: '06 00 00 00 01' });
    expect((await get(s.token, '/api/Client/me/card')).json().card).toMatchObject({ name: 'Youssef Alami', points: 0 });
  });

  it('answers 403 to roles without client_views', async () => {
    const s = await signedIn(t, 'caissier');
    expect((await get(s.token, '/api/Client/me/card')).statusCode).toBe(403);
    expect((await get(s.token, '/api/Client/me/points')).statusCode).toBe(403);
  });
});
