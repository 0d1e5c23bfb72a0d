// /settings/category/{principal,tiers,supplement} (product-spec §2): the category tree of a range — the tree beside
// one level in THE DataTable (drag to sort), a breadcrumb to walk up, a dialog to add or edit, and the trash.
import { Anchor, Breadcrumbs, Button, Grid, Text } from '@mantine/core';
import { IconCategory, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyState } from '../../../components/empty-state';
import { ListTabs } from '../../../components/list-tabs';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import type { CategoryRow } from '../api/settings-api';
import { childrenOf, pathTo, rangeOf, type CategoryRange } from '../category-tree';
import { CategoriesTable } from '../components/categories-table';
import { CategoryFormModal } from '../components/category-form';
import { CategoryTreeNav } from '../components/category-tree-nav';
import { CategoriesTrash } from '../components/categories-trash';
import { localLabel } from '../components/labels-fields';
import { useCategoryTree, useTrashCategory } from '../hooks/use-categories';

const TITLES: Record<CategoryRange, string> = {
  principal: 'routes.categories',
  tiers: 'routes.categoriesTiers',
  supplement: 'routes.categoriesSupplement',
};

function CategoriesPage({ range }: { range: CategoryRange }) {
  const { t, i18n } = useTranslation();
  const canWrite = useHasAnyTag(['gestion_produits']);
  const [params, setParams] = useSearchParams();
  const view = canWrite && params.get('view') === 'trash' ? 'trash' : 'active';
  const level = params.get('parent') ? Number(params.get('parent')) : null;
  const tree = useCategoryTree();
  const trash = useCategoryTree(true);
  const trashCategory = useTrashCategory();
  const [form, setForm] = useState<{ editing: CategoryRow | null } | null>(null);
  const [toTrash, setToTrash] = useState<CategoryRow | null>(null);
  const all = (tree.data?.data ?? []).filter((c) => rangeOf(c) === range);
  const trashed = (trash.data?.data ?? []).filter((c) => rangeOf(c) === range);
  const rows = childrenOf(all, level);
  const path = pathTo(all, level);
  const open = (id: number | null) => setParams(id === null ? {} : { parent: String(id) }, { replace: false });
  const lang = i18n.language;

  return (
    <>
      <PageHeader
        title={t(TITLES[range])}
        description={t('catalogueSettings.categories.description')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ editing: null })} data-testid="category-new">
              {t('catalogueSettings.categories.new')}
            </Button>
          )
        }
      />
      <ListTabs
        value={view}
        onChange={(v) => setParams(v === 'trash' ? { view: 'trash' } : {}, { replace: true })}
        label={t(TITLES[range])}
        tabs={[
          {
            value: 'active',
            label: t('catalogueSettings.tabs.active'),
            icon: <IconCategory size={16} />,
            count: tree.data ? all.length : undefined,
            testId: 'categories-tab-active',
          },
          ...(canWrite
            ? [
                {
                  value: 'trash',
                  label: t('catalogueSettings.tabs.trash'),
                  icon: <IconTrash size={16} />,
                  count: trash.data ? trashed.length : undefined,
                  testId: 'categories-tab-trash',
                },
              ]
            : []),
        ]}
      >
        {view === 'trash' ? (
          <CategoriesTrash rows={trashed} loading={trash.isLoading} />
        ) : (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
              <CategoryTreeNav all={all} level={level} onOpen={open} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              <Breadcrumbs mb="sm" separatorMargin={6} aria-label={t('catalogueSettings.categories.path')} data-testid="category-path">
                {[null, ...path.map((c) => c.id)].map((id, i) =>
                  i === path.length ? (
                    <Text key={id ?? 'root'} fz="sm" fw={600} aria-current="page">
                      {id === null ? t('catalogueSettings.categories.root') : localLabel(path[i - 1]!, lang)}
                    </Text>
                  ) : (
                    <Anchor key={id ?? 'root'} component="button" type="button" fz="sm" onClick={() => open(id)}>
                      {id === null ? t('catalogueSettings.categories.root') : localLabel(path[i - 1]!, lang)}
                    </Anchor>
                  ),
                )}
              </Breadcrumbs>
              <CategoriesTable
                rows={rows}
                loading={tree.isLoading}
                parentId={level}
                canWrite={canWrite}
                onOpen={(c) => open(c.id)}
                onEdit={(c) => setForm({ editing: c })}
                onTrash={setToTrash}
                emptyState={
                  <EmptyState
                    icon={<IconCategory size={28} />}
                    title={t(level === null ? 'catalogueSettings.categories.empty' : 'catalogueSettings.categories.emptyLevel')}
                    description={t('catalogueSettings.categories.emptyText')}
                    action={
                      canWrite && (
                        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
                          {t('catalogueSettings.categories.new')}
                        </Button>
                      )
                    }
                  />
                }
              />
            </Grid.Col>
          </Grid>
        )}
      </ListTabs>
      <CategoryFormModal
        opened={form !== null}
        onClose={() => setForm(null)}
        editing={form?.editing ?? null}
        parentId={level}
        range={range}
        all={all}
      />
      <ConfirmModal
        opened={toTrash !== null}
        title={t('catalogueSettings.categories.trashTitle')}
        message={t('catalogueSettings.categories.trashText', { name: toTrash ? localLabel(toTrash, lang) : '' })}
        confirmLabel={t('catalogueSettings.actions.trash')}
        color="red"
        loading={trashCategory.isPending}
        onClose={() => setToTrash(null)}
        onConfirm={() =>
          toTrash &&
          trashCategory.mutate(toTrash.id, {
            onSuccess: () => {
              notifySuccess({ message: t('catalogueSettings.categories.trashed', { name: localLabel(toTrash, lang) }) });
              setToTrash(null);
            },
            onError: () => setToTrash(null),
          })
        }
        testId="category-trash-confirm"
      />
    </>
  );
}

export const CategoriesPrincipalPage = () => <CategoriesPage range="principal" />;
export const CategoriesTiersPage = () => <CategoriesPage range="tiers" />;
export const CategoriesSupplementPage = () => <CategoriesPage range="supplement" />;
