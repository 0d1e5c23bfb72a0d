// The product card (product-spec §2): picture or category colour and initials, name, price and running promo, stars,
// rating count and views; clients get a preview button, and add-to-cart when they order online (issue 31), as staff do.
import type { StoreProduct } from '@comptoir/shared';
import { Badge, Button, Card, Center, Group, Rating, Stack, Text } from '@mantine/core';
import { IconEye, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { addToCart } from '../cart-store';
import { labelIn } from '../storefront-rules';
import { ProductPicture } from './product-picture';
import { StockBadge } from './stock-badge';
import { StorePrice } from './store-price';

export interface ProductCardProps {
  p: StoreProduct;
  color: string | null;
  /** A client account: a preview button. */
  isClient: boolean;
  /** Add-to-cart: staff, and clients who order online. */
  canOrder: boolean;
  /** The store whose catalogue is shown (the cart remembers it). */
  magasinId?: number | null;
  onPreview: (p: StoreProduct) => void;
}

export function ProductCard({ p, color, isClient, canOrder, magasinId, onPreview }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const label = labelIn(p, i18n.language);
  const promo = p.effectivePrice < p.price;
  return (
    <Card withBorder radius="md" padding="md" data-testid="store-product" style={{ height: '100%' }}>
      <Card.Section pos="relative" py="md" bg="var(--mantine-color-default-hover)">
        <Center>
          <ProductPicture label={label} fileId={p.fileId} color={color} size={140} />
        </Center>
        {promo && (
          <Badge color="red" pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
            {t('storefront.promo')}
          </Badge>
        )}
        <StockBadge product={p} pos="absolute" top={10} style={{ insetInlineEnd: 10 }} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text
          component={Link}
          to={`/loyalty/product/${p.id}`}
          fw={600}
          lineClamp={2}
          data-testid="store-product-name"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          {label}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Rating
            value={p.rating}
            fractions={2}
            readOnly
            size="xs"
            // A read-only rating is a picture of stars: named as one image.
            role="img"
            aria-label={t('storefront.rating', { rating: f.decimal(p.rating, 0, 1) })}
          />
          <Text fz="xs" c="dimmed">
            {t('storefront.ratingCount', { count: p.ratingCount, n: f.number(p.ratingCount) })}
          </Text>
          <Group
            gap={2}
            ms="auto"
            c="dimmed"
            wrap="nowrap"
            role="img"
            aria-label={t('storefront.views', { count: p.views, n: f.number(p.views) })}
          >
            <IconEye size={14} aria-hidden />
            <Text fz="xs" c="dimmed">
              {f.number(p.views)}
            </Text>
          </Group>
        </Group>
        <StorePrice p={p} />
      </Stack>
      <Group mt="sm" gap="xs" grow>
        {isClient && (
          <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => onPreview(p)} data-testid="store-product-preview">
            {t('storefront.preview')}
          </Button>
        )}
        {canOrder && (
          <Button
            leftSection={<IconShoppingCartPlus size={16} />}
            // A client orders what the store has; staff may sell anyway (a sale is never refused for stock).
            disabled={isClient && !p.inStock}
            onClick={() => {
              addToCart({ priceId: p.id, label, unformatedPrice: p.effectivePrice, currencyTag: p.currencyTag }, 1, magasinId);
              notifySuccess({ message: t('storefront.added', { name: label }) });
            }}
            data-testid="store-product-add"
          >
            {t('storefront.addToCart')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
