// /settings/products/tiers: the products of the categories tagged 'tiers' only, in the products' DataTable.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { saveToken } from '../../../lib/token-storage';
import { makeUser } from '../../../test/fixtures';
import { authKeys } from '../../auth/api/keys';
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

function renderPage(page: React.ReactNode, tags?: string[], url = '/') {
  const client = createQueryClient();
  if (tags) client.setQueryData(authKeys.me(), makeUser(tags));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/" element={page} />
              <Route path="/settings/products/add" element={<p>add page</p>} />
            </Routes>
          </MemoryRouter>
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
      const q = decodeURIComponent(url);
      const tiers = q.includes('"categoryId":[2]');
      const trashed = q.includes('onlyTrashed=true');
      const rows =
        tiers && !trashed ? [ROW] : tiers ? [{ ...ROW, id: 10, label: 'Limonade 25 cl', deleted_at: '2026-11-20T10:00:00Z' }] : [];
      return json(200, { data: rows, total: rows.length, offset: 0, limit: 20 });
    }
    return json(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
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

  it("adds a product from the range's screen and lists the range's trash, for who manages products", async () => {
    renderPage(<ProductsTiersPage />, ['gestion_produits'], '/?view=trash');
    expect(await screen.findByText('Limonade 25 cl')).toBeTruthy();
    const trashCalls = productCalls().filter((u) => u.includes('onlyTrashed=true'));
    expect(trashCalls.length).toBeGreaterThan(0);
    expect(trashCalls.every((u) => u.includes('"categoryId":[2]'))).toBe(true);
    expect(screen.getByTestId('product-restore')).toBeTruthy();
    const add = screen.getByTestId('product-new');
    expect(add.getAttribute('href')).toBe('/settings/products/add?range=tiers');
    fireEvent.click(add);
    expect(await screen.findByText('add page')).toBeTruthy();
  });

  it('shows neither the add action nor the trash to a reader', async () => {
    renderPage(<ProductsSupplementPage />, ['gestion_caisse'], '/?view=trash');
    await waitFor(() => expect(productCalls().at(-1)).toContain('"categoryId":[3]'));
    expect(screen.queryByTestId('product-new')).toBeNull();
    expect(productCalls().some((u) => u.includes('onlyTrashed=true'))).toBe(false);
  });
});
