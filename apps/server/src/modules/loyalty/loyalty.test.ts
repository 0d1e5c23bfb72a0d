import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Trx } from '../../db/database';
import { earnPoints, reversePoints, spendPoints, type Actor } from './loyalty.service';
import { ledgerSum } from './loyalty.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newClient = async (token: string, name = 'Loubna Sefrioui', extra: Record<string, unknown> = {}) =>
  (await t.call({ method: 'POST', url: '/api/Client/', token, payload: { name, ...extra } })).json().client as { id: number };
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.deps.database.db.transaction().execute(fn);
const balance = async (entrepriseId: number, clientId: number) =>
  (await t.deps.database.db.selectFrom('clients').select('loyaltyPoints').where('id', '=', clientId).executeTakeFirstOrThrow())
    .loyaltyPoints;

describe('loyalty cards (e-commerce service)', () => {
  it('creates cards (number generated or given), lists them and links a client by reference', async () => {
    const s = await signedIn(t);
    const generated = await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: s.token, payload: {} });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ clientId: null, isActive: true });
    expect(generated.json().reference).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const given = (
      await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: s.token, payload: { reference: 'atlas-0001' } })
    ).json();
    expect(given.reference).toBe('ATLAS-0001');
    expect(
      (await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: s.token, payload: { reference: 'ATLAS-0001' } })).statusCode,
    ).toBe(409);
    const c = await newClient(s.token);
    const linked = await t.call({ method: 'POST', url: '/api/ecom/AddClient/atlas-0001', token: s.token, payload: { clientId: c.id } });
    expect(linked.json()).toMatchObject({ reference: 'ATLAS-0001', clientId: c.id, clientName: 'Loubna Sefrioui' });
    // A card held by a client cannot be taken by another.
    const other = await newClient(s.token, 'Autre Client');
    expect(
      (await t.call({ method: 'POST', url: '/api/ecom/AddClient/ATLAS-0001', token: s.token, payload: { clientId: other.id } })).statusCode,
    ).toBe(409);
    // A new client straight from the card.
    const created = await t.call({
      method: 'POST',
      url: `/api/ecom/AddClient/${generated.json().reference}`,
      token: s.token,
      payload: { name: 'Client De La Carte', tel: '0612121212' },
    });
    expect(created.json().clientName).toBe('Client De La Carte');
    const list = (await t.call({ method: 'GET', url: '/api/ecom/LoyaltyCard?linked=1', token: s.token })).json();
    expect(list.total).toBe(2);
    expect((await t.call({ method: 'GET', url: '/api/ecom/LoyaltyCard?keyword=atlas', token: s.token })).json().data).toHaveLength(1);
    expect(
      (await t.call({ method: 'POST', url: '/api/ecom/AddClient/NOPE-NOPE', token: s.token, payload: { clientId: c.id } })).statusCode,
    ).toBe(404);
    // The client's profile lists the card; a search by card number finds them.
    expect((await t.call({ method: 'GET', url: `/api/Client/${c.id}`, token: s.token })).json().cards).toHaveLength(1);
  });

  it("answers 404 for another company's card or client and 403 without client_cards or bd_client", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: b.token, payload: { reference: 'B-CARD-1' } });
    const cb = await newClient(b.token);
    const ca = await newClient(a.token);
    expect(
      (await t.call({ method: 'POST', url: '/api/ecom/AddClient/B-CARD-1', token: a.token, payload: { clientId: ca.id } })).statusCode,
    ).toBe(404);
    await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: a.token, payload: { reference: 'A-CARD-1' } });
    expect(
      (await t.call({ method: 'POST', url: '/api/ecom/AddClient/A-CARD-1', token: a.token, payload: { clientId: cb.id } })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: a.token, payload: { clientId: cb.id } })).statusCode).toBe(
      404,
    );
    const baker = await signedIn(t, 'boulanger');
    expect((await t.call({ method: 'POST', url: '/api/ecom/LoyaltyCard/', token: baker.token, payload: {} })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/ecom/LoyaltyCard', token: baker.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/ecom/AddClient/X', token: baker.token, payload: { clientId: 1 } })).statusCode).toBe(
      403,
    );
  });
});

