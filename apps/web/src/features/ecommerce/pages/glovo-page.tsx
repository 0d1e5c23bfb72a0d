// /glovo/upload-menu/{storeId}: the store's menu in the delivery platform's file format (Glovo's menu JSON), seen by
// collection and section (one list, filtered by either) before it is downloaded to be uploaded on the platform's partner portal.
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconDownload, IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { saveBlob } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { StoreSelect } from '../../stores/components/store-select';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { ecommerceApi, ecommerceKeys } from '../api/ecommerce-api';

interface MenuRow {
  id: string;
  collection: string;
  section: string;
  name: string;
  price: number;
  available: boolean;
}

export function GlovoPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const storeId = Number(useParams().storeId);
  const stores = useMagasins().data ?? [];
  const store = stores.find((m) => m.id === storeId);
  const menu = useQuery({ queryKey: ecommerceKeys.glovo(storeId), queryFn: () => ecommerceApi.glovoMenu(storeId), enabled: storeId > 0 });
  const m = menu.data;
  const byId = new Map((m?.products ?? []).map((p) => [p.id, p]));
  // One row per product of the menu, in the menu's order: its collection and section as columns (filters).
  const rows: MenuRow[] = (m?.collections ?? []).flatMap((c) =>
    c.sections.flatMap((sec) =>
      sec.products.flatMap((id) => {
        const p = byId.get(id);
        return p
          ? [
              {
                id: `${c.name}/${sec.name}/${id}`,
                collection: c.name,
                section: sec.name,
                name: p.name,
                price: p.price,
                available: p.available,
              },
            ]
          : [];
      }),
    ),
  );
  const columns: DataTableColumn<MenuRow>[] = [
    { key: 'name', title: t('ecommerce.product'), value: (r) => r.name, hideable: false },
    { key: 'collection', title: t('ecommerce.glovoCollection'), value: (r) => r.collection, filterable: true },
    { key: 'section', title: t('ecommerce.glovoSection'), value: (r) => r.section, filterable: true },
    {
      key: 'price',
      title: t('ecommerce.price'),
      value: (r) => r.price,
      numeric: true,
      render: (r) => <span dir="ltr">{f.number(r.price, 2)}</span>,
    },
    {
      key: 'available',
      title: t('ecommerce.glovoAvailability'),
      value: (r) => (r.available ? t('ecommerce.glovoIsAvailable') : t('ecommerce.glovoUnavailable')),
      filterable: true,
      render: (r) => (
        <Badge color={r.available ? 'teal' : 'gray'} variant="light">
          {r.available ? t('ecommerce.glovoIsAvailable') : t('ecommerce.glovoUnavailable')}
        </Badge>
      ),
    },
  ];
  const download = () => {
    if (!m) return;
    const name = (store?.intitule ?? String(storeId)).replace(/[^\p{L}\p{N}_-]+/gu, '-');
    saveBlob(new Blob([JSON.stringify(m, null, 2)], { type: 'application/json' }), `glovo-menu-${name}.json`);
  };
  return (
    <>
      <PageHeader
        title={t('routes.glovoUpload')}
        description={t('ecommerce.glovoDescription')}
        actions={
          <Button leftSection={<IconDownload size={16} />} onClick={download} disabled={!m} data-testid="glovo-download">
            {t('ecommerce.glovoDownload')}
          </Button>
        }
      />
      <Group mb="md">
        <StoreSelect value={store ? storeId : null} stores={stores} onChange={(id) => void navigate(`/glovo/upload-menu/${id}`)} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoProducts')}
          </Text>
          <Text fz={28} fw={700} data-testid="glovo-count">
            {f.number(m?.products.length ?? 0)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoAvailable')}
          </Text>
          <Text fz={28} fw={700}>
            {f.number(m?.products.filter((p) => p.available).length ?? 0)}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('ecommerce.glovoCollections')}
          </Text>
          <Text fz={28} fw={700}>
            {f.number(m?.collections.length ?? 0)}
          </Text>
        </Card>
      </SimpleGrid>
      <DataTable<MenuRow>
        tableId="glovo-menu"
        testId="glovo-menu"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={menu.isLoading}
        exportName={t('routes.glovoUpload')}
        pageSize={50}
        emptyState={
          <EmptyState
            icon={<IconToolsKitchen2 size={28} />}
            title={t('ecommerce.glovoEmpty')}
            description={t('ecommerce.glovoEmptyHint')}
          />
        }
      />
    </>
  );
}
