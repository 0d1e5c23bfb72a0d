// The rest of the money probe (issue 22, point 4): a sale's key replayed by a user of another store gets a 404, not
// that store's order; a queued sale's seller must hold a selling right; a product marked not returnable comes back only
// with a manager, recorded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the money probe, the rest', { timeout: 60_000 }, () => {
  it('answers a sale key replayed from another store with a 404, not the order', async () => {
    const s = await tillSetup(t);
    const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
    const other = await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [annex] });
    const otherToken = await signIn(t, other.email);
    const body = {
      uuid: randomUUID(),
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 10 }],
    };
    const first = await t.call({ method: 'POST', url: '/api/InsertCommand', token: s.cashier.token, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const replayed = await t.call({ method: 'POST', url: '/api/InsertCommand', token: otherToken, payload: body });
    expect(replayed.statusCode, replayed.body).toBe(404);
    expect(replayed.body).not.toContain(String(first.json().uuid));
    const again = await t.call({ method: 'POST', url: '/api/InsertCommand', token: s.cashier.token, payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a queued sale naming a seller without a selling right (a baker)', async () => {
    const s = await tillSetup(t);
    const baker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.magasinId] });
    const seller = await newUser(t, s.entrepriseId, 'vendeuse', { magasinIds: [s.magasinId] });
    const send = (sellerId: number) =>
      t.call({
        method: 'POST',
        url: '/api/InsertCommand',
        token: s.cashier.token,
        payload: {
          uuid: randomUUID(),
          caisseId: s.caisseId,
          sellerId,
          lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
        },
      });
    const byBaker = await send(baker.id);
    expect(byBaker.statusCode, byBaker.body).toBe(422);
    expect(byBaker.json().errors.map((e: { field: string }) => e.field)).toEqual(['sellerId']);
    expect((await send(seller.id)).statusCode).toBe(200);
  });

  it('takes a product marked not returnable back only with a manager, recorded', async () => {
    const s = await tillSetup(t);
    const earrings = await newArticle(t, s.entrepriseId, { price: 5000, label: "Boucles d'oreilles" });
    await t.deps.database.db
      .updateTable('product_descriptions')
      .set({ isReturnable: false })
      .where('id', '=', earrings.descriptionId)
      .execute();
    const c = (
      await t.call({
        method: 'POST',
        url: '/api/InsertCommand',
        token: s.cashier.token,
        payload: {
          uuid: randomUUID(),
          caisseId: s.caisseId,
          lines: [
            { priceId: earrings.priceId, quantity: 1, unitPrice: 50 },
            { priceId: s.article.priceId, quantity: 1, unitPrice: 10 },
          ],
          payments: [{ modePayment: 'cash', amount: 60 }],
        },
      })
    ).json();
    const giveBack = (token: string, lineId: number, etat = 'returned') =>
      t.call({
        method: 'PATCH',
        url: `/api/Command/${c.id}/state`,
        token,
        payload: { etat, caisseId: s.caisseId, lines: [{ id: lineId, quantity: 1 }] },
      });
    // The croissant comes back; the earrings do not, for a cashier.
    expect((await giveBack(s.cashier.token, c.lines[1].id)).statusCode).toBe(200);
    const refused = await giveBack(s.cashier.token, c.lines[0].id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'approval', message: "Article non repris : Boucles d'oreilles." }]);
    const exchange = await t.call({
      method: 'POST',
      url: `/api/Command/${c.id}/AddEchange`,
      token: s.cashier.token,
      payload: { uuid: randomUUID(), caisseId: s.caisseId, returns: [{ id: c.lines[0].id, quantity: 1 }], lines: [] },
    });
    expect(exchange.statusCode).toBe(422);
    const byManager = await giveBack(s.manager.token, c.lines[0].id);
    expect(byManager.statusCode, byManager.body).toBe(200);
    const approvals = await t.deps.database.db
      .selectFrom('approvals')
      .select(['action', 'approvedBy'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'command.not_returnable')
      .execute();
    expect(approvals).toEqual([{ action: 'command.not_returnable', approvedBy: s.manager.id }]);
  });
});