describe('public card page data', () => {
  it('answers that one card (name, QR, points) without sign-in, and nothing for a wrong hash or company', async () => {
    const s = await signedIn(t);
    const c = await newClient(s.token, 'Hajar Benjelloun', { tel: '0677665544', email: 'hajar@example.ma', cardReference: 'HB-2024' });
    const hash = (await t.call({ method: 'GET', url: `/api/Client/${c.id}`, token: s.token })).json().cardHash as string;
    const res = await t.call({ method: 'GET', url: `/api/gateway/CardLoyalty/${hash}/${s.entrepriseId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['entreprise', 'name', 'points', 'qrSvg', 'reference']);
    expect(body).toMatchObject({ name: 'Hajar Benjelloun', points: 0, reference: 'HB-2024' });
    expect(body.qrSvg).toContain('<svg');
    expect(JSON.stringify(body)).not.toContain('0677665544');
    expect(JSON.stringify(body)).not.toContain('hajar@');
    const other = await signedIn(t);
    expect((await t.call({ method: 'GET', url: `/api/gateway/CardLoyalty/${hash}/${other.entrepriseId}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/gateway/CardLoyalty/${'x'.repeat(32)}/${s.entrepriseId}` })).statusCode).toBe(404);
    // A blocked client's card is not shown.
    await t.call({ method: 'GET', url: `/api/Client/toggleBlock/${c.id}`, token: s.token });
    expect((await t.call({ method: 'GET', url: `/api/gateway/CardLoyalty/${hash}/${s.entrepriseId}` })).statusCode).toBe(404);
  });
});

describe('points ledger (the till calls these inside its sale)', () => {
  it('earns by the revenue point multiplier, once per key', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    const c = await newClient(s.token);
    await t.call({
      method: 'POST',
      url: '/api/Entreprise/addConfig',
      token: s.token,
      payload: { key: 'revenue_point_multiplier', value: 2.5 },
    });
    const first = await inTrx((trx) => earnPoints(trx, actor, { clientId: c.id, amountMinor: 10_050, commandId: 7, key: 'earn:sale-1' }));
    expect(first).toMatchObject({ points: 251, balance: 251, replayed: false });
    const again = await inTrx((trx) => earnPoints(trx, actor, { clientId: c.id, amountMinor: 10_050, commandId: 7, key: 'earn:sale-1' }));
    expect(again).toMatchObject({ points: 251, balance: 251, replayed: true });
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, c.id)).toBe(251);
  });

  it('spends as a payment, never below zero, and reverses a spend and an earn on refund', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    const c = await newClient(s.token);
    await inTrx((trx) => earnPoints(trx, actor, { clientId: c.id, amountMinor: 50_000, key: 'earn:A' }));
    const spent = await inTrx((trx) => spendPoints(trx, actor, { clientId: c.id, points: 200, key: 'spend:B' }));
    expect(spent).toMatchObject({ points: -200, balance: 300, amountMinor: 200 });
    await expect(inTrx((trx) => spendPoints(trx, actor, { clientId: c.id, points: 301, key: 'spend:C' }))).rejects.toMatchObject({
      message: 'points_insufficient',
    });
    // The refused spend left nothing behind (its movement rolled back with the transaction).
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, c.id)).toBe(300);
    expect((await inTrx((trx) => reversePoints(trx, actor, { originalKey: 'spend:B', key: 'reverse:B' }))).balance).toBe(500);
    // Reversing the earn takes back at most what is left.
    await inTrx((trx) => spendPoints(trx, actor, { clientId: c.id, points: 450, key: 'spend:D' }));
    const rev = await inTrx((trx) => reversePoints(trx, actor, { originalKey: 'earn:A', key: 'reverse:A' }));
    expect(rev).toMatchObject({ points: -50, balance: 0 });
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, c.id)).toBe(await balance(s.entrepriseId, c.id));
    // A key reused for another client is refused.
    const other = await newClient(s.token, 'Other');
    await expect(inTrx((trx) => earnPoints(trx, actor, { clientId: other.id, amountMinor: 100, key: 'earn:A' }))).rejects.toMatchObject({
      message: 'idempotency_key_reused',
    });
  });

  it('keeps the balance equal to the ledger under parallel spends', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    const c = await newClient(s.token);
    await inTrx((trx) => earnPoints(trx, actor, { clientId: c.id, amountMinor: 1_000, key: 'earn:P' }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => inTrx((trx) => spendPoints(trx, actor, { clientId: c.id, points: 3, key: `spend:P${i}` }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(s.entrepriseId, c.id)).toBe(1);
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, c.id)).toBe(1);
  });
});
