// In stock (with how many when tracked), available (a service, not tracked) or out of stock, for the store shown.
import type { StoreProduct } from '@comptoir/shared';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

export function StockBadge({ product: p, ...rest }: { product: Pick<StoreProduct, 'stock' | 'inStock'> } & BadgeProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = !p.inStock
    ? t('storefront.stock.out')
    : p.stock === null
      ? t('storefront.stock.available')
      : t('storefront.stock.inCount', { count: p.stock, n: f.decimal(p.stock, 0, 3) });
  return (
    <Badge
      color={p.inStock ? 'teal' : 'gray'}
      variant={p.inStock ? 'light' : 'filled'}
      data-testid="store-stock"
      data-state={p.inStock ? 'in' : 'out'}
      {...rest}
    >
      {text}
    </Badge>
  );
}
