import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database';
import { newStore, signedIn } from '../../../test/factories';
import { startFakeShopify, type FakeShopify } from '../../../test/fake-shopify';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addRecipe, levelOf, newArticle } from '../orders/orders-helpers';
import { writeMovement } from '../orders/stock';
import { activityOf } from '../catalogue/price-activity.repository';

let t: TestApp;
let fake: FakeShopify;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeShopify();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const HOOK_SECRET = 'whsec_test_1234567890';

async function merchant() {
  const s = await signedIn(t);
  const magasinId = await newStore(t, s.entrepriseId);
  const croissant = await newArticle(t, s.entrepriseId, { price: 1200, label: `Croissant ${s.entrepriseId}` });
  const baguette = await newArticle(t, s.entrepriseId, { price: 900, label: `Baguette ${s.entrepriseId}` });
  await writeMovement(t.deps.database.db, {
    entrepriseId: s.entrepriseId,
    magasinId,
    productId: croissant.productId,
    quantity: 20,
    type: 'inventory',
    commandId: null,
    commandLineId: null,
    userId: s.user.id,
    now: nowIso(),
  });
  const connected = await t.call({
    method: 'POST',
    url: '/api/Ecommerce/Shopify/connect',
    token: s.token,
    payload: { name: 'Atlas shop', shopUrl: fake.url, accessToken: fake.token, webhookSecret: HOOK_SECRET, magasinId },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  return { ...s, magasinId, croissant, baguette, shopId: connected.json().id as number };
}

const run = (token: string, shopId: number) =>
  t.call({ method: 'GET', url: `/api/Ecommerce/Shopify/synchronizeProducts?shopId=${shopId}`, token });

const sign = (raw: string, secret = HOOK_SECRET) => createHmac('sha256', secret).update(raw, 'utf8').digest('base64');

const hook = (shopId: number, body: unknown, hmac: string | undefined, topic = 'orders/create') => {
  const raw = JSON.stringify(body);
  return t.call({
    method: 'POST',
    url: `/api/Ecommerce/hook/shopify/${shopId}`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, ...(hmac ? { 'x-shopify-hmac-sha256': hmac } : {}) },
  });
};

async function ordersOf(entrepriseId: number) {
  return t.deps.database.db
    .selectFrom('commands')
    .select(['id', 'uuid', 'total', 'etat', 'source', 'magasin_id'])
    .where('entreprise_id', '=', entrepriseId)
    .orderBy('id')
    .execute();
}

describe('connecting a shop', () => {
  it('keeps the token encrypted, shows it masked, and refuses credentials the shop refuses', async () => {
    const m = await merchant();
    const stored = await t.deps.database.db.selectFrom('ecommerce_shops').selectAll().where('id', '=', m.shopId).executeTakeFirstOrThrow();
    expect(stored.accessToken).not.toContain(fake.token);
    expect(stored.webhookSecret).not.toContain(HOOK_SECRET);
    const status = await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token });
    expect(status.json().shops).toEqual([expect.objectContaining({ id: m.shopId, accessToken: '••••1234', hasWebhookSecret: true })]);
    expect(status.body).not.toContain(fake.token);

    const refused = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/Shopify/connect',
      token: m.token,
      lang: 'en',
      payload: { name: 'Other', shopUrl: `${fake.url}/other`, accessToken: 'shpat_wrong_token', magasinId: m.magasinId },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'accessToken', message: 'The shop refused these credentials' }]);
  });

  it('lists every field problem', async () => {
    const s = await signedIn(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/Shopify/connect',
      token: s.token,
      payload: { name: 'x', shopUrl: 'ftp://nope', magasinId: 'a' },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['magasinId', 'name', 'shopUrl']);
  });
});

