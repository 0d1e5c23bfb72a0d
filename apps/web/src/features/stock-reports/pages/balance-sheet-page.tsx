// /balance-sheet (gestion_bilan): a stock entity's stock (a store, a warehouse, a lab) over a period at cost: the opening value, what came in and went out
// by movement type, the closing value (opening + entries − exits), and the same as a spreadsheet.
import type { BalanceSheetLine } from '@comptoir/shared';
import { Button, Card, Group, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { formatQuantity } from '../../stock/stock-rules';
import { useBalanceSheet, useBalanceSheetExport } from '../api/use-reports';
import { EntitySelect, useSelectedEntity } from '../components/entity-select';
import { lastDays, periodErrors } from '../components/period';
import { PeriodFields } from '../components/period-fields';
import { useMoneyText } from '../components/use-money-text';

export function BalanceSheetPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const money = useMoneyText();
  const { entity, options, setEntity } = useSelectedEntity();
  const [period, setPeriod] = useState(() => lastDays(30));
  const valid = Object.keys(periodErrors(period)).length === 0;
  const sheet = useBalanceSheet(entity, period, valid);
  const exporter = useBalanceSheetExport(entity);
  const b = sheet.data;
  const total = (label: string, value: number, testId: string, strong = false) => (
    <Table.Tr data-testid={testId} fw={strong ? 700 : 600}>
      <Table.Td>{label}</Table.Td>
      <Table.Td visibleFrom="sm" />
      <Table.Td visibleFrom="sm" />
      <Table.Td ta="end" className="app-number">
        {money(value)}
      </Table.Td>
    </Table.Tr>
  );
  const lines = (side: 'entry' | 'exit', list: BalanceSheetLine[]) =>
    list.map((l) => (
      <Table.Tr key={`${side}-${l.type}`} data-testid={`balance-${side}`}>
        <Table.Td ps="lg">{t(`stock.types.${l.type}`, { defaultValue: l.type })}</Table.Td>
        <Table.Td ta="end" className="app-number" visibleFrom="sm">
          {f.number(l.movements)}
        </Table.Td>
        <Table.Td ta="end" className="app-number" visibleFrom="sm">
          {formatQuantity(l.quantity, f.locale)}
        </Table.Td>
        <Table.Td ta="end" className="app-number">
          {l.value === 0 ? '' : side === 'exit' ? '−' : '+'}
          {money(l.value)}
        </Table.Td>
      </Table.Tr>
    ));
  return (
    <>
      <PageHeader
        title={t('routes.balanceSheet')}
        description={t('stockReports.balance.description')}
        actions={
          <Button
            leftSection={<IconFileSpreadsheet size={18} />}
            onClick={() => exporter.mutate(period)}
            loading={exporter.isPending}
            disabled={!valid || entity === null}
            data-testid="balance-export"
          >
            {t('stockReports.balance.export')}
          </Button>
        }
      />
      <Group mb="lg" align="flex-start" gap="sm">
        <EntitySelect value={entity} options={options} onChange={setEntity} />
        <PeriodFields value={period} onChange={setPeriod} />
      </Group>
      <Card padding="md" data-testid="balance-sheet">
        {b ? (
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.fields.type')}</Table.Th>
                  <Table.Th ta="end" visibleFrom="sm">
                    {t('stockReports.balance.movements')}
                  </Table.Th>
                  <Table.Th ta="end" visibleFrom="sm">
                    {t('stock.fields.quantity')}
                  </Table.Th>
                  <Table.Th ta="end">{t('stockReports.balance.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {total(t('stockReports.balance.opening', { date: f.date(b.from) }), b.opening, 'balance-opening')}
                {lines('entry', b.entries)}
                {total(t('stockReports.balance.entries'), b.entriesValue, 'balance-entries')}
                {lines('exit', b.exits)}
                {total(t('stockReports.balance.exits'), b.exitsValue, 'balance-exits')}
                {total(
                  t('stockReports.balance.closing', { date: f.date(new Date(Date.parse(b.to) - 1)) }),
                  b.closing,
                  'balance-closing',
                  true,
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" fz="sm">
            {sheet.isError ? t('stockReports.balance.error') : t('stockReports.loading')}
          </Text>
        )}
      </Card>
      <Text fz="xs" c="dimmed" mt="sm">
        {t('stockReports.balance.costNote')}
      </Text>
    </>
  );
}
