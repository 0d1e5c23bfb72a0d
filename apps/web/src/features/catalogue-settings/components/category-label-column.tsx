// The label column of the category tables (a level of the tree, the trash): the category's tile and its label in the
// interface's language, with what a table adds after it (badges).
import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { ProductTile } from '../../catalogue/components/product-tile';
import type { CategoryRow } from '../api/settings-api';
import { NEUTRAL_TILE } from '../category-tree';
import { localLabel } from './labels-fields';

export function categoryLabelColumn(
  t: TFunction,
  lang: string,
  opts: { testId?: string; after?: (c: CategoryRow) => ReactNode } = {},
): DataTableColumn<CategoryRow> {
  return {
    key: 'label',
    title: t('catalogueSettings.parties.name'),
    value: (c) => localLabel(c, lang),
    hideable: false,
    render: (c) => (
      <Group gap="sm" wrap="nowrap">
        <ProductTile label={localLabel(c, lang)} fileId={c.fileId} color={c.color ?? NEUTRAL_TILE} size={32} />
        {/* The badges (default, formulas) go under the name when the column is narrow (375 px), never over the next one. */}
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} data-testid={opts.testId}>
            {localLabel(c, lang)}
          </Text>
          {opts.after?.(c)}
        </Group>
      </Group>
    ),
  };
}