describe('a sync run', () => {
  it('pushes products, variants, prices and stock; run twice, the second changes nothing', async () => {
    const m = await merchant();
    const first = await run(m.token, m.shopId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().products).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
    const pushed = [...fake.products.values()].filter((p) => p.title.endsWith(` ${m.entrepriseId}`));
    const croissant = pushed.find((p) => p.title.startsWith('Croissant'))!;
    expect(croissant.variants).toEqual([expect.objectContaining({ price: '12.00', title: 'Default Title' })]);
    expect(fake.inventory.get(croissant.variants[0].inventory_item_id)).toBe(20);

    const writes = fake.writes;
    const second = await run(m.token, m.shopId);
    expect(second.json().products).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    expect(second.json().orders).toEqual({ imported: 0, skipped: 0, failed: 0 });
    expect(fake.writes).toBe(writes);

    // A price change is pushed, and only it.
    await t.deps.database.db.updateTable('prices').set({ price: 1350 }).where('id', '=', m.croissant.priceId).execute();
    const third = await run(m.token, m.shopId);
    expect(third.json().products).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    expect(fake.products.get(croissant.id)!.variants[0].price).toBe('13.50');
  });

  it('lists a product the shop refuses, and a retry clears it once the shop accepts', async () => {
    const m = await merchant();
    const title = `Baguette ${m.entrepriseId}`;
    fake.rejectTitles.add(title);
    const first = await run(m.token, m.shopId);
    expect(first.json().products).toMatchObject({ created: 1, failed: 1 });
    const status = await t.call({ method: 'GET', url: `/api/Ecommerce/getSynchronizationStatus?shopId=${m.shopId}`, token: m.token });
    const issues = status.json().issues;
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'product', label: title, attempts: 1, message: 'title: is not accepted by this shop' }),
    ]);
    expect(status.json().shops[0].lastRun.products.failed).toBe(1);

    const again = await t.call({ method: 'POST', url: `/api/Ecommerce/synchronizationIssue/${issues[0].id}/retry`, token: m.token });
    expect(again.json().products).toMatchObject({ failed: 1 });
    const still = await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token });
    expect(still.json().issues[0].attempts).toBe(2);

    fake.rejectTitles.delete(title);
    const fixed = await t.call({ method: 'POST', url: `/api/Ecommerce/synchronizationIssue/${issues[0].id}/retry`, token: m.token });
    expect(fixed.json().products).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 0 });
    expect((await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token })).json().issues).toEqual([]);
  });

  it('lists one failure when the shop refuses the token, and a product deleted on the shop is created again', async () => {
    const m = await merchant();
    await run(m.token, m.shopId);
    await t.deps.database.db.updateTable('prices').set({ price: 1250 }).where('id', '=', m.croissant.priceId).execute();
    const saved = fake.token;
    fake.token = 'shpat_rotated_token';
    const refused = await run(m.token, m.shopId);
    expect(refused.json().products).toMatchObject({ updated: 0, failed: 2 });
    const issues = (await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token })).json().issues;
    expect(issues.map((i: { kind: string; ref: string }) => `${i.kind}:${i.ref}`).sort()).toEqual(['order:pull', 'product:all']);
    fake.token = saved;

    const croissant = [...fake.products.values()].find((p) => p.title === `Croissant ${m.entrepriseId}`)!;
    fake.products.delete(croissant.id);
    const productIssue = issues.find((i: { ref: string }) => i.ref === 'all');
    const again = await t.call({ method: 'POST', url: `/api/Ecommerce/synchronizationIssue/${productIssue.id}/retry`, token: m.token });
    expect(again.json().products).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    expect([...fake.products.values()].find((p) => p.title === `Croissant ${m.entrepriseId}`)!.variants[0].price).toBe('12.50');
    const left = (await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token })).json().issues;
    expect(left.map((i: { ref: string }) => i.ref)).toEqual(['pull']);
  });

  it('pushes one product by its price (POST /Ecommerce/synchronizeProducts/{product})', async () => {
    const m = await merchant();
    const res = await t.call({
      method: 'POST',
      url: `/api/Ecommerce/synchronizeProducts/${m.baguette.priceId}`,
      token: m.token,
      payload: { shopId: m.shopId },
    });
    expect(res.json()).toMatchObject({ products: { created: 1, unchanged: 0 }, orders: null });
  });
});

