import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signedIn, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDatabase, type Trx } from '../../db/database';
import type { Actor } from '../loyalty/loyalty.service';
import { ledgerSum } from './gift-cards.repository';
import { redeemGiftCard, refundGiftCard } from './gift-cards.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GW = '/api/gateway/PointOfSell';
const issue = (token: string, payload: Record<string, unknown>, lang?: string) =>
  t.call({ method: 'POST', url: `${GW}/GiftCard`, token, payload, lang });
const inTrx = <T>(fn: (trx: Trx) => Promise<T>) => t.deps.database.db.transaction().execute(fn);
const cardRow = (entrepriseId: number, code: string) =>
  t.deps.database.db
    .selectFrom('gift_cards')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();

describe('gift cards (gateway)', () => {
  it('issues a card (code given or generated), answers its balance and ledger', async () => {
    const s = await signedIn(t);
    const c = (await t.call({ method: 'POST', url: '/api/Client/', token: s.token, payload: { name: 'Ghita Mernissi' } })).json().client;
    const res = await issue(s.token, { amount: 500, code: 'kdo-ghita', clientId: c.id, expiresAt: '2999-12-31', comment: 'Anniversaire' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'KDO-GHITA',
      amount: 500,
      balance: 500,
      clientId: c.id,
      clientName: 'Ghita Mernissi',
      status: 'active',
    });
    const generated = (await issue(s.token, { amount: 99.99 })).json();
    expect(generated.code).toMatch(/^GC-[A-HJ-NP-Z2-9]{10}$/);
    expect(generated.balance).toBe(99.99);
    expect((await issue(s.token, { amount: 10, code: 'KDO-GHITA' })).statusCode).toBe(409);
    const bad = await issue(s.token, { amount: 0, expiresAt: '2000-01-01' }, 'en');
    expect(bad.statusCode).toBe(422);
    const past = await issue(s.token, { amount: 10, expiresAt: '2000-01-01' }, 'en');
    expect(past.json().errors).toEqual([{ field: 'expiresAt', message: 'The date is past' }]);
    const detail = await t.call({ method: 'GET', url: `${GW}/GiftCard/kdo-ghita`, token: s.token });
    expect(detail.json()).toMatchObject({ giftCard: { balance: 500 }, movements: [{ kind: 'issue', amount: 500, commandId: null }] });
    expect((await t.call({ method: 'GET', url: `/api/Client/${c.id}`, token: s.token })).json().giftCards).toEqual([
      expect.objectContaining({ code: 'KDO-GHITA', balance: 500 }),
    ]);
  });

  it('lists cards paginated with filters and answers the orders a card paid', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    for (const [code, amount] of [
      ['CARD-A', 100],
      ['CARD-B', 200],
      ['CARD-C', 300],
    ] as const)
      await issue(s.token, { code, amount });
    await inTrx((trx) => redeemGiftCard(trx, actor, { code: 'CARD-A', amountMinor: 10_000, key: 'pay-A', commandId: 41 }));
    await inTrx((trx) => redeemGiftCard(trx, actor, { code: 'CARD-B', amountMinor: 5_000, key: 'pay-B', commandId: 42 }));
    const disabled = (await t.call({ method: 'GET', url: `${GW}/GiftCard/CARD-C`, token: s.token })).json().giftCard;
    expect(
      (await t.call({ method: 'PATCH', url: `${GW}/GiftCard/${disabled.id}/active`, token: s.token, payload: { isActive: false } })).json()
        .status,
    ).toBe('disabled');
    const page = (qs: string) => t.call({ method: 'GET', url: `${GW}/GiftCards/Paginated?${qs}`, token: s.token });
    const all = (await page('limit=2')).json();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.data.map((g: { code: string }) => g.code)).toEqual(['CARD-C', 'CARD-B']);
    expect((await page('status=used')).json().data.map((g: { code: string }) => g.code)).toEqual(['CARD-A']);
    expect((await page('status=active')).json().data.map((g: { code: string }) => g.code)).toEqual(['CARD-B']);
    expect((await page('status=disabled')).json().data.map((g: { code: string }) => g.code)).toEqual(['CARD-C']);
    expect((await page('keyword=card-b')).json().total).toBe(1);
    const commands = await t.call({ method: 'GET', url: `${GW}/GiftCard/Commands?code=card-b`, token: s.token });
    expect(commands.json()).toMatchObject({
      giftCard: { code: 'CARD-B', balance: 150 },
      commands: [{ kind: 'redeem', amount: -50, commandId: 42 }],
    });
    // A disabled card cannot pay.
    await expect(inTrx((trx) => redeemGiftCard(trx, actor, { code: 'CARD-C', amountMinor: 100, key: 'pay-C' }))).rejects.toMatchObject({
      message: 'gift_card_disabled',
    });
  });

  it("answers 404 for another company's card and 403 without gestion_gift_cards", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const foreign = (await issue(b.token, { code: 'FOREIGN-GC', amount: 50 })).json();
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCard/FOREIGN-GC`, token: a.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCard/Commands?code=FOREIGN-GC`, token: a.token })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'PATCH', url: `${GW}/GiftCard/${foreign.id}/active`, token: a.token, payload: { isActive: false } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCards/Paginated`, token: a.token })).json().total).toBe(0);
    const clientB = (await t.call({ method: 'POST', url: '/api/Client/', token: b.token, payload: { name: 'Client B' } })).json().client;
    expect((await issue(a.token, { amount: 10, clientId: clientB.id })).statusCode).toBe(422);
    // The same code is free in another company.
    expect((await issue(a.token, { code: 'FOREIGN-GC', amount: 50 })).statusCode).toBe(200);
    const cashier = await newUser(t, a.entrepriseId, 'caissier');
    const token = await signIn(t, cashier.email);
    expect((await issue(token, { amount: 10 })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCards/Paginated`, token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCard/Commands?code=X`, token })).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `${GW}/GiftCard/1/active`, token, payload: { isActive: false } })).statusCode).toBe(403);
    // The cashier looks a card up before taking it as payment.
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCard/FOREIGN-GC`, token })).statusCode).toBe(200);
    const baker = await signedIn(t, 'boulanger');
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCard/FOREIGN-GC`, token: baker.token })).statusCode).toBe(403);
  });
});

describe('paying with a gift card (service, inside the sale transaction)', () => {
  it('redeems as gift cheque, never below zero, once per key, and refunds at most what the order took', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    await issue(s.token, { code: 'PAY-ME', amount: 100 });
    const paid = await inTrx((trx) => redeemGiftCard(trx, actor, { code: 'pay-me', amountMinor: 6_000, key: 'sale-9', commandId: 9 }));
    expect(paid).toMatchObject({ amountMinor: -6_000, balanceMinor: 4_000, paymentMode: 'gift_cheque', replayed: false });
    expect(
      (await inTrx((trx) => redeemGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 6_000, key: 'sale-9', commandId: 9 }))).replayed,
    ).toBe(true);
    await expect(inTrx((trx) => redeemGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 4_001, key: 'sale-10' }))).rejects.toMatchObject({
      message: 'gift_card_insufficient',
    });
    await expect(
      inTrx((trx) => refundGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 6_001, key: 'refund-9', commandId: 9 })),
    ).rejects.toMatchObject({
      message: 'gift_card_refund_too_much',
    });
    expect(
      (await inTrx((trx) => refundGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 2_500, key: 'refund-9a', commandId: 9 })))
        .balanceMinor,
    ).toBe(6_500);
    expect(
      (await inTrx((trx) => refundGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 3_500, key: 'refund-9b', commandId: 9 })))
        .balanceMinor,
    ).toBe(10_000);
    await expect(
      inTrx((trx) => refundGiftCard(trx, actor, { code: 'PAY-ME', amountMinor: 1, key: 'refund-9c', commandId: 9 })),
    ).rejects.toMatchObject({
      message: 'gift_card_refund_too_much',
    });
    const row = await cardRow(s.entrepriseId, 'PAY-ME');
    expect(row.balance).toBe(10_000);
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, row.id)).toBe(10_000);
  });

  it('refuses an expired card', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    const g = (await issue(s.token, { code: 'OLD-CARD', amount: 20 })).json();
    await t.deps.database.db.updateTable('gift_cards').set({ expiresAt: '2020-01-01' }).where('id', '=', g.id).execute();
    await expect(inTrx((trx) => redeemGiftCard(trx, actor, { code: 'OLD-CARD', amountMinor: 100, key: 'x' }))).rejects.toMatchObject({
      message: 'gift_card_expired',
    });
    expect((await t.call({ method: 'GET', url: `${GW}/GiftCards/Paginated?status=expired`, token: s.token })).json().total).toBe(1);
  });

  it('never goes below zero with 10 parallel spends, and the ledger sums to the balance', async () => {
    const s = await signedIn(t);
    const actor: Actor = { entrepriseId: s.entrepriseId, userId: s.user.id };
    await issue(s.token, { code: 'RACE-GC', amount: 100 });
    let database = t.deps.database;
    if (t.dialect === 'postgres') {
      const schema = (await t.deps.database.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow())
        .s;
      database = createDatabase(process.env.TEST_POSTGRES_URL!, { searchPath: schema, poolSize: 10 });
    }
    let results: PromiseSettledResult<unknown>[];
    try {
      // Each spends 30.00 of 100.00: three can pass, never a fourth.
      results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          database.db
            .transaction()
            .execute((trx) => redeemGiftCard(trx, actor, { code: 'RACE-GC', amountMinor: 3_000, key: `race-${i}`, commandId: 100 + i })),
        ),
      );
    } finally {
      if (database !== t.deps.database) await database.close();
    }
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('gift_card_insufficient');
    const row = await cardRow(s.entrepriseId, 'RACE-GC');
    expect(row.balance).toBe(1_000);
    expect(await ledgerSum(t.deps.database.db, s.entrepriseId, row.id)).toBe(1_000);
  });
});
