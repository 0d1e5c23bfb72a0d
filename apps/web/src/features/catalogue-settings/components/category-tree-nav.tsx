// The whole category tree beside the list: each node opens its level; the level on screen is highlighted.
import { Card, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconFolder, IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategoryRow } from '../api/settings-api';
import { flatten, pathTo } from '../category-tree';
import { localLabel } from './labels-fields';

export function CategoryTreeNav({
  all,
  level,
  onOpen,
}: {
  all: readonly CategoryRow[];
  level: number | null;
  onOpen: (id: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const open = new Set(pathTo(all, level).map((c) => c.id));
  return (
    <Card withBorder padding="xs" component="nav" aria-label={t('catalogueSettings.categories.tree')} data-testid="category-tree">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="xs" py={4}>
        {t('catalogueSettings.categories.tree')}
      </Text>
      <ScrollArea.Autosize mah={520}>
        <NavLink
          component="button"
          type="button"
          label={t('catalogueSettings.categories.root')}
          active={level === null}
          onClick={() => onOpen(null)}
          leftSection={<IconFolderOpen size={16} />}
          aria-current={level === null ? 'true' : undefined}
        />
        {flatten(all).map(({ node, depth }) => (
          <NavLink
            component="button"
            type="button"
            key={node.id}
            label={localLabel(node, i18n.language)}
            active={level === node.id}
            onClick={() => onOpen(node.id)}
            aria-current={level === node.id ? 'true' : undefined}
            style={{ paddingInlineStart: 12 + depth * 16 }}
            leftSection={
              open.has(node.id) ? (
                <IconFolderOpen size={16} color={node.color ?? undefined} />
              ) : (
                <IconFolder size={16} color={node.color ?? undefined} />
              )
            }
            data-testid="category-tree-node"
          />
        ))}
      </ScrollArea.Autosize>
    </Card>
  );
}
