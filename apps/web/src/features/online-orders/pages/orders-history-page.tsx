// /loyalty/orders-history (client_order_online): the account's online orders, newest first, each with where it stands
// — kept current by the live channel (the store's changes to its orders refetch the list) — and reorder.
import type { OnlineOrder } from '@comptoir/shared';
import { Button, Card, Loader, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { labelIn } from '../../storefront/storefront-rules';
import { addToCart } from '../../storefront/cart-store';
import { useMyOrders } from '../api/use-online';
import { OnlineOrderCard } from '../components/online-order-card';

const LIMIT = 12;

export function OrdersHistoryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const q = useMyOrders(page, LIMIT);
  const reorder = (o: OnlineOrder) => {
    for (const l of o.lines)
      if (l.priceId !== null)
        addToCart(
          { priceId: l.priceId, label: labelIn(l, i18n.language), unformatedPrice: l.unitPrice, currencyTag: o.currencyTag },
          l.quantity,
          o.magasinId,
        );
    void navigate('/loyalty/checkout');
  };
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / LIMIT));
  return (
    <>
      <PageHeader
        title={t('routes.ordersHistory')}
        description={t('online.historyDescription')}
        actions={
          <Button component={Link} to="/loyalty/order-online" variant="default">
            {t('routes.orderOnline')}
          </Button>
        }
      />
      {q.isLoading ? (
        <Loader />
      ) : !q.data?.data.length ? (
        <Card withBorder>
          <EmptyState
            icon={<IconReceipt size={28} />}
            title={t('online.noOrders')}
            description={t('online.noOrdersText')}
            action={
              <Button component={Link} to="/loyalty/order-online">
                {t('routes.orderOnline')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="online-orders">
            {q.data.data.map((o) => (
              <OnlineOrderCard key={o.id} order={o} onReorder={reorder} />
            ))}
          </SimpleGrid>
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
        </Stack>
      )}
    </>
  );
}
