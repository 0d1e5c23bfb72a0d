// The pieces every stock table repeats (the inventories, the reports' control, day details, products across entities
// and statistics): a server-paged table's state and the page it asks for, the product column, a quantity column and a
// signed one (a difference or a movement, coloured by its sign), each with its unit.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { useQuantityText, useSignedQuantityText } from '../hooks/use-quantity-text';
import { signColor } from '../stock-rules';
import { ProductCell } from './product-cell';

/**
 * A server-paged table: its state, the page it asks for (keyword, offset, limit), DataTable's `server` prop, and
 * `firstPage` (a filter outside the table changed).
 */
export function useServerTable(pageSize = 20) {
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize, search: '', sort: null });
  return {
    query: { keyword: table.search.trim() || undefined, offset: (table.page - 1) * table.pageSize, limit: table.pageSize },
    server: (total: number | undefined) => ({ total: total ?? 0, state: table, onStateChange: setTable }),
    firstPage: () => setTable((x) => ({ ...x, page: 1 })),
  };
}

interface Described {
  label: string;
  unity: string | null;
}

/** Column builders for rows that describe a product (its label and unit). */
export function useStockColumns<R extends Described>() {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const signedText = useSignedQuantityText();
  return {
    /** The product: its label and codes. */
    product: (codes: (r: R) => string | null, testId: string): DataTableColumn<R> => ({
      key: 'label',
      title: t('stock.fields.product'),
      value: (r) => r.label,
      hideable: false,
      wrap: true,
      sortable: false,
      render: (r) => <ProductCell label={r.label} codes={codes(r)} testId={testId} />,
    }),
    /** A quantity with its unit (empty when null); `strong`: in bold. */
    quantity: (
      key: string,
      title: string,
      of: (r: R) => number | null,
      o: { testId?: string; strong?: boolean; defaultHidden?: boolean } = {},
    ): DataTableColumn<R> => ({
      key,
      title,
      value: (r) => of(r) ?? '',
      render: (r) => {
        const q = of(r);
        return (
          <Text fz="sm" fw={o.strong ? 600 : undefined} span data-testid={o.testId}>
            {q === null ? '' : quantityText(q, r.unity)}
          </Text>
        );
      },
      numeric: true,
      sortable: false,
      defaultHidden: o.defaultHidden,
    }),
    /** A difference or a movement: signed, coloured by its sign, left to right. */
    signed: (key: string, title: string, of: (r: R) => number, testId?: string): DataTableColumn<R> => ({
      key,
      title,
      value: of,
      render: (r) => (
        <Text fz="sm" fw={600} span c={signColor(of(r))} dir="ltr" data-testid={testId}>
          {signedText(of(r), r.unity)}
        </Text>
      ),
      numeric: true,
      sortable: false,
    }),
  };
}
