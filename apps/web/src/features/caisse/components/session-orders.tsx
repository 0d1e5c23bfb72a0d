// On /caisses/{id}: the session's orders waiting to be validated (a seller's prepared orders, quotes), each validated in
// one tap (POST /Caisse/{id}/validate/Command/{commandId}: the stock taken then), with a link to all the session's
// orders; and the correction of a payment's mode (PUT /Operation/{id}/modePayment: the server refuses gift cards and
// points, whose money lives in their own ledgers, and the change).
import { isLedgerMode, PAYMENT_MODES, type Command, type Operation } from '@comptoir/shared';
import { Alert, Button, Card, Group, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconList } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { OrderList } from '../../../components/order-list';
import { notifySuccess } from '../../../lib/notify';
import { newIdempotencyKey } from '../api/caisse-api';
import { caisseKeys } from '../api/keys';
import { paymentModeLabel } from '../../../lib/payment-mode';

/**
 * Money taken in whose mode may be corrected (a card payment typed as cash): not the change nor the funds, and not a
 * refund, whose mode the refund rule chose within what each mode held.
 */
const CORRECTABLE = new Set(['payment', 'advance', 'credit']);
export const canCorrectMode = (o: Operation): boolean => CORRECTABLE.has(o.type) && !isLedgerMode(o.modePayment);

export function PendingOrders({ caisseId, opened }: { caisseId: number; opened: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: [...caisseKeys.all, 'pending', caisseId],
    queryFn: () =>
      api.get<{ data: Command[]; total: number }>(`/Commands/ByCaisse/${caisseId}/`, {
        query: { type: 'not_validated', limit: 50, page: 1, sort: 'created_at' },
        withoutLoader: true,
      }),
  });
  const validate = useMutation({
    mutationFn: (commandId: number) =>
      api.post<Command>(`/Caisse/${caisseId}/validate/Command/${commandId}`, undefined, {
        headers: { 'idempotency-key': newIdempotencyKey() },
      }),
    onSuccess: async (c) => {
      notifySuccess({ message: t('caisse.pending.validated', { number: c.ticketNumber ?? c.id }) });
      await queryClient.invalidateQueries({ queryKey: caisseKeys.all });
    },
  });
  const rows = pending.data?.data ?? [];
  return (
    <Card withBorder radius="md" data-testid="session-pending">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('caisse.pending.title')}
        </Title>
        <Button component={Link} to={`/command?caisseId=${caisseId}`} variant="subtle" size="xs" leftSection={<IconList size={14} />}>
          {t('caisse.pending.allOrders')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('caisse.pending.none')}
        </Text>
      ) : (
        <OrderList
          orders={rows}
          title={(c) => t('caisse.pending.order', { number: c.ticketNumber ?? c.id })}
          linkTo={(c) => `/command/${c.id}/planning`}
          rowTestId="session-pending-row"
          action={(c) =>
            opened && (
              <Button
                size="xs"
                leftSection={<IconCheck size={14} />}
                loading={validate.isPending && validate.variables === c.id}
                onClick={() => validate.mutate(c.id)}
                data-testid="session-pending-validate"
              >
                {t('caisse.pending.validate')}
              </Button>
            )
          }
        />
      )}
    </Card>
  );
}

export function ModeCorrectionModal({ operation, onClose }: { operation: Operation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const key = useRef<string | null>(null);
  const save = useMutation({
    mutationFn: (o: Operation) =>
      api.put<Operation>(
        `/Operation/${o.id}/modePayment`,
        { modePayment: mode, reason: reason.trim() || undefined },
        { headers: { 'idempotency-key': (key.current ??= newIdempotencyKey()) }, expectedStatuses: [409, 422] },
      ),
    onSuccess: async () => {
      key.current = null;
      notifySuccess({ message: t('caisse.correction.done') });
      await queryClient.invalidateQueries({ queryKey: caisseKeys.all });
      onClose();
    },
  });
  useEffect(() => {
    setMode(operation?.modePayment ?? null);
    setReason('');
    key.current = null;
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new correction starts clean
  }, [operation]);
  const modes = PAYMENT_MODES.filter((m) => !isLedgerMode(m));
  const error = isApiError(save.error) ? (save.error.fieldErrors().modePayment ?? save.error.message) : undefined;
  return (
    <Modal opened={operation !== null} onClose={onClose} title={t('caisse.correction.title')} centered>
      <Stack>
        <Select
          label={t('caisse.operation.mode')}
          data={modes.map((m) => ({ value: m, label: paymentModeLabel(t, m) }))}
          value={mode}
          onChange={setMode}
          allowDeselect={false}
          error={error}
          data-testid="correction-mode"
        />
        <Textarea label={t('caisse.operation.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} />
        {operation && isLedgerMode(operation.modePayment) && <Alert color="orange">{t('caisse.correction.ledger')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('caisse.correction.cancel')}
          </Button>
          <Button
            onClick={() => operation && save.mutate(operation)}
            loading={save.isPending}
            disabled={!mode || mode === operation?.modePayment}
            data-testid="correction-save"
          >
            {t('caisse.correction.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
