import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { CommandsPage } from './commands-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const listUrls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/Commands/ByMagasin/7/'));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('CommandsPage', () => {
  it("sends the search box's term as keyword and the sorted column as sort", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/Magasins')
        ? json([{ id: 7, intitule: 'Maison Atlas' }])
        : json({ data: [], total: 0, page: 1, limit: 10 }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MantineProvider env="test">
            <MemoryRouter>
              <CommandsPage />
            </MemoryRouter>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(listUrls().length).toBeGreaterThan(0));
    expect(listUrls()[0]).not.toContain('keyword');
    fireEvent.click(screen.getByTestId('sort-total'));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=total'));
    fireEvent.click(screen.getByTestId('sort-total'));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=-total'));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: ' Nadia ' } });
    await waitFor(() => expect(listUrls().at(-1)).toContain('keyword=Nadia'), { timeout: 3_000 });
    expect(listUrls().at(-1)).toContain('sort=-total');
    expect(screen.queryByTestId('sort-client')).toBeNull();
  });
});
