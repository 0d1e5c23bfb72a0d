// Events of what open screens show (orders, sales, stock levels, registers), raised by the writes themselves and told
// only to the members who see the store: two companies and two stores connected at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../test/factories';
import { connectLive, events, type LiveClient } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sale, tillSetup } from '../modules/orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));
const topics = (c: LiveClient) =>
  events(c)
    .map((e) => `${String(e.topic)}:${String(e.magasinId)}:${String(e.caisseId)}:${(e.tags as string[]).join(',')}`)
    .sort();
const reset = (...cs: LiveClient[]) => cs.forEach((c) => c.messages.splice(0));

describe('live events of orders, sales, stock and registers', { timeout: 60_000 }, () => {
  it('reach the members who see the store, never another store or company', async () => {
    const a = await tillSetup(t);
    const b = await tillSetup(t);
    const store2 = await newStore(t, a.entrepriseId);
    const manager2 = await newUser(t, a.entrepriseId, 'gerant', { magasinIds: [store2] });
    const [aManager, aAdmin, aCashier, aOtherStore, bManager, bAdmin] = await Promise.all([
      connectLive(t, a.manager.token),
      connectLive(t, a.admin.token),
      connectLive(t, a.cashier.token),
      connectLive(t, await signIn(t, manager2.email)),
      connectLive(t, b.manager.token),
      connectLive(t, b.admin.token),
    ]);
    const all = [aManager, aAdmin, aCashier, aOtherStore, bManager, bAdmin];

    // A sale: the orders list, the dashboard, the stock levels and the open register's screen.
    const sold = await sale(t, a.cashier.token, {
      caisseId: a.caisseId,
      lines: [{ priceId: a.article.priceId, quantity: 2, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 20 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    await aManager.next((m) => m.topic === 'caisse');
    await quiet();
    const m = a.magasinId;
    const saleEvents = [`caisse:${m}:${a.caisseId}:opened`, `orders:${m}:null:created`, `sale:${m}:null:`, `stock:${m}:null:`];
    for (const c of [aManager, aAdmin, aCashier]) expect(topics(c)).toEqual(saleEvents);
    // Each socket is told about its own user only.
    expect(events(aManager).every((e) => JSON.stringify(e.userIdList) === JSON.stringify([a.manager.id]))).toBe(true);
    for (const c of [aOtherStore, bManager, bAdmin]) expect(events(c)).toEqual([]);

    // A refund changes the order, the register's totals and the store's sales figures (the live dashboard): the same
    // members hear of it, nobody else.
    reset(...all);
    const refunded = await t.call({
      method: 'PATCH',
      url: `/api/Command/${sold.json().id}/state`,
      token: a.cashier.token,
      payload: { etat: 'refunded', caisseId: a.caisseId },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await aAdmin.next((e) => e.topic === 'sale');
    await quiet();
    const refundEvents = [`caisse:${m}:${a.caisseId}:opened`, `orders:${m}:null:changed`, `sale:${m}:null:`, `stock:${m}:null:`];
    for (const c of [aManager, aAdmin, aCashier]) expect(topics(c)).toEqual(refundEvents);
    for (const c of [aOtherStore, bManager, bAdmin]) expect(events(c)).toEqual([]);

    // A withdrawal, then the closing with a difference: the register's screen, and the notifications.
    reset(...all);
    const withdrawal = await t.call({
      method: 'POST',
      url: '/api/CaisseOperations/add',
      token: a.cashier.token,
      payload: { caisseId: a.caisseId, type: 'withdrawal', amount: 10, reason: 'Coffre' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await aManager.next((e) => e.topic === 'caisse');
    const closed = await t.call({
      method: 'POST',
      url: `/api/Caisse/${a.caisseId}/close`,
      token: a.cashier.token,
      payload: { counted: [{ modePayment: 'cash', amount: 1 }], note: 'Écart' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await aManager.next((e) => e.topic === 'caisse' && (e.tags as string[])[0] === 'closed');
    await quiet();
    expect(topics(aManager)).toEqual(
      expect.arrayContaining([
        `caisse:${m}:${a.caisseId}:opened`,
        `caisse:${m}:${a.caisseId}:closed`,
        `notifications:${m}:${a.caisseId}:withdrawal`,
        `notifications:${m}:${a.caisseId}:close_cash`,
      ]),
    );
    // The register's screen and the live dashboard's open sessions of everyone who sees the store (the admin too).
    for (const c of [aCashier, aAdmin]) expect(topics(c)).toContain(`caisse:${m}:${a.caisseId}:closed`);
    for (const c of [aOtherStore, bManager, bAdmin]) expect(events(c)).toEqual([]);

    // And the other way round: company B's sale reaches B only.
    reset(...all);
    const bSale = await sale(t, b.cashier.token, {
      caisseId: b.caisseId,
      lines: [{ priceId: b.article.priceId, quantity: 1, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect(bSale.statusCode, bSale.body).toBe(200);
    await bManager.next((e) => e.topic === 'sale');
    await bAdmin.next((e) => e.topic === 'sale');
    await quiet();
    for (const c of [aManager, aAdmin, aCashier, aOtherStore]) expect(events(c)).toEqual([]);
    for (const c of all) c.ws.close();
  });

  it('raises nothing for a refused write', async () => {
    const s = await tillSetup(t);
    const manager = await connectLive(t, s.manager.token);
    // The setup's own events (the register opened) may still be on their way: only what the refused write raises counts.
    await quiet();
    reset(manager);
    const refused = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      payments: [
        { modePayment: 'cash', amount: 1 },
        { modePayment: 'nope', amount: 1 },
      ],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await quiet();
    expect(events(manager)).toEqual([]);
    manager.ws.close();
  });
});
