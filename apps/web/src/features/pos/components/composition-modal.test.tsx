// The till's formula chooser reads the formula (GET /product/edit/{id}) and leaves out the choices its exceptions hide
// at the price being sold; a price's own exception wins over the one for every price.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { changeLocale, i18n, initI18n } from '../../../i18n/i18n';
import { CompositionModal } from './composition-modal';

const item = (productId: number, label: string, extra = {}) => ({
  id: productId * 10,
  productId,
  label,
  quantity: 1,
  isDefault: false,
  isAutoIncluded: false,
  isOrCombination: true,
  ...extra,
});
const FORMULA = {
  id: 42,
  compositions: [
    { id: 1, name: 'Boisson', min: 1, max: 1, position: 0, items: [item(11, 'Café'), item(12, 'Thé'), item(13, 'Chocolat')] },
    { id: 2, name: 'Viennoiserie', min: 1, max: 1, position: 1, items: [item(21, 'Croissant'), item(22, 'Pain au chocolat')] },
    { id: 3, name: 'Jus', min: 1, max: 1, position: 2, items: [item(31, 'Orange', { isAutoIncluded: true })] },
    { id: 4, name: 'Dessert', min: 1, max: 1, position: 3, items: [item(41, 'Tarte')] },
  ],
  compositionExceptions: [
    // Tea hidden at every price, shown again at price 101; the chocolate bun hidden at price 100 only;
    // the only dessert hidden everywhere (its composition is not offered at all).
    { id: 1, composition_id: 1, product_id: 12, price_id: null, visibility: false },
    { id: 2, composition_id: 1, product_id: 12, price_id: 101, visibility: true },
    { id: 3, composition_id: 2, product_id: 22, price_id: 100, visibility: false },
    { id: 4, composition_id: 4, product_id: 41, price_id: null, visibility: false },
  ],
};
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderChooser(priceId: number, onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider env="test">
          <CompositionModal title="Petit-déjeuner" descriptionId={42} priceId={priceId} onClose={() => undefined} onDone={onDone} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onDone;
}
const pick = (productId: number) => fireEvent.click(within(screen.getByTestId(`pos-choice-${productId}`)).getByRole('checkbox'));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/product/edit/42') ? json(200, FORMULA) : json(404, { message: 'not found' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CompositionModal (till formula chooser)', () => {
  it('does not offer the choices hidden at the price sold, and sends only offered ones', async () => {
    const onDone = renderChooser(100);
    await screen.findByTestId('pos-composition');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/product\/edit\/42/), expect.anything());
    expect(screen.getByTestId('pos-choice-11')).toBeTruthy();
    expect(screen.getByTestId('pos-choice-13')).toBeTruthy();
    expect(screen.queryByTestId('pos-choice-12')).toBeNull();
    expect(screen.getByTestId('pos-choice-21')).toBeTruthy();
    expect(screen.queryByTestId('pos-choice-22')).toBeNull();
    expect(screen.queryByTestId('pos-choice-41')).toBeNull();
    expect(screen.queryByText('Dessert')).toBeNull();
    const ok = screen.getByTestId('pos-composition-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    pick(13);
    pick(21);
    await waitFor(() => expect(ok.disabled).toBe(false));
    fireEvent.click(ok);
    expect(onDone).toHaveBeenCalledWith([
      expect.objectContaining({ compositionId: 1, productId: 13 }),
      expect.objectContaining({ compositionId: 2, productId: 21 }),
      expect.objectContaining({ compositionId: 3, productId: 31, auto: true }),
    ]);
  });

  it('offers a choice hidden for every price at a price whose own exception shows it', async () => {
    renderChooser(101);
    await screen.findByTestId('pos-composition');
    expect(screen.getByTestId('pos-choice-12')).toBeTruthy();
    expect(screen.getByTestId('pos-choice-22')).toBeTruthy();
    expect(screen.queryByTestId('pos-choice-41')).toBeNull();
  });

  it("says each composition's rule as a sentence, with how many are chosen, in the app's language", async () => {
    renderChooser(100);
    await screen.findByTestId('pos-composition');
    expect(screen.getByTestId('pos-composition-rule-1').textContent).toBe('Choose 1 (0 chosen)');
    pick(13);
    await waitFor(() => expect(screen.getByTestId('pos-composition-rule-1').textContent).toBe('Choose 1 (1 chosen)'));
    await changeLocale('fr');
    await waitFor(() => expect(screen.getByTestId('pos-composition-rule-1').textContent).toBe('Choisissez-en 1 (1 choisi)'));
    await changeLocale('en');
    document.cookie = 'lang=; path=/; max-age=0';
  });
});
