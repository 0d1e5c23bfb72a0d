// Notifications about orders (issue 25): a new order taken from afar, an order ready, an order due today — recorded
// where the orders change, received by who follows the store (never another store or company), told live, and
// carrying the order they open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { connectLive } from '../../../test/live-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Row = { tag: string; magasinId: number | null; data: Record<string, unknown> | null; title: string };
const listOf = async (token: string, userId: number) =>
  (
    (await t.call({ method: 'GET', url: `/api/notify/user/${userId}/notifications`, token, lang: 'en' })).json().notifications as Row[]
  ).filter((n) => n.tag.startsWith('order_'));
const local = { 'x-local-time': new Date().toISOString() };

describe('order notifications', { timeout: 60_000 }, () => {
  it('tell the store’s followers of a new order from afar, an order due today and an order ready', async () => {
    const s = await tillSetup(t);
    const store2 = await newStore(t, s.entrepriseId);
    const manager2 = await newUser(t, s.entrepriseId, 'gerant', { magasinIds: [store2] });
    const live = await connectLive(t, s.manager.token);
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };

    // A counter sale: nothing.
    const counter = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [line],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect(counter.statusCode, counter.body).toBe(200);
    expect(await listOf(s.manager.token, s.manager.id)).toEqual([]);

    // A phone order planned for today: new, and due today.
    const phone = await sale(
      t,
      s.cashier.token,
      { caisseId: s.caisseId, lines: [line], payments: [], source: 'phone', remindTimeAt: new Date().toISOString() },
      local,
    );
    expect(phone.statusCode, phone.body).toBe(200);
    const order = phone.json() as { id: number; ticketNumber: number };
    await live.next((e) => e.topic === 'notifications' && (e.tags as string[])[0] === 'order_new');
    const rows = await listOf(s.manager.token, s.manager.id);
    expect(rows.map((r) => r.tag)).toEqual(['order_due', 'order_new']);
    expect(rows[1]).toMatchObject({
      title: 'New order',
      magasinId: s.magasinId,
      data: { commandId: order.id, ticketNumber: order.ticketNumber, source: 'phone', total: 10, currencyTag: 'MAD' },
    });

    // Planned for another day: not due today; moved to today on the order page: due.
    const later = await sale(
      t,
      s.cashier.token,
      {
        caisseId: s.caisseId,
        lines: [line],
        payments: [],
        source: 'whatsapp',
        remindTimeAt: new Date(Date.now() + 50 * 3600_000).toISOString(),
      },
      local,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect((await listOf(s.manager.token, s.manager.id)).map((r) => r.tag)).toEqual(['order_new', 'order_due', 'order_new']);
    const moved = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${later.json().id}`,
      token: s.manager.token,
      headers: local,
      payload: { remindTimeAt: new Date().toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await listOf(s.manager.token, s.manager.id);
    expect(afterMove[0]).toMatchObject({ tag: 'order_due', data: { commandId: later.json().id } });

    // Its planning reaches ready.
    for (const planning of ['plannified', 'in_production', 'ready']) {
      const r = await t.call({ method: 'PATCH', url: `/api/Command/${order.id}/planning`, token: s.admin.token, payload: { planning } });
      expect(r.statusCode, r.body).toBe(200);
    }
    await live.next((e) => e.topic === 'notifications' && (e.tags as string[])[0] === 'order_ready');
    expect((await listOf(s.manager.token, s.manager.id))[0]).toMatchObject({ tag: 'order_ready', data: { commandId: order.id } });

    // Another store's manager and another company: none of it.
    expect(await listOf(await signIn(t, manager2.email), manager2.id)).toEqual([]);
    const foreign = await tillSetup(t);
    expect(await listOf(foreign.manager.token, foreign.manager.id)).toEqual([]);
    // The admin (every store) has them too; the types filter reads them.
    expect((await listOf(s.admin.token, s.admin.id)).map((r) => r.tag)).toEqual([
      'order_ready',
      'order_due',
      'order_new',
      'order_due',
      'order_new',
    ]);
    const filtered = await t.call({
      method: 'GET',
      url: `/api/notify/user/${s.admin.id}/notifications?tag=order_ready`,
      token: s.admin.token,
    });
    expect((filtered.json().notifications as Row[]).map((r) => r.tag)).toEqual(['order_ready', 'help']);
    live.ws.close();
  });
});
