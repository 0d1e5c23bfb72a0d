// Closes the session: cash counted note by note, the other modes' counted amounts, then the closing. A user who sees
// the expected amounts gets expected / counted / difference per mode before sending; one who counts blind (the
// company's blind count, on for cashiers) sees only what they counted, and the expected amounts once the session is
// closed. Beyond the company's threshold the server asks for a remark (under the field) and, with two-step approval, a
// manager's code on the same screen; the same request is sent again with them.
import { LEDGER_COUNTED_MODES, toMinor, type Billet, type SessionDetail } from '@comptoir/shared';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCloseSession } from '../hooks/use-caisse';
import { ApprovalField, approvalState } from './approval-field';
import { countedLines, countedTotal, type Quantities } from './billet-count';
import { BilletCounter } from './billet-counter';
import { ModesTable } from './modes-table';
import { paymentModeLabel } from '../../../lib/payment-mode';

interface Props {
  session: SessionDetail;
  billets: readonly Billet[];
  opened: boolean;
  onClose: () => void;
}

interface CloseValues {
  counted: Quantities;
  others: Record<string, number | string>;
  note: string;
  code: string;
}

const schema = z.object({
  counted: z.record(z.string(), z.number()),
  others: z.record(z.string(), z.number('validation.required').min(0, 'caisse.validation.notNegative')),
  note: z.string().max(500, 'validation.maxLength'),
  code: z.string(),
});

/** The modes the cashier counts: cash, then every other mode that moved but gift cards and points (their ledger counts). */
export const modesToCount = (session: Pick<SessionDetail, 'modes'>): string[] =>
  session.modes.map((m) => m.modePayment).filter((m) => m !== 'cash' && !LEDGER_COUNTED_MODES.includes(m));

type OnClosed = (closed: SessionDetail, countedBlind: boolean) => void;

function CloseForm({ session, billets, onClose, onClosed }: Omit<Props, 'opened'> & { onClosed: OnClosed }) {
  const { t, i18n } = useTranslation();
  const close = useCloseSession(session.id);
  const modes = modesToCount(session);
  const blind = session.blind;
  const { form, formProps, submitting } = useAppForm<CloseValues>({
    initialValues: { counted: {}, others: Object.fromEntries(modes.map((m) => [m, ''])), note: '', code: '' },
    schema,
    serverFields: ['note'],
    guard: false,
    onSubmit: async (v) => {
      const closed = await close.mutateAsync({
        counted: modes.map((m) => ({ modePayment: m, amount: Number(v.others[m] ?? 0) || 0 })),
        billets: countedLines(v.counted),
        note: v.note.trim() || undefined,
        approval: v.code ? { code: v.code } : undefined,
      });
      onClosed(closed, blind);
    },
  });
  const approval = approvalState(close.error);
  const cash = countedTotal(
    billets.filter((b) => b.currencyTag === session.currencyTag),
    form.values.counted,
  );
  const countedOf = (mode: string) => (mode === 'cash' ? cash : toMinor(Number(form.values.others[mode] ?? 0) || 0));
  const rows = ['cash', ...modes].map((mode) => {
    const expected = session.modes.find((m) => m.modePayment === mode)?.expected;
    const counted = countedOf(mode) / 100;
    return {
      modePayment: mode,
      expected: blind ? null : (expected ?? 0),
      counted,
      difference: blind ? null : Math.round((counted - (expected ?? 0)) * 100) / 100,
    };
  });
  return (
    <form {...formProps} data-testid="close-form">
      <Stack>
        {blind && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconEyeOff size={18} />}
            title={t('caisse.close.blindTitle')}
            data-testid="close-blind"
          >
            {t('caisse.close.blindText')}
          </Alert>
        )}
        <Text fw={600}>{t('caisse.close.cash')}</Text>
        <BilletCounter
          billets={billets}
          currencyTag={session.currencyTag}
          value={form.values.counted}
          onChange={(q) => form.setFieldValue('counted', q)}
        />
        {modes.map((m) => (
          <NumberInput
            key={m}
            label={t('caisse.close.countedFor', { mode: paymentModeLabel(t, m) })}
            withAsterisk
            min={0}
            decimalScale={2}
            {...numberSeparators(i18n.language)}
            data-testid={`counted-${m}`}
            {...form.getInputProps(`others.${m}`)}
          />
        ))}
        <ModesTable rows={rows} currencyTag={session.currencyTag} blind={blind} testId="close-summary" />
        <Textarea
          label={t('caisse.close.note')}
          description={t('caisse.close.noteHint')}
          maxLength={500}
          autosize
          minRows={2}
          data-testid="close-note"
          {...form.getInputProps('note')}
        />
        {approval && <ApprovalField state={approval} code={form.values.code} onChange={(code) => form.setFieldValue('code', code)} />}
        <FormActions
          submitting={submitting}
          submitLabel={t('caisse.close.submit')}
          onCancel={onClose}
          cancelLabel={t('caisse.cancel')}
          testId="close"
        />
      </Stack>
    </form>
  );
}

/** After a blind count: what was expected, what was counted and the difference, now that the count is in. */
function CloseResult({ session, onClose }: { session: SessionDetail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="close-result">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('caisse.close.resultTitle')}>
        {t('caisse.close.resultText')}
      </Alert>
      <ModesTable rows={session.modes} currencyTag={session.currencyTag} testId="close-result-modes" />
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="close-finish">
          {t('caisse.close.finish')}
        </Button>
      </Group>
    </Stack>
  );
}

export function CloseSessionModal({ session, billets, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<SessionDetail | null>(null);
  const done = () => {
    setResult(null);
    onClose();
  };
  const onClosed: OnClosed = (closed, countedBlind) => {
    notifySuccess({ message: t('caisse.close.done') });
    // A blind count shows its outcome here; otherwise the cashier saw it before sending.
    if (countedBlind) setResult(closed);
    else onClose();
  };
  return (
    <Modal
      opened={opened || result !== null}
      onClose={done}
      title={t('caisse.close.title', { name: session.registerName })}
      size="xl"
      centered
    >
      {result ? (
        <CloseResult session={result} onClose={done} />
      ) : (
        <CloseForm session={session} billets={billets} onClose={onClose} onClosed={onClosed} />
      )}
    </Modal>
  );
}
