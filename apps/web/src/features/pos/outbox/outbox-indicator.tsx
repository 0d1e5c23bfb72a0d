// The till header's outbox indicator (sales waiting, sales refused, offline) and its drawer: what is pending, what the
// server refused and why, what was sent or cancelled lately. A manager retries a refused sale — as it was, without its
// promo code, into the register's open session, or in their own name when the server no longer knows its seller in
// that store — or cancels it (kept in the outbox, cancelled, with who and when). The payments of prepared orders made
// offline at /pos/payer are listed the same way (sent again as they were or into the open session, or cancelled).
import { Badge, Button, Drawer, Group, Paper, Stack, Text, Title, useDirection, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@comptoir/shared';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useFormat } from '../../../lib/format';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useTillOffline } from '../hooks/use-till-offline';
import { cancelSale, retrySale, type RetryChanges } from './outbox';
import type { OutboxPayment, OutboxSale } from './outbox-db';
import { cancelPayment, retryPayment } from './outbox-payments';
import { OUTBOX_MANAGER_ROLES, useOutbox } from './use-outbox';
import { paymentModeLabel } from '../../../lib/payment-mode';

export function OutboxIndicator({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const view = useOutbox(user?.entreprise.id);
  const offline = useTillOffline();
  const [opened, setOpened] = useState(false);
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
  const manager = OUTBOX_MANAGER_ROLES.includes(user?.role.tag ?? '');
  const [cancelling, setCancelling] = useState<OutboxSale | null>(null);
  const [cancellingPayment, setCancellingPayment] = useState<OutboxPayment | null>(null);
  const by = user?.name ?? '';
  const pending = view.open.filter((s) => s.status === 'pending');
  const failed = view.open.filter((s) => s.status === 'failed');
  const pendingPayments = view.payments.open.filter((p) => p.status === 'pending');
  const failedPayments = view.payments.open.filter((p) => p.status === 'failed');
  return (
    <>
      <Button
        variant={view.failed > 0 ? 'light' : 'default'}
        color={view.failed > 0 ? 'red' : undefined}
        leftSection={offline ? <IconWifiOff size={16} /> : <IconCloudUpload size={16} />}
        onClick={() => setOpened(true)}
        data-testid="outbox-indicator"
      >
        {/* Named by its visible word, then the counts in words (the badges are for the eye). */}
        <Group gap={6} wrap="nowrap">
          <span>{offline ? t('posParts.outbox.offline') : t('posParts.outbox.title')}</span>
          <VisuallyHidden>{t('posParts.outbox.open', { pending: view.pending, failed: view.failed })}</VisuallyHidden>
          <Badge color="orange" variant={view.pending ? 'filled' : 'light'} data-testid="outbox-pending-count" aria-hidden>
            {view.pending}
          </Badge>
          {view.failed > 0 && (
            <Badge color="red" data-testid="outbox-failed-count" aria-hidden>
              {view.failed}
            </Badge>
          )}
        </Group>
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position={dir === 'rtl' ? 'left' : 'right'}
        size={phone ? '100%' : 'md'}
        title={t('posParts.outbox.drawerTitle')}
        data-testid="outbox-drawer"
      >
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            {t('posParts.outbox.explain')}
          </Text>
          <Section
            title={t('posParts.outbox.failed', { count: failed.length + failedPayments.length })}
            empty={t('posParts.outbox.noFailed')}
            testId="outbox-failed"
          >
            {failedPayments.map((p) => (
              <PaymentEntry key={p.key} payment={p}>
                <Reason refusal={p.refusal} />
                {manager ? (
                  <Group gap="xs" mt="xs">
                    <Button size="xs" variant="light" onClick={() => void retryPayment(p.key, by)} data-testid="outbox-retry">
                      {t('posParts.outbox.retry')}
                    </Button>
                    {sessionId !== null && sessionId !== p.body.caisseId && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => void retryPayment(p.key, by, sessionId)}
                        data-testid="outbox-retry-session"
                      >
                        {t('posParts.outbox.retryInSession')}
                      </Button>
                    )}
                    <Button size="xs" color="red" variant="subtle" onClick={() => setCancellingPayment(p)} data-testid="outbox-cancel">
                      {t('posParts.outbox.cancelPayment')}
                    </Button>
                  </Group>
                ) : (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('posParts.outbox.askManager')}
                  </Text>
                )}
              </PaymentEntry>
            ))}
            {failed.map((s) => (
              <Entry key={s.uuid} sale={s}>
                <Reason refusal={s.refusal} />
                {manager ? (
                  <Group gap="xs" mt="xs">
                    <RetryButton sale={s} by={by} label={t('posParts.outbox.retry')} testId="outbox-retry" />
                    {s.body.codePromo && (
                      <RetryButton
                        sale={s}
                        by={by}
                        changes={{ dropPromo: true }}
                        label={t('posParts.outbox.retryWithoutPromo', { code: s.body.codePromo })}
                        testId="outbox-retry-without-promo"
                      />
                    )}
                    {sessionId !== null && sessionId !== s.body.caisseId && (
                      <RetryButton
                        sale={s}
                        by={by}
                        changes={{ caisseId: sessionId }}
                        label={t('posParts.outbox.retryInSession')}
                        testId="outbox-retry-session"
                      />
                    )}
                    {user && s.refusal?.errors.some((e) => e.field === 'sellerId') && (
                      <RetryButton
                        sale={s}
                        by={by}
                        changes={{ sellerId: user.id }}
                        label={t('posParts.outbox.retryAsMe')}
                        testId="outbox-retry-as-me"
                      />
                    )}
                    <Button size="xs" color="red" variant="subtle" onClick={() => setCancelling(s)} data-testid="outbox-cancel">
                      {t('posParts.outbox.cancel')}
                    </Button>
                  </Group>
                ) : (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {t('posParts.outbox.askManager')}
                  </Text>
                )}
              </Entry>
            ))}
          </Section>
          <Section
            title={t('posParts.outbox.pending', { count: pending.length + pendingPayments.length })}
            empty={t('posParts.outbox.noPending')}
            testId="outbox-pending"
          >
            {pendingPayments.map((p) => (
              <PaymentEntry key={p.key} payment={p} />
            ))}
            {pending.map((s) => (
              <Entry key={s.uuid} sale={s}>
                {s.attempts > 0 && (
                  <Text fz="xs" c="dimmed">
                    {t('posParts.outbox.attempts', { count: s.attempts })}
                  </Text>
                )}
              </Entry>
            ))}
          </Section>
          {view.done.length + view.payments.done.length > 0 && (
            <Section title={t('posParts.outbox.recent')} testId="outbox-done">
              {view.payments.done.map((p) => (
                <PaymentEntry key={p.key} payment={p}>
                  {p.status === 'cancelled' && (
                    <Text fz="xs" c="dimmed">
                      <CancelNote sale={p} />
                    </Text>
                  )}
                </PaymentEntry>
              ))}
              {view.done.map((s) => (
                <Entry key={s.uuid} sale={s}>
                  {s.status === 'cancelled' && (
                    <Text fz="xs" c="dimmed">
                      <CancelNote sale={s} />
                    </Text>
                  )}
                </Entry>
              ))}
            </Section>
          )}
        </Stack>
      </Drawer>
      <ConfirmModal
        opened={cancelling !== null}
        title={t('posParts.outbox.cancelTitle', { number: cancelling?.provisional ?? '' })}
        message={t('posParts.outbox.cancelText')}
        confirmLabel={t('posParts.outbox.cancel')}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) void cancelSale(cancelling.uuid, by);
          setCancelling(null);
        }}
        testId="outbox-cancel-confirm"
      />
      <ConfirmModal
        opened={cancellingPayment !== null}
        title={t('posParts.outbox.cancelPaymentTitle', {
          number: cancellingPayment?.ticketNumber ?? cancellingPayment?.body.commandId ?? '',
        })}
        message={t('posParts.outbox.cancelPaymentText')}
        confirmLabel={t('posParts.outbox.cancelPayment')}
        onClose={() => setCancellingPayment(null)}
        onConfirm={() => {
          if (cancellingPayment) void cancelPayment(cancellingPayment.key, by);
          setCancellingPayment(null);
        }}
        testId="outbox-cancel-confirm"
      />
    </>
  );
}

