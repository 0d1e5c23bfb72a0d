// The ticket's totals: lines, discounts, promo code, taxes included per rate, and the total to pay.
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { CartTotals } from '../cart/cart-types';

export function TicketTotals({ totals, currencyTag, promoCode }: { totals: CartTotals; currencyTag: string; promoCode?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const row = (label: string, minor: number, testId?: string, strong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'xl' : 'sm'} fw={strong ? 700 : 500} dir="ltr" data-testid={testId}>
        {f.minor(minor, currencyTag)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={2}>
      {totals.lineDiscounts + totals.orderDiscount > 0 && row(t('pos.totals.gross'), totals.gross)}
      {totals.lineDiscounts > 0 && row(t('pos.totals.lineDiscounts'), -totals.lineDiscounts)}
      {totals.orderDiscount > 0 &&
        row(
          promoCode ? t('pos.totals.promo', { code: promoCode }) : t('pos.totals.orderDiscount'),
          -totals.orderDiscount,
          'pos-order-discount',
        )}
      {totals.taxes
        .filter((x) => x.tva > 0)
        .map((x) => (
          <Group key={x.tva} justify="space-between" wrap="nowrap">
            <Text fz="xs" c="dimmed">
              {t('pos.totals.tax', { rate: f.percent(x.tva) })}
            </Text>
            <Text fz="xs" c="dimmed" dir="ltr">
              {f.minor(x.amount, currencyTag)}
            </Text>
          </Group>
        ))}
      <Divider my={4} />
      {row(t('pos.totals.total'), totals.total, 'pos-total', true)}
    </Stack>
  );
}
