// Returns find the right sale (issue 23): GET /Command/tickets by the ticket's QR code, the order's uuid, the
// provisional number printed offline, the day's ticket number (today by default) or the client; the lists' keyword finds
// the provisional number too. GET /Command/{id}/refundable answers what each mode can still pay back. A counter sale is
// never delivered.
import { randomUUID } from 'node:crypto';
import { ticketQrValue } from '@comptoir/shared';
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

const ids = (r: { json: () => unknown }) => (r.json() as { id: number }[]).map((x) => x.id);

describe('the ticket search and what an order can pay back', { timeout: 90_000 }, () => {
  it('finds a sale by QR code, uuid, provisional number, ticket number and day, and client', async () => {
    const s = await tillSetup(t);
    const get = (url: string) => t.call({ method: 'GET', url, token: s.cashier.token, lang: 'en' });
    const client = (
      await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Yasmine Berrada' } })
    ).json().client;
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };
    const first = (
      await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [{ modePayment: 'cash', amount: 10 }] })
    ).json();
    const uuid = randomUUID();
    const queued = await sale(t, s.cashier.token, {
      uuid,
      caisseId: s.caisseId,
      clientId: client.id,
      provisional: 'k7p-0003',
      lines: [line],
      payments: [{ modePayment: 'cash', amount: 10 }],
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const q = queued.json();
    expect(q.provisional).toBe('K7P-0003');

    const qr = ticketQrValue({ orderId: 0, ticketNumber: null, provisional: 'K7P-0003', uuid });
    expect(ids(await get(`/api/Command/tickets?keyword=${encodeURIComponent(qr)}`))).toEqual([q.id]);
    expect(ids(await get(`/api/Command/tickets?keyword=${uuid}`))).toEqual([q.id]);
    expect(ids(await get('/api/Command/tickets?keyword=K7P-0003'))).toEqual([q.id]);
    expect(ids(await get('/api/Command/tickets?keyword=k7p-0003'))).toEqual([q.id]);
    // A ticket number is of one business day: today by default, another day finds nothing there.
    expect(ids(await get(`/api/Command/tickets?keyword=${first.ticketNumber}`))).toEqual([first.id]);
    const today = (
      await t.deps.database.db
        .selectFrom('calendar_days')
        .select('day')
        .where('entreprise_id', '=', s.entrepriseId)
        .executeTakeFirstOrThrow()
    ).day;
    expect(ids(await get(`/api/Command/tickets?keyword=${first.ticketNumber}&date=${today}`))).toEqual([first.id]);
    expect((await get(`/api/Command/tickets?keyword=${first.ticketNumber}&date=2020-01-01`)).statusCode).toBe(404);
    // By client: name, any day.
    expect(ids(await get('/api/Command/tickets?keyword=berrada'))).toEqual([q.id]);
    expect(ids(await get(`/api/Command/tickets?keyword=yasmine&magasinId=${s.magasinId}`))).toEqual([q.id]);
    // The orders lists find the provisional number and the uuid with their keyword.
    const list = await get(`/api/Commands/ByMagasin/${s.magasinId}?keyword=K7P-0003`);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([q.id]);
    const by = await get(`/api/getCommandsBy?keyword=${encodeURIComponent(qr)}`);
    expect(by.json().data.map((c: { id: number; provisional: string }) => [c.id, c.provisional])).toEqual([[q.id, 'K7P-0003']]);

    const bad = await get('/api/Command/tickets?keyword=x&date=2020-13-40');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['date']);
    const short = await get('/api/Command/tickets?keyword=x');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.map((e: { field: string }) => e.field)).toEqual(['keyword']);
    expect((await get('/api/Command/tickets?keyword=ZZZ-9999')).statusCode).toBe(404);
    expect((await get('/api/Command/tickets?keyword=999')).statusCode).toBe(404);
    // Another store's user or another store's filter: nothing of this store.
    const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
    const other = await signIn(t, (await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [annex] })).email);
    expect((await t.call({ method: 'GET', url: '/api/Command/tickets?keyword=K7P-0003', token: other })).statusCode).toBe(404);
    expect((await get(`/api/Command/tickets?keyword=K7P-0003&magasinId=${annex}`)).statusCode).toBe(404);
    expect((await get('/api/Command/tickets?keyword=K7P-0003&magasinId=999999')).statusCode).toBe(404);
  });

  it('answers per mode what an order can still pay back, after a return', async () => {
    const s = await tillSetup(t);
    const get = (url: string, token = s.cashier.token) => t.call({ method: 'GET', url, token });
    const r = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 4, unitPrice: 10 }],
      payments: [
        { modePayment: 'pos_machine', amount: 30 },
        { modePayment: 'cash', amount: 20 },
      ],
    });
    expect(r.statusCode, r.body).toBe(200);
    const order = r.json();
    const before = await get(`/api/Command/${order.id}/refundable`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      commandId: order.id,
      currencyTag: order.currencyTag,
      refundable: 40,
      refundableByMode: [
        { modePayment: 'pos_machine', paid: 30, refunded: 0, left: 30 },
        { modePayment: 'cash', paid: 10, refunded: 0, left: 10 },
      ],
      pointsEarned: 0,
      pointsKept: 0,
    });
    const back = await t.call({
      method: 'PATCH',
      url: `/api/Command/${order.id}/state`,
      token: s.admin.token,
      payload: {
        etat: 'returned',
        caisseId: s.caisseId,
        lines: [{ id: order.lines[0].id, quantity: 1 }],
        refunds: [{ modePayment: 'cash', amount: 10 }],
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(`/api/Command/${order.id}/refundable`)).json()).toMatchObject({
      refundable: 30,
      refundableByMode: [
        { modePayment: 'pos_machine', left: 30 },
        { modePayment: 'cash', paid: 10, refunded: 10, left: 0 },
      ],
    });
    // Over what a mode holds: 422 on that field.
    const over = await t.call({
      method: 'PATCH',
      url: `/api/Command/${order.id}/state`,
      token: s.admin.token,
      payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: order.lines[0].id, quantity: 1 }], modePayment: 'cash' },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual([{ field: 'modePayment', message: expect.any(String) }]);
    // The points a client's sale earned: those kept after a return follow the money kept.
    const client = (await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Omar Fidèle' } })).json()
      .client;
    const loyal = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        clientId: client.id,
        lines: [{ priceId: s.article.priceId, quantity: 4, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 40 }],
      })
    ).json();
    expect(loyal.pointsEarned).toBeGreaterThan(3);
    expect((await get(`/api/Command/${loyal.id}/refundable`)).json()).toMatchObject({
      pointsEarned: loyal.pointsEarned,
      pointsKept: loyal.pointsEarned,
    });
    const one = await t.call({
      method: 'PATCH',
      url: `/api/Command/${loyal.id}/state`,
      token: s.admin.token,
      payload: { etat: 'returned', caisseId: s.caisseId, lines: [{ id: loyal.lines[0].id, quantity: 1 }] },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await get(`/api/Command/${loyal.id}/refundable`)).json().pointsKept).toBe(Math.floor((loyal.pointsEarned * 3) / 4));
    expect((await get('/api/Command/999999/refundable')).statusCode).toBe(404);
    const stranger = await tillSetup(t);
    expect((await get(`/api/Command/${order.id}/refundable`, stranger.admin.token)).statusCode).toBe(404);
  });

  it('never offers nor accepts "delivered" for a counter sale; an order by phone is delivered', async () => {
    const s = await tillSetup(t);
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };
    const counter = (
      await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [{ modePayment: 'cash', amount: 10 }] })
    ).json();
    const phone = (
      await sale(t, s.cashier.token, {
        caisseId: s.caisseId,
        source: 'phone',
        lines: [line],
        payments: [{ modePayment: 'cash', amount: 10 }],
      })
    ).json();
    expect(counter.allowedMoves).not.toContain('delivered');
    expect(phone.allowedMoves).toContain('delivered');
    const move = (id: number) =>
      t.call({ method: 'PATCH', url: `/api/Command/${id}/state`, token: s.admin.token, payload: { etat: 'delivered' } });
    const refused = await move(counter.id);
    expect(refused.statusCode).toBe(409);
    expect((await move(phone.id)).statusCode).toBe(200);
  });
});
