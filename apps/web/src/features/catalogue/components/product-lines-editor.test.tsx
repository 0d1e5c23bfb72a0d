// The one product + quantity lines editor (bundle, compositions, recipe): lines with their unit, quantity edits and
// removal go to the form list at its path.
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ProductLinesEditor } from './product-lines-editor';

interface Values {
  recipe: { elements: { elementId: number; label: string; unity: string; quantity: number | '' }[] };
}
let latest: Values | null = null;

function Harness() {
  const form = useForm<Values>({
    initialValues: {
      recipe: {
        elements: [
          { elementId: 1, label: 'Farine T45', unity: 'kg', quantity: 0.25 },
          { elementId: 2, label: 'Beurre', unity: 'kg', quantity: 0.1 },
        ],
      },
    },
  });
  latest = form.values;
  return (
    <ProductLinesEditor
      form={form}
      path="recipe.elements"
      lines={form.values.recipe.elements}
      idOf={(e) => e.elementId}
      newLine={(p) => ({ elementId: p.productId, label: p.label, unity: p.unity, quantity: '' as const })}
      productTitle="Element"
      addLabel="Add an element"
      quantityLabel={(e) => `Quantity of ${e.label}`}
      removeLabel={(e) => `Remove ${e.label}`}
      decimalScale={3}
      testId="lines"
    />
  );
}

beforeAll(async () => {
  await initI18n('en');
});

describe('ProductLinesEditor', () => {
  it('shows each line with its unit, and edits and removes lines at the list path', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MantineProvider env="test">
            <Harness />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('lines-item')).toHaveLength(2);
    expect(screen.getAllByText('kg')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Quantity of Beurre'), { target: { value: '0.2' } });
    expect(latest?.recipe.elements[1]?.quantity).toBe(0.2);
    fireEvent.click(screen.getByLabelText('Remove Farine T45'));
    expect(screen.getAllByTestId('lines-item')).toHaveLength(1);
    expect(latest?.recipe.elements.map((e) => e.label)).toEqual(['Beurre']);
    expect(screen.getByTestId('lines-picker')).toBeTruthy();
  });
});
