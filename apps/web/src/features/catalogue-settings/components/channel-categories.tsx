// Which root categories a channel shows in a store: one switch per category; switching one off adds it to the
// channel's exceptions for this store (POST /channel_exceptions replaces the store's list).
import { Card, Group, SimpleGrid, Skeleton, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductTile } from '../../catalogue/components/product-tile';
import type { ChannelExceptions } from '../api/settings-api';
import { childrenOf, rangeOf, NEUTRAL_TILE } from '../category-tree';
import { useCategoryTree } from '../hooks/use-categories';
import { useSaveExceptions } from '../hooks/use-channels';
import { localLabel } from './labels-fields';

export function ChannelCategories({ exceptions }: { exceptions: ChannelExceptions | undefined }) {
  const { t, i18n } = useTranslation();
  const tree = useCategoryTree();
  const save = useSaveExceptions();
  const roots = childrenOf(
    (tree.data?.data ?? []).filter((c) => rangeOf(c) === 'principal'),
    null,
  );
  if (!exceptions || tree.isLoading) return <Skeleton h={160} />;
  const hidden = new Set(exceptions.categoryIds);
  const toggle = (id: number, shown: boolean) =>
    save.mutate({ ...exceptions, categoryIds: shown ? exceptions.categoryIds.filter((x) => x !== id) : [...exceptions.categoryIds, id] });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="channel-categories">
      {roots.map((c) => (
        <Card key={c.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ProductTile label={localLabel(c, i18n.language)} fileId={c.fileId} color={c.color ?? NEUTRAL_TILE} size={36} />
              <Text fz="sm" fw={600} truncate>
                {localLabel(c, i18n.language)}
              </Text>
            </Group>
            <Switch
              checked={!hidden.has(c.id)}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
              disabled={save.isPending}
              aria-label={t('catalogueSettings.channels.showCategory', { name: localLabel(c, i18n.language) })}
              data-testid="channel-category-switch"
            />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
