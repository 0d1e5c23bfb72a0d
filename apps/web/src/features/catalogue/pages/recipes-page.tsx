// /settings/recipes/principal and /settings/recipes/semifini (gestion_lab): the products made from others, each with
// its elements and their quantities in the element's unit. A semi-finished recipe makes a product of type semifini.
import { Button, Group, Text } from '@mantine/core';
import { IconChefHat, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import type { Recipe } from '../api/catalogue-api';
import { RecipeModal } from '../components/recipe-modal';
import { useDeleteRecipe, useRecipes } from '../hooks/use-recipes';

function RecipesScreen({ semifini }: { semifini: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const canWrite = useHasAnyTag(['gestion_produits', 'gestion_lab']);
  const recipes = useRecipes();
  const remove = useDeleteRecipe();
  const [editing, setEditing] = useState<Recipe | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Recipe | null>(null);
  const rows = (recipes.data ?? []).filter((r) => (r.type === 'semifini') === semifini);
  const unit = (u: string) => t(`catalogue.unitShort.${u}`, { defaultValue: u });
  const elements = (r: Recipe) => r.elements.map((e) => `${e.label} ${f.decimal(e.quantity, 0, 3)} ${unit(e.unity)}`).join(', ');
  const columns: DataTableColumn<Recipe>[] = [
    {
      key: 'label',
      title: t('catalogue.recipes.product'),
      value: (r) => r.label,
      hideable: false,
      render: (r) => (
        <Text fz="sm" fw={600} data-testid="recipe-row-label">
          {r.label}
        </Text>
      ),
    },
    { key: 'elements', title: t('catalogue.recipes.elements'), value: elements, wrap: true, sortable: false },
    {
      key: 'count',
      title: t('catalogue.recipes.count'),
      value: (r) => r.elements.length,
      render: (r) => f.number(r.elements.length),
      numeric: true,
    },
  ];
  return (
    <>
      <PageHeader
        title={t(semifini ? 'routes.recipesSemifini' : 'routes.recipes')}
        description={t(semifini ? 'catalogue.recipes.semifiniDescription' : 'catalogue.recipes.description')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="recipe-new">
              {t('catalogue.recipes.new')}
            </Button>
          )
        }
      />
      <DataTable<Recipe>
        tableId={semifini ? 'recipes-semifini' : 'recipes'}
        testId="recipes-table"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.productId}
        loading={recipes.isLoading}
        onRowClick={canWrite ? (r) => setEditing(r) : undefined}
        rowActions={(r) =>
          canWrite && (
            <Group gap={2} wrap="nowrap">
              <RowAction
                label={t('catalogue.actions.edit')}
                icon={<IconEdit size={18} />}
                onClick={() => setEditing(r)}
                testId="recipe-edit"
              />
              <RowAction
                label={t('catalogue.actions.trash')}
                icon={<IconTrash size={18} />}
                color="red"
                onClick={() => setToDelete(r)}
                testId="recipe-delete"
              />
            </Group>
          )
        }
        searchPlaceholder={t('catalogue.recipes.search')}
        exportName={t(semifini ? 'routes.recipesSemifini' : 'routes.recipes')}
        emptyState={
          <EmptyState
            icon={<IconChefHat size={28} />}
            title={t('catalogue.recipes.emptyTitle')}
            description={t('catalogue.recipes.emptyText')}
          />
        }
      />
      <RecipeModal recipe={editing} semifini={semifini} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('catalogue.recipes.deleteTitle')}
        message={t('catalogue.recipes.deleteMessage', { name: toDelete?.label ?? '' })}
        confirmLabel={t('catalogue.actions.trash')}
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.productId, {
            onSuccess: () => {
              notifySuccess({ message: t('catalogue.recipes.deleted', { name: toDelete.label }) });
              setToDelete(null);
            },
          })
        }
      />
    </>
  );
}

export const RecipesPage = () => <RecipesScreen semifini={false} />;
export const SemifiniRecipesPage = () => <RecipesScreen semifini />;
