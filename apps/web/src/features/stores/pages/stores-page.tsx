// /settings/stores: the stores list, or the trash (?view=trash) with restore; new store, questions and sliders.
import { Button, Menu } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconMessageQuestion, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTabs } from '../../../components/list-tabs';
import { PageHeader } from '../../../components/page-header';
import { useAddressParams } from '../../../lib/use-address-params';
import { StoresTable } from '../components/stores-table';
import { StoresTrashTable } from '../components/stores-trash-table';
import { useMagasins, useTrashedMagasins } from '../hooks/use-magasins';

export function StoresPage() {
  const { t } = useTranslation();
  const [params, patch] = useAddressParams();
  const view = params.get('view') === 'trash' ? 'trash' : 'live';
  const live = useMagasins();
  const trashed = useTrashedMagasins();

  const setView = (next: string) => patch({ view: next === 'trash' ? 'trash' : null });

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
      <ListTabs
        value={view}
        onChange={setView}
        label={t('stores.list.viewLabel')}
        tabs={[
          {
            value: 'live',
            label: t('stores.list.tabLive'),
            icon: <IconBuildingStore size={16} />,
            count: live.data?.length,
            testId: 'stores-tab-live',
          },
          {
            value: 'trash',
            label: t('stores.list.tabTrash'),
            icon: <IconTrash size={16} />,
            count: trashed.data?.length,
            testId: 'stores-tab-trash',
          },
        ]}
      >
        {view === 'trash' ? <StoresTrashTable /> : <StoresTable />}
      </ListTabs>
    </>
  );
}
