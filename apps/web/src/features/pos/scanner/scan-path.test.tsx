// The scan's path from the scanner's Enter to the ticket's line (issue 23 point 10): a code the till holds is found at
// once (no await), and the search field gives the page one change per scan, not a keyword it already has.
import type { Price } from '@comptoir/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScanSearch } from '../components/scan-search';
import { heldPriceByCode } from '../hooks/use-till-search';
import type { TillArticle } from '../till-catalogue';

const price = (id: number, productId: number | null, barcode: string | null, nature = 'standard') =>
  ({ id, productId, barcode, nature }) as unknown as Price;
const article = (id: number, products: { id: number; barcode: string | null }[]): TillArticle => ({
  id,
  brandId: null,
  isService: false,
  type: 'outbound',
  fileId: null,
  products: products.map((p) => ({ ...p, fileId: null })),
});

describe('heldPriceByCode', () => {
  const prices = [
    price(1, 10, '6111234000101'),
    price(2, 20, null, 'composition'),
    price(3, 20, null),
    price(4, 30, '6111234000309', 'composition'),
    price(5, 30, '6111234000309'),
    price(6, 40, '6111234000408', 'composition'),
  ];
  const articles = new Map([[7, article(7, [{ id: 20, barcode: '6111234000200' }])]]);

  it("finds a price by its own code, and a product's code sells that product's first price that is not a formula", () => {
    expect(heldPriceByCode('6111234000101', prices, articles)?.id).toBe(1);
    expect(heldPriceByCode('6111234000200', prices, articles)?.id).toBe(3);
  });

  it('prefers the product itself to a formula carrying the same code; a formula only when nothing else has it', () => {
    expect(heldPriceByCode('6111234000309', prices, articles)?.id).toBe(5);
    expect(heldPriceByCode('6111234000408', prices, articles)?.id).toBe(6);
  });

  it('answers null for a code the till does not hold, and follows a new list of prices', () => {
    expect(heldPriceByCode('6111234999999', prices, articles)).toBeNull();
    const more = [...prices, price(9, 90, '6111234999999')];
    expect(heldPriceByCode('6111234999999', more, articles)?.id).toBe(9);
  });
});

describe('ScanSearch', () => {
  const setup = () => {
    const onKeyword = vi.fn();
    const onScan = vi.fn();
    const onSubmit = vi.fn(() => false);
    render(
      <MantineProvider>
        <ScanSearch onKeyword={onKeyword} onScan={onScan} onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const input = screen.getByTestId('pos-search') as HTMLInputElement;
    return { input, onKeyword, onScan, onSubmit };
  };

  it("hands a scanner's burst to the page as one scan, without a keyword change when the field was empty", () => {
    const { input, onKeyword, onScan, onSubmit } = setup();
    const code = '6111234000101';
    let typed = '';
    let t = 1000;
    for (const digit of code) {
      fireEvent.keyDown(input, { key: digit, timeStamp: (t += 3) });
      typed += digit;
      fireEvent.change(input, { target: { value: typed } });
    }
    fireEvent.keyDown(input, { key: 'Enter', timeStamp: (t += 3) });
    expect(onScan).toHaveBeenCalledExactlyOnceWith(code);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onKeyword).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });
});
