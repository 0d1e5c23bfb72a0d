import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoCompany, DEMO_PASSWORD } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo clients', () => {
  it('creates 300 clients, cards, points equal to their ledger, promo codes and a dozen partly spent gift cards', async () => {
    const started = Date.now();
    await createDemoCompany(t.deps.database);
    expect(Date.now() - started).toBeLessThan(20_000);
    const { db } = t.deps.database;
    const clients = await db.selectFrom('clients').select(['id', 'type', 'loyaltyPoints', 'tel_normalized', 'birthday']).execute();
    expect(clients).toHaveLength(300);
    expect(clients.filter((c) => c.type === 'prospect').length).toBeGreaterThan(10);
    expect(new Set(clients.map((c) => c.tel_normalized)).size).toBe(300);
    for (const c of clients) expect(c.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sums = await db
      .selectFrom('loyalty_point_movements')
      .select(['client_id', (eb) => eb.fn.sum<number>('points').as('s')])
      .groupBy('client_id')
      .execute();
    expect(sums.length).toBeGreaterThan(100);
    const byId = new Map(clients.map((c) => [c.id, c.loyaltyPoints]));
    for (const s of sums) expect(byId.get(s.client_id)).toBe(Number(s.s));
    expect((await db.selectFrom('remises').select('id').execute()).length).toBeGreaterThanOrEqual(5);
    const cards = await db.selectFrom('gift_cards').select(['id', 'amount', 'balance']).execute();
    expect(cards).toHaveLength(12);
    expect(cards.filter((g) => g.balance > 0 && g.balance < g.amount).length).toBeGreaterThan(4);
    for (const g of cards) {
      const s = await db
        .selectFrom('gift_card_movements')
        .select((eb) => eb.fn.sum<number>('amount').as('s'))
        .where('gift_card_id', '=', g.id)
        .executeTakeFirstOrThrow();
      expect(Number(s.s)).toBe(g.balance);
    }
    // The demo cashier finds a demo client by phone.
    const login = await t.call({
      method: 'POST',
      url: '/api/web/login',
      payload: { email: 'caissier@demo.comptoir.test', password: DEMO_PASSWORD },
    });
    const tel = (await db.selectFrom('clients').select('tel').orderBy('id').executeTakeFirstOrThrow()).tel!;
    const found = await t.call({
      method: 'GET',
      url: `/api/Client/select/data?keyword=${encodeURIComponent(tel.replace(/\s/g, ''))}`,
      token: login.json().token,
    });
    expect(found.json().length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
