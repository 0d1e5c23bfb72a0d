// The trashed categories of a range: restore puts one back under its parent (or at the root if the parent is gone).
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { CategoryRow } from '../api/settings-api';
import { useRestoreCategory } from '../hooks/use-categories';
import { categoryLabelColumn } from './category-label-column';
import { localLabel } from './labels-fields';

export function CategoriesTrash({ rows, loading }: { rows: CategoryRow[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const restore = useRestoreCategory();
  const lang = i18n.language;
  const columns: DataTableColumn<CategoryRow>[] = [
    categoryLabelColumn(t, lang),
    {
      key: 'deleted_at',
      title: t('catalogueSettings.list.deletedAt'),
      value: (c) => c.deleted_at,
      render: (c) => f.dateTime(c.deleted_at ?? ''),
      numeric: true,
    },
  ];
  return (
    <DataTable<CategoryRow>
      tableId="catalogue-categories-trash"
      testId="categories-trash-table"
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      emptyState={
        <EmptyState
          icon={<IconRestore size={28} />}
          title={t('catalogueSettings.list.trashEmpty')}
          description={t('catalogueSettings.list.trashEmptyText')}
        />
      }
      rowActions={(c) => (
        <RowAction
          label={t('catalogueSettings.actions.restore')}
          icon={<IconRestore size={18} />}
          color="teal"
          loading={restore.isPending && restore.variables === c.id}
          onClick={() =>
            restore.mutate(c.id, {
              onSuccess: () => notifySuccess({ message: t('catalogueSettings.list.restored', { name: localLabel(c, lang) }) }),
            })
          }
          testId="category-restore"
        />
      )}
    />
  );
}
