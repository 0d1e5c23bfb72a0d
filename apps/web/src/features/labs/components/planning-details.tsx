// One planning's details (GET /LabPlanning/{id}/details): its lines, what the ledger says was consumed, produced and
// lost, the shipments to the stores (the lab sends each; the store receives it in its stock operations), the moves
// still open, and the two printed sheets.
import type { LabPlanningDetails } from '@comptoir/shared';
import { Badge, Button, Group, Modal, Portal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { usePlanningDetails, useSendShipment } from '../api/use-labs';
import { PlanningMoves, PlanningStateBadge } from './planning-moves';
import { PackingLists, PrintRoot, ProductionSheet } from './sheets';

type View = 'details' | 'production' | 'packing';

export function PlanningDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const details = usePlanningDetails(id);
  const [view, setView] = useState<View>('details');
  const d = details.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={d ? `${d.labName} · ${d.day} · ${d.periodName}` : ''}
      data-testid="planning-details"
    >
      {d ? (
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              value={view}
              onChange={(v) => setView(v as View)}
              data={[
                { value: 'details', label: t('labs.details.title') },
                { value: 'production', label: t('labs.sheet.production') },
                { value: 'packing', label: t('labs.sheet.packing') },
              ]}
              data-testid="details-view"
            />
            {view !== 'details' ? (
              <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} data-testid="print-sheet">
                {t('labs.sheet.print')}
              </Button>
            ) : null}
          </Group>
          {view === 'details' ? <Details d={d} /> : null}
          {view === 'production' ? <ProductionSheet d={d} /> : null}
          {view === 'packing' ? <PackingLists d={d} /> : null}
          {/* The copy the printer gets: straight under the body, out of the dialog's scrolling box. */}
          {view !== 'details' ? (
            <Portal>
              <PrintRoot>{view === 'production' ? <ProductionSheet d={d} print /> : <PackingLists d={d} print />}</PrintRoot>
            </Portal>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

function Details({ d }: { d: LabPlanningDetails }) {
  const { t, i18n } = useTranslation();
  const send = useSendShipment();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const moved = (title: string, rows: { productId: number; label: string; quantity: number }[], testId: string) => (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600}>{title}</Text>
      {rows.length ? (
        rows.map((r) => (
          <Text key={r.productId} size="sm">
            {r.label}: {n.format(r.quantity)}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack>
      <Group gap="sm">
        <PlanningStateBadge state={d.state} />
        {d.lostReason ? <Text size="sm">{t('labs.details.reason', { reason: d.lostReason })}</Text> : null}
        <PlanningMoves id={d.id} state={d.state} testPrefix="details-move" />
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('labs.grid.product')}</Table.Th>
              <Table.Th>{t('labs.grid.store')}</Table.Th>
              <Table.Th ta="end">{t('labs.details.planned')}</Table.Th>
              <Table.Th ta="end">{t('labs.details.suggested')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.lines.map((l) => (
              <Table.Tr key={`${l.productId}:${l.magasinId}`}>
                <Table.Td>{l.label}</Table.Td>
                <Table.Td>{l.magasinName}</Table.Td>
                <Table.Td ta="end">{n.format(l.quantity)}</Table.Td>
                <Table.Td ta="end">{l.suggested === null ? '—' : n.format(l.suggested)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group align="flex-start" grow>
        {moved(t('labs.details.consumed'), d.moved.consumed, 'moved-consumed')}
        {moved(t('labs.details.produced'), d.moved.produced, 'moved-produced')}
        {moved(t('labs.details.lost'), d.moved.lost, 'moved-lost')}
      </Group>
      <Stack gap={6} data-testid="shipments">
        <Text fw={600}>{t('labs.details.shipments')}</Text>
        {d.shipments.length ? (
          d.shipments.map((s) => (
            <Group key={s.operationId} gap="sm">
              <IconTruckDelivery size={16} />
              <Text size="sm">{s.magasinName}</Text>
              <Badge variant="light">{t(`labs.shipment.${s.state}`, { defaultValue: s.state })}</Badge>
              {s.state === 'announced' ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={send.isPending}
                  onClick={() =>
                    void send
                      .mutateAsync({ id: d.id, operationId: s.operationId })
                      .then(() => notifySuccess({ message: t('labs.details.sent', { store: s.magasinName }) }))
                      .catch(() => undefined)
                  }
                  data-testid={`send-${s.magasinId}`}
                >
                  {t('labs.details.send')}
                </Button>
              ) : null}
            </Group>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('labs.details.noShipment')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
