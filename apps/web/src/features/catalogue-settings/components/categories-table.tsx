// One level of the category tree in THE DataTable (client mode): drag the handles to sort the level (saved through
// PATCH /category/sort), open a category's sub-categories, edit, trash.
import { Badge, Group, Text } from '@mantine/core';
import { IconChevronRight, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { CategoryRow } from '../api/settings-api';
import { sortItems } from '../category-tree';
import { useSortCategories } from '../hooks/use-categories';
import { categoryLabelColumn } from './category-label-column';

export interface CategoriesTableProps {
  rows: CategoryRow[];
  loading: boolean;
  parentId: number | null;
  canWrite: boolean;
  onOpen: (c: CategoryRow) => void;
  onEdit: (c: CategoryRow) => void;
  onTrash: (c: CategoryRow) => void;
  emptyState: React.ReactNode;
}

export function CategoriesTable({ rows, loading, parentId, canWrite, onOpen, onEdit, onTrash, emptyState }: CategoriesTableProps) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const sort = useSortCategories();
  const lang = i18n.language;
  const columns: DataTableColumn<CategoryRow>[] = [
    categoryLabelColumn(t, lang, {
      testId: 'category-row-label',
      after: (c) => (
        <>
          {c.isDefault && (
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t('catalogueSettings.fields.isDefault')}
            </Badge>
          )}
          {c.isComposition && (
            <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }}>
              {t('catalogueSettings.categories.composition')}
            </Badge>
          )}
        </>
      ),
    }),
    {
      key: 'children',
      title: t('catalogueSettings.categories.children'),
      value: (c) => c.childrenCount ?? 0,
      render: (c) => f.number(c.childrenCount ?? 0),
      numeric: true,
    },
    {
      key: 'products',
      title: t('catalogueSettings.categories.products'),
      value: (c) => c.productsCount ?? 0,
      render: (c) => f.number(c.productsCount ?? 0),
      numeric: true,
    },
    {
      key: 'tva',
      title: t('catalogueSettings.fields.tva'),
      value: (c) => c.tva,
      render: (c) => (c.tva === null ? <Text c="dimmed">—</Text> : f.percent(c.tva)),
      numeric: true,
    },
    {
      key: 'color',
      title: t('catalogueSettings.fields.color'),
      value: (c) => c.color ?? '',
      render: (c) =>
        c.color ? (
          <Group gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 14, height: 14, borderRadius: 4, background: c.color, display: 'inline-block' }} />
            <Text fz="sm" dir="ltr">
              {c.color}
            </Text>
          </Group>
        ) : (
          <Text c="dimmed">—</Text>
        ),
      defaultHidden: true,
    },
  ];
  return (
    <DataTable<CategoryRow>
      tableId="catalogue-categories"
      testId="categories-table"
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      exportName={t('routes.categories')}
      emptyState={emptyState}
      onRowClick={canWrite ? onEdit : onOpen}
      onReorder={
        canWrite
          ? (next) =>
              sort.mutateAsync(sortItems(next, parentId)).then(() => notifySuccess({ message: t('catalogueSettings.categories.sorted') }))
          : undefined
      }
      rowActions={(c) => (
        <>
          <RowAction
            label={t('catalogueSettings.categories.open')}
            icon={<IconChevronRight size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
            onClick={() => onOpen(c)}
            testId="category-open"
          />
          {canWrite && (
            <RowAction
              label={t('catalogueSettings.actions.edit')}
              icon={<IconEdit size={18} />}
              onClick={() => onEdit(c)}
              testId="category-edit"
            />
          )}
          {canWrite && (
            <RowAction
              label={t('catalogueSettings.actions.trash')}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => onTrash(c)}
              testId="category-trash"
            />
          )}
        </>
      )}
    />
  );
}
