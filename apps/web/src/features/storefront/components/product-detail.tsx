// One product as a client sees it: pictures, name, category, price and running promo with its last day, stars,
// rating count and views, stock in the store, description, variant attributes, tags and ingredients. /loyalty/product/{id} and the
// catalogue's preview show it.
import type { StoreProduct, StoreProductDetail } from '@comptoir/shared';
import { Badge, Group, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { labelIn } from '../storefront-rules';
import { ProductPicture } from './product-picture';
import { StockBadge } from './stock-badge';
import { StorePrice } from './store-price';

export interface ProductDetailProps {
  p: StoreProductDetail | (StoreProduct & { category?: StoreProductDetail['category'] });
  /** The account's own rating control (the product page). */
  rate?: ReactNode;
}

export function ProductDetail({ p, rate }: ProductDetailProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const label = labelIn(p, i18n.language);
  const promo = p.effectivePrice < p.price;
  const images = 'images' in p && p.images.length ? p.images : [p.fileId];
  const description = 'description' in p ? p.description : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" data-testid="store-product-detail">
      <Stack align="center" gap="xs">
        <ProductPicture label={label} fileId={images[0] ?? null} color={p.category?.color ?? null} size={260} />
        {images.length > 1 && (
          <Group gap="xs">
            {images.slice(1, 5).map((id) => (
              <ProductPicture key={id} label={label} fileId={id} color={null} size={56} />
            ))}
          </Group>
        )}
      </Stack>
      <Stack gap="sm">
        {p.category && (
          <Text fz="sm" c="dimmed" tt="uppercase" fw={700}>
            {labelIn(p.category, i18n.language)}
          </Text>
        )}
        <Title order={1} fz="h2" data-testid="store-product-title">
          {label}
        </Title>
        <Group gap={8}>
          <Rating
            value={p.rating}
            fractions={2}
            readOnly
            role="img"
            aria-label={t('storefront.rating', { rating: f.decimal(p.rating, 0, 1) })}
          />
          <Text fz="sm" c="dimmed">
            {t('storefront.ratingCount', { count: p.ratingCount, n: f.number(p.ratingCount) })}
          </Text>
          <Group gap={4} c="dimmed">
            <IconEye size={16} aria-hidden />
            <Text fz="sm" c="dimmed">
              {t('storefront.views', { count: p.views, n: f.number(p.views) })}
            </Text>
          </Group>
        </Group>
        {rate}
        <Group gap="sm">
          <StorePrice p={p} size="xl" />
          <StockBadge product={p} size="lg" />
        </Group>
        {promo && p.promotionEndAt && (
          <Text fz="sm" c="red">
            {t('storefront.promoUntil', { date: f.date(p.promotionEndAt, 'long') })}
          </Text>
        )}
        {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
        {p.attributes.map((a) => (
          <Group key={`${a.key}-${a.value}`} gap="xs">
            <Text fz="sm" c="dimmed" miw={90}>
              {a.label}
            </Text>
            <Text fz="sm" fw={600}>
              {a.value}
            </Text>
          </Group>
        ))}
        {p.ingredients.length > 0 && (
          <Text fz="sm" data-testid="store-product-ingredients">
            {t('storefront.ingredients', { list: p.ingredients.join(', ') })}
          </Text>
        )}
        {p.tags.length > 0 && (
          <Group gap={6}>
            {p.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </SimpleGrid>
  );
}
