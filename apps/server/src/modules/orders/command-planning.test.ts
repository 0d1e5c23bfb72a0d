// Production planning of an order (PATCH /Command/{id}/planning): the shared machine move by move, allowed and refused;
// closed orders are not planned; another company's order is 404; a role without orders or lab is 403.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const plan = (token: string, id: number, planning: string) =>
  t.call({ method: 'PATCH', url: `/api/Command/${id}/planning`, token, payload: { planning } });

describe('order planning', { timeout: 60_000 }, () => {
  it('moves plannified → in_production → ready, lost and planned again; refuses the rest', async () => {
    const s = await tillSetup(t);
    const order = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 10 }],
      })
    ).json();
    expect(order.planning).toBeNull();
    expect((await plan(s.admin.token, order.id, 'ready')).statusCode).toBe(409);
    for (const step of ['plannified', 'in_production', 'ready']) {
      const r = await plan(s.admin.token, order.id, step);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ planning: step, planningAt: expect.any(String) });
    }
    const back = await plan(s.admin.token, order.id, 'in_production');
    expect(back.statusCode).toBe(409);
    expect(back.json().errors).toEqual([{ field: 'planning', message: expect.any(String) }]);
    expect((await plan(s.admin.token, order.id, 'lost')).json().planning).toBe('lost');
    expect((await plan(s.admin.token, order.id, 'plannified')).json().planning).toBe('plannified');
    expect((await plan(s.admin.token, order.id, 'eaten')).statusCode).toBe(422);
    // Read back on the order and in the store's list.
    const detail = await t.call({ method: 'GET', url: `/api/Command/${order.id}`, token: s.admin.token });
    expect(detail.json().planning).toBe('plannified');
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'command.planning')
      .execute();
    expect(audit).toHaveLength(5);
  });

  it('does not plan a cancelled order; 404 for another company, 403 without orders or lab', async () => {
    const s = await tillSetup(t);
    const order = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 10 }],
      })
    ).json();
    expect((await plan(s.cashier.token, order.id, 'plannified')).statusCode).toBe(403);
    const other = await tillSetup(t);
    expect((await plan(other.admin.token, order.id, 'plannified')).statusCode).toBe(404);
    const cancel = await t.call({
      method: 'PATCH',
      url: `/api/Command/${order.id}/state`,
      token: s.manager.token,
      payload: { etat: 'cancelled', caisseId: s.caisseId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await plan(s.admin.token, order.id, 'plannified')).statusCode).toBe(409);
  });
});
