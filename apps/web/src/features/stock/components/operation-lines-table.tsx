// An operation's lines in THE DataTable (client mode): the product, what was sent and, once received, what arrived
// and the difference, highlighted where they differ. A loss shows its quantities only.
import { STOCK_KINDS, type StockOperation } from '@comptoir/shared';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { useFormat } from '../../../lib/format';
import { useCartonText, useQuantityText, useSignedQuantityText } from '../hooks/use-quantity-text';
import { arrivalDifference } from '../operation-rules';
import { historyPath } from './stock-table';
import { ProductCell } from './product-cell';

type Line = StockOperation['lines'][number];

export function OperationLinesTable({ op }: { op: StockOperation }) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const cartonText = useCartonText();
  const signedText = useSignedQuantityText();
  // What arrives somewhere (a transfer, an announced reception) shows what arrived beside what was sent or announced.
  const expedition = STOCK_KINDS[op.type].flow === 'transfer' || STOCK_KINDS[op.type].flow === 'announced';
  const f = useFormat();
  const received = op.lines.some((l) => l.received !== null);
  const columns: DataTableColumn<Line>[] = [
    {
      key: 'label',
      title: t('stock.fields.product'),
      value: (l) => l.label,
      hideable: false,
      wrap: true,
      render: (l) => (
        <ProductCell
          label={l.label}
          codes={l.barcode}
          // Its stock and movements in the store it left.
          name={
            <Anchor component={Link} to={historyPath(op.sourceId, l.productId)} fz="sm" fw={600} data-testid="line-label">
              <bdi>{l.label}</bdi>
            </Anchor>
          }
        />
      ),
    },
    {
      key: 'quantity',
      title: expedition ? t('stock.operations.fields.sent') : t('stock.fields.quantity'),
      value: (l) => l.quantity,
      render: (l) => (
        <Text fz="sm" span data-testid="line-sent">
          {quantityText(l.quantity, l.unity)}
        </Text>
      ),
      numeric: true,
    },
  ];
  if (op.lines.some((l) => l.unitPrice !== null))
    columns.push({
      key: 'unitPrice',
      title: t('stock.flows.form.price'),
      value: (l) => l.unitPrice,
      render: (l) => (l.unitPrice === null ? '—' : f.number(l.unitPrice, 2)),
      numeric: true,
    });
  if (op.lines.some((l) => l.nature === 'carton'))
    columns.push({
      key: 'cartons',
      title: t('stock.flows.natures.carton'),
      value: (l) => (l.perCarton ? l.quantity / l.perCarton : null),
      render: (l) => (l.perCarton ? cartonText(l.quantity, l.perCarton, l.unity) : '—'),
      numeric: true,
    });
  if (expedition && received)
    columns.push(
      {
        key: 'received',
        title: t('stock.operations.fields.received'),
        value: (l) => l.received,
        render: (l) => (
          <Text fz="sm" fw={600} span data-testid="line-received">
            {l.received === null
              ? '—'
              : l.nature === 'carton' && l.perCarton
                ? cartonText(l.received, l.perCarton, l.unity)
                : quantityText(l.received, l.unity)}
          </Text>
        ),
        numeric: true,
      },
      {
        key: 'difference',
        title: t('stock.fields.difference'),
        value: (l) => arrivalDifference(l),
        render: (l) => {
          const d = arrivalDifference(l);
          if (d === null) return '—';
          if (d === 0)
            return (
              <Text fz="sm" span dir="ltr" data-testid="line-difference" data-differs="false">
                {signedText(d, l.unity)}
              </Text>
            );
          // What did not arrive (or came in excess) stands out.
          return (
            <Badge
              color={d < 0 ? 'red' : 'orange'}
              variant="light"
              size="lg"
              radius="sm"
              styles={{ label: { overflow: 'visible' } }}
              data-testid="line-difference"
              data-differs="true"
            >
              <bdi dir="ltr">{signedText(d, l.unity)}</bdi>
            </Badge>
          );
        },
        numeric: true,
      },
    );
  return (
    <DataTable<Line>
      tableId={expedition ? 'stock-operation-lines' : 'stock-loss-lines'}
      testId="operation-lines-table"
      columns={columns}
      rows={op.lines}
      rowKey={(l) => l.productId}
      pageSize={50}
      searchable={op.lines.length > 10}
      exportName={t('stock.operations.linesExportName', { id: op.id })}
    />
  );
}
