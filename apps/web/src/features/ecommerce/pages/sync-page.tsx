// /e-commerce/synchronization: the connected Shopify shops, a sync run (catalogue pushed, orders pulled) and its result,
// the order webhooks, the payment provider's settlement file, and every failure still open with its number of
// attempts and a retry.
import type { EcommerceShop, SyncIssue, SyncRun } from '@comptoir/shared';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected, IconRefresh, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useCreateWebhooks, useRetryIssue, useRunSync, useSyncStatus } from '../api/use-ecommerce';
import { PaymentFileCard } from '../components/payment-file-card';
import { ShopForm } from '../components/shop-form';

function RunResult({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Stack gap={4} data-testid="sync-result">
      <Text size="sm" c="dimmed">
        {t('ecommerce.lastRun', { at: f.dateTime(run.at) })}
      </Text>
      {run.products && (
        <Group gap="xs" data-testid="sync-products">
          <Text size="sm" fw={600}>
            {t('ecommerce.products')}
          </Text>
          <Badge color="teal" variant="light">
            {t('ecommerce.created', { count: run.products.created })}
          </Badge>
          <Badge color="blue" variant="light">
            {t('ecommerce.updated', { count: run.products.updated })}
          </Badge>
          <Badge color="gray" variant="light">
            {t('ecommerce.unchanged', { count: run.products.unchanged })}
          </Badge>
          {run.products.failed > 0 && (
            <Badge color="red" variant="light">
              {t('ecommerce.failed', { count: run.products.failed })}
            </Badge>
          )}
        </Group>
      )}
      {run.orders && (
        <Group gap="xs" data-testid="sync-orders">
          <Text size="sm" fw={600}>
            {t('ecommerce.orders')}
          </Text>
          <Badge color="teal" variant="light">
            {t('ecommerce.imported', { count: run.orders.imported })}
          </Badge>
          {run.orders.failed > 0 && (
            <Badge color="red" variant="light">
              {t('ecommerce.failed', { count: run.orders.failed })}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}

function ShopCard({ shop, onEdit }: { shop: EcommerceShop; onEdit: () => void }) {
  const { t } = useTranslation();
  const stores = useMagasins().data ?? [];
  const run = useRunSync();
  const hooks = useCreateWebhooks();
  const store = stores.find((m) => m.id === shop.magasinId)?.intitule ?? '';
  return (
    <Card withBorder data-testid={`shop-${shop.id}`}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3}>{shop.name}</Title>
          <Text size="sm" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {shop.shopUrl}
          </Text>
          <Text size="sm">{t('ecommerce.ordersInto', { store })}</Text>
          <Text size="xs" c="dimmed">
            {t('ecommerce.token')} <span dir="ltr">{shop.accessToken}</span>
          </Text>
        </div>
        <Badge color="teal" leftSection={<IconPlugConnected size={14} />}>
          {t('ecommerce.connectedBadge')}
        </Badge>
      </Group>
      {shop.lastRun ? (
        <RunResult run={shop.lastRun} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('ecommerce.neverRun')}
        </Text>
      )}
      <Group mt="md" gap="xs" wrap="wrap">
        <Button
          leftSection={<IconRefresh size={16} />}
          loading={run.isPending && run.variables?.what === 'all'}
          onClick={() =>
            run.mutate({ shopId: shop.id, what: 'all' }, { onSuccess: () => notifySuccess({ message: t('ecommerce.runDone') }) })
          }
          data-testid="sync-run"
        >
          {t('ecommerce.runSync')}
        </Button>
        <Button
          variant="default"
          loading={run.isPending && run.variables?.what === 'products'}
          onClick={() => run.mutate({ shopId: shop.id, what: 'products' })}
        >
          {t('ecommerce.pushProducts')}
        </Button>
        <Button
          variant="default"
          loading={run.isPending && run.variables?.what === 'orders'}
          onClick={() => run.mutate({ shopId: shop.id, what: 'orders' })}
        >
          {t('ecommerce.pullOrders')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconWebhook size={16} />}
          loading={hooks.isPending}
          disabled={!shop.hasWebhookSecret}
          title={shop.hasWebhookSecret ? undefined : t('ecommerce.webhookSecretHint')}
          onClick={() =>
            hooks.mutate(shop.id, {
              onSuccess: (r) => notifySuccess({ message: t('ecommerce.webhooksDone', { count: r.created.length + r.existing.length }) }),
            })
          }
        >
          {t('ecommerce.createWebhooks')}
        </Button>
        <Button variant="subtle" onClick={onEdit}>
          {t('ecommerce.editShop')}
        </Button>
      </Group>
    </Card>
  );
}

function IssuesTable({ issues, shops }: { issues: SyncIssue[]; shops: EcommerceShop[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const retry = useRetryIssue();
  const columns: DataTableColumn<SyncIssue>[] = [
    {
      key: 'what',
      title: t('ecommerce.what'),
      value: (i) => i.label,
      hideable: false,
      render: (i) => (
        <>
          <Text size="sm" fw={600}>
            {i.label}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`ecommerce.kinds.${i.kind}`)}
            {shops.length > 1 ? ` · ${shops.find((s) => s.id === i.shopId)?.name ?? ''}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'problem',
      title: t('ecommerce.problem'),
      value: (i) => i.message,
      render: (i) => (
        <Text size="sm" dir="auto">
          {i.message}
        </Text>
      ),
    },
    { key: 'attempts', title: t('ecommerce.attempts'), value: (i) => i.attempts, render: (i) => f.number(i.attempts), sortable: true },
    { key: 'when', title: t('ecommerce.when'), value: (i) => i.updated_at, render: (i) => f.dateTime(i.updated_at), sortable: true },
  ];
  if (!issues.length)
    return (
      <Text size="sm" c="dimmed" data-testid="no-issues">
        {t('ecommerce.noIssues')}
      </Text>
    );
  return (
    <DataTable<SyncIssue>
      tableId="ecommerce-sync-issues"
      testId="sync-issues"
      columns={columns}
      rows={issues}
      rowKey={(i) => i.id}
      exportName={t('routes.ecommerceSync')}
      rowActions={(i) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={retry.isPending && retry.variables === i.id}
          onClick={() => retry.mutate(i.id)}
          data-testid="issue-retry"
        >
          {t('ecommerce.retry')}
        </Button>
      )}
    />
  );
}

export function SyncPage() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const [editing, setEditing] = useState<EcommerceShop | null | undefined>(undefined);
  const shops = status.data?.shops ?? [];
  const issues = status.data?.issues ?? [];
  return (
    <>
      <PageHeader
        title={t('routes.ecommerceSync')}
        description={t('ecommerce.syncDescription')}
        actions={
          <Button leftSection={<IconPlugConnected size={16} />} onClick={() => setEditing(null)} data-testid="shop-connect">
            {t('ecommerce.connectShop')}
          </Button>
        }
      />
      {status.isSuccess && shops.length === 0 && (
        <Alert color="blue" mb="md" title={t('ecommerce.noShop')}>
          {t('ecommerce.noShopHint')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} mb="lg">
        {shops.map((s) => (
          <ShopCard key={s.id} shop={s} onEdit={() => setEditing(s)} />
        ))}
      </SimpleGrid>
      <PaymentFileCard />
      <Card withBorder>
        <Group gap="xs" mb="sm">
          <IconAlertTriangle size={18} />
          <Title order={3}>{t('ecommerce.issues', { count: issues.length })}</Title>
        </Group>
        <IssuesTable issues={issues} shops={shops} />
      </Card>
      <ShopForm opened={editing !== undefined} shop={editing ?? null} onClose={() => setEditing(undefined)} />
    </>
  );
}
