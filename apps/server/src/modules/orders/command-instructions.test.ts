// Instructions attached to orders (issue 25): chosen at the sale or on the order page among the company's live
// instructions, answered with the order (as they were named when chosen), every unknown one listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale, tillSetup } from './orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newInstruction = async (token: string, intitule: string) => {
  const r = await t.call({ method: 'POST', url: '/api/Instruction', token, payload: { intitule } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
};

describe('instructions on orders', { timeout: 60_000 }, () => {
  it('are kept with the order, shown by its detail, replaced on the order page, refused when unknown', async () => {
    const s = await tillSetup(t);
    const foreign = await tillSetup(t);
    const [noOnion, hot, gift] = [
      await newInstruction(s.admin.token, 'Sans oignon'),
      await newInstruction(s.admin.token, 'Bien chaud'),
      await newInstruction(s.admin.token, 'Emballage cadeau'),
    ];
    const theirs = await newInstruction(foreign.admin.token, 'Ailleurs');
    const line = { priceId: s.article.priceId, quantity: 1, unitPrice: 10 };

    const sold = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [], instructionIds: [hot, noOnion] });
    expect(sold.statusCode, sold.body).toBe(200);
    const id = sold.json().id as number;
    const both = [
      { id: hot, intitule: 'Bien chaud' },
      { id: noOnion, intitule: 'Sans oignon' },
    ];
    expect(sold.json().instructions).toEqual(both);
    expect((await t.call({ method: 'GET', url: `/api/Command/${id}`, token: s.manager.token })).json().instructions).toEqual(both);
    // Without any: an empty list.
    const plain = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [] });
    expect(plain.json().instructions).toEqual([]);

    // Renamed later: the order keeps the name it was given.
    await t.call({ method: 'POST', url: '/api/Instruction', token: s.admin.token, payload: { id: hot, intitule: 'Très chaud' } });
    expect((await t.call({ method: 'GET', url: `/api/Command/${id}`, token: s.manager.token })).json().instructions[0].intitule).toBe(
      'Bien chaud',
    );

    // The order page replaces them.
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${id}`,
      token: s.manager.token,
      payload: { instructionIds: [gift] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().instructions).toEqual([{ id: gift, intitule: 'Emballage cadeau' }]);
    const cleared = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${id}`,
      token: s.manager.token,
      payload: { instructionIds: [] },
    });
    expect(cleared.json().instructions).toEqual([]);

    // Another company's, a trashed one, an unknown one: each listed; nothing written.
    expect((await t.call({ method: 'DELETE', url: `/api/Instruction/${gift}`, token: s.admin.token })).statusCode).toBe(200);
    const refused = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [line],
      payments: [],
      instructionIds: [noOnion, theirs, gift, 999_999],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'instructionIds.1',
      'instructionIds.2',
      'instructionIds.3',
    ]);
    const refusedUpdate = await t.call({
      method: 'PATCH',
      url: `/api/UpdateCommand/${id}`,
      token: s.manager.token,
      payload: { instructionIds: [theirs] },
    });
    expect(refusedUpdate.statusCode).toBe(422);
    const bad = await sale(t, s.cashier.token, { caisseId: s.caisseId, lines: [line], payments: [], instructionIds: ['x'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['instructionIds.0']);
  });
});
