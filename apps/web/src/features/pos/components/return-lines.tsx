// The lines of a sale with the quantity of each that comes back: the till's return dialog and the order page's
// exchange. A line gives back at most what was sold less what already came back; a line that billed a client
// subscription (a plan's, `membershipId`) comes back whole and says that refunding it ends the subscription.
import { toMinor, type CommandDetail } from '@comptoir/shared';
import { Badge, NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** What can still come back of a line (three decimals, as quantities are kept). */
export const lineRest = (l: { quantity: number; returnedQuantity: number }): number =>
  Math.round((l.quantity - l.returnedQuantity) * 1000) / 1000;

interface Props {
  order: CommandDetail;
  /** Quantity coming back per line id. */
  value: Record<number, number>;
  onChange: (value: Record<number, number>) => void;
}

export function ReturnLines({ order, value, onChange }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pos.refund.line')}</Table.Th>
            <Table.Th ta="end">{t('pos.refund.sold')}</Table.Th>
            <Table.Th w={130}>{t('pos.refund.back')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((l) => {
            const rest = lineRest(l);
            const plan = (l.membershipId ?? null) !== null;
            return (
              <Table.Tr key={l.id} data-testid="refund-line">
                <Table.Td>
                  <Text fz="sm">
                    <bdi>{l.label}</bdi>
                  </Text>
                  {plan && (
                    <Badge color="red" variant="light" size="sm" tt="none" data-testid="refund-subscription-line">
                      {t('pos.refund.subscriptionLine')}
                    </Badge>
                  )}
                  <Text fz="xs" c="dimmed">
                    <span dir="ltr">{f.minor(toMinor(l.total), order.currencyTag)}</span>
                    {l.returnedQuantity > 0 && ` · ${t('pos.ticketPrint.returned', { quantity: l.returnedQuantity })}`}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">{l.quantity}</Table.Td>
                <Table.Td>
                  <NumberInput
                    size="md"
                    min={0}
                    max={rest}
                    step={plan ? rest : undefined}
                    allowDecimal={!plan}
                    disabled={rest <= 0}
                    value={value[l.id] ?? 0}
                    onChange={(v) => {
                      const q = Math.min(rest, Math.max(0, Number(v) || 0));
                      // A period is not given back in part: all of the line or nothing.
                      onChange({ ...value, [l.id]: plan && q > 0 ? rest : q });
                    }}
                    aria-label={t('pos.refund.backOf', { label: l.label })}
                    data-testid="refund-quantity"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
