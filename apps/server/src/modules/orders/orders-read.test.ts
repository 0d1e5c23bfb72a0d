// Reads of orders: lists by store, register and client with every filter, lines, ticket search, serial numbers,
// states, the order report; another company's or store's ids are 404, roles without the functionality 403.
import { commandSummary, toCommandSummary, type Command } from '@comptoir/shared';
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

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

async function fixture() {
  const s = await tillSetup(t);
  const client = (
    await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Nadia Alaoui', tel: '0661 23 45 67' } })
  ).json().client;
  const line = (quantity: number, extra: Record<string, unknown> = {}) => ({
    priceId: s.article.priceId,
    quantity,
    unitPrice: 10,
    ...extra,
  });
  const a = (
    await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line(1)], payments: [{ modePayment: 'cash', amount: 10 }] })
  ).json();
  const b = (
    await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: client.id,
      lines: [line(5, { remise: { type: 'fixed_amount', value: 5 }, serialNumbers: ['SN-001', 'SN-002'] })],
      payments: [{ modePayment: 'pos_machine', amount: 45 }],
    })
  ).json();
  const c = (
    await sale(t, s.cashier.token, { caisseId: s.caisseId, clientId: client.id, isCredit: true, lines: [line(2)], payments: [] })
  ).json();
  return { s, client, a, b, c };
}

