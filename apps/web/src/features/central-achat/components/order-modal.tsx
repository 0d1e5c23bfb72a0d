// One order: its lines (ordered, shipped, received), its steps, and what the user may do next — the store receives a
// shipped order with what arrived (units or cartons; what is missing shows at once and becomes the store's variance),
// the warehouse sets its serial numbers from the xlsx template.
import type { CentralOrder, FieldError } from '@comptoir/shared';
import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { amountInputProps } from '../../stock/stock-rules';
import { useExportSerials, useImportSerials, useOrder, useOrderStep } from '../api/central-api';
import { OrderStateBadge } from './state-badge';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ReceiveForm({ order, onDone }: { order: CentralOrder; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const quantityText = useQuantityText();
  const step = useOrderStep();
  const [lines, setLines] = useState(() =>
    order.lines.map((l) => {
      const shipped = l.shipped ?? l.quantity;
      const inCartons = l.nature === 'carton' && l.unitsPerCarton && Number.isInteger(shipped / l.unitsPerCarton);
      return {
        ...l,
        shipped,
        nature: (inCartons ? 'carton' : 'unity') as 'unity' | 'carton',
        value: (inCartons ? shipped / l.unitsPerCarton! : shipped) as number | '',
      };
    }),
  );
  const [errors, setErrors] = useState<FieldError[]>([]);
  const units = (l: (typeof lines)[number]) =>
    typeof l.value === 'number' ? (l.nature === 'carton' ? l.value * (l.unitsPerCarton ?? 0) : l.value) : 0;
  const submit = async () => {
    setErrors([]);
    try {
      await step.mutateAsync({
        id: order.id,
        step: 'receive',
        body: { lines: lines.map((l) => ({ productId: l.productId, received: Number(l.value) || 0, nature: l.nature })) },
      });
      notifySuccess({ message: t('centralAchat.receive.done', { id: order.id }) });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.errors);
    }
  };
  return (
    <Stack data-testid="central-receive-form">
      <Text fz="sm">{t('centralAchat.receive.text')}</Text>
      {lines.map((l, i) => {
        const missing = l.shipped - units(l);
        return (
          <Paper key={l.productId} withBorder p="xs" radius="md" data-testid="central-receive-line">
            <Group gap="sm" wrap="wrap" align="flex-end">
              <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                <Text fz="sm" fw={600}>
                  <bdi>{l.label}</bdi>
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('centralAchat.receive.shippedText', { quantity: quantityText(l.shipped, l.unity) })}
                </Text>
                {missing > 1e-9 && (
                  <Text fz="xs" fw={600} c="red" data-testid="central-receive-missing">
                    {t('centralAchat.receive.missing', { quantity: quantityText(missing, l.unity) })}
                  </Text>
                )}
              </Stack>
              {l.unitsPerCarton ? (
                <SegmentedControl
                  size="xs"
                  value={l.nature}
                  onChange={(v) => setLines((ls) => ls.map((x, j) => (j === i ? { ...x, nature: v as 'unity' | 'carton' } : x)))}
                  data={[
                    { value: 'unity', label: t('centralAchat.natures.unity') },
                    { value: 'carton', label: t('centralAchat.natures.carton') },
                  ]}
                  aria-label={t('centralAchat.fields.nature')}
                />
              ) : null}
              <NumberInput
                w={130}
                label={t('centralAchat.fields.received')}
                {...amountInputProps(i18n.language)}
                value={l.value}
                onChange={(v) => setLines((ls) => ls.map((x, j) => (j === i ? { ...x, value: typeof v === 'number' ? v : '' } : x)))}
                error={errors.find((e) => e.field.startsWith(`lines.${i}.`))?.message}
                aria-label={t('centralAchat.receive.receivedOf', { label: l.label })}
                data-testid={`central-receive-quantity-${i}`}
              />
            </Group>
          </Paper>
        );
      })}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('centralAchat.actions.back')}
        </Button>
        <Button onClick={() => void submit()} loading={step.isPending} data-testid="central-receive-submit">
          {t('centralAchat.actions.receive')}
        </Button>
      </Group>
    </Stack>
  );
}

