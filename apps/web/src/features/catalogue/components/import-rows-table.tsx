// The rows of a product sheet being imported, in THE DataTable (client mode): the sheet's line, what is wrong with it,
// and the columns a merchant checks at a glance (name, category, price, VAT, codes, unit).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import type { RowProblem, SheetProductRow } from '../import/products-sheet';

export interface ShownRow extends SheetProductRow {
  index: number;
  problems: RowProblem[];
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function ImportRowsTable({ rows, withProblems }: { rows: ShownRow[]; withProblems: boolean }) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) =>
    field
      ? t(`catalogue.import.fields.${field}`, { defaultValue: t(`catalogue.fields.${field}`, { defaultValue: field }) })
      : t('catalogue.import.wholeRow');
  const problemText = (p: RowProblem) =>
    t('catalogue.import.problem', {
      field: fieldLabel(p.field),
      message: p.key ? t(`catalogue.import.problems.${p.message}`, { line: p.line }) : p.message,
    });
  const column = (key: 'label' | 'category' | 'barcode' | 'sku' | 'unity', ltr = false): DataTableColumn<ShownRow> => ({
    key,
    title: t(`catalogue.fields.${key}`),
    value: (r) => text(r.values[key]),
    render: ltr ? (r) => <span dir="ltr">{text(r.values[key])}</span> : undefined,
    wrap: key === 'label',
  });
  const columns: DataTableColumn<ShownRow>[] = [
    { key: 'line', title: t('catalogue.import.line'), value: (r) => r.line, numeric: true, width: 72 },
    ...(withProblems
      ? [
          {
            key: 'problem',
            title: t('catalogue.import.problemColumn'),
            value: (r: ShownRow) => r.problems.map(problemText).join(' · '),
            render: (r: ShownRow) =>
              r.problems.length > 0 ? (
                <Stack gap={2} data-testid="import-problem" data-line={r.line}>
                  {r.problems.map((p) => (
                    <Text key={`${p.field}-${p.message}`} fz="xs" c="red">
                      {problemText(p)}
                    </Text>
                  ))}
                </Stack>
              ) : null,
            wrap: true,
            sortable: false,
          } satisfies DataTableColumn<ShownRow>,
        ]
      : []),
    column('label'),
    column('category'),
    {
      key: 'price',
      title: t('catalogue.fields.price'),
      value: (r) => text(r.values.price),
      render: (r) => <bdi dir="ltr">{text(r.values.price)}</bdi>,
      numeric: true,
    },
    { key: 'tva', title: t('catalogue.fields.tva'), value: (r) => text(r.values.tva), numeric: true },
    column('barcode', true),
    column('sku', true),
    column('unity'),
  ];
  return (
    <DataTable<ShownRow>
      tableId="product-import-rows"
      testId="import-rows"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.index}
      pageSize={20}
    />
  );
}
