import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStore, newUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { levelOf, newArticle, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OPS = '/api/StockOperation';
const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, lang?: string) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> | undefined, lang });
const count = (token: string, payload: Record<string, unknown>) => call(token, 'PATCH', '/api/setProduct/Inventory', payload);

/** Two stores of one company, two articles counted in the first. */
async function setup() {
  const s = await tillSetup(t);
  const butter = await newArticle(t, s.entrepriseId, { label: 'Beurre', criticalQuantity: 9 });
  const annex = await newStore(t, s.entrepriseId, { intitule: 'Annexe' });
  await count(s.admin.token, { quantity: 40, entityId: s.magasinId, productId: s.article.productId });
  await count(s.admin.token, { quantity: 10, entityId: s.magasinId, productId: butter.productId });
  const level = async (store: number, productId: number) => {
    const l = await levelOf(t, s.entrepriseId, store, productId);
    expect(l.level).toBe(l.sum);
    return l.level;
  };
  return { ...s, butter, annex, level };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const expedition = (s: Setup, extra: Record<string, unknown> = {}) =>
  call(s.admin.token, 'POST', OPS, {
    type: 'expedition',
    sourceId: s.magasinId,
    targetId: s.annex,
    note: 'Réassort du samedi',
    lines: [
      { productId: s.article.productId, quantity: 12 },
      { productId: s.butter.productId, quantity: 2.5 },
    ],
    ...extra,
  });

describe('expeditions between stores', () => {
  it('moves stock out of the sender when sent and into the receiver as received, with its timeline', async () => {
    const s = await setup();
    const created = await expedition(s);
    expect(created.statusCode, created.body).toBe(200);
    const op = created.json();
    expect(op).toMatchObject({ type: 'expedition', state: 'draft', sourceName: expect.any(String), targetName: 'Annexe', lineCount: 2 });
    expect(await s.level(s.magasinId, s.article.productId)).toBe(40);

    const sent = await call(s.admin.token, 'PATCH', `${OPS}/${op.id}/send`, {});
    expect(sent.json().state).toBe('sent');
    expect(await s.level(s.magasinId, s.article.productId)).toBe(28);
    expect(await s.level(s.magasinId, s.butter.productId)).toBe(7.5);
    expect(await s.level(s.annex, s.article.productId)).toBe(0);
    const live = (await call(s.admin.token, 'GET', `${OPS}?state=sent&entityId=${s.annex}`)).json();
    expect(live.rows.map((r: { id: number }) => r.id)).toEqual([op.id]);

    // Eleven croissants arrived of twelve; the butter as sent.
    const received = await call(s.admin.token, 'PATCH', `${OPS}/${op.id}/receive`, {
      lines: [{ productId: s.article.productId, received: 11 }],
      note: 'Un écrasé',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().lines).toEqual([
      expect.objectContaining({ productId: s.article.productId, quantity: 12, received: 11 }),
      expect.objectContaining({ productId: s.butter.productId, quantity: 2.5, received: 2.5 }),
    ]);
    expect(await s.level(s.annex, s.article.productId)).toBe(11);
    expect(await s.level(s.annex, s.butter.productId)).toBe(2.5);
    const timeline = (await call(s.admin.token, 'GET', `${OPS}/${op.id}/timeLine`)).json();
    expect(timeline.events).toEqual([
      expect.objectContaining({ state: 'draft', note: 'Réassort du samedi', userName: expect.any(String) }),
      expect.objectContaining({ state: 'sent' }),
      expect.objectContaining({ state: 'received', note: 'Un écrasé' }),
    ]);
    const history = (await call(s.admin.token, 'GET', `/api/Entity/${s.annex}/productId/${s.article.productId}/transactions`)).json();
    expect(history.rows).toEqual([expect.objectContaining({ type: 'approved_reception', quantity: 11, balance: 11 })]);
    // Done is done: no second reception, no cancel, no resend.
    for (const step of ['receive', 'cancel', 'send'])
      expect((await call(s.admin.token, 'PATCH', `${OPS}/${op.id}/${step}`, {})).statusCode, step).toBe(409);
  });

  it('returns a cancelled expedition to the sender; a draft cancels without moving anything', async () => {
    const s = await setup();
    const a = (await expedition(s)).json();
    await call(s.admin.token, 'PATCH', `${OPS}/${a.id}/send`, {});
    const cancelled = await call(s.admin.token, 'PATCH', `${OPS}/${a.id}/cancel`, { note: 'Camion en panne' });
    expect(cancelled.json().state).toBe('cancelled');
    expect(await s.level(s.magasinId, s.article.productId)).toBe(40);
    expect(await s.level(s.annex, s.article.productId)).toBe(0);
    const b = (await expedition(s)).json();
    const draftCancel = await call(s.admin.token, 'PATCH', `${OPS}/${b.id}/cancel`);
    expect(draftCancel.json().state, draftCancel.body).toBe('cancelled');
    expect(await s.level(s.magasinId, s.article.productId)).toBe(40);
    expect((await call(s.admin.token, 'GET', `${OPS}?state=cancelled`)).json().total).toBe(2);
  });

  it('applies one of two receptions made at the same moment (409 for the other)', async () => {
    const s = await setup();
    const op = (await expedition(s)).json();
    await call(s.admin.token, 'PATCH', `${OPS}/${op.id}/send`, {});
    const both = await Promise.all([
      call(s.admin.token, 'PATCH', `${OPS}/${op.id}/receive`, {}),
      call(s.admin.token, 'PATCH', `${OPS}/${op.id}/receive`, {}),
      call(s.admin.token, 'PATCH', `${OPS}/${op.id}/cancel`, {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const state = both.find((r) => r.statusCode === 200)!.json().state;
    expect(await s.level(s.annex, s.article.productId)).toBe(state === 'received' ? 12 : 0);
    expect(await s.level(s.magasinId, s.article.productId)).toBe(state === 'received' ? 28 : 40);
  });

  it('lists every problem of a bad operation and writes nothing', async () => {
    const s = await setup();
    const service = await newArticle(t, s.entrepriseId, { label: 'Livraison', isService: true });
    const other = await tillSetup(t);
    const bad = await call(
      s.admin.token,
      'POST',
      OPS,
      {
        type: 'expedition',
        sourceId: s.magasinId,
        lines: [
          { productId: s.butter.productId, quantity: 0 },
          { productId: s.butter.productId, quantity: 1 },
        ],
      },
      'en',
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['lines.0.quantity', 'lines.1.productId', 'targetId']);
    const same = await expedition(s, { targetId: s.magasinId });
    expect(same.json().errors).toEqual([{ field: 'targetId', message: expect.any(String) }]);
    const refs = await expedition(s, {
      targetId: other.magasinId,
      lines: [
        { productId: service.productId, quantity: 1 },
        { productId: other.article.productId, quantity: 1 },
      ],
    });
    expect(
      refs
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['lines.0.productId', 'lines.1.productId', 'targetId']);
    expect((await call(s.admin.token, 'GET', OPS)).json().total).toBe(0);
    expect((await call(s.admin.token, 'GET', `${OPS}/999999`, undefined, 'en')).json().message).toBe('Stock operation not found');
  });
});

describe('losses', () => {
  it('takes the stock out of the store at once', async () => {
    const s = await setup();
    const r = await call(s.admin.token, 'POST', OPS, {
      type: 'loss',
      sourceId: s.magasinId,
      note: 'Périmé',
      lines: [{ productId: s.butter.productId, quantity: 1.25 }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ type: 'loss', state: 'done', targetId: null, events: [{ state: 'done', note: 'Périmé' }] });
    expect(await s.level(s.magasinId, s.butter.productId)).toBe(8.75);
    // Under its critical quantity (9): the store is told, once.
    const critical = await t.deps.database.db
      .selectFrom('notifications')
      .select(['tag', 'magasin_id', 'data'])
      .where('entreprise_id', '=', s.entrepriseId)
      .where('tag', '=', 'critical_stock')
      .execute();
    expect(critical).toEqual([{ tag: 'critical_stock', magasin_id: s.magasinId, data: expect.stringContaining('"quantity":8.75') }]);
    await call(s.admin.token, 'POST', OPS, {
      type: 'loss',
      sourceId: s.magasinId,
      lines: [{ productId: s.butter.productId, quantity: 1 }],
    });
    expect(
      await t.deps.database.db
        .selectFrom('notifications')
        .select('id')
        .where('entreprise_id', '=', s.entrepriseId)
        .where('tag', '=', 'critical_stock')
        .execute(),
    ).toHaveLength(1);
    expect((await call(s.admin.token, 'PATCH', `${OPS}/${r.json().id}/cancel`, {})).statusCode).toBe(409);
  });
});

describe('who sees and acts on an operation', () => {
  it('keeps companies apart and each side to its own step', async () => {
    const s = await setup();
    const op = (await expedition(s)).json();
    const other = await tillSetup(t);
    for (const [method, url] of [
      ['GET', `${OPS}/${op.id}`],
      ['GET', `${OPS}/${op.id}/timeLine`],
      ['PATCH', `${OPS}/${op.id}/send`],
    ] as const)
      expect((await call(other.admin.token, method, url, method === 'PATCH' ? {} : undefined)).statusCode, url).toBe(404);
    expect((await call(other.admin.token, 'GET', OPS)).json().total).toBe(0);
    // The baker of the annex sees the expedition coming but cannot send it; the sender's manager cannot receive it.
    const annexBaker = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [s.annex] });
    const baker = await signIn(t, annexBaker.email);
    expect((await call(baker, 'GET', `${OPS}/${op.id}`)).statusCode).toBe(200);
    // Bound to the annex, the baker still sends to any store of the company (and only of it).
    const destinations = (await call(baker, 'GET', `${OPS}/destinations`)).json();
    expect(destinations.map((d: { id: number }) => d.id).sort()).toEqual([s.magasinId, s.annex].sort());
    const back = await call(baker, 'POST', OPS, {
      type: 'expedition',
      sourceId: s.annex,
      targetId: s.magasinId,
      lines: [{ productId: s.butter.productId, quantity: 1 }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await call(other.admin.token, 'GET', `${OPS}/destinations`)).json()).not.toContainEqual(
      expect.objectContaining({ id: s.annex }),
    );
    expect((await call(baker, 'PATCH', `${OPS}/${op.id}/send`, {})).statusCode).toBe(404);
    expect((await call(s.manager.token, 'PATCH', `${OPS}/${op.id}/send`, {})).statusCode).toBe(200);
    expect((await call(s.manager.token, 'PATCH', `${OPS}/${op.id}/receive`, {})).statusCode).toBe(404);
    expect((await call(baker, 'PATCH', `${OPS}/${op.id}/receive`, {})).statusCode).toBe(200);
    const outsider = await newUser(t, s.entrepriseId, 'boulanger', { magasinIds: [await newStore(t, s.entrepriseId)] });
    expect((await call(await signIn(t, outsider.email), 'GET', `${OPS}/${op.id}`)).statusCode).toBe(404);
    expect((await call(s.cashier.token, 'GET', OPS)).statusCode).toBe(403);
  });
});

describe("an order's stock movements", () => {
  it('lists what a sale took from its store', async () => {
    const s = await setup();
    const sold = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [{ priceId: s.article.priceId, quantity: 3, unitPrice: 10 }],
      payments: [{ modePayment: 'cash', amount: 30 }],
    });
    const id = sold.json().id;
    const r = (await call(s.admin.token, 'GET', `${OPS}/command/${id}`)).json();
    expect(r).toEqual({
      commandId: id,
      movements: [expect.objectContaining({ type: 'sale', productId: s.article.productId, quantity: -3, entityId: s.magasinId })],
    });
    const other = await tillSetup(t);
    expect((await call(other.admin.token, 'GET', `${OPS}/command/${id}`)).statusCode).toBe(404);
  });
});

describe('what an expedition may send and receive (issue 22)', () => {
  it('sends no more than the sender holds unless the company allows negative stock; a surplus received is its own movement', async () => {
    const s = await setup();
    const tooMuch = await expedition(s, {
      lines: [
        { productId: s.article.productId, quantity: 41 },
        { productId: s.butter.productId, quantity: 2 },
      ],
    });
    const refused = await call(s.admin.token, 'PATCH', `${OPS}/${tooMuch.json().id}/send`, {});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.0.quantity']);
    expect(await s.level(s.magasinId, s.article.productId)).toBe(40);
    await t.deps.database.db
      .insertInto('entreprise_configs')
      .values({ entreprise_id: s.entrepriseId, key: 'allow_negative_stock', value: 'true', updated_at: new Date().toISOString() })
      .execute();
    const sent = await call(s.admin.token, 'PATCH', `${OPS}/${tooMuch.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await s.level(s.magasinId, s.article.productId)).toBe(-1);

    const received = await call(s.admin.token, 'PATCH', `${OPS}/${tooMuch.json().id}/receive`, {
      lines: [{ productId: s.butter.productId, received: 3 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await s.level(s.annex, s.butter.productId)).toBe(3);
    const moves = await t.deps.database.db
      .selectFrom('stock_movements')
      .select(['type', 'quantity'])
      .where('entity_id', '=', s.annex)
      .where('product_id', '=', s.butter.productId)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => [m.type, Number(m.quantity)])).toEqual([
      ['approved_reception', 2],
      ['non_programmed_reception', 1],
    ]);
    const timeline = (await call(s.admin.token, 'GET', `${OPS}/${tooMuch.json().id}/timeLine`)).json();
    expect(JSON.stringify(timeline)).toContain('surplus');
  });
});
