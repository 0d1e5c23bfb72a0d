// The dashboards against the HTTP they call (fetch mocked): the home's figures with their change, the period and the
// stores sent to the server and kept in the address, the export through the signed link, and the reports' tables.
import type { HomeQuickCharts, MarginsCharts, TopSellersCharts } from '@comptoir/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n, loadFeatureTexts } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { renderRoutes } from '../../../test/render';
import { HomeDashboard } from '../components/home-dashboard';
import { MarginsPage } from './margins-page';
import { TopSellersPage } from './top-sellers-page';

const fetchMock = vi.fn<typeof fetch>();
const fig = (value: number, previous: number) => ({ value, previous });
const periods = {
  current: { from: '2026-11-27', to: '2026-11-27', days: 1 },
  previous: { from: '2026-11-26', to: '2026-11-26', days: 1 },
};

const home: HomeQuickCharts = {
  periods,
  figures: {
    revenue: fig(12_345.67, 10_000),
    tickets: fig(80, 100),
    averageBasket: fig(154.32, 100),
    discounts: fig(120, 60),
    refunds: fig(0, 50),
    quantity: fig(200, 180),
  },
  byStore: [{ magasinId: 1, intitule: 'Casablanca', revenue: fig(12_345.67, 10_000), tickets: fig(80, 100), share: fig(100, 100) }],
  byHour: [{ hour: 9, revenue: fig(500, 300), tickets: fig(4, 3) }],
  topProducts: [{ priceId: 3, label: 'Croissant', quantity: fig(40, 20), revenue: fig(200, 100) }],
  paymentModes: [{ modePayment: 'cash', amount: fig(12_345.67, 10_000), count: fig(80, 100) }],
};

const sellers: TopSellersCharts = {
  periods,
  sellers: [
    { userId: 4, userName: 'Salma', revenue: fig(3000, 1500), tickets: fig(30, 20), quantity: fig(60, 40) },
    { userId: null, userName: null, revenue: fig(500, 0), tickets: fig(5, 0), quantity: fig(5, 0) },
  ],
};

const margins: MarginsCharts = {
  periods,
  figures: { revenue: fig(1000, 800), cost: fig(600, 500), margin: fig(400, 300), rate: fig(40, 37.5), revenueWithoutCost: fig(50, 0) },
  byProduct: [
    {
      priceId: 1,
      label: 'Baguette',
      quantity: fig(100, 80),
      revenue: fig(1000, 800),
      cost: fig(600, 500),
      margin: fig(400, 300),
      rate: fig(40, 37.5),
    },
    { priceId: 2, label: 'Msemen', quantity: fig(10, 0), revenue: fig(50, 0), cost: fig(0, 0), margin: fig(0, 0), rate: fig(0, 0) },
  ],
  byCategory: [],
  byStore: [],
};

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

/** The calls made to a path, with their JSON bodies. */
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).split('?')[0] === `/api${path}`)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null));

function setup(element: React.ReactElement, path = '/') {
  const client = createQueryClient();
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  return renderRoutes([{ path: '*', element }], path, client);
}