function SerialsPanel({ order }: { order: CentralOrder }) {
  const { t } = useTranslation();
  const exporter = useExportSerials();
  const importer = useImportSerials();
  const [problems, setProblems] = useState<FieldError[] | null>(null);
  const serialLines = order.lines.filter((l) => l.withSerialNumber);
  const open = order.state === 'sent' || order.state === 'prepared';
  if (!serialLines.length) return null;
  const choose = (file: File | null) => {
    if (!file) return;
    setProblems(null);
    importer.mutate(
      { id: order.id, file },
      {
        onSuccess: (a) => notifySuccess({ message: t('centralAchat.serials.imported', { count: a.imported }) }),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setProblems(error.errors);
        },
      },
    );
  };
  const where = (field: string) => {
    const m = /^rows\.(\d+)\./.exec(field);
    return m ? `${t('centralAchat.serials.row', { row: m[1] })} · ` : '';
  };
  return (
    <Stack gap="xs" data-testid="central-serials">
      <Title order={3} fz="md">
        {t('centralAchat.fields.serials')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('centralAchat.serials.text')}
      </Text>
      {open && (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(order.id)}
          >
            {t('centralAchat.actions.exportSerials')}
          </Button>
          <FileButton onChange={choose} accept={XLSX}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} />} loading={importer.isPending} data-testid="central-serials-import">
                {t('centralAchat.actions.importSerials')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {problems && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="central-serials-problems">
          <Text fz="sm">{t('centralAchat.serials.problems', { count: problems.length })}</Text>
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={`${p.field}-${p.message}`}>
                {where(p.field)}
                {p.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

function OrderView({ order, receiving, onDone }: { order: CentralOrder; receiving: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  if (receiving && order.state === 'shipped') return <ReceiveForm order={order} onDone={onDone} />;
  return (
    <Stack>
      <Group gap="sm">
        <OrderStateBadge state={order.state} />
        <Text fz="sm" c="dimmed">
          {order.magasinName} · {order.centralAchatName}
        </Text>
      </Group>
      {order.note && <Text fz="sm">{order.note}</Text>}
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs" data-testid="central-order-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('centralAchat.fields.product')}</Table.Th>
              <Table.Th ta="end">{t('centralAchat.fields.ordered')}</Table.Th>
              <Table.Th ta="end">{t('centralAchat.fields.shipped')}</Table.Th>
              <Table.Th ta="end">{t('centralAchat.fields.received')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.productId}>
                <Table.Td>
                  <bdi>{l.label}</bdi>
                  {l.serialNumbers.length > 0 && (
                    <Text fz="xs" c="dimmed">
                      {t('centralAchat.serials.count', { count: l.serialNumbers.length })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end" className="app-number">
                  {quantityText(l.quantity, l.unity)}
                </Table.Td>
                <Table.Td ta="end" className="app-number">
                  {l.shipped === null ? '' : quantityText(l.shipped, l.unity)}
                </Table.Td>
                <Table.Td ta="end" className="app-number">
                  {l.received === null ? '' : quantityText(l.received, l.unity)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SerialsPanel order={order} />
      <Title order={3} fz="md">
        {t('centralAchat.detail.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={order.events.length - 1} data-testid="central-order-timeline">
        {order.events.map((e, i) => (
          <Timeline.Item key={i} title={t(`centralAchat.states.${e.state}`)}>
            <Text fz="xs" c="dimmed">
              {f.dateTime(e.createdAt)}
              {e.userName ? ` · ${t('centralAchat.detail.by', { name: e.userName })}` : ''}
            </Text>
            {e.note && <Text fz="sm">{e.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** Opens on an order id; `receiving` opens its reception form (a shipped order). */
export function OrderModal({ orderId, receiving = false, onClose }: { orderId: number | null; receiving?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const order = useOrder(orderId);
  const ready = order.data && order.data.id === orderId;
  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      title={t(receiving ? 'centralAchat.receive.title' : 'centralAchat.detail.title', { id: orderId ?? '' })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('centralAchat.actions.close') }}
    >
      {ready ? <OrderView order={order.data} receiving={receiving} onDone={onClose} /> : <Skeleton h={160} radius="md" />}
    </Modal>
  );
}
