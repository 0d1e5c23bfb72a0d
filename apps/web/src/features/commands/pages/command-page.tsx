// /command/{id}/planning: one order — its lines with their options, payments, state history as a timeline, the moves
// its state and kind allow (the shared state machine, answered by the server as allowedMoves; a refund or cancellation
// pays back by the refund rule's modes, a return chooses its lines), its modification, and the ticket reprint.
import { isOpenState, isRefundable, formatMoney, toMinor, type CommandDetail, type CommandLine, type OrderState } from '@comptoir/shared';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowBack, IconArrowsExchange, IconPencil, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { TicketModal } from '../../pos/components/ticket-modal';
import { ticketOf, type TicketData } from '../../pos/ticket/ticket-data';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { useCommandReport } from '../../small-settings/hooks/use-small-settings';
import { applyReport } from '../../small-settings/report-fields';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { MoveModal } from '../components/move-modal';
import { PlanningCard } from '../components/planning-card';
import { StateBadge } from '../components/state-badge';
import { EditModal } from '../components/edit-modal';
import { ExchangeModal } from '../components/exchange-modal';
import { useCommand, useOpenSessions } from '../hooks/use-commands';

// The till's return dialog (lines that come back, the refund's modes), for a return from the order page.
const ReturnModal = lazy(() => import('../../pos/components/return-modal').then((m) => ({ default: m.ReturnModal })));
import { paymentModeLabel } from '../../../lib/payment-mode';

export function CommandPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const order = useCommand(Number.isFinite(id) ? id : null);
  const stores = useMagasins();
  const [ticket, setTicket] = useState<TicketData | null>(null);
  const [to, setTo] = useState<OrderState | null>(null);
  const [returning, setReturning] = useState(false);
  const [editing, setEditing] = useState(false);
  const [exchanging, setExchanging] = useState(false);
  const o = order.data;
  const sessions = useOpenSessions(returning && o ? o.magasinId : null);
  // The store's command report configuration (settings/command/{id}/report) decides what the reprint shows.
  const canReport = useHasAnyTag(['command_report']);
  const report = useCommandReport(canReport && o ? o.magasinId : null);
  if (!o) return <Skeleton h={320} radius="md" />;
  const store = stores.data?.find((s) => s.id === o.magasinId);
  const session = sessions.data?.find((s) => s.id === o.caisseId) ?? sessions.data?.[0];
  return (
    <>
      <PageHeader
        title={t('commands.detailTitle', { number: o.ticketNumber ?? o.provisional ?? o.id })}
        description={<StateBadge state={o.etat} />}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/command" variant="subtle" leftSection={<IconArrowBack size={16} />}>
              {t('routes.commands')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => {
                const full = ticketOf(o, store, [], i18n.language);
                setTicket(report.data ? applyReport(full, report.data.fields) : full);
              }}
              data-testid="order-reprint"
            >
              {t('commands.reprint')}
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Stack style={{ gridColumn: 'span 2' }}>
          <Summary order={o} />
          <Lines order={o} />
        </Stack>
        <Stack>
          <Card withBorder radius="md">
            <Title order={4} mb="sm">
              {t('commands.actionsTitle')}
            </Title>
            {o.allowedMoves.length === 0 && !isOpenState(o.etat) && !isRefundable(o.etat) ? (
              <Text c="dimmed" fz="sm">
                {t('commands.noMove')}
              </Text>
            ) : (
              <Group gap="xs">
                {o.allowedMoves.map((m) => (
                  <Button
                    key={m}
                    variant="light"
                    color={m === 'refunded' || m === 'cancelled' || m === 'returned' ? 'red' : undefined}
                    onClick={() => (m === 'returned' ? setReturning(true) : setTo(m as OrderState))}
                    data-testid={`order-move-${m}`}
                  >
                    {t(`commands.actions.${m}`)}
                  </Button>
                ))}
                {isRefundable(o.etat) && (
                  <Button
                    variant="light"
                    leftSection={<IconArrowsExchange size={16} />}
                    onClick={() => setExchanging(true)}
                    data-testid="order-exchange"
                  >
                    {t('commands.exchange.open')}
                  </Button>
                )}
                {isOpenState(o.etat) && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                    onClick={() => setEditing(true)}
                    data-testid="order-edit"
                  >
                    {t('commands.edit.open')}
                  </Button>
                )}
              </Group>
            )}
          </Card>
          <PlanningCard order={o} />
          <History order={o} />
        </Stack>
      </SimpleGrid>
      <MoveModal order={o} to={to} onClose={() => setTo(null)} />
      <EditModal order={o} opened={editing} onClose={() => setEditing(false)} />
      <ExchangeModal order={o} opened={exchanging} onClose={() => setExchanging(false)} />
      {returning && (
        <Suspense fallback={null}>
          <ReturnModal
            opened
            storeId={o.magasinId}
            sessionId={session?.id ?? o.caisseId}
            lastTicket={null}
            orderId={o.id}
            onClose={() => setReturning(false)}
            onDone={() => {
              setReturning(false);
              void order.refetch();
            }}
          />
        </Suspense>
      )}
      <TicketModal ticket={ticket} onClose={() => setTicket(null)} closeLabel={t('commands.close')} />
    </>
  );
}

