// Online ordering (issue 31): the checkout prices a cart as the till does, moves stock and points once per uuid,
// enters shipping for a delivery, follows the order's state; another company's client, price or store is a 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../test/caisse-factories';
import { newStore, newUser, signIn, signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { combine, levelOf, newArticle, newPrice, sale, tillSetup } from '../orders/orders-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A company with an open till, two articles (one on promotion, another tax rate), and a client's own account. */
async function setup() {
  const s = await tillSetup(t);
  const tart = await newArticle(t, s.entrepriseId, { price: 355, tva: 10, label: 'Tartelette' });
  // A running promotion, lower than the price: what the till sells at, and what the checkout must charge.
  await t.deps.database.db
    .updateTable('prices')
    .set({ promoPrice: 299, promotionEndAt: new Date(Date.now() + 86_400_000).toISOString() })
    .where('id', '=', tart.priceId)
    .execute();
  const email = `salma-${randomUUID().slice(0, 8)}@client.test`;
  const account = await newUser(t, s.entrepriseId, 'client', { email, name: 'Salma' });
  const saved = await t.call({ method: 'POST', url: '/api/Client/', token: s.admin.token, payload: { name: 'Salma Idrissi', email } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...s, tart, client: { ...account, id: saved.json().client.id as number, token: await signIn(t, email) } };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const order = (s: Setup, body: Record<string, unknown> = {}, token = s.client.token) =>
  t.call({
    method: 'POST',
    url: '/api/Online/Command',
    token,
    payload: {
      uuid: randomUUID(),
      magasinId: s.magasinId,
      mode: 'pickup',
      pickupAt: inOneHour(),
      payment: 'pay_at_pickup',
      lines: [
        { priceId: s.article.priceId, quantity: 3 },
        { priceId: s.tart.priceId, quantity: 2 },
      ],
      ...body,
    },
  });

describe('POST /api/Online/Command', () => {
  it('prices the cart as the till does (one rule), whatever prices the client sends', async () => {
    const s = await setup();
    const till = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      lines: [
        { priceId: s.article.priceId, quantity: 3, unitPrice: 10 },
        { priceId: s.tart.priceId, quantity: 2, unitPrice: 2.99 },
      ],
    });
    expect(till.statusCode, till.body).toBe(200);
    // Prices the client might send are not read (the body carries price ids and quantities).
    const online = await order(s, {
      lines: [
        { priceId: s.article.priceId, quantity: 3, unitPrice: 0.01 },
        { priceId: s.tart.priceId, quantity: 2, unitPrice: 0.01 },
      ],
    });
    expect(online.statusCode, online.body).toBe(200);
    const a = till.json();
    const b = online.json();
    expect(b.total).toBe(a.total);
    expect(b.subtotal).toBe(a.subtotal);
    expect(b.taxes).toEqual(a.taxes);
    expect(b.total).toBe(35.98);
    expect(b.lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([10, 2.99]);
    expect(b).toMatchObject({ status: 'received', mode: 'pickup', payment: 'pay_at_pickup', paid: 0, etat: 'unpaid' });
  });

  it('moves stock and points once: a repeated checkout answers the first order', async () => {
    const s = await setup();
    await setConfig(t, s.entrepriseId, 'payment_provider_client_id', 'test-client-id');
    const options = await t.call({ method: 'GET', url: '/api/Online/options', token: s.client.token });
    expect(options.json().payments).toContain('online_payment_provider');
    const before = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    const same = { uuid: randomUUID(), pickupAt: inOneHour(), payment: 'online_payment_provider' };
    const first = await order(s, same);
    expect(first.statusCode, first.body).toBe(200);
    const again = await order(s, same);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ etat: 'paid', paid: 35.98 });
    expect(first.json().pointsEarned).toBeGreaterThan(0);
    const after = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    expect(after.level).toBe(before.level - 3);
    expect(after.sum).toBe(after.level);
    const profile = await t.call({ method: 'GET', url: `/api/Client/${s.client.id}`, token: s.admin.token });
    expect(profile.json().client.loyaltyPoints).toBe(first.json().pointsEarned);
    const history = await t.call({ method: 'GET', url: '/api/Online/Commands', token: s.client.token });
    expect(history.json().total).toBe(1);
  });

  it('gives one order for two checkouts of one uuid sent at once (parallel connections on PostgreSQL)', async () => {
    const s = await setup();
    const before = await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId);
    const same = { uuid: randomUUID(), pickupAt: inOneHour() };
    const answers = await Promise.all([order(s, same), order(s, same), order(s, same)]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    // A request that found the first still running is told so (409) and retries; none is a second order.
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    const count = await t.deps.database.db
      .selectFrom('commands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uuid', '=', same.uuid)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await levelOf(t, s.entrepriseId, s.magasinId, s.article.productId)).level).toBe(before.level - 3);
  });

  it('hides online payment without a configured provider and refuses it', async () => {
    const s = await setup();
    const options = (await t.call({ method: 'GET', url: '/api/Online/options', token: s.client.token })).json();
    expect(options).toMatchObject({ payments: ['pay_at_pickup', 'cash_on_delivery'], providerClientId: null, hasClient: true });
    const refused = await order(s, { payment: 'online_payment_provider' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['payment']);
  });

  it('enters shipping for a delivery, and the client follows the state the store gives it', async () => {
    const s = await setup();
    const res = await order(s, {
      mode: 'delivery',
      pickupAt: undefined,
      payment: 'cash_on_delivery',
      address: '12 rue des Oliviers',
      city: 'Casablanca',
      tel: '0600000002',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    const shipping = await t.call({ method: 'GET', url: `/api/Shipping/${id}`, token: s.admin.token });
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(shipping.json()).toMatchObject({ address: '12 rue des Oliviers', tel: '0600000002' });
    // The store's orders list it.
    const list = await t.call({ method: 'GET', url: `/api/Commands/ByMagasin/${s.magasinId}`, token: s.admin.token });
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(id);

    const plan = (planning: string) =>
      t.call({ method: 'PATCH', url: `/api/Command/${id}/planning`, token: s.admin.token, payload: { planning } });
    expect((await plan('plannified')).statusCode).toBe(200);
    const preparing = await t.call({ method: 'GET', url: `/api/Online/Command/${id}`, token: s.client.token });
    expect(preparing.json().status).toBe('preparing');
    expect((await plan('in_production')).statusCode).toBe(200);
    expect((await plan('ready')).statusCode).toBe(200);
    const mine = await t.call({ method: 'GET', url: `/api/Online/Command/${id}`, token: s.client.token });
    expect(mine.json()).toMatchObject({ status: 'ready', planning: 'ready' });
  });

  it('lists every field problem at once, and the rules of pickup and delivery', async () => {
    const s = await setup();
    const empty = await t.call({ method: 'POST', url: '/api/Online/Command', token: s.client.token, payload: {} });
    expect(empty.statusCode).toBe(422);
    const fields = empty.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['uuid', 'magasinId', 'mode', 'payment', 'lines']));
    const bad = await order(s, { mode: 'delivery', pickupAt: undefined, payment: 'pay_at_pickup' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['address', 'payment', 'tel']);
    const past = await order(s, { pickupAt: new Date(Date.now() - 86_400_000).toISOString() });
    expect(past.json().errors).toEqual([{ field: 'pickupAt', message: 'Choisissez un moment à venir' }]);
  });

  it("answers 404 for another company's client, price, store or order, and 403 to staff without the right", async () => {
    const s = await setup();
    const other = await setup();
    // B's client orders A's articles in A's store, or A's articles in B's store: not theirs.
    expect((await order(s, {}, other.client.token)).statusCode).toBe(404);
    expect((await order(other, { magasinId: other.magasinId }, s.client.token)).statusCode).toBe(404);
    const mine = await order(s);
    const id = mine.json().id as number;
    expect((await t.call({ method: 'GET', url: `/api/Online/Command/${id}`, token: other.client.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Online/Commands', token: other.client.token })).json().total).toBe(0);
    // An account no client record carries cannot order.
    const stranger = await signedIn(t);
    expect((await order({ ...s, client: { ...s.client, token: stranger.token } })).statusCode).toBe(404);
    expect((await order(s, {}, s.cashier.token)).statusCode).toBe(403);
  });

  it('tells which lines the chosen store does not sell (a price of another store)', async () => {
    const s = await setup();
    const other = await newStore(t, s.entrepriseId);
    const own = await newPrice(t, s.entrepriseId, { label: 'Pain du Maârif', price: 500, magasinId: s.magasinId });
    await combine(t, s.entrepriseId, own, [{ productId: s.article.productId, quantity: 1 }]);
    const res = await order(s, {
      magasinId: other,
      lines: [
        { priceId: s.article.priceId, quantity: 1 },
        { priceId: own, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['lines.1.priceId']);
  });

  it("lists the company's stores for the near-stores screen, with coordinates as numbers", async () => {
    const s = await setup();
    await t.deps.database.db
      .updateTable('magasins')
      .set({ latitude: '33.5899', longitude: '-7.6321', startTime: '07:30' })
      .where('id', '=', s.magasinId)
      .execute();
    const res = await t.call({ method: 'GET', url: '/api/Online/stores', token: s.client.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: s.magasinId, latitude: 33.5899, longitude: -7.6321, startTime: '07:30' })]);
  });
});

describe('points of an order paid at pickup (the till rule, once)', () => {
  const points = async (s: Setup) =>
    (await t.call({ method: 'GET', url: `/api/Client/${s.client.id}`, token: s.admin.token })).json().client.loyaltyPoints as number;
  const payTotaly = (s: Setup, commandId: number, key = randomUUID()) =>
    t.call({
      method: 'POST',
      url: '/api/Operation/PayTotaly',
      token: s.cashier.token,
      payload: { commandId, caisseId: s.caisseId, modePayment: 'cash', clientId: key },
    });

  it('earns at payment what a till sale of the same cart earns, once whatever is sent again', async () => {
    const s = await setup();
    await setConfig(t, s.entrepriseId, 'revenue_point_multiplier', 2);
    const placed = await order(s);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ pointsEarned: 0, paid: 0 });
    expect(await points(s)).toBe(0);

    const key = randomUUID();
    const paid = await payTotaly(s, placed.json().id, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().command).toMatchObject({ etat: 'paid', paid: 35.98 });
    const earned = await points(s);
    // The till's rule on the same cart, paid in cash by the same client: the same points.
    const till = await sale(t, s.cashier.token, {
      caisseId: s.caisseId,
      clientId: s.client.id,
      lines: [
        { priceId: s.article.priceId, quantity: 3, unitPrice: 10 },
        { priceId: s.tart.priceId, quantity: 2, unitPrice: 2.99 },
      ],
      payments: [{ modePayment: 'cash', amount: 35.98 }],
    });
    expect(till.statusCode, till.body).toBe(200);
    expect(earned).toBe(till.json().pointsEarned);
    expect(earned).toBe(71);
    // The same payment sent again replays; another payment finds nothing to pay; the points stay.
    expect((await payTotaly(s, placed.json().id, key)).headers['idempotent-replayed']).toBe('true');
    expect((await payTotaly(s, placed.json().id)).statusCode).toBe(409);
    expect(await points(s)).toBe(earned * 2);
    const mine = await t.call({ method: 'GET', url: `/api/Online/Command/${placed.json().id}`, token: s.client.token });
    expect(mine.json()).toMatchObject({ pointsEarned: earned, etat: 'paid' });
    const movements = await t.deps.database.db
      .selectFrom('loyalty_point_movements')
      .select(['kind', 'points'])
      .where('commandId', '=', placed.json().id as number)
      .execute();
    expect(movements).toEqual([{ kind: 'earn', points: earned }]);
  });

  it('takes the points back on a refund as for a till sale, and an order paid online earns nothing more at the store', async () => {
    const s = await setup();
    const placed = (await order(s)).json();
    expect((await payTotaly(s, placed.id)).statusCode).toBe(200);
    const earned = await points(s);
    expect(earned).toBe(35);
    const refund = await t.call({
      method: 'PATCH',
      url: `/api/Command/${placed.id}/state`,
      token: s.admin.token,
      payload: { etat: 'refunded', caisseId: s.caisseId },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await points(s)).toBe(0);

    await setConfig(t, s.entrepriseId, 'payment_provider_client_id', 'test-client-id');
    const online = (await order(s, { payment: 'online_payment_provider' })).json();
    expect(online.pointsEarned).toBe(35);
    expect((await payTotaly(s, online.id)).statusCode).toBe(409);
    expect(await points(s)).toBe(35);
  });
});

describe('a promo code at the online checkout (the till rule)', () => {
  const newCode = async (s: Setup, intitule: string, tag: 'percentage' | 'fixed_amount', valeur: number, maxUsing = 1) => {
    const list = (await t.call({ method: 'GET', url: '/api/Remise/getAll', token: s.admin.token })).json().typeRemiseResponse as {
      id: number;
      tag: string;
    }[];
    const res = await t.call({
      method: 'POST',
      url: '/api/Remise/add',
      token: s.admin.token,
      payload: { intitule, typeRemiseId: list.find((x) => x.tag === tag)!.id, valeur, maxUsing },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('gives the totals the till gives for the same cart and code, for a percentage and a fixed amount', async () => {
    const s = await setup();
    for (const [tag, valeur, name] of [
      ['percentage', 15, 'PCT'],
      ['fixed_amount', 4.5, 'FIX'],
    ] as const) {
      await newCode(s, `TILL-${name}`, tag, valeur);
      await newCode(s, `WEB-${name}`, tag, valeur);
      const till = await sale(t, s.admin.token, {
        caisseId: s.caisseId,
        codePromo: `till-${name.toLowerCase()}`,
        lines: [
          { priceId: s.article.priceId, quantity: 3, unitPrice: 10 },
          { priceId: s.tart.priceId, quantity: 2, unitPrice: 2.99 },
        ],
      });
      expect(till.statusCode, till.body).toBe(200);
      const online = await order(s, { codePromo: `web-${name.toLowerCase()}` });
      expect(online.statusCode, online.body).toBe(200);
      const a = till.json();
      const b = online.json();
      expect(b.total).toBe(a.total);
      expect(b.subtotal).toBe(a.subtotal);
      expect(b.taxes).toEqual(a.taxes);
      expect(b.remise).toBeGreaterThan(0);
      expect(b.total).toBeLessThan(35.98);
      expect(b.codePromo).toBe(`WEB-${name}`);
    }
  });

  it('keeps a single-use code single-use (a repeated checkout does not use it twice), and says why a code is refused', async () => {
    const s = await setup();
    await newCode(s, 'UNE-FOIS', 'percentage', 10);
    const same = { uuid: randomUUID(), pickupAt: inOneHour(), codePromo: 'une-fois' };
    const first = await order(s, same);
    expect(first.statusCode, first.body).toBe(200);
    // The same checkout sent again is the same order (the code is not consumed again).
    expect((await order(s, same)).json().id).toBe(first.json().id);
    const again = await order(s, { codePromo: 'UNE-FOIS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'codePromo', message: 'Ce code a déjà été utilisé' }]);
    const unknown = await order(s, { codePromo: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'codePromo', message: "Ce code promo n'existe pas" }]);
    // Used once, whatever was sent; the till refuses it too.
    const till = await sale(t, s.admin.token, {
      caisseId: s.caisseId,
      codePromo: 'UNE-FOIS',
      lines: [{ priceId: s.article.priceId, quantity: 1, unitPrice: 10 }],
    });
    expect(till.statusCode).toBe(409);
    const row = await t.deps.database.db
      .selectFrom('remises')
      .select('usedCount')
      .where('entreprise_id', '=', s.entrepriseId)
      .where('intitule', '=', 'UNE-FOIS')
      .executeTakeFirstOrThrow();
    expect(Number(row.usedCount)).toBe(1);
    // Another company's code is unknown here.
    const other = await setup();
    await newCode(other, 'AILLEURS', 'percentage', 10);
    expect((await order(s, { codePromo: 'AILLEURS' })).statusCode).toBe(422);
  });
});
