// The charts of 7.13 (issue 24) over the randomised business of the aggregates' property test: each chart's figures
// equal the same sums made in SQL straight from the orders (dashboards-fixture.ts), for a period and the previous one;
// the store scope (a manager of store B never sees store A: 404), another company (404), a role without the tag (403);
// the time-zone edge through HTTP; the xlsx export and the signed export-charts link (refused altered or expired).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sale } from '../orders/orders-helpers';
import { figuresFromOrders, localTimeAt, randomBusiness, type Business } from './dashboards-fixture';
import { EXPORT_LINK_TTL_MS, signLink } from './export';
import { addDays } from './periods';

let t: TestApp;
let b: Business;
let sql: Awaited<ReturnType<typeof figuresFromOrders>>;
let days: string[];
beforeAll(async () => {
  t = await createTestApp();
  b = await randomBusiness(t, 4242, 40);
  // Notes and coins counted at the opening of a second session of store A.
  const billets = await t.deps.database.db
    .selectFrom('billets')
    .select(['id', 'value'])
    .where('currencyTag', '=', 'MAD')
    .orderBy('value', 'desc')
    .limit(2)
    .execute();
  const { newRegister } = await import('../../../test/caisse-factories');
  const registerId = await newRegister(t, b.entrepriseId, b.magasinId, 'Caisse billets');
  const opened = await t.call({
    method: 'POST',
    url: '/api/Caisse/open',
    token: b.cashier.token,
    payload: { registerId, billets: billets.map((x, i) => ({ billetId: x.id, quantity: i + 2 })) },
  });
  expect(opened.statusCode).toBe(200);
  sql = await figuresFromOrders(t, b.entrepriseId);
  days = [...new Set(sql.agg_days.map((r) => String(r.day)))].sort();
}, 240_000);
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const sum = (rows: Row[], v: string) => rows.reduce((a, r) => a + Number(r[v] ?? 0), 0);
const inRange = (rows: Row[], from: string, to: string, stores?: number[]) =>
  rows.filter((r) => String(r.day) >= from && String(r.day) <= to && (!stores || stores.includes(Number(r.magasin_id))));
const money = (minor: number) => Math.round(minor) / 100;

const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url: `/api/DashBoard/${url}`, token, payload });

