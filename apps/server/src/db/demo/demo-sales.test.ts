// The demo sales (npm run demo, npm start): 90 days of orders in the demo sessions of the three stores, gap-free ticket
// numbers per business day, busier mornings and weekends, formulas, discounts, credit, refunds and cancellations, and
// every session's running totals and closing still equal to its ledger.
import { expectedByMode } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoCompany, DEMO_DOMAIN, DEMO_PASSWORD } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo sales', { timeout: 120_000 }, () => {
  it('sells for 90 days in the three stores inside the sessions, ledgers and closings consistent', async () => {
    await createDemoCompany(t.deps.database, { sales: true });
    const { db } = t.deps.database;
    const orders = await db
      .selectFrom('commands')
      .select([
        'id',
        'magasin_id',
        'caisse_id',
        'calendar_day_id',
        'ticketNumber',
        'etat',
        'isCredit',
        'remise',
        'total',
        'paid',
        'created_at',
      ])
      .execute();
    expect(orders.length).toBeGreaterThan(3000);
    expect(new Set(orders.map((o) => o.magasin_id)).size).toBe(3);
    const states = new Set(orders.map((o) => o.etat));
    for (const s of ['paid', 'credit_validated', 'refunded', 'cancelled']) expect(states, s).toContain(s);
    expect(orders.filter((o) => Number(o.remise) > 0).length).toBeGreaterThan(50);
    expect(orders.some((o) => o.isCredit && Number(o.paid) < Number(o.total))).toBe(true);
    const formulas = await db.selectFrom('command_lines').select('id').where('compositions', 'is not', null).execute();
    expect(formulas.length).toBeGreaterThan(50);

    // Gap-free tickets per business day, and the day's counter where the next sale starts.
    const days = await db.selectFrom('calendar_days').select(['id', 'lastTicketNumber']).execute();
    for (const d of days) {
      const tickets = orders
        .filter((o) => o.calendar_day_id === d.id)
        .map((o) => Number(o.ticketNumber))
        .sort((a, b) => a - b);
      expect(tickets).toEqual(tickets.map((_, i) => i + 1));
      expect(Number(d.lastTicketNumber)).toBe(tickets.length);
    }

    // Mornings and weekends are busier (times are UTC, local is UTC+1).
    const hour = (o: { created_at: unknown }) => new Date(String(o.created_at)).getUTCHours();
    expect(orders.filter((o) => hour(o) >= 6 && hour(o) < 9).length).toBeGreaterThan(
      2 * orders.filter((o) => hour(o) >= 13 && hour(o) < 16).length,
    );
    const perDay = new Map<string, number>();
    for (const o of orders) {
      const day = new Date(String(o.created_at)).toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const mean = (weekend: boolean) => {
      const xs = [...perDay].filter(([d]) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()) === weekend).map(([, n]) => n);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(mean(true)).toBeGreaterThan(mean(false) * 1.2);

    // Every session: running totals = ledger; closed ones counted − expected = their difference.
    const sessions = await db.selectFrom('caisses').selectAll().execute();
    const ops = await db.selectFrom('operations').select(['caisse_id', 'type', 'modePayment', 'amount']).execute();
    const totals = await db.selectFrom('caisse_totals').selectAll().execute();
    for (const s of sessions) {
      const mine = ops
        .filter((o) => o.caisse_id === s.id)
        .map((o) => ({ type: o.type, modePayment: o.modePayment, amount: Number(o.amount) }));
      const kept = totals
        .filter((x) => x.caisse_id === s.id)
        .map((x) => ({ type: x.type, modePayment: x.modePayment, amount: Number(x.amount) }));
      expect(expectedByMode(kept)).toEqual(expectedByMode(mine));
      if (s.state === 'closed') {
        expect(Number(s.expectedTotal)).toBe(Object.values(expectedByMode(mine)).reduce((a, b) => a + b, 0));
        expect(Number(s.countedTotal) - Number(s.expectedTotal)).toBe(Number(s.difference));
      }
    }

    // The screens' calls show them.
    const token = await signIn(t, `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD);
    const store = orders[0].magasin_id;
    const list = (await t.call({ method: 'GET', url: `/api/Commands/ByMagasin/${store}?sort=-total`, token })).json();
    expect(list.total).toBe(orders.filter((o) => o.magasin_id === store).length);
    const recap = (await t.call({ method: 'GET', url: `/api/Magasin/${store}/recapVentesByProducts`, token })).json();
    expect(recap.length).toBeGreaterThan(3);

    // Their stock (issue 23): the stock history's past days show what was sold, every level is the sum of its
    // movements, and none went below zero (the opening inventory, before the first sale, covered them).
    const history = (await t.call({ method: 'GET', url: `/api/Stock/getClosed/byEntity/${store}?limit=10`, token })).json();
    expect(history.rows.length).toBe(10);
    for (const day of history.rows) expect(day.byType.sale, day.day).toBeLessThan(0);
    const moved = await db
      .selectFrom('stock_movements')
      .select(['entity_id', 'product_id', (eb) => eb.fn.sum<number>('quantity').as('sum')])
      .groupBy(['entity_id', 'product_id'])
      .execute();
    const levels = await db.selectFrom('stock_levels').select(['entity_id', 'product_id', 'quantity']).execute();
    const level = new Map(levels.map((l) => [`${l.entity_id}|${l.product_id}`, Number(l.quantity)]));
    for (const m of moved) {
      expect(level.get(`${m.entity_id}|${m.product_id}`) ?? 0).toBeCloseTo(Number(m.sum), 3);
      // Sums of decimal quantities (0.1 kg…) in binary floating point: an emptied product may sum to -5.6e-17.
      expect(Number(m.sum)).toBeGreaterThanOrEqual(-1e-9);
    }

    // Their dashboards (issue 24): the aggregates hold the 90 days (every ticket), mornings are
    // busier than afternoons, weekends than weekdays, and margins have costs.
    const span = orders.map((o) => String(o.created_at).slice(0, 10)).sort();
    const all = { period: 'custom', from: span[0], to: span[span.length - 1] };
    const home = (await t.call({ method: 'POST', url: '/api/DashBoard/getHomeQuickCharts', token, payload: all })).json();
    const counted = orders.filter((o) => o.etat !== 'cancelled' && o.etat !== 'refunded').length;
    expect(home.figures.tickets.value).toBe(counted);
    expect(home.byStore).toHaveLength(3);
    const at = (h: number) => home.byHour[h].tickets.value;
    expect(at(8) + at(9)).toBeGreaterThan(at(14) + at(15));
    const sales = (await t.call({ method: 'POST', url: '/api/DashBoard/getChiffreAffaireCharts', token, payload: all })).json();
    const weekend = (d: string) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
    const meanOf = (w: boolean) => {
      const list = sales.byDay.filter((x: { day: string; tickets: { value: number } }) => weekend(x.day) === w && x.tickets.value > 0);
      return list.reduce((a: number, x: { tickets: { value: number } }) => a + x.tickets.value, 0) / list.length;
    };
    expect(meanOf(true)).toBeGreaterThan(meanOf(false));
    const margins = (await t.call({ method: 'POST', url: '/api/DashBoard/getMarginsCharts', token, payload: all })).json();
    expect(margins.figures.cost.value).toBeGreaterThan(0);
    expect(margins.figures.margin.value).toBeGreaterThan(0);
  });
});
