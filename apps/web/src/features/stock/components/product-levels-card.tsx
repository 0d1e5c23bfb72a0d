// One article's level in every store of the company (GET /Product/{id}/Status); the store on screen is marked, the
// others open their own history.
import type { StockProductStatus } from '@comptoir/shared';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuantityText } from '../hooks/use-quantity-text';
import { StateBadge } from './state-badge';
import { historyPath } from './stock-table';

export function ProductLevelsCard({ status, storeId }: { status: StockProductStatus; storeId: number }) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  return (
    <Card padding="md" h="100%" data-testid="product-levels">
      <Title order={2} fz="md" mb="sm">
        {t('stock.product.otherStores')}
      </Title>
      <Stack gap="xs">
        {status.levels.map((l) => (
          <Group key={`${l.entityTypeTag}-${l.entityId}`} justify="space-between" wrap="nowrap" gap="sm" data-testid="store-level">
            {l.entityId === storeId ? (
              <Text fz="sm" fw={700} truncate>
                <bdi>{l.name}</bdi> · {t('stock.product.here')}
              </Text>
            ) : (
              <Anchor component={Link} to={historyPath(l.entityId, status.productId)} fz="sm" truncate>
                <bdi>{l.name}</bdi>
              </Anchor>
            )}
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600} className="app-number">
                {quantityText(l.quantity, status.unity)}
              </Text>
              <StateBadge state={l.state} />
            </Group>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text fz="sm" fw={600}>
            {t('stock.product.total')}
          </Text>
          <Text fz="sm" fw={700} className="app-number" data-testid="product-levels-total">
            {quantityText(status.total, status.unity)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