// Many HTTP calls per test on a shared, loaded machine: a longer time-out than the default.
describe('order lists and reads', { timeout: 90_000 }, () => {
  it('lists by store, register and client with the filters', async () => {
    const { s, client, a, b, c } = await fixture();
    const ids = async (url: string) => {
      const r = await get(s.cashier.token, url);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.map((x: { id: number }) => x.id);
    };
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}`)).toEqual([c.id, b.id, a.id]);
    expect((await get(s.cashier.token, `/api/Commands/ByMagasin/${s.magasinId}?limit=1&page=2`)).json()).toMatchObject({
      total: 3,
      page: 2,
      limit: 1,
    });
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?limit=1&page=2`)).toEqual([b.id]);
    expect(await ids(`/api/Commands/ByCaisse/${s.caisseId}?type=credit_validated`)).toEqual([c.id]);
    expect(await ids(`/api/Commands/ByCaisse/${s.caisseId}?type=paid,credit_validated`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`/api/Commands/ByClient/${client.id}`)).toEqual([c.id, b.id]);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?mode=pos_machine`)).toEqual([b.id]);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?notPayed=1`)).toEqual([c.id]);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?withRemise=true`)).toEqual([b.id]);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?between=15&and=50`)).toEqual([c.id, b.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await ids(`/api/Commands/ByMagasin/${s.magasinId}?to=2020-01-01`)).toEqual([]);
    const bad = await get(s.cashier.token, `/api/Commands/ByMagasin/${s.magasinId}?type=lost&mode=cheque&from=2026-13-01&limit=0`);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['from', 'limit', 'mode']);
    expect((await get(s.cashier.token, `/api/Commands/ByMagasin/${s.magasinId}?type=lost`)).statusCode).toBe(422);
  });

  it('searches by ticket number, order id, client name or phone, and sorts by date, total or ticket number', async () => {
    const { s, a, b, c } = await fixture();
    const list = `/api/Commands/ByMagasin/${s.magasinId}`;
    const ids = async (query: string) => {
      const r = await get(s.cashier.token, `${list}?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.map((x: { id: number }) => x.id);
    };
    expect(await ids('keyword=nadia')).toEqual([c.id, b.id]);
    expect(await ids('keyword=%20ALAOUI%20')).toEqual([c.id, b.id]);
    expect(await ids('keyword=0661234567')).toEqual([c.id, b.id]);
    expect(await ids('keyword=23%2045')).toEqual([c.id, b.id]);
    expect(await ids(`keyword=${b.ticketNumber}`)).toContain(b.id);
    expect(await ids(`keyword=${b.ticketNumber}`)).not.toContain(a.id);
    expect(await ids(`keyword=${a.id}`)).toContain(a.id);
    expect(await ids('keyword=%25')).toEqual([]);
    expect(await ids('keyword=nobody')).toEqual([]);
    expect((await get(s.cashier.token, `${list}?keyword=nadia&notPayed=1`)).json()).toMatchObject({ total: 1, data: [{ id: c.id }] });
    expect(await ids(`keyword=nadia`)).toEqual(await ids(`keyword=nadia&sort=-created_at`));
    // Totals: a 10, c 20, b 45; tickets a 1, b 2, c 3.
    expect(await ids('sort=total')).toEqual([a.id, c.id, b.id]);
    expect(await ids('sort=-total')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=ticketNumber')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-ticketNumber')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=created_at')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-total&limit=1&page=2')).toEqual([c.id]);
    expect((await get(s.cashier.token, `/api/Commands/ByClient/${b.clientId}?sort=total&keyword=alaoui`)).json().data).toMatchObject([
      { id: c.id },
      { id: b.id },
    ]);
    const bad = await get(s.cashier.token, `${list}?sort=clientName&keyword=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['keyword', 'sort']);
  });

  it('GET /getCommandsBy narrows the lists by stores, register, client, order ids or ticket number', async () => {
    const { s, client, a, b, c } = await fixture();
    const ids = async (query: string, token = s.admin.token) => {
      const r = await get(token, `/api/getCommandsBy?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.map((x: { id: number }) => x.id);
    };
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids(`clientId=${client.id}`)).toEqual([c.id, b.id]);
    expect(await ids(`ticketNumber=${b.ticketNumber}`)).toEqual([b.id]);
    expect(await ids(`commandIds=${a.id},${c.id},0`)).toEqual([c.id, a.id]);
    expect(await ids(`magasinId=${s.magasinId},0&notPayed=1`)).toEqual([c.id]);
    expect(await ids(`caisseId=${s.caisseId}&sort=total`, s.cashier.token)).toEqual([a.id, c.id, b.id]);
    expect((await get(s.admin.token, '/api/getCommandsBy?limit=2&keyword=nadia')).json()).toMatchObject({ total: 2, page: 1, limit: 2 });
    const bad = await get(s.admin.token, '/api/getCommandsBy?magasinId=x&ticketNumber=0&caisseId=abc&type=lost');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['caisseId', 'magasinId.0', 'ticketNumber']);
    expect((await get(s.admin.token, '/api/getCommandsBy?type=lost')).statusCode).toBe(422);

    const other = await tillSetup(t);
    for (const query of [`magasinId=${s.magasinId}`, `caisseId=${s.caisseId}`, `clientId=${client.id}`])
      expect((await get(other.admin.token, `/api/getCommandsBy?${query}`)).statusCode, query).toBe(404);
    expect((await get(other.admin.token, `/api/getCommandsBy?commandIds=${a.id},${b.id}`)).json()).toMatchObject({ total: 0, data: [] });
    expect((await get(other.admin.token, '/api/getCommandsBy')).json().total).toBe(0);
    const store2 = await newStore(t, s.entrepriseId);
    expect((await get(s.cashier.token, `/api/getCommandsBy?magasinId=${store2}`)).statusCode).toBe(404);
    expect(await ids(`magasinId=${store2}`)).toEqual([]);
  });

  it("answers the cash-register calls' order summary picked from the same order as the order lists", async () => {
    const { s, a, b, c } = await fixture();
    const full = (await get(s.cashier.token, `/api/Commands/ByCaisse/${s.caisseId}`)).json().data as Command[];
    const summaries = (await get(s.cashier.token, `/api/Caisse/Command/${s.caisseId}`)).json();
    expect(summaries).toEqual(full.map(toCommandSummary));
    expect(Object.keys(summaries[0]).sort()).toEqual(Object.keys(commandSummary.shape).sort());
    expect(summaries.map((x: { id: number }) => x.id)).toEqual([c.id, b.id, a.id]);
    const credit = (await get(s.admin.token, '/api/Credits/Journal')).json().data;
    expect(credit.map((e: { command: unknown }) => e.command)).toEqual([toCommandSummary(full[0])]);
  });

  it('reads an order, its lines, a ticket number, serial numbers, states and the report', async () => {
    const { s, b } = await fixture();
    // The price's labels in the other languages come with the order's lines (a ticket printed in Arabic).
    await t.deps.database.db
      .updateTable('prices')
      .set({ ar_label: 'كرواسون', en_label: 'Butter croissant' })
      .where('id', '=', s.article.priceId)
      .execute();
    const detail = await get(s.cashier.token, `/api/Command/${b.id}`);
    expect(detail.json()).toMatchObject({ id: b.id, total: 45, remise: 5, clientName: 'Nadia Alaoui' });
    expect(detail.json().lines[0]).toMatchObject({ label: 'Croissant', labels: { en: 'Butter croissant', ar: 'كرواسون', it: null } });
    const lines = (await get(s.cashier.token, `/api/CommandLine/${b.id}`)).json();
    expect(lines).toMatchObject([
      { label: 'Croissant', quantity: 5, unitPrice: 10, remise: 5, total: 45, serialNumbers: ['SN-001', 'SN-002'] },
    ]);
    expect((await get(s.cashier.token, `/api/Commands/Lines?commandIds=${b.id},0`)).json()).toEqual(lines);
    expect((await get(s.cashier.token, `/api/Command/tickets?keyword=${b.ticketNumber}`)).json().map((x: { id: number }) => x.id)).toEqual([
      b.id,
    ]);
    const invalid = await t.call({ method: 'GET', url: '/api/Command/tickets?keyword=a', token: s.cashier.token, lang: 'en' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(['keyword']);
    const none = await t.call({ method: 'GET', url: '/api/Command/tickets?keyword=999', token: s.cashier.token, lang: 'en' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No order found for this ticket number');
    const serials = (await get(s.cashier.token, '/api/Command/SerialNumbers?keyword=SN-00')).json();
    expect(serials.map((x: { serialNumber: string; commandId: number }) => [x.serialNumber, x.commandId])).toEqual([
      ['SN-002', b.id],
      ['SN-001', b.id],
    ]);
    expect((await get(s.cashier.token, '/api/Command/getCommandStates')).json()).toContain('cancellation_pending');
    const report = await t.call({ method: 'POST', url: '/api/CmdReport', token: s.admin.token, payload: { magasinIds: [s.magasinId] } });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      count: 3,
      total: 75,
      paid: 55,
      remaining: 20,
      byMode: [
        { modePayment: 'cash', amount: 10 },
        { modePayment: 'pos_machine', amount: 45 },
      ],
      byProduct: [{ label: 'Croissant', quantity: 8, total: 75 }],
    });
  });

  it('answers 404 for another company or store, 403 without the functionality', async () => {
    const { s, b } = await fixture();
    const other = await tillSetup(t);
    for (const url of [
      `/api/Command/${b.id}`,
      `/api/CommandLine/${b.id}`,
      `/api/Commands/ByMagasin/${s.magasinId}`,
      `/api/Commands/ByCaisse/${s.caisseId}`,
    ])
      expect((await get(other.admin.token, url)).statusCode, url).toBe(404);
    expect((await get(other.admin.token, `/api/Commands/Lines?commandIds=${b.id}`)).json()).toEqual([]);
    expect(
      (await t.call({ method: 'POST', url: '/api/CmdReport', token: other.admin.token, payload: { magasinIds: [s.magasinId] } }))
        .statusCode,
    ).toBe(404);
    const store2 = await newStore(t, s.entrepriseId);
    const elsewhere = await signIn(t, (await newUser(t, s.entrepriseId, 'caissier', { magasinIds: [store2] })).email);
    expect((await get(elsewhere, `/api/Command/${b.id}`)).statusCode).toBe(404);
    expect((await get(elsewhere, `/api/Command/tickets?keyword=${b.ticketNumber}`)).statusCode).toBe(404);
    const baker = await signIn(t, (await newUser(t, s.entrepriseId, 'boulanger')).email);
    expect((await get(baker, `/api/Command/${b.id}`)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/CmdReport', token: s.cashier.token, payload: {} })).statusCode).toBe(403);
  });
});