describe('dashboard charts equal the orders', { timeout: 120_000 }, () => {
  it('answers the home: figures, stores, hours, top products and payment modes, beside the previous period', async () => {
    expect(days.length).toBeGreaterThan(1);
    const from = days[0];
    const to = days[days.length - 1];
    const res = await post('getHomeQuickCharts', b.admin.token, { period: 'custom', from, to });
    expect(res.statusCode).toBe(200);
    const h = res.json();
    const d = inRange(sql.agg_days, from, to);
    expect(h.periods.current).toEqual({ from, to, days: days.length === 1 ? 1 : expect.any(Number) });
    expect(h.figures.revenue.value).toBe(money(sum(d, 'revenue')));
    expect(h.figures.tickets.value).toBe(sum(d, 'tickets'));
    expect(h.figures.discounts.value).toBe(money(sum(d, 'discounts')));
    expect(h.figures.refunds.value).toBe(money(sum(d, 'refunds')));
    expect(h.figures.quantity.value).toBe(sum(d, 'quantity') / 1000);
    expect(h.figures.averageBasket.value).toBe(money(Math.round(sum(d, 'revenue') / sum(d, 'tickets'))));
    expect(h.figures.revenue.previous).toBe(0);
    for (const s of h.byStore)
      expect(s.revenue.value, `store ${s.magasinId}`).toBe(money(sum(inRange(sql.agg_days, from, to, [s.magasinId]), 'revenue')));
    expect(h.byStore.map((s: { magasinId: number }) => s.magasinId).sort()).toEqual([b.magasinId, b.storeB].sort());
    for (const p of h.byHour) {
      const rows = inRange(sql.agg_hours, from, to).filter((r) => Number(r.hour) === p.hour);
      expect(p.revenue.value, `hour ${p.hour}`).toBe(money(sum(rows, 'revenue')));
      expect(p.tickets.value, `hour ${p.hour}`).toBe(sum(rows, 'tickets'));
    }
    for (const p of h.topProducts) {
      const rows = inRange(sql.agg_products, from, to).filter((r) => Number(r.price_id) === p.priceId);
      expect(p.revenue.value).toBe(money(sum(rows, 'revenue')));
      expect(p.quantity.value).toBe(sum(rows, 'quantity') / 1000);
    }
    for (const m of h.paymentModes) {
      const rows = inRange(sql.agg_modes, from, to).filter((r) => r.modePayment === m.modePayment);
      expect(m.amount.value, m.modePayment).toBe(money(sum(rows, 'amount')));
    }
    expect(h.paymentModes.length).toBeGreaterThan(1);
  });

  it('compares a day with the day before, and answers every day of a range beside the same position in the previous one', async () => {
    const last = days[days.length - 1];
    const before = addDays(last, -1);
    const res = await post('getPointOfSellCharts', b.admin.token, { period: 'custom', from: last, to: last });
    const p = res.json();
    expect(p.periods.previous).toEqual({ from: before, to: before, days: 1 });
    expect(p.figures.revenue.value).toBe(money(sum(inRange(sql.agg_days, last, last), 'revenue')));
    expect(p.figures.revenue.previous).toBe(money(sum(inRange(sql.agg_days, before, before), 'revenue')));
    expect(p.figures.tickets.previous).toBe(sum(inRange(sql.agg_days, before, before), 'tickets'));
    const range = (await post('getChiffreAffaireCharts', b.admin.token, { period: 'custom', from: before, to: last })).json();
    expect(range.byDay.map((x: { day: string }) => x.day)).toEqual([before, last]);
    for (const x of range.byDay) {
      expect(x.revenue.value).toBe(money(sum(inRange(sql.agg_days, x.day, x.day), 'revenue')));
      expect(x.revenue.previous).toBe(money(sum(inRange(sql.agg_days, x.previousDay, x.previousDay), 'revenue')));
      expect(x.refunds.value).toBe(money(sum(inRange(sql.agg_days, x.day, x.day), 'refunds')));
    }
    expect(range.grossRevenue.value).toBe(money(sum(inRange(sql.agg_days, before, last), 'gross')));
    // Order sources: the till's orders as 'pos'.
    const all = { period: 'custom', from: days[0], to: last };
    const src = (await post('getPointOfSellCharts', b.admin.token, all)).json();
    for (const s of src.bySource) {
      const rows = inRange(sql.agg_sources, days[0], last).filter((r) => (String(r.source) || 'pos') === s.source);
      expect(s.revenue.value, s.source).toBe(money(sum(rows, 'revenue')));
    }
  });

  it('answers the stores’ contributions, sales by category and seller, product sales and product sales by seller', async () => {
    const all = { period: 'custom', from: days[0], to: days[days.length - 1] };
    const [from, to] = [all.from, all.to];
    const c = (await post('getContributionCharts', b.admin.token, all)).json();
    expect(c.total.value).toBe(money(sum(inRange(sql.agg_days, from, to), 'revenue')));
    expect(c.stores.reduce((a: number, s: { share: { value: number } }) => a + s.share.value, 0)).toBeCloseTo(100, 1);
    const v = (await post('getVentesCharts', b.admin.token, all)).json();
    for (const s of v.bySeller) {
      const rows = inRange(sql.agg_sellers, from, to).filter((r) => Number(r.user_id) === (s.userId ?? 0));
      expect(s.revenue.value).toBe(money(sum(rows, 'revenue')));
      expect(s.tickets.value).toBe(sum(rows, 'tickets'));
    }
    expect(v.bySeller.length).toBeGreaterThan(2);
    expect(v.byCategory.reduce((a: number, x: { revenue: { value: number } }) => a + x.revenue.value * 100, 0)).toBe(
      sum(inRange(sql.agg_days, from, to), 'revenue'),
    );
    const ps = (
      await post('getProductSalesCharts', b.admin.token, { ...all, priceIds: [b.articles[1].priceId, b.articles[2].priceId] })
    ).json();
    expect(ps.products.map((p: { priceId: number }) => p.priceId).sort()).toEqual(
      [b.articles[1].priceId, b.articles[2].priceId]
        .filter((id) => inRange(sql.agg_products, from, to).some((r) => Number(r.price_id) === id))
        .sort(),
    );
    for (const p of ps.products)
      expect(p.quantity.value).toBe(
        sum(
          inRange(sql.agg_products, from, to).filter((r) => Number(r.price_id) === p.priceId),
          'quantity',
        ) / 1000,
      );
    const byUsers = (await post('getProductSalesCharts/ByUsersV2', b.admin.token, { ...all, limit: 2 })).json();
    expect(byUsers.sellers.length).toBeGreaterThan(2);
    const topSellers = (await post('getTopSellersCharts', b.admin.token, all)).json().sellers;
    for (const s of byUsers.sellers) {
      // The seller's totals over every article (the list shows its best two), a ticket counted once whatever it holds:
      // the same figures as the top sellers chart.
      const mine = inRange(sql.agg_seller_products, from, to).filter((r) => Number(r.user_id) === (s.userId ?? 0));
      const orders = inRange(sql.agg_sellers, from, to).filter((r) => Number(r.user_id) === (s.userId ?? 0));
      expect(s.revenue.value).toBe(money(sum(mine, 'revenue')));
      expect(s.quantity.value).toBe(sum(mine, 'quantity') / 1000);
      expect(s.tickets.value).toBe(sum(orders, 'tickets'));
      expect(s.tickets.value).toBeLessThanOrEqual(sum(mine, 'tickets'));
      const same = topSellers.find((t: { userId: number | null }) => t.userId === s.userId);
      expect({ revenue: s.revenue, tickets: s.tickets, quantity: s.quantity }).toEqual({
        revenue: same.revenue,
        tickets: same.tickets,
        quantity: same.quantity,
      });
      // Its articles with figures (the previous period, before the first sale, has none).
      const sold = [...new Set(mine.map((r) => Number(r.price_id)))].filter((id) =>
        ['revenue', 'tickets', 'quantity'].some(
          (v) =>
            sum(
              mine.filter((r) => Number(r.price_id) === id),
              v,
            ) !== 0,
        ),
      );
      expect(s.products.length).toBe(Math.min(2, sold.length));
      for (const p of s.products) {
        const rows = inRange(sql.agg_seller_products, from, to).filter(
          (r) => Number(r.user_id) === (s.userId ?? 0) && Number(r.price_id) === p.priceId,
        );
        expect(p.revenue.value).toBe(money(sum(rows, 'revenue')));
      }
    }
    // Narrowed to two articles: each seller's totals are those articles' sums.
    const two = [b.articles[1].priceId, b.articles[2].priceId];
    const narrowedByUsers = (await post('getProductSalesCharts/ByUsersV2', b.admin.token, { ...all, priceIds: two })).json();
    expect(narrowedByUsers.sellers.length).toBeGreaterThan(0);
    for (const s of narrowedByUsers.sellers) {
      const rows = inRange(sql.agg_seller_products, from, to).filter(
        (r) => Number(r.user_id) === (s.userId ?? 0) && two.includes(Number(r.price_id)),
      );
      expect(s.revenue.value).toBe(money(sum(rows, 'revenue')));
      expect(s.tickets.value).toBe(sum(rows, 'tickets'));
      expect(s.products.every((p: { priceId: number }) => two.includes(p.priceId))).toBe(true);
    }
    const top = (await post('getTopSellersCharts', b.admin.token, all)).json();
    expect(top.sellers[0].revenue.value).toBe(Math.max(...v.bySeller.map((s: { revenue: { value: number } }) => s.revenue.value)));
    const best = (await post('getBestSellersCharts', b.admin.token, all)).json();
    const quantities = best.products.map((p: { quantity: { value: number } }) => p.quantity.value);
    expect(quantities).toEqual([...quantities].sort((x, y) => y - x));
  });

  it('answers margins: revenue less the cost kept on the lines, by product, category and store', async () => {
    const all = { period: 'custom', from: days[0], to: days[days.length - 1] };
    const m = (await post('getMarginsCharts', b.admin.token, all)).json();
    const d = inRange(sql.agg_days, all.from, all.to);
    expect(m.figures.cost.value).toBe(money(sum(d, 'cost')));
    expect(m.figures.margin.value).toBe(money(sum(d, 'costedRevenue') - sum(d, 'cost')));
    expect(m.figures.revenueWithoutCost.value).toBe(money(sum(d, 'revenue') - sum(d, 'costedRevenue')));
    for (const s of m.byStore) {
      const rows = inRange(sql.agg_days, all.from, all.to, [s.magasinId]);
      expect(s.margin.value).toBe(money(sum(rows, 'costedRevenue') - sum(rows, 'cost')));
    }
    for (const p of m.byProduct) {
      const rows = inRange(sql.agg_products, all.from, all.to).filter((r) => Number(r.price_id) === p.priceId);
      expect(p.cost.value).toBe(money(sum(rows, 'cost')));
    }
    // The article without a cost has revenue but no margin.
    const free = m.byProduct.find((p: { priceId: number }) => p.priceId === b.articles[3].priceId);
    if (free) expect(free.cost.value).toBe(0);
  });

  it('answers the live cash chart of the open sessions, the counted notes and coins, and real versus theoretical stock', async () => {
    const live = await t.call({
      method: 'GET',
      url: `/api/DashBoard/getCaisseLiveCharts?entityIdList=${b.magasinId}`,
      token: b.admin.token,
    });
    expect(live.statusCode).toBe(200);
    const l = live.json();
    expect(l.sessions.every((s: { magasinId: number }) => s.magasinId === b.magasinId)).toBe(true);
    const s = l.sessions.find((x: { caisseId: number }) => x.caisseId === b.caisseId);
    const ops = await t.deps.database.db
      .selectFrom('operations')
      .select(['type', 'modePayment', 'amount'])
      .where('caisse_id', '=', b.caisseId)
      .execute();
    const signOf: Record<string, number> = { payment: 1, credit: 1, advance: 1, change: -1, refund: -1 };
    expect(s.revenue).toBe(money(ops.reduce((a, o) => a + (signOf[o.type] ?? 0) * Number(o.amount), 0)));
    const tickets = await t.deps.database.db
      .selectFrom('commands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('caisse_id', '=', b.caisseId)
      .where('etat', 'not in', ['cancelled', 'refunded'])
      .executeTakeFirstOrThrow();
    expect(s.tickets).toBe(Number(tickets.n));
    expect(l.byHour).toHaveLength(24);

    const today = new Date().toISOString().slice(0, 10);
    const range = { period: 'custom', from: addDays(today, -1), to: addDays(today, 1) };
    const bil = (await post('getBilletsCharts', b.admin.token, range)).json();
    const opening = bil.byDay.find((x: { type: string }) => x.type === 'opening');
    expect(opening.billets.map((x: { quantity: number }) => x.quantity).sort()).toEqual([2, 3]);
    expect(opening.total).toBe(opening.billets.reduce((a: number, x: { amount: number }) => a + x.amount, 0));

    const level = await t.deps.database.db
      .selectFrom('stock_levels')
      .select('quantity')
      .where('entity_id', '=', b.magasinId)
      .where('product_id', '=', b.articles[0].productId)
      .executeTakeFirst();
    const counted = await t.call({
      method: 'PATCH',
      url: '/api/setProduct/Inventory',
      token: b.admin.token,
      payload: { quantity: 50, entityId: b.magasinId, productId: b.articles[0].productId },
    });
    expect(counted.statusCode).toBe(200);
    const st = (await post('getStockReelTheoriqueCharts', b.admin.token, range)).json();
    const row = st.rows.find((r: { productId: number }) => r.productId === b.articles[0].productId);
    expect(row).toMatchObject({ magasinId: b.magasinId, real: 50, theoretical: 50, difference: 50 - Number(level?.quantity ?? 0) });
    expect(row.differenceValue).toBe(money(400 * row.difference));
    expect(st.counts.value).toBeGreaterThanOrEqual(1);
  });
});

describe('dashboard access', { timeout: 60_000 }, () => {
  it('keeps a manager of store B to store B (404 for store A) and another company out (404); 403 without the tag', async () => {
    const all = { period: 'custom', from: days[0], to: days[days.length - 1] };
    const mine = (await post('getHomeQuickCharts', b.managerBToken, all)).json();
    expect(mine.byStore.map((s: { magasinId: number }) => s.magasinId)).toEqual([b.storeB]);
    expect(mine.figures.revenue.value).toBe(money(sum(inRange(sql.agg_days, all.from, all.to, [b.storeB]), 'revenue')));
    const other = await post('getHomeQuickCharts', b.managerBToken, { ...all, entityIdList: [b.magasinId] });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const live = await t.call({
      method: 'GET',
      url: `/api/DashBoard/getCaisseLiveCharts?entityIdList=${b.magasinId},${b.storeB}`,
      token: b.managerBToken,
    });
    expect(live.statusCode).toBe(404);
    const stranger = await signedIn(t, 'admin');
    expect((await post('getVentesCharts', stranger.token, { ...all, entityIdList: [b.storeB] })).statusCode).toBe(404);
    const theirs = (await post('getHomeQuickCharts', stranger.token, all)).json();
    expect(theirs.figures.revenue.value).toBe(0);
    // A cashier holds gestion_caisse, not gestion_profit nor gestion_stock; a delivery man none of them.
    expect((await post('getMarginsCharts', b.cashier.token, all)).statusCode).toBe(403);
    expect((await post('getStockReelTheoriqueCharts', b.cashier.token, all)).statusCode).toBe(403);
    const courier = await signedIn(t, 'delivery_man');
    expect((await post('getHomeQuickCharts', courier.token, all)).statusCode).toBe(403);
    expect((await post('exportCharts', b.cashier.token, { ...all, chartName: 'margins' })).statusCode).toBe(403);
    // Validation lists every field.
    const bad = await post('getHomeQuickCharts', b.admin.token, { period: 'custom' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['from', 'to']);
    expect((await post('getHomeQuickCharts', b.admin.token, { period: 'custom', from: '2020-01-01', to: '2026-01-01' })).statusCode).toBe(
      422,
    );
  });

  it('puts a sale at 23:59 local time on its local day, through HTTP', async () => {
    // A till whose local time now is on another date than UTC's: +14 h in the afternoon (UTC), −12 h in the morning.
    const utcHour = new Date().getUTCHours();
    const offset = utcHour >= 10 ? 14 * 60 : -12 * 60;
    const local = localTimeAt(offset);
    const localDay = local.slice(0, 10);
    expect(localDay).not.toBe(new Date().toISOString().slice(0, 10));
    const res = await sale(
      t,
      b.cashier.token,
      {
        caisseId: b.caisseId,
        lines: [{ priceId: b.article.priceId, quantity: 1, unitPrice: 10 }],
        payments: [{ modePayment: 'cash', amount: 10 }],
      },
      { 'x-local-time': local },
    );
    expect(res.statusCode).toBe(200);
    const row = await t.deps.database.db
      .selectFrom('commands')
      .select(['businessDay', 'businessHour'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ businessDay: localDay, businessHour: Number(local.slice(11, 13)) });
    // "Today" for that till is its local day, and the sale is in it.
    const today = await t.call({
      method: 'POST',
      url: '/api/DashBoard/getHomeQuickCharts',
      token: b.admin.token,
      payload: { period: 'today', entityIdList: [b.magasinId] },
      headers: { 'x-local-time': local },
    });
    const h = today.json();
    expect(h.periods.current.from).toBe(localDay);
    expect(h.byHour[Number(local.slice(11, 13))].tickets.value).toBeGreaterThanOrEqual(1);
  });
});

describe('chart exports', { timeout: 60_000 }, () => {
  const readBook = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as never);
    return wb;
  };

  it('exports a chart to xlsx in the session, its rows those of the chart', async () => {
    const all = { period: 'custom', from: days[0], to: days[days.length - 1] };
    const res = await post('exportCharts', b.admin.token, { ...all, chartName: 'home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await readBook(res.rawPayload);
    const home = (await post('getHomeQuickCharts', b.admin.token, all)).json();
    const stores = wb.worksheets.find((w) => w.name === 'Par magasin')!;
    expect(stores.rowCount).toBe(1 + home.byStore.length);
    const figures = wb.worksheets.find((w) => w.name === 'Chiffres')!;
    expect(figures.getRow(2).values).toEqual([undefined, "Chiffre d'affaires", home.figures.revenue.value, home.figures.revenue.previous]);
  });

  it('makes a signed link that downloads without a session, refused when altered or expired', async () => {
    const from = days[0];
    const to = days[days.length - 1];
    const made = await post('exportChartsLink', b.managerBToken, {
      period: 'custom',
      from,
      to,
      chartName: 'ventes',
      entityIdList: [b.storeB],
    });
    expect(made.statusCode).toBe(200);
    const { url, token, expiresAt } = made.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(EXPORT_LINK_TTL_MS + 1000);
    const path = url.slice(url.indexOf('/api/'));
    const ok = await t.call({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    const wb = await readBook(ok.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toContain('Par vendeur');
    // Altered: another store, another user, another chart, another day, a forged signature.
    const q = new URL(url).searchParams;
    const alter = (k: string, v: string) => {
      const c = new URLSearchParams(q);
      c.set(k, v);
      return `/api/DashBoard/exportCharts?${c.toString()}`;
    };
    for (const altered of [
      alter('entityIdList', String(b.magasinId)),
      alter('userId', String(b.admin.id)),
      alter('chartName', 'margins'),
      alter('from', addDays(from, -1)),
      alter('token', token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')),
    ]) {
      const res = await t.call({ method: 'GET', url: altered });
      expect(res.statusCode, altered).toBe(401);
    }
    // Expired: signed as if made longer ago than its life.
    const old = signLink(
      t.deps.config.secret,
      { chartName: 'ventes', from, to, userId: b.admin.id },
      b.entrepriseId,
      Date.now() - EXPORT_LINK_TTL_MS - 5_000,
    );
    const expired = await t.call({
      method: 'GET',
      url: `/api/DashBoard/exportCharts?chartName=ventes&from=${from}&to=${to}&userId=${b.admin.id}&token=${old.token}`,
    });
    expect(expired.statusCode).toBe(401);
    // A valid link for a user who lost the chart's tag: 403.
    const fresh = signLink(t.deps.config.secret, { chartName: 'margins', from, to, userId: b.cashier.id }, b.entrepriseId);
    const noTag = await t.call({
      method: 'GET',
      url: `/api/DashBoard/exportCharts?chartName=margins&from=${from}&to=${to}&userId=${b.cashier.id}&token=${fresh.token}`,
    });
    expect(noTag.statusCode).toBe(403);
  });
});