describe('orders of the shop', () => {
  // The fake shop is every test company's: each test sees its own orders only.
  beforeEach(() => {
    fake.orders.length = 0;
  });
  async function withOrder() {
    const m = await merchant();
    await run(m.token, m.shopId);
    const variant = await t.deps.database.db
      .selectFrom('ecommerce_links')
      .select('remoteId')
      .where('shop_id', '=', m.shopId)
      .where('kind', '=', 'variant')
      .where('localId', '=', m.croissant.priceId)
      .executeTakeFirstOrThrow();
    const id = 5_000_000 + m.entrepriseId;
    // The shop says 1.00 a croissant: the catalogue's 12.00 is what the order is written at.
    const order = {
      id,
      name: `#${id}`,
      financial_status: 'paid',
      customer: { first_name: 'Amina', last_name: 'B.' },
      line_items: [{ id: 1, variant_id: Number(variant.remoteId), title: 'Croissant', quantity: 3, price: '1.00' }],
    };
    return { m, order };
  }

  it('enters pulled orders once, at the catalogue price, their stock taken', async () => {
    const { m, order } = await withOrder();
    fake.orders.push(order);
    const first = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/synchronizeCommands',
      token: m.token,
      payload: { shopId: m.shopId },
    });
    expect(first.json().orders).toEqual({ imported: 1, skipped: 0, failed: 0 });
    const again = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/synchronizeCommands',
      token: m.token,
      payload: { shopId: m.shopId },
    });
    expect(again.json().orders).toEqual({ imported: 0, skipped: 0, failed: 0 });
    // A webhook of the same order changes nothing either.
    const body = order;
    expect((await hook(m.shopId, body, sign(JSON.stringify(body)))).json()).toEqual({ ok: true, result: 'skipped' });
    const orders = await ordersOf(m.entrepriseId);
    expect(orders).toEqual([
      expect.objectContaining({
        total: 3600,
        etat: 'validated',
        source: 'ecommerce',
        magasin_id: m.magasinId,
        uuid: `shopify-${m.shopId}-${order.id}`,
      }),
    ]);
    expect(await levelOf(t, m.entrepriseId, m.magasinId, m.croissant.productId)).toEqual({ level: 17, sum: 17 });
    // Staff are told of it once, as of any order taken from afar.
    const notes = await t.deps.database.db
      .selectFrom('notifications')
      .select(['tag', 'data'])
      .where('entreprise_id', '=', m.entrepriseId)
      .where('tag', '=', 'order_new')
      .execute();
    expect(notes).toHaveLength(1);
    expect(JSON.parse(String(notes[0].data))).toMatchObject({ commandId: orders[0].id, source: 'ecommerce', total: 36 });
  });

  it('refuses a webhook whose HMAC is wrong or missing, and takes a signed one once', async () => {
    const { m, order } = await withOrder();
    const raw = JSON.stringify(order);
    expect((await hook(m.shopId, order, sign(raw, 'another-secret'))).statusCode).toBe(401);
    expect((await hook(m.shopId, order, undefined)).statusCode).toBe(401);
    // Signed, but the body changed on the way.
    expect((await hook(m.shopId, { ...order, name: 'tampered' }, sign(raw))).statusCode).toBe(401);
    expect(await ordersOf(m.entrepriseId)).toEqual([]);

    expect((await hook(m.shopId, order, sign(raw))).json()).toEqual({ ok: true, result: 'imported' });
    expect((await hook(m.shopId, order, sign(raw))).json()).toEqual({ ok: true, result: 'skipped' });
    expect(await ordersOf(m.entrepriseId)).toHaveLength(1);
  });

  it('lists an order naming a variant it does not know', async () => {
    const { m, order } = await withOrder();
    fake.orders.push({ ...order, line_items: [{ id: 2, variant_id: 999_999_999, title: 'Mystery', quantity: 1, price: '5.00' }] });
    const res = await t.call({ method: 'POST', url: '/api/Ecommerce/synchronizeCommands', token: m.token, payload: { shopId: m.shopId } });
    expect(res.json().orders).toEqual({ imported: 0, skipped: 0, failed: 1 });
    const issues = (await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: m.token })).json().issues;
    expect(issues).toEqual([expect.objectContaining({ kind: 'order', ref: String(order.id), message: 'unknown_variant: Mystery' })]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('a webhook and a pull of the same order at once enter it once', async () => {
    const { m, order } = await withOrder();
    fake.orders.push(order);
    const raw = JSON.stringify(order);
    const answers = await Promise.all([
      hook(m.shopId, order, sign(raw)),
      hook(m.shopId, order, sign(raw)),
      t.call({ method: 'POST', url: '/api/Ecommerce/synchronizeCommands', token: m.token, payload: { shopId: m.shopId } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersOf(m.entrepriseId)).toHaveLength(1);
    expect(await levelOf(t, m.entrepriseId, m.magasinId, m.croissant.productId)).toEqual({ level: 17, sum: 17 });
  });
});

describe("another company's shop", () => {
  it('answers 404 on every call naming it', async () => {
    const a = await merchant();
    const b = await signedIn(t);
    const bStore = await newStore(t, b.entrepriseId);
    await run(a.token, a.shopId);
    fake.rejectTitles.add('never');
    const calls = [
      { method: 'GET' as const, url: `/api/Ecommerce/Shopify/synchronizeProducts?shopId=${a.shopId}` },
      { method: 'GET' as const, url: `/api/Ecommerce/getSynchronizationStatus?shopId=${a.shopId}` },
      { method: 'POST' as const, url: '/api/Ecommerce/synchronizeProducts', payload: { shopId: a.shopId } },
      { method: 'POST' as const, url: '/api/Ecommerce/synchronizeCommands', payload: { shopId: a.shopId } },
      { method: 'POST' as const, url: '/api/Ecommerce/hook/createWebhooks', payload: { shopId: a.shopId } },
      { method: 'GET' as const, url: `/api/Ecommerce/external/getProducts?shopId=${a.shopId}` },
      { method: 'DELETE' as const, url: `/api/Ecommerce/shop/${a.shopId}` },
      {
        method: 'POST' as const,
        url: '/api/Ecommerce/Shopify/connect',
        payload: { id: a.shopId, name: 'Hijack', shopUrl: fake.url, accessToken: fake.token, magasinId: bStore },
      },
    ];
    for (const c of calls) {
      const res = await t.call({ ...c, token: b.token });
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: b.token })).json()).toEqual({
      shops: [],
      issues: [],
    });
  });
});

