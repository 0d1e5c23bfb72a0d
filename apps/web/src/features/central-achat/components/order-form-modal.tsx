// A new order of a store to central purchasing: the warehouse, the articles it supplies (found by name or barcode),
// each in units or cartons (the product's carton size), a note; saved as a draft or sent at once. The server's
// problems show on their line (lines.N.*) or above the form.
import type { CentralOrderable, FieldError } from '@comptoir/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { amountInputProps } from '../../stock/stock-rules';
import { useQuantityText } from '../../stock/hooks/use-quantity-text';
import { useCreateOrder, useOrderStep, useOrderable } from '../api/central-api';

interface Line {
  product: CentralOrderable[number];
  quantity: number | '';
  nature: 'unity' | 'carton';
}

const useWarehouses = () =>
  useQuery({
    queryKey: ['stock', 'central', 'destinations'],
    queryFn: ({ signal }) =>
      api.get<{ entityTypeTag: string; id: number; intitule: string }[]>('/StockOperation/destinations', { signal, withoutLoader: true }),
    select: (all) => all.filter((e) => e.entityTypeTag === 'central_achat'),
  });

function OrderForm({ storeId, onDone }: { storeId: number; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const quantityText = useQuantityText();
  const warehouses = useWarehouses();
  const [warehouse, setWarehouse] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 250);
  const orderable = useOrderable(keyword);
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const create = useCreateOrder();
  const step = useOrderStep();
  const warehouseId = warehouse ?? (warehouses.data?.length === 1 ? String(warehouses.data[0].id) : null);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const set = (i: number, patch: Partial<Line>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const pick = (id: string | null) => {
    const p = orderable.data?.find((o) => String(o.productId) === id);
    setSearch('');
    if (!p || lines.some((l) => l.product.productId === p.productId)) return;
    setLines((ls) => [...ls, { product: p, quantity: '', nature: p.unitsPerCarton ? 'carton' : 'unity' }]);
  };
  const submit = async (send: boolean) => {
    setErrors([]);
    if (!warehouseId) return setErrors([{ field: 'centralAchatId', message: t('validation.required') }]);
    setBusy(send ? 'send' : 'draft');
    try {
      const order = await create.mutateAsync({
        magasinId: storeId,
        centralAchatId: Number(warehouseId),
        note: note.trim() || null,
        lines: lines.map((l) => ({ productId: l.product.productId, quantity: Number(l.quantity) || 0, nature: l.nature })),
      });
      if (send) await step.mutateAsync({ id: order.id, step: 'send' });
      notifySuccess({ message: t(send ? 'centralAchat.form.sent' : 'centralAchat.form.created', { id: order.id }) });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.errors);
    } finally {
      setBusy(null);
    }
  };
  if (warehouses.data && warehouses.data.length === 0)
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} />}>
        {t('centralAchat.form.noWarehouse')}
      </Alert>
    );
  return (
    <Stack>
      <Select
        label={t('centralAchat.form.warehouse')}
        data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.intitule }))}
        value={warehouseId}
        onChange={setWarehouse}
        error={errorOf('centralAchatId')}
        allowDeselect={false}
        data-testid="central-order-warehouse"
      />
      <Select
        label={t('centralAchat.form.pick')}
        placeholder={t('centralAchat.form.pickHint')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        value={null}
        onChange={pick}
        filter={({ options }) => options}
        data={(orderable.data ?? []).map((o) => ({ value: String(o.productId), label: o.label }))}
        nothingFoundMessage={orderable.isFetching ? '…' : undefined}
        error={errorOf('lines')}
        data-testid="central-order-pick"
      />
      {lines.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('centralAchat.form.noLines')}
        </Text>
      )}
      {lines.map((l, i) => (
        <Paper key={l.product.productId} withBorder p="xs" radius="md" data-testid="central-order-line">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                <bdi>{l.product.label}</bdi>
              </Text>
              <Text fz="xs" c="dimmed">
                {[
                  l.product.unitsPerCarton ? t('centralAchat.form.perCarton', { count: l.product.unitsPerCarton }) : null,
                  l.product.minQuantity
                    ? t('centralAchat.form.minimum', { quantity: quantityText(l.product.minQuantity, l.product.unity) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {errorOf(`lines.${i}.productId`) && (
                <Text fz="xs" c="red">
                  {errorOf(`lines.${i}.productId`)}
                </Text>
              )}
            </Stack>
            {l.product.unitsPerCarton ? (
              <SegmentedControl
                size="xs"
                value={l.nature}
                onChange={(v) => set(i, { nature: v as Line['nature'] })}
                data={[
                  { value: 'unity', label: t('centralAchat.natures.unity') },
                  { value: 'carton', label: t('centralAchat.natures.carton') },
                ]}
                aria-label={t('centralAchat.fields.nature')}
              />
            ) : null}
            <NumberInput
              w={130}
              label={t('centralAchat.fields.quantity')}
              {...amountInputProps(i18n.language)}
              value={l.quantity}
              onChange={(v) => set(i, { quantity: typeof v === 'number' ? v : '' })}
              error={errorOf(`lines.${i}.quantity`) ?? errorOf(`lines.${i}.nature`)}
              data-testid={`central-order-quantity-${i}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
              aria-label={t('centralAchat.actions.remove', { label: l.product.label })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Textarea
        label={t('centralAchat.fields.note')}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('centralAchat.actions.back')}
        </Button>
        <Button variant="light" onClick={() => void submit(false)} loading={busy === 'draft'} disabled={!lines.length || busy !== null}>
          {t('centralAchat.actions.saveDraft')}
        </Button>
        <Button
          onClick={() => void submit(true)}
          loading={busy === 'send'}
          disabled={!lines.length || busy !== null}
          data-testid="central-order-send"
        >
          {t('centralAchat.actions.saveAndSend')}
        </Button>
      </Group>
    </Stack>
  );
}

export function OrderFormModal({ storeId, opened, onClose }: { storeId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened && storeId !== null}
      onClose={onClose}
      title={t('centralAchat.form.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('centralAchat.actions.close') }}
    >
      {opened && storeId !== null && <OrderForm storeId={storeId} onDone={onClose} />}
    </Modal>
  );
}
