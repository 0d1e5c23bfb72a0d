// /settings/stores: the stores list, or the trash (?view=trash) with restore; new store, questions and sliders.
import { Badge, Button, Menu, Tabs } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconMessageQuestion, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StoresTable } from '../components/stores-table';
import { StoresTrashTable } from '../components/stores-trash-table';
import { useMagasins, useTrashedMagasins } from '../hooks/use-magasins';

export function StoresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'trash' ? 'trash' : 'live';
  const live = useMagasins();
  const trashed = useTrashedMagasins();

  const setView = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === 'trash') p.set('view', 'trash');
    else p.delete('view');
    setParams(p, { replace: true });
  };

  const count = (n: number | undefined) =>
    n === undefined ? null : (
      <Badge size="sm" variant="light" color="gray">
        {n}
      </Badge>
    );

  return (
    <>
      <PageHeader
        title={t('routes.stores')}
        description={t('stores.list.description')}
        actions={
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} />} data-testid="stores-content-menu">
                  {t('stores.list.content')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/settings/stores/questions" leftSection={<IconMessageQuestion size={16} />}>
                  {t('routes.storeQuestions')}
                </Menu.Item>
                <Menu.Item component={Link} to="/settings/stores/sliders" leftSection={<IconPhoto size={16} />}>
                  {t('routes.storeSliders')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to="/settings/stores/add" leftSection={<IconPlus size={16} />} data-testid="stores-add">
              {t('stores.list.add')}
            </Button>
          </>
        }
      />
      <Tabs value={view} onChange={(v) => setView(v ?? 'live')} mb="md" keepMounted={false}>
        <Tabs.List aria-label={t('stores.list.viewLabel')}>
          <Tabs.Tab
            value="live"
            leftSection={<IconBuildingStore size={16} />}
            rightSection={count(live.data?.length)}
            data-testid="stores-tab-live"
          >
            {t('stores.list.tabLive')}
          </Tabs.Tab>
          <Tabs.Tab
            value="trash"
            leftSection={<IconTrash size={16} />}
            rightSection={count(trashed.data?.length)}
            data-testid="stores-tab-trash"
          >
            {t('stores.list.tabTrash')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {view === 'trash' ? <StoresTrashTable /> : <StoresTable />}
    </>
  );
}