describe('webhooks, the shop products and the caches', () => {
  it('registers the order webhooks once and lists the shop products', async () => {
    const m = await merchant();
    const created = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/hook/createWebhooks',
      token: m.token,
      payload: { shopId: m.shopId },
    });
    expect(created.json()).toEqual({ created: ['orders/create', 'orders/paid'], existing: [] });
    expect(fake.webhooks.at(-1)!.address).toMatch(new RegExp(`/api/Ecommerce/hook/shopify/${m.shopId}$`));
    const again = await t.call({
      method: 'POST',
      url: '/api/Ecommerce/hook/createWebhooks',
      token: m.token,
      payload: { shopId: m.shopId },
    });
    expect(again.json()).toEqual({ created: [], existing: ['orders/create', 'orders/paid'] });

    await run(m.token, m.shopId);
    const list = await t.call({
      method: 'GET',
      url: `/api/Ecommerce/external/getProducts?shopId=${m.shopId}&perPage=1&search=${encodeURIComponent(`Baguette ${m.entrepriseId}`)}`,
      token: m.token,
    });
    expect(list.json()).toMatchObject({ page: 1, hasMore: false, products: [{ title: `Baguette ${m.entrepriseId}` }] });
  });

  it('flushes and warms the e-commerce caches', async () => {
    const m = await merchant();
    const warm = await t.call({ method: 'GET', url: '/api/ecom/Ecom/cacheStock', token: m.token });
    expect(warm.json()).toEqual({ ok: true, cache: 'stock', entries: 1 });
    expect((await t.call({ method: 'GET', url: '/api/ecom/Ecom/FlushcacheStock', token: m.token })).json()).toEqual({
      ok: true,
      cache: 'stock',
      entries: 1,
    });
    for (const p of ['FlushcacheCatalogue', 'FlushcacheSliders', 'clear'])
      expect((await t.call({ method: 'GET', url: `/api/ecom/Ecom/${p}`, token: m.token })).statusCode).toBe(200);
  });

  it('needs the e-commerce right', async () => {
    const s = await signedIn(t, 'caissier');
    expect((await t.call({ method: 'GET', url: '/api/Ecommerce/getSynchronizationStatus', token: s.token })).statusCode).toBe(403);
  });
});

