// /entity/{entityId}/productId/{productId}: one article's stock in one store — its level and state, its level in every
// store, and its movements with the balance after each; counted from here too.
import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClipboardCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { CountModal, type CountTarget } from '../components/count-modal';
import { MovementsTable } from '../components/movements-table';
import { ProductLevelsCard } from '../components/product-levels-card';
import { StateBadge } from '../components/state-badge';
import { referencesOf } from '../components/stock-table';
import { useQuantityText } from '../hooks/use-quantity-text';
import { useProductStatus, useTransactions } from '../hooks/use-stock';
import { formatQuantity } from '../stock-rules';

const idOf = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function EntityProductPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  const params = useParams();
  const storeId = idOf(params.entityId);
  const productId = idOf(params.productId);
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [counting, setCounting] = useState<CountTarget | null>(null);
  const moves = useTransactions(storeId, productId, { offset: (table.page - 1) * table.pageSize, limit: table.pageSize });
  const status = useProductStatus(productId);
  const product = moves.data?.product;
  const store = status.data?.levels.find((l) => l.entityId === storeId);
  const back = (
    <Button
      component={Link}
      to={storeId ? `/stock?store=${storeId}` : '/stock'}
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
      data-testid="stock-back"
    >
      {t('stock.actions.back')}
    </Button>
  );

  if (moves.isError || storeId === null || productId === null) {
    return (
      <>
        <PageHeader title={t('routes.entityProduct')} actions={back} />
        <Alert color="orange" data-testid="product-missing">
          {t('stock.product.missing')}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={product ? <bdi data-testid="product-label">{product.label}</bdi> : <Skeleton h={32} w={220} />}
        description={store ? t('stock.product.description', { store: store.name }) : undefined}
        actions={
          <>
            {back}
            <Button
              leftSection={<IconClipboardCheck size={18} />}
              disabled={!product}
              onClick={() =>
                product &&
                setCounting({ productId: product.productId, label: product.label, quantity: product.quantity, unity: product.unity })
              }
              data-testid="product-count"
            >
              {t('stock.actions.count')}
            </Button>
          </>
        }
      />
      <Grid gutter="md" mb="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="md" h="100%" data-testid="product-level-card">
            <Title order={2} fz="md" mb="sm">
              {t('stock.product.level')}
            </Title>
            {product ? (
              <Stack gap="xs">
                <Group gap="sm" align="center">
                  <Text fz={32} fw={700} lh={1.1} className="app-number" data-testid="product-level">
                    {quantityText(product.quantity, product.unity)}
                  </Text>
                  <StateBadge state={product.state} size="lg" />
                </Group>
                <Text fz="sm" c="dimmed">
                  {product.criticalQuantity === null
                    ? t('stock.product.noCritical')
                    : t('stock.product.criticalAt', { quantity: formatQuantity(product.criticalQuantity, f.locale) })}
                </Text>
                {(product.barcode || product.sku) && (
                  <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="product-references">
                    <bdi dir="ltr">{referencesOf(product)}</bdi>
                  </Text>
                )}
                {product.updatedAt && (
                  <Text fz="xs" c="dimmed">
                    {t('stock.product.updatedAt', { date: f.dateTime(product.updatedAt) })}
                  </Text>
                )}
              </Stack>
            ) : (
              <Skeleton h={80} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {status.data ? <ProductLevelsCard status={status.data} storeId={storeId} /> : <Skeleton h={160} radius="md" />}
        </Grid.Col>
      </Grid>
      <Title order={2} fz="lg" mb="sm">
        {t('stock.product.movements')}
      </Title>
      <MovementsTable
        rows={moves.data?.rows ?? []}
        total={moves.data?.total ?? 0}
        loading={moves.isLoading}
        fetching={moves.isFetching && !moves.isLoading}
        state={table}
        onStateChange={setTable}
      />
      <CountModal storeId={storeId} target={counting} onClose={() => setCounting(null)} />
    </>
  );
}