beforeAll(async () => {
  await initI18n('en');
  await loadFeatureTexts(['dashboards']);
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input).split('?')[0];
    if (url === '/api/Magasins')
      return json([
        { id: 1, intitule: 'Casablanca' },
        { id: 2, intitule: 'Rabat' },
      ]);
    if (url === '/api/DashBoard/getHomeQuickCharts') return json(home);
    if (url === '/api/DashBoard/getTopSellersCharts') return json(sellers);
    if (url === '/api/DashBoard/getMarginsCharts') return json(margins);
    if (url === '/api/DashBoard/exportChartsLink')
      return json({ url: '/api/DashBoard/exportCharts?chartName=home&token=t', token: 't', expiresAt: '2026-11-27T10:00:00Z' });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the home dashboard', () => {
  it("shows today's figures abbreviated, each with its change from the previous period", async () => {
    setup(<HomeDashboard />);
    const revenue = await screen.findByTestId('figure-revenue');
    await waitFor(() => expect(within(revenue).getByTestId('figure-revenue-value').textContent).toMatch(/^12\.35K\sMAD$/));
    expect(within(revenue).getByText('+23.5%')).toBeTruthy();
    expect(within(revenue).getByText(/Previous period: 10\.00K\sMAD/)).toBeTruthy();
    // Fewer tickets: down; refunds from 50 to 0: down, and that is good news.
    expect(screen.getByTestId('figure-tickets').querySelector('[data-change]')?.getAttribute('data-change')).toBe('-20');
    expect(screen.getByTestId('figure-refunds').textContent).toContain('-100%');
    expect(callsTo('/DashBoard/getHomeQuickCharts')[0]).toEqual({ period: 'today' });
  });

  it('asks the server for the period chosen, keeps it in the address, and says which days it compares', async () => {
    const { router } = setup(<HomeDashboard />);
    await screen.findByTestId('figure-revenue-value');
    fireEvent.click(screen.getByText('This week'));
    await waitFor(() => expect(callsTo('/DashBoard/getHomeQuickCharts')).toContainEqual({ period: 'week' }));
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('week');
    expect(screen.getByTestId('period-days').textContent).toContain('compared with');
    fireEvent.click(screen.getByText('Custom range'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(callsTo('/DashBoard/getHomeQuickCharts').some((b) => b?.period === 'custom' && b.from === '2026-11-01')).toBe(true),
    );
  });

  it('sends the stores chosen in the address', async () => {
    setup(<HomeDashboard />, '/?stores=2');
    await screen.findByTestId('figure-revenue-value');
    expect(callsTo('/DashBoard/getHomeQuickCharts')[0]).toEqual({ period: 'today', entityIdList: [2] });
    await screen.findByTestId('stores-select');
  });

  it('exports a chart through the signed link the server answers', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setup(<HomeDashboard />, '/?period=month');
    await screen.findByTestId('figure-revenue-value');
    fireEvent.click(screen.getByTestId('chart-hours-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo('/DashBoard/exportChartsLink')).toEqual([{ period: 'month', chartName: 'home' }]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/DashBoard/exportCharts?chartName=home&token=t');
    click.mockRestore();
  });

  it('says so when the figures cannot be read', async () => {
    fetchMock.mockImplementation((input) => (String(input).includes('getHomeQuickCharts') ? json({ nope: 1 }) : json([])));
    setup(<HomeDashboard />);
    expect(await screen.findByTestId('home-dashboard-error')).toBeTruthy();
  });
});

describe('the reports', () => {
  it('lists the sellers of the month, one without a name as such', async () => {
    setup(<TopSellersPage />);
    const table = await screen.findByTestId('sellers-table');
    await within(table).findByText('Salma');
    expect(within(table).getByText('No seller')).toBeTruthy();
    expect(callsTo('/DashBoard/getTopSellersCharts')[0]).toEqual({ period: 'month' });
  });

  it('shows the margin, its rate and the sales without a known cost', async () => {
    setup(<MarginsPage />);
    await waitFor(() => expect(screen.getByTestId('figure-margin').textContent).toMatch(/400\.00\sMAD/));
    expect(screen.getByTestId('figure-rate').textContent).toContain('40%');
    expect(screen.getByTestId('figure-without-cost').textContent).toMatch(/50\.00\sMAD/);
    const table = await screen.findByTestId('margins-table');
    expect(within(table).getByText('Baguette')).toBeTruthy();
    // Sold without a known cost: no cost, margin or rate of 0 shown for it.
    const msemen = (await within(table).findByText('Msemen')).closest('tr')!;
    expect(msemen.textContent).toContain('50.00');
    expect(msemen.textContent).not.toContain('0.00 MAD0.00');
    expect(within(msemen as HTMLElement).getAllByText('—')).toHaveLength(3);
  });
});
