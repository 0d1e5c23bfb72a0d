// Closes the session: cash counted note by note, the other modes' counted amounts, expected / counted / difference per
// mode before sending, and the manager's code on the same screen when the difference needs an approval.
import { toMinor, type Billet, type SessionDetail } from '@comptoir/shared';
import { Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators, useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCloseSession } from '../hooks/use-caisse';
import { ApprovalField, approvalState } from './approval-field';
import { countedLines, countedTotal, type Quantities } from './billet-count';
import { BilletCounter } from './billet-counter';
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

function CloseForm({ session, billets, onClose }: Omit<Props, 'opened'>) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const close = useCloseSession(session.id);
  const modes = session.modes.map((m) => m.modePayment).filter((m) => m !== 'cash');
  const { form, formProps, submitting } = useAppForm<CloseValues>({
    initialValues: { counted: {}, others: Object.fromEntries(modes.map((m) => [m, ''])), note: '', code: '' },
    schema,
    serverFields: ['note'],
    guard: false,
    onSubmit: async (v) => {
      await close.mutateAsync({
        counted: modes.map((m) => ({ modePayment: m, amount: Number(v.others[m] ?? 0) || 0 })),
        billets: countedLines(v.counted),
        note: v.note.trim() || undefined,
        approval: v.code ? { code: v.code } : undefined,
      });
      notifySuccess({ message: t('caisse.close.done') });
      onClose();
    },
  });
  const approval = approvalState(close.error);
  const fmt = (minor: number) => f.minor(minor, session.currencyTag);
  const cash = countedTotal(
    billets.filter((b) => b.currencyTag === session.currencyTag),
    form.values.counted,
  );
  const countedOf = (mode: string) => (mode === 'cash' ? cash : toMinor(Number(form.values.others[mode] ?? 0) || 0));
  const rows = ['cash', ...modes].map((mode) => {
    const expected = toMinor(session.modes.find((m) => m.modePayment === mode)?.expected ?? 0);
    return { mode, expected, counted: countedOf(mode), difference: countedOf(mode) - expected };
  });
  return (
    <form {...formProps} data-testid="close-form">
      <Stack>
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
        <Table striped withTableBorder data-testid="close-summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('caisse.detail.mode')}</Table.Th>
              <Table.Th ta="end">{t('caisse.detail.expected')}</Table.Th>
              <Table.Th ta="end">{t('caisse.detail.counted')}</Table.Th>
              <Table.Th ta="end">{t('caisse.detail.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.mode}>
                <Table.Td>{paymentModeLabel(t, r.mode)}</Table.Td>
                <Table.Td ta="end" dir="ltr">
                  {fmt(r.expected)}
                </Table.Td>
                <Table.Td ta="end" dir="ltr">
                  {fmt(r.counted)}
                </Table.Td>
                <Table.Td ta="end" dir="ltr" c={r.difference === 0 ? undefined : r.difference < 0 ? 'red' : 'teal'}>
                  {fmt(r.difference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Textarea label={t('caisse.close.note')} maxLength={500} autosize minRows={2} {...form.getInputProps('note')} />
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

export function CloseSessionModal({ session, billets, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('caisse.close.title', { name: session.registerName })} size="xl" centered>
      <CloseForm session={session} billets={billets} onClose={onClose} />
    </Modal>
  );
}