describe('GET /Glovo/menu/{storeId}', () => {
  it("exports the store's menu in the platform's file format, and answers 404 for another company's store", async () => {
    const m = await merchant();
    const res = await t.call({ method: 'GET', url: `/api/Glovo/menu/${m.magasinId}`, token: m.token });
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json();
    expect(menu.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: String(m.croissant.priceId), name: `Croissant ${m.entrepriseId}`, price: 12, available: true }),
      ]),
    );
    expect(menu.collections[0].sections[0].products).toContain(String(m.croissant.priceId));
    const other = await signedIn(t);
    expect((await t.call({ method: 'GET', url: `/api/Glovo/menu/${m.magasinId}`, token: other.token })).statusCode).toBe(404);
  });
});

describe('GET /Glovo/menu/{storeId}: availability of stock-tracked articles', () => {
  it('offers a stock-tracked article only with stock in the store (never stocked there: not available); services and recipes always', async () => {
    const m = await merchant();
    const service = await newArticle(t, m.entrepriseId, { label: `Livraison ${m.entrepriseId}`, isService: true });
    const tart = await newArticle(t, m.entrepriseId, { label: `Tarte ${m.entrepriseId}`, isPreparedInStore: true });
    await addRecipe(t, m.entrepriseId, tart.productId, [{ elementId: m.baguette.productId, quantity: 1 }]);
    const emptied = await newArticle(t, m.entrepriseId, { label: `Brioche ${m.entrepriseId}` });
    for (const quantity of [5, -5])
      await writeMovement(t.deps.database.db, {
        entrepriseId: m.entrepriseId,
        magasinId: m.magasinId,
        productId: emptied.productId,
        quantity,
        type: 'inventory',
        commandId: null,
        commandLineId: null,
        userId: m.user.id,
        now: nowIso(),
      });
    const menu = (await t.call({ method: 'GET', url: `/api/Glovo/menu/${m.magasinId}`, token: m.token })).json();
    const available = (priceId: number) => menu.products.find((p: { id: string }) => p.id === String(priceId))?.available;
    expect(available(m.croissant.priceId)).toBe(true);
    // The baguette has no level row in this store: never stocked there, so not offered.
    expect(available(m.baguette.priceId)).toBe(false);
    expect(available(emptied.priceId)).toBe(false);
    expect(available(service.priceId)).toBe(true);
    expect(available(tart.priceId)).toBe(true);
  });
});

describe('review moderation', () => {
  it("lists clients' ratings, and a rejected one leaves the averages; another company's review answers 404", async () => {
    const m = await merchant();
    const db = t.deps.database.db;
    const now = nowIso();
    const rating = await db
      .insertInto('price_ratings')
      .values({
        entreprise_id: m.entrepriseId,
        priceId: m.croissant.priceId,
        user_id: m.user.id,
        rating: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await t.call({ method: 'GET', url: '/api/Ecommerce/reviews', token: m.token });
    expect(list.json()).toEqual({
      total: 1,
      data: [expect.objectContaining({ id: rating.id, product: `Croissant ${m.entrepriseId}`, rating: 1, status: 'published' })],
    });
    const rejected = await t.call({
      method: 'PATCH',
      url: `/api/Ecommerce/reviews/${rating.id}`,
      token: m.token,
      payload: { status: 'rejected' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await activityOf(db, m.entrepriseId, [m.croissant.priceId])).ratings.get(m.croissant.priceId)).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/Ecommerce/reviews?status=published', token: m.token })).json().total).toBe(0);

    const other = await signedIn(t);
    const res = await t.call({
      method: 'PATCH',
      url: `/api/Ecommerce/reviews/${rating.id}`,
      token: other.token,
      payload: { status: 'published' },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/Ecommerce/reviews', token: other.token })).json().total).toBe(0);
  });
});
