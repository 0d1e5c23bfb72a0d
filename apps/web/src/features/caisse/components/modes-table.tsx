// Expected, counted and difference per payment mode (a session's totals, the closing's summary and its outcome). The
// amounts are in the session's currency, named once in the caption, so the four columns fit a 375 px phone. A blind
// count shows only what was counted.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';

export interface ModeRow {
  modePayment: string;
  expected: number | null;
  counted: number | null;
  difference: number | null;
}

export function ModesTable({
  rows,
  currencyTag,
  blind = false,
  testId,
}: {
  rows: readonly ModeRow[];
  currencyTag: string;
  blind?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const amount = (v: number | null) => (v === null ? '—' : f.number(v, 2));
  return (
    <Table striped withTableBorder horizontalSpacing={6} fz="sm" data-testid={testId} captionSide="bottom">
      <Table.Caption>
        <Text span fz="xs" c="dimmed">
          {t('caisse.detail.amountsIn', { currency: currencyTag })}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('caisse.detail.mode')}</Table.Th>
          {!blind && <Table.Th ta="end">{t('caisse.detail.expected')}</Table.Th>}
          <Table.Th ta="end">{t('caisse.detail.counted')}</Table.Th>
          {!blind && <Table.Th ta="end">{t('caisse.detail.difference')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.modePayment} data-mode={r.modePayment}>
            <Table.Td>{paymentModeLabel(t, r.modePayment)}</Table.Td>
            {!blind && (
              <Table.Td ta="end" dir="ltr" className="app-number" style={{ whiteSpace: 'nowrap' }}>
                {amount(r.expected)}
              </Table.Td>
            )}
            <Table.Td ta="end" dir="ltr" className="app-number" style={{ whiteSpace: 'nowrap' }}>
              {amount(r.counted)}
            </Table.Td>
            {!blind && (
              <Table.Td
                ta="end"
                dir="ltr"
                className="app-number"
                style={{ whiteSpace: 'nowrap' }}
                c={!r.difference ? undefined : r.difference < 0 ? 'red' : 'teal'}
              >
                {amount(r.difference)}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
