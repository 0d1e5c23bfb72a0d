import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../db/database';
import { sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const count = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: '/api/setProduct/Inventory', token, payload });
const pause = () => new Promise((r) => setTimeout(r, 5));

describe("a store's stock by business day", () => {
  it('answers what each day moved, and per product its opening, ins, outs, closing and count', async () => {
    const s = await tillSetup(t);
    const db = t.deps.database.db;
    const p = s.article.productId;
    // Day 1 (opened by the till): counted 20, three sold.
    await count(s.admin.token, { quantity: 20, entityId: s.magasinId, productId: p });
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const day1 = await db.selectFrom('calendar_days').selectAll().where('magasin_id', '=', s.magasinId).executeTakeFirstOrThrow();
    await pause();
    await db.updateTable('calendar_days').set({ state: 'closed', closedAt: nowIso() }).where('id', '=', day1.id).execute();
    // The closing count after the tills closed still belongs to day 1.
    await count(s.admin.token, { quantity: 16, entityId: s.magasinId, productId: p });
    await pause();
    const next = new Date(Date.parse(`${day1.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const opened = nowIso();
    const day2 = await db
      .insertInto('calendar_days')
      .values({
        entreprise_id: s.entrepriseId,
        magasin_id: s.magasinId,
        day: next,
        state: 'opened',
        openedAt: opened,
        created_at: opened,
        updated_at: opened,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await pause();
    // Day 2: one lost, then counted 14.
    const loss = await t.call({
      method: 'POST',
      url: '/api/StockOperation',
      token: s.admin.token,
      payload: { type: 'loss', sourceId: s.magasinId, lines: [{ productId: p, quantity: 1 }] },
    });
    expect(loss.statusCode, loss.body).toBe(200);
    await count(s.admin.token, { quantity: 14, entityId: s.magasinId, productId: p });

    const closed = (await get(s.admin.token, `/api/Stock/getClosed/byEntity/${s.magasinId}`)).json();
    expect(closed.total).toBe(1);
    expect(closed.rows[0]).toMatchObject({
      calendarDayId: day1.id,
      state: 'closed',
      movements: 3,
      products: 1,
      in: 20,
      out: 4,
      byType: { inventaire: 19, sale: -3 },
    });
    const open = (await get(s.admin.token, `/api/Stock/getOpened/byEntity/${s.magasinId}`)).json();
    expect(open.days).toEqual([
      expect.objectContaining({ calendarDayId: day2.id, day: next, movements: 2, byType: { loss: -1, inventaire: -1 } }),
    ]);

    const detail1 = (await get(s.admin.token, `/api/Stock/day/${day1.id}`)).json();
    expect(detail1.rows).toEqual([
      expect.objectContaining({
        productId: p,
        label: 'Croissant',
        opening: 0,
        in: 20,
        out: 4,
        closing: 16,
        counted: 16,
        byType: { inventaire: 19, sale: -3 },
      }),
    ]);
    const detail2 = (await get(s.admin.token, `/api/Stock/day/${day2.id}?keyword=croiss`)).json();
    expect(detail2.rows).toEqual([expect.objectContaining({ opening: 16, in: 0, out: 2, closing: 14, counted: 14 })]);
    expect((await get(s.admin.token, `/api/Stock/day/${day2.id}?keyword=baguette`)).json()).toMatchObject({ rows: [], total: 0 });

    // Another company sees none of it; the cashier has no stock rights.
    const other = await tillSetup(t);
    expect((await get(other.admin.token, `/api/Stock/day/${day1.id}`)).statusCode).toBe(404);
    expect((await get(other.admin.token, `/api/Stock/getClosed/byEntity/${s.magasinId}`)).statusCode).toBe(404);
    expect((await get(s.cashier.token, `/api/Stock/getOpened/byEntity/${s.magasinId}`)).statusCode).toBe(403);
  });
});
