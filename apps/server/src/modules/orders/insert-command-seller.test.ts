// POST /InsertCommand/ with sellerId: a sale queued at a till and sent later by whoever is signed in there is credited
// to the cashier who made it — a member of the company working in the session's store, else 422 and nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function writtenBy(commandId: number) {
  const db = t.deps.database.db;
  const order = await db.selectFrom('commands').select('user_id').where('id', '=', commandId).executeTakeFirstOrThrow();
  const states = await db.selectFrom('command_states').select('user_id').where('command_id', '=', commandId).execute();
  const ops = await db.selectFrom('operations').select('user_id').where('command_id', '=', commandId).execute();
  const moves = await db.selectFrom('stock_movements').select('user_id').where('command_id', '=', commandId).execute();
  return {
    order: order.user_id,
    states: states.map((r) => r.user_id),
    operations: [...new Set(ops.map((r) => r.user_id))],
    movements: [...new Set(moves.map((r) => r.user_id))],
  };
}

const countOrders = async (entrepriseId: number) =>
  Number(
    (
      await t.deps.database.db
        .selectFrom('commands')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entreprise_id', '=', entrepriseId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /InsertCommand/ naming the seller', { timeout: 90_000 }, () => {
  it('credits the order, its stock and cash to the named seller; the state history keeps who sent it', async () => {
    const s = await tillSetup(t);
    const other = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [s.magasinId], name: 'Second cashier' });
    const otherToken = await signIn(t, other.email);
    const body = {
      uuid: randomUUID(),
      caisseId: s.caisseId,
      sellerId: s.cashier.id,
      lines: [{ priceId: s.article.priceId, quantity: 2, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 20 }],
    };
    const res = await sale(t, otherToken, body);
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    // The answer names the seller as the order's cashier and the sender in its history, as GET reads them back.
    expect(res.json()).toEqual((await t.call({ method: 'GET', url: `/api/Command/${id}`, token: s.cashier.token })).json());
    expect([res.json().userName, res.json().history[0].userName]).toEqual(['User caissier', 'Second cashier']);
    expect(await writtenBy(id)).toEqual({
      order: s.cashier.id,
      states: [other.id],
      operations: [s.cashier.id],
      movements: [s.cashier.id],
    });
    // Sent again (a drain after a lost answer): the first order, nothing more.
    const again = await sale(t, otherToken, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);

    // The manager of the store sends the cashier's sale; naming oneself is the same as not naming anyone.
    const byManager = await sale(t, s.manager.token, {
      caisseId: s.caisseId,
      sellerId: s.cashier.id,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect(byManager.statusCode).toBe(200);
    expect((await writtenBy(byManager.json().id)).order).toBe(s.cashier.id);
    const self = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      sellerId: s.cashier.id,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect((await writtenBy(self.json().id)).order).toBe(s.cashier.id);
    // An admin works in every store: a sale may be credited to them.
    const toAdmin = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      sellerId: s.admin.id,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect(toAdmin.statusCode).toBe(200);
    expect((await writtenBy(toAdmin.json().id)).order).toBe(s.admin.id);
    // A cashier blocked since the sale was made is still its seller.
    await t.deps.database.db
      .updateTable('entreprise_users')
      .set({ isActive: false })
      .where('entreprise_id', '=', s.entrepriseId)
      .where('user_id', '=', other.id)
      .execute();
    const blocked = await sale(t, s.manager.token, {
      caisseId: s.caisseId,
      sellerId: other.id,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect(blocked.statusCode).toBe(200);
    expect((await writtenBy(blocked.json().id)).order).toBe(other.id);
  });

  it('refuses (422 on sellerId, nothing written) a user of another company, of another store, removed or unknown', async () => {
    const s = await tillSetup(t);
    const elsewhere = await tillSetup(t);
    const store2 = await newStore(t, s.entrepriseId);
    const otherStore = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [store2] });
    const removed = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [s.magasinId] });
    const del = await t.call({ method: 'DELETE', url: `/api/UserCaissier/${removed.id}`, token: s.admin.token });
    expect(del.statusCode).toBe(200);
    const before = await countOrders(s.entrepriseId);
    for (const sellerId of [elsewhere.cashier.id, elsewhere.admin.id, otherStore.id, removed.id, 999_999_999]) {
      const res = await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        sellerId,
        lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 10 }],
      });
      expect(res.statusCode, `seller ${sellerId}`).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'sellerId', message: expect.any(String) }]);
    }
    expect(await countOrders(s.entrepriseId)).toBe(before);
    expect(await countOrders(elsewhere.entrepriseId)).toBe(0);
    // Not an id at all: the schema's 422.
    const bad = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      sellerId: 'me',
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['sellerId']);
  });
});
