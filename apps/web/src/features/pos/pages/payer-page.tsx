// /pos/payer: the prepared orders of the session's store not yet paid (a seller's, a phone order…), oldest first, as
// large cards to tap; paying one (PayOrderModal) goes into this register's session and prints its ticket. Without the
// server (issue 13) the page comes back on a reload with the last list it showed, said to be possibly stale with its
// time; an order's detail is then taken from that list and its payment waits in the outbox (paid once when it drains).
import type { Command, CommandDetail } from '@comptoir/shared';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconListCheck, IconRefresh, IconShoppingCart, IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { isApiError } from '../../../lib/api-error';
import { useIsOffline } from '../../../lib/app-status';
import { useFormat } from '../../../lib/format';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { usePaymentMethods } from '../../caisse/hooks/use-caisse';
import { NoSessionAlert, TillHeader } from '../components/till-session-bar';
import { ordersApi } from '../api/orders-api';
import type { TillPaymentMode } from '../cart/payment-rules';
import { needsServer } from '../cart/sale-checks';
import { PayOrderModal } from '../components/pay-order-modal';
import { TicketModal } from '../components/ticket-modal';
import { useKeepTillForOffline } from '../hooks/use-keep-till';
import { useTillSession, useTillStore } from '../hooks/use-till-data';
import { OutboxIndicator } from '../outbox/lazy-indicator';
import { useOutbox } from '../outbox/use-outbox';
import { ticketOf, type TicketData } from '../ticket/ticket-data';
import { StateBadge } from '../../commands/components/state-badge';
import classes from '../components/till.module.css';
import { pollUnlessLive, useLiveState } from '../../../lib/live-status';

const REFRESH_MS = 20_000;

/** The order as the list knows it, when the server does not answer for its detail (no lines then). */
const fromList = (c: Command): CommandDetail => ({ ...c, lines: [], payments: [], history: [], allowedMoves: [] });

export function PayerPage() {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { storeId, stores, setStoreId, isLoading: storesLoading } = useTillStore();
  const session = useTillSession(storeId);
  const methods = usePaymentMethods(storeId);
  const [paying, setPaying] = useState<CommandDetail | null>(null);
  const [ticket, setTicket] = useState<TicketData | null>(null);
  // The refresh button spins for the cashier's own refresh only, and not while the fetch waits for the network: the
  // list's background refetch (every 20 s) and its retries while the server is away are shown by the stale notice.
  const [refreshing, setRefreshing] = useState(false);
  const outbox = useOutbox(useAuthUser()?.entreprise.id);
  const appOffline = useIsOffline();
  useKeepTillForOffline();
  const live = useLiveState();
  const key = ['pos', 'prepared', storeId ?? 0] as const;
  const prepared = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => ordersApi.prepared(storeId as number, signal),
    enabled: storeId !== null && session.sessionId !== null,
    // The live channel's order events refresh it (issue 25); polled only while the channel is away.
    refetchInterval: pollUnlessLive(live, REFRESH_MS),
  });
  // Paid offline: waiting in the outbox, refused there (for a manager) or sent since the list was fetched: not offered again.
  const queued = useMemo(
    () => new Set([...outbox.payments.open, ...outbox.payments.done.filter((p) => p.status === 'sent')].map((p) => p.body.commandId)),
    [outbox.payments],
  );
  const orders = useMemo(
    () => (prepared.data?.data ?? []).filter((c) => !queued.has(c.id)).sort((a, b) => a.id - b.id),
    [prepared.data, queued],
  );
  // One mode pays what remains, without a card's code or a client: a gift card or points cannot be taken here.
  const modes = useMemo<TillPaymentMode[]>(() => {
    const active = (methods.data ?? [])
      .filter((m) => m.isActive)
      .map((m) => m.tag as TillPaymentMode)
      .filter((m) => !needsServer(m));
    return active.length ? active : ['cash'];
  }, [methods.data]);
  const store = stores.find((s) => s.id === storeId);

  if (storesLoading || session.isLoading) return <FullPageLoader />;
  const header = (
    <TillHeader title={t('routes.posPay')} session={session} storeId={storeId} stores={stores} setStoreId={setStoreId}>
      <Suspense fallback={null}>
        <OutboxIndicator sessionId={session.sessionId} />
      </Suspense>
      <Button component={Link} to="/pos/command" variant="default" leftSection={<IconShoppingCart size={16} />}>
        {t('pos.payer.toTill')}
      </Button>
    </TillHeader>
  );
  if (session.sessionId === null)
    return (
      <div className={classes.till}>
        {header}
        <NoSessionAlert storeId={storeId} />
      </div>
    );

  const open = async (c: Command) => {
    try {
      setPaying(await ordersApi.detail(c.id));
    } catch (error) {
      if (isApiError(error) && error.status === 0) setPaying(fromList(c));
    }
  };
  return (
    <div className={classes.till}>
      {header}
      <Stack>
        <Group justify="space-between">
          <Text c="dimmed" fz="sm">
            {t('pos.payer.count', { count: orders.length })}
          </Text>
          <Button
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              setRefreshing(true);
              void prepared.refetch().finally(() => setRefreshing(false));
            }}
            loading={refreshing && prepared.fetchStatus === 'fetching'}
            data-testid="payer-refresh"
          >
            {t('pos.payer.refresh')}
          </Button>
        </Group>
        {prepared.data && (prepared.isError || prepared.isPaused || appOffline) && (
          <Alert color="orange" icon={<IconWifiOff size={18} />} data-testid="payer-stale">
            {t('pos.payer.stale', { at: f.dateTime(new Date(prepared.dataUpdatedAt)) })}
          </Alert>
        )}
        {prepared.isLoading ? (
          <Skeleton h={120} radius="md" />
        ) : orders.length === 0 ? (
          <EmptyState icon={<IconListCheck size={28} />} title={t('pos.payer.none')} description={t('pos.payer.noneText')} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="payer-orders">
            {orders.map((c) => (
              <UnstyledButton key={c.id} onClick={() => void open(c)} className={classes.orderCard} data-testid="payer-order">
                <Card withBorder radius="md" p="sm" h="100%">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{t('pos.ticketPrint.number', { number: c.ticketNumber ?? c.id })}</Text>
                    <StateBadge state={c.etat} />
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {f.time(c.created_at)} · {c.userName ?? '—'}
                  </Text>
                  {c.clientName && <Text fz="sm">{c.clientName}</Text>}
                  <Group justify="space-between" mt="xs">
                    <Text fz="sm">{t('pos.pay.remaining')}</Text>
                    <Badge size="lg" variant="light" dir="ltr">
                      {f.minor(Math.round(c.remaining * 100), c.currencyTag)}
                    </Badge>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <PayOrderModal
        key={paying?.id ?? 0}
        order={paying}
        sessionId={session.sessionId}
        modes={modes}
        onClose={() => setPaying(null)}
        onPaid={(o, queued) => {
          setPaying(null);
          setTicket(ticketOf(o, store, [], i18n.language));
          if (!queued) void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
      <TicketModal ticket={ticket} onClose={() => setTicket(null)} closeLabel={t('pos.payer.next')} />
    </div>
  );
}
