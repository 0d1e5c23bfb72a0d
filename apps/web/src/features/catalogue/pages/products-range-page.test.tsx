// /settings/products/tiers: the products of the categories tagged 'tiers' only, in the products' DataTable.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ProductsSupplementPage, ProductsTiersPage } from './products-range-page';

const category = (id: number, label: string, tag: string | null) => ({ id, label, tag, parentId: null, color: '#c2410c' });
const FORM = {
  categories: [category(1, 'Pains', null), category(2, 'Boissons partenaires', 'tiers'), category(3, 'Sauces', 'supplement')],
  brands: [],
  suppliers: [],
  detailKeys: [],
  tags: [],
  magasins: [],
};
const ROW = { id: 9, label: 'Cola 33 cl', categoryId: 2, category: FORM.categories[1], products: [], minPrice: 8, nature: 'standard' };
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const productCalls = () =>
  fetchMock.mock.calls.map(([u]) => decodeURIComponent(String(u))).filter((u) => u.startsWith('/api/catalogueV2/product'));

function renderPage(page: React.ReactNode) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <MemoryRouter>{page}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/product/create')) return json(200, FORM);
    if (url.startsWith('/api/catalogueV2/product')) {
      const tiers = decodeURIComponent(url).includes('"categoryId":[2]');
      return json(200, { data: tiers ? [ROW] : [], total: tiers ? 1 : 0, offset: 0, limit: 20 });
    }
    return json(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('products tiers / supplement screens', () => {
  it("lists the tiers categories' products, asking the server for those categories only", async () => {
    renderPage(<ProductsTiersPage />);
    expect(await screen.findByText('Third-party products')).toBeTruthy();
    expect(await screen.findByText('Cola 33 cl')).toBeTruthy();
    expect(productCalls().at(-1)).toContain('"categoryId":[2]');
  });

  it('a supplement screen asks for the supplement categories', async () => {
    renderPage(<ProductsSupplementPage />);
    await waitFor(() => expect(productCalls().at(-1)).toContain('"categoryId":[3]'));
    expect(screen.queryByText('Cola 33 cl')).toBeNull();
  });
});
