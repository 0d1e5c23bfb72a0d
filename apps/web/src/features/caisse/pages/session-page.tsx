// /caisses/{id}: the live (or closed) session: totals per payment mode, operations, add an operation, close with the
// counter and the approval step, and the Z report to print once closed; the orders waiting to be validated and the
// correction of a payment's mode (components/session-orders.tsx).
import type { Operation } from '@comptoir/shared';
import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit, IconEyeOff, IconList, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyWhenUsable } from '../../../app/lazy-screen';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { PageHeader } from '../../../components/page-header';
import { AddOperationModal } from '../components/add-operation-modal';
import { CloseSessionModal } from '../components/close-session-modal';
import { ModesTable } from '../components/modes-table';
import { canCorrectMode, ModeCorrectionModal, PendingOrders } from '../components/session-orders';
import { ZReport, type PaperSize } from '../components/z-report';
import { useBillets, useSession, useSessionOperations, useZReport } from '../hooks/use-caisse';
import { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';

// The live cash chart (issue 23 point 7) and its charts' code load once the page is usable.
const CaisseLiveCard = lazyWhenUsable(() => import('../../dashboards/components/caisse-live-card'));

export function SessionPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().id);
  const session = useSession(Number.isInteger(id) && id > 0 ? id : null);
  const billets = useBillets();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 10, search: '', sort: null });
  const ops = useSessionOperations(id, { page: table.page, limit: table.pageSize });
  const all = useSessionOperations(id, { page: 1, limit: 100 });
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState(false);
  const [paper, setPaper] = useState<PaperSize>('80');
  const [correcting, setCorrecting] = useState<Operation | null>(null);
  const s = session.data;
  const z = useZReport(s?.id ?? null, s?.state === 'closed');
  // On a roll, this device's thermal printer when one is set (issue 30, ESC/POS); else, and on A4, the browser's.
  const printZ = async () => {
    const { readPrinter } = await import('../../displays/printers/printer-settings');
    if (paper === 'a4' || !s || !z.data || readPrinter().output === 'browser') return window.print();
    try {
      const { printZReport } = await import('../../displays/printers/print-z-report');
      await printZReport(s, z.data, t, f);
    } catch (error) {
      console.error('[printer]', error);
      window.print();
    }
  };
  if (!s) return null;
  const fmt = (amount: number) => f.money(amount, s.currencyTag);
  const columns: DataTableColumn<Operation>[] = [
    {
      key: 'created_at',
      title: t('caisse.detail.when'),
      value: (o) => o.created_at,
      render: (o) => f.dateTime(o.created_at),
    },
    { key: 'type', title: t('caisse.operation.type'), value: (o) => t(`caisse.types.${o.type}`) },
    { key: 'mode', title: t('caisse.operation.mode'), value: (o) => paymentModeLabel(t, o.modePayment) },
    {
      key: 'amount',
      title: t('caisse.operation.amount'),
      value: (o) => o.amount,
      render: (o) => <span dir="ltr">{fmt(o.amount)}</span>,
      numeric: true,
    },
    {
      key: 'reason',
      title: t('caisse.operation.reason'),
      value: (o) => (o.subType ? `${t(`caisse.fees.${o.subType}`)} ${o.reason ?? ''}` : (o.reason ?? '')),
    },
    { key: 'user', title: t('caisse.detail.by'), value: (o) => o.userName ?? '' },
  ];
  const opened = s.state === 'opened';
  return (
    <>
      <PageHeader
        title={`${s.registerName} — ${s.magasinName}`}
        description={t('caisse.openedSince', { date: f.dateTime(s.openedAt), name: s.openedByName ?? '—' })}
        actions={
          opened ? (
            <>
              <Button component={Link} to={`/caisses/${s.id}/log`} variant="subtle" leftSection={<IconList size={16} />}>
                {t('caisse.log.link')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} variant="default" onClick={() => setAdding(true)} data-testid="add-operation">
                {t('caisse.operation.title')}
              </Button>
              <Button leftSection={<IconDoorExit size={16} />} color="red" onClick={() => setClosing(true)} data-testid="close-session">
                {t('caisse.close.button')}
              </Button>
            </>
          ) : (
            <Group gap="xs">
              <Button component={Link} to={`/caisses/${s.id}/log`} variant="subtle" leftSection={<IconList size={16} />}>
                {t('caisse.log.link')}
              </Button>
              <SegmentedControl
                value={paper}
                onChange={(v) => setPaper(v as PaperSize)}
                data={[
                  { value: '58', label: '58 mm' },
                  { value: '80', label: '80 mm' },
                  { value: 'a4', label: 'A4' },
                ]}
              />
              <Button leftSection={<IconPrinter size={16} />} onClick={() => void printZ()} data-testid="print-z">
                {t('caisse.z.print')}
              </Button>
            </Group>
          )
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder radius="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                {t('caisse.detail.totals')}
              </Title>
              <Badge color={opened ? 'teal' : 'gray'} variant="light" tt="none">
                {opened ? t('caisse.state.opened') : t('caisse.state.closed')}
              </Badge>
            </Group>
            {s.blind ? (
              <Alert color="blue" variant="light" icon={<IconEyeOff size={18} />} data-testid="session-blind">
                {t('caisse.detail.blind')}
              </Alert>
            ) : (
              <ModesTable rows={s.modes} currencyTag={s.currencyTag} testId="session-modes" />
            )}
          </Card>
          <Card withBorder radius="md">
            <Title order={2} fz="lg" mb="sm">
              {t('caisse.detail.summary')}
            </Title>
            <Stack gap={4}>
              <Text fz="sm">
                {t('caisse.detail.openingFund')}: <b dir="ltr">{fmt(s.openingFund)}</b>
              </Text>
              <Text fz="sm">
                {t('caisse.detail.sales', { count: s.commandsCount })}: <b dir="ltr">{fmt(s.salesTotal)}</b>
              </Text>
              {s.difference !== null && (
                <Text fz="sm">
                  {t('caisse.detail.difference')}: <b dir="ltr">{fmt(s.difference)}</b>
                </Text>
              )}
              {s.closingNote && (
                <Text fz="sm" data-testid="session-note">
                  {t('caisse.close.note')}: {s.closingNote}
                </Text>
              )}
              {s.approvals.map((a) => (
                <Text fz="sm" key={a.id} data-testid="session-approval">
                  {t('caisse.z.approvedBy', { name: a.approvedByName ?? '—', date: f.dateTime(a.created_at) })}
                </Text>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
        {opened && (
          <Suspense fallback={null}>
            <CaisseLiveCard caisseId={s.id} magasinId={s.magasinId} currencyTag={s.currencyTag} />
          </Suspense>
        )}
        <PendingOrders caisseId={s.id} opened={opened} />
        <section>
          <Title order={2} fz="lg" mb="md">
            {t('caisse.detail.operations')}
          </Title>
          <DataTable<Operation>
            tableId="caisse-operations"
            testId="session-operations"
            columns={columns}
            rows={ops.data?.data ?? []}
            rowKey={(o) => o.id}
            loading={ops.isLoading}
            exportName={t('caisse.detail.operations')}
            server={{ total: ops.data?.total ?? 0, state: table, onStateChange: setTable }}
            rowActions={(o) =>
              opened && canCorrectMode(o) ? (
                <Button size="xs" variant="subtle" onClick={() => setCorrecting(o)} data-testid="operation-correct">
                  {t('caisse.correction.open')}
                </Button>
              ) : null
            }
          />
        </section>
      </Stack>
      <ModeCorrectionModal operation={correcting} onClose={() => setCorrecting(null)} />
      {opened && <AddOperationModal caisseId={s.id} storeId={s.magasinId} opened={adding} onClose={() => setAdding(false)} />}
      {/* Kept while closing: a blind count shows its outcome in the dialog once the session is closed. */}
      {(opened || closing) && (
        <CloseSessionModal session={s} billets={billets.data ?? []} opened={closing} onClose={() => setClosing(false)} />
      )}
      {!opened && z.data && (
        <ZReport session={s} report={z.data} operations={all.data?.data ?? []} operationsTotal={all.data?.total ?? 0} paper={paper} />
      )}
    </>
  );
}
