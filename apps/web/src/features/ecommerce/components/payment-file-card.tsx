// The online payment provider's settlement file (POST /Ecom/PayementFile): a CSV or xlsx of provider reference,
// amount, date and status. The server pays the online orders it matches, once each, and lists every other row with
// why; the answer is shown as one list (paid first, then the rows that paid nothing).
import type { PaymentFileAnswer } from '@comptoir/shared';
import { Badge, Button, Card, FileButton, Group, Text, Title } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { useFormat } from '../../../lib/format';
import { ecommerceApi } from '../api/ecommerce-api';

interface OutcomeRow {
  row: number;
  reference: string;
  amount: number;
  date: string;
  commandId: number | null;
  outcome: 'paid' | PaymentFileAnswer['mismatches'][number]['reason'];
  expected: number | null;
}

export function PaymentFileCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<PaymentFileAnswer | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => ecommerceApi.paymentFile(file),
    onSuccess: (a) => {
      setAnswer(a);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  const rows: OutcomeRow[] = answer
    ? [
        ...answer.paid.map((p) => ({ ...p, outcome: 'paid' as const, expected: null })),
        ...answer.mismatches.map((m) => ({ ...m, outcome: m.reason })),
      ].sort((a, b) => a.row - b.row)
    : [];
  const outcome = (o: OutcomeRow['outcome']) => t(`ecommerce.paymentFile.outcomes.${o}`);
  const columns: DataTableColumn<OutcomeRow>[] = [
    { key: 'row', title: t('ecommerce.paymentFile.row'), value: (r) => r.row, numeric: true, width: 80 },
    {
      key: 'reference',
      title: t('ecommerce.paymentFile.reference'),
      value: (r) => r.reference,
      hideable: false,
      render: (r) => <span dir="ltr">{r.reference}</span>,
    },
    {
      key: 'amount',
      title: t('ecommerce.paymentFile.amount'),
      value: (r) => r.amount,
      numeric: true,
      render: (r) => f.number(r.amount, 2),
    },
    {
      key: 'outcome',
      title: t('ecommerce.paymentFile.outcome'),
      value: (r) => outcome(r.outcome),
      filterable: true,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Badge color={r.outcome === 'paid' ? 'teal' : r.outcome === 'already_paid' ? 'gray' : 'orange'} variant="light">
            {outcome(r.outcome)}
          </Badge>
          {r.outcome === 'amount_mismatch' && r.expected !== null && (
            <Text size="xs" c="dimmed">
              {t('ecommerce.paymentFile.expected', { amount: f.number(r.expected, 2) })}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'order',
      title: t('ecommerce.paymentFile.order'),
      value: (r) => r.commandId,
      render: (r) => (r.commandId ? <Link to={`/command/${r.commandId}`}>#{r.commandId}</Link> : null),
    },
  ];
  return (
    <Card withBorder mb="lg" data-testid="payment-file">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Title order={3}>{t('ecommerce.paymentFile.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('ecommerce.paymentFile.hint')}
          </Text>
        </div>
        <FileButton
          onChange={(file) => file && send.mutate(file)}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} leftSection={<IconFileDollar size={16} />} loading={send.isPending} data-testid="payment-file-upload">
              {t('ecommerce.paymentFile.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {answer && (
        <>
          <Group gap="xs" my="sm" data-testid="payment-file-summary">
            <Badge color="teal" variant="light">
              {t('ecommerce.paymentFile.paidCount', { count: answer.paid.length })}
            </Badge>
            <Badge color={answer.mismatches.length ? 'orange' : 'gray'} variant="light">
              {t('ecommerce.paymentFile.mismatchCount', { count: answer.mismatches.length })}
            </Badge>
          </Group>
          <DataTable<OutcomeRow>
            tableId="ecommerce-payment-file"
            testId="payment-file-rows"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.row}
            exportName={t('ecommerce.paymentFile.title')}
          />
        </>
      )}
    </Card>
  );
}