function Reason({ refusal }: { refusal: OutboxSale['refusal'] }) {
  return (
    <Text fz="sm" c="red" data-testid="outbox-reason">
      {refusal?.message}
      {refusal?.errors.map((e) => (
        <span key={`${e.field}:${e.message}`}>
          <br />
          {e.message}
        </span>
      ))}
    </Text>
  );
}

function CancelNote({ sale }: { sale: Pick<OutboxSale, 'history'> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = [...sale.history].reverse().find((h) => h.action === 'cancelled');
  return c ? t('posParts.outbox.cancelledBy', { name: c.by, at: f.dateTime(c.at) }) : null;
}

function Section({ title, empty, testId, children }: { title: string; empty?: string; testId: string; children: React.ReactNode[] }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={4}>{title}</Title>
      {children.length === 0 && empty ? (
        <Text fz="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

const STATUS_COLOR: Record<OutboxSale['status'], string> = { pending: 'orange', failed: 'red', sent: 'green', cancelled: 'gray' };

function Entry({ sale, children }: { sale: OutboxSale; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper withBorder p="sm" data-testid="outbox-entry" data-status={sale.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} fz="sm">
            {sale.order && sale.order.ticketNumber !== null
              ? t('pos.ticketPrint.number', { number: sale.order.ticketNumber })
              : t('pos.ticketPrint.provisional', { number: sale.provisional })}
          </Text>
          <Text fz="xs" c="dimmed">
            {f.dateTime(sale.createdAt)} · {sale.userName}
          </Text>
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700} fz="sm" dir="ltr">
            {f.minor(sale.ticket.total, sale.ticket.currencyTag)}
          </Text>
          <Badge color={STATUS_COLOR[sale.status]} variant="light">
            {t(`posParts.outbox.status.${sale.status}`)}
          </Badge>
        </Stack>
      </Group>
      {children}
    </Paper>
  );
}

/** A payment of a prepared order kept offline: the order's number, when and who, the amount and where it stands. */
function PaymentEntry({ payment, children }: { payment: OutboxPayment; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper withBorder p="sm" data-testid="outbox-entry" data-kind="payment" data-status={payment.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} fz="sm">
            {t('posParts.outbox.payment', { number: payment.ticketNumber ?? payment.body.commandId })}
          </Text>
          <Text fz="xs" c="dimmed">
            {f.dateTime(payment.createdAt)} · {payment.userName} · {paymentModeLabel(t, payment.body.modePayment)}
          </Text>
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700} fz="sm" dir="ltr">
            {f.minor(payment.amount, payment.currencyTag)}
          </Text>
          <Badge color={STATUS_COLOR[payment.status]} variant="light">
            {t(`posParts.outbox.status.${payment.status}`)}
          </Badge>
        </Stack>
      </Group>
      {children}
    </Paper>
  );
}

function RetryButton({
  sale,
  by,
  changes,
  label,
  testId,
}: {
  sale: OutboxSale;
  by: string;
  changes?: RetryChanges;
  label: string;
  testId: string;
}) {
  return (
    <Button size="xs" variant="light" onClick={() => void retrySale(sale.uuid, by, changes)} data-testid={testId}>
      {label}
    </Button>
  );
}
