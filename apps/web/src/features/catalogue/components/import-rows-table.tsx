// The rows of a product sheet being imported (the shared SheetRowsTable: the sheet's line, what is wrong with it), with
// the columns a merchant checks at a glance (name, category, price, VAT, codes, unit).
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { SheetRowsTable } from '../../../lib/sheet-rows-table';
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
    <SheetRowsTable<ShownRow, RowProblem>
      tableId="product-import-rows"
      testId="import-rows"
      columns={columns}
      rows={rows}
      lineTitle={t('catalogue.import.line')}
      problemTitle={t('catalogue.import.problemColumn')}
      withProblems={withProblems}
      problemText={problemText}
      problemTestId="import-problem"
      pageSize={20}
    />
  );
}
