// The server owns the price and the tax (issue 22, point 2): the catalogue's price at the sale's time, its promo price
// while it runs, the previous one a few minutes after a change; another price only with the price_override right
// (audited with who and why); a sale queued offline never lost: a once-valid price accepted, a never-valid one kept,
// flagged and listed for a manager.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newArticle, sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3_600_000;

async function history(
  entrepriseId: number,
  priceId: number,
  rows: { price: number; promoPrice?: number; promotionEndAt?: string; at: string }[],
) {
  await t.deps.database.db
    .insertInto('price_history')
    .values(
      rows.map((r) => ({
        entreprise_id: entrepriseId,
        priceId,
        price: r.price,
        promoPrice: r.promoPrice ?? null,
        promotionEndAt: r.promotionEndAt ?? null,
        buyingPrice: null,
        user_id: null,
        created_at: r.at,
      })),
    )
    .execute();
}

describe('the server owns the price', { timeout: 60_000 }, () => {
  it('refuses a price or a tax of the till’s own without the right; takes the catalogue’s rate', async () => {
    const s = await tillSetup(t);
    const cake = await newArticle(t, s.entrepriseId, { price: 2500, tva: 20, label: 'Gâteau' });
    for (const unitPrice of [0.01, 0, 24.99]) {
      const res = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [{ priceId: cake.priceId, quantity: 1, unitPrice }] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.0.unitPrice']);
    }
    expect(await t.deps.database.db.selectFrom('commands').select('id').where('entreprise_id', '=', s.entrepriseId).execute()).toEqual([]);
    const ok = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: cake.priceId, quantity: 1, unitPrice: 25, tva: 0 }],
      payments: [{ modePayment: 'cash', amount: 25 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().lines[0].tva).toBe(20);
    expect(ok.json().taxes).toEqual([{ tva: 20, total: 25, base: 20.83, amount: 4.17 }]);
    expect(ok.json().priceFlag).toBeNull();
  });

  it('lets a manager sell at another price, recorded with who and why', async () => {
    const s = await tillSetup(t);
    const cake = await newArticle(t, s.entrepriseId, { price: 2500, label: 'Gâteau' });
    const res = await sale(t, s.manager.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: cake.priceId, quantity: 1, unitPrice: 20, priceReason: 'Abîmé' }],
      payments: [{ modePayment: 'cash', amount: 20 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 20, priceFlag: 'override' });
    const audit = await t.deps.database.db
      .selectFrom('audit_logs')
      .select(['user_id', 'data'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('action', '=', 'command.price_override')
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(s.manager.id);
    expect(JSON.parse(String(audit.data)).lines).toEqual([{ line: 0, priceId: cake.priceId, catalogue: 25, sold: 20, reason: 'Abîmé' }]);
  });

  it('sells at the promo price while it runs, and at the previous price just after a change, not an hour after', async () => {
    const s = await tillSetup(t);
    const db = t.deps.database.db;
    const cake = await newArticle(t, s.entrepriseId, { price: 3000, label: 'Gâteau' });
    const one = (unitPrice: number) =>
      sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        lines: [{ priceId: cake.priceId, quantity: 1, unitPrice }],
        payments: [{ modePayment: 'cash', amount: unitPrice }],
      });
    await db
      .updateTable('prices')
      .set({ promoPrice: 2400, promotionEndAt: ago(-HOUR) })
      .where('id', '=', cake.priceId)
      .execute();
    expect((await one(24)).statusCode).toBe(200);
    expect((await one(30)).statusCode).toBe(200);
    // Ended a minute ago: a till that has not synced still sells at it; ended an hour ago, no more.
    await db
      .updateTable('prices')
      .set({ promotionEndAt: ago(60_000) })
      .where('id', '=', cake.priceId)
      .execute();
    expect((await one(24)).statusCode).toBe(200);
    await db
      .updateTable('prices')
      .set({ promotionEndAt: ago(HOUR) })
      .where('id', '=', cake.priceId)
      .execute();
    expect((await one(24)).statusCode).toBe(422);
    // 25.00 until two minutes ago, 30.00 since: a till that has not synced yet still sells at 25.00.
    await history(s.entrepriseId, cake.priceId, [
      { price: 2500, at: ago(5 * HOUR) },
      { price: 3000, at: ago(120_000) },
    ]);
    expect((await one(25)).statusCode).toBe(200);
    await db
      .updateTable('price_history')
      .set({ created_at: ago(HOUR) })
      .where('priceId', '=', cake.priceId)
      .where('price', '=', 3000)
      .execute();
    expect((await one(25)).statusCode).toBe(422);
  });

  it('never loses a sale queued offline: a once-valid price is accepted, a never-valid one kept, flagged and listed', async () => {
    const s = await tillSetup(t);
    const cake = await newArticle(t, s.entrepriseId, { price: 3000, label: 'Gâteau' });
    await history(s.entrepriseId, cake.priceId, [
      { price: 2500, at: ago(48 * HOUR) },
      { price: 3000, at: ago(24 * HOUR) },
    ]);
    const queued = (unitPrice: number) =>
      sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        soldAt: ago(3 * HOUR),
        lines: [{ priceId: cake.priceId, quantity: 1, unitPrice }],
        payments: [{ modePayment: 'cash', amount: unitPrice }],
      });
    const old = await queued(25);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().priceFlag).toBeNull();
    const never = await queued(1);
    expect(never.statusCode, never.body).toBe(200);
    expect(never.json()).toMatchObject({ total: 1, priceFlag: 'unknown' });
    // The same price sent as it is made (no soldAt, or now) is refused.
    const online = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      soldAt: nowIso(),
      lines: [{ priceId: cake.priceId, quantity: 1, unitPrice: 1 }],
    });
    expect(online.statusCode).toBe(422);
    const listed = await t.call({ method: 'GET', url: '/api/getCommandsBy?priceFlag=unknown', token: s.admin.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((c: { id: number }) => c.id)).toEqual([never.json().id]);
    expect((await t.call({ method: 'GET', url: '/api/getCommandsBy?priceFlag=any', token: s.admin.token })).json().total).toBe(1);
  });
});
