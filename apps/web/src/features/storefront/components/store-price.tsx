// The price a client pays now, and the usual price struck through while a lower promo runs.
import type { StoreProduct } from '@comptoir/shared';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

export function StorePrice({ p, size = 'lg' }: { p: StoreProduct; size?: 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const promo = p.effectivePrice < p.price;
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-testid="store-price">
      <Text fz={size} fw={800} c={promo ? 'red' : undefined} dir="ltr" data-testid="store-price-now">
        {f.money(p.effectivePrice, p.currencyTag)}
      </Text>
      {promo && (
        <Text fz="sm" c="dimmed" td="line-through" dir="ltr" aria-label={t('storefront.usualPrice')}>
          {f.money(p.price, p.currencyTag)}
        </Text>
      )}
    </Group>
  );
}