function Summary({ order: o }: { order: CommandDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  // Amounts keep their Latin order (12,00 MAD) in Arabic too.
  const m = (v: number) => <span dir="ltr">{f.minor(toMinor(v), o.currencyTag)}</span>;
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
  return (
    <Card withBorder radius="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {item(t('commands.date'), f.dateTime(o.created_at))}
        {item(t('commands.client'), o.clientName ? <bdi>{o.clientName}</bdi> : '—')}
        {item(t('commands.cashier'), o.userName ?? '—')}
        {item(t('commands.source'), o.source ? t(`pos.source.${o.source}`) : t('pos.source.none'))}
        {item(t('commands.total'), m(o.total))}
        {item(t('commands.paid'), m(o.paid))}
        {item(t('commands.remaining'), m(o.remaining))}
        {item(t('commands.discount'), m(o.remise))}
      </SimpleGrid>
      {o.payments.length > 0 && (
        <Group gap="md" mt="sm">
          {o.payments.map((p) => (
            <Text key={p.id} fz="sm">
              {p.type !== 'payment' && `${t(`caisse.types.${p.type}`)} · `}
              {paymentModeLabel(t, p.modePayment)} · {m(p.amount)}
            </Text>
          ))}
        </Group>
      )}
      {o.notes && (
        <Text fz="sm" mt="sm" c="dimmed">
          {o.notes}
        </Text>
      )}
      {o.instructions?.length ? (
        <Group gap="xs" mt="sm" data-testid="order-instructions-list">
          <Text fz="sm" fw={600}>
            {t('commands.instructions')}
          </Text>
          {o.instructions.map((x) => (
            <Badge key={x.id} variant="light" dir="auto">
              {x.intitule}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}

function Lines({ order: o }: { order: CommandDetail }) {
  const { t, i18n } = useTranslation();
  const m = (v: number) => <span dir="ltr">{formatMoney(toMinor(v), o.currencyTag, i18n.language)}</span>;
  const columns: DataTableColumn<CommandLine>[] = [
    { key: 'label', title: t('commands.line'), value: (l) => l.label, hideable: false, wrap: true },
    { key: 'quantity', title: t('commands.quantity'), value: (l) => l.quantity, numeric: true },
    { key: 'unitPrice', title: t('commands.unitPrice'), value: (l) => l.unitPrice, render: (l) => m(l.unitPrice), numeric: true },
    { key: 'remise', title: t('commands.discount'), value: (l) => l.remise, render: (l) => m(l.remise), numeric: true },
    { key: 'tva', title: t('commands.tva'), value: (l) => l.tva, numeric: true },
    { key: 'total', title: t('commands.total'), value: (l) => l.total, render: (l) => m(l.total), numeric: true },
    { key: 'returned', title: t('commands.returned'), value: (l) => l.returnedQuantity, numeric: true, defaultHidden: true },
  ];
  return <DataTable<CommandLine> tableId="command-lines" testId="command-lines" columns={columns} rows={o.lines} rowKey={(l) => l.id} />;
}

function History({ order: o }: { order: CommandDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card withBorder radius="md" data-testid="order-history">
      <Title order={4} mb="sm">
        {t('commands.history')}
      </Title>
      <Timeline active={o.history.length - 1} bulletSize={16} lineWidth={2}>
        {o.history.map((h, i) => (
          <Timeline.Item key={i} title={t(`commands.states.${h.to}`)}>
            <Text fz="xs" c="dimmed">
              {f.dateTime(h.created_at)} · {h.userName ?? '—'}
            </Text>
            {h.reason && <Text fz="sm">{h.reason}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
