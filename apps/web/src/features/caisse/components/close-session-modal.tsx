// Closes the session: cash counted note by note, the other modes' counted amounts, expected / counted / difference per
// mode before sending, and the manager's code on the same screen when the difference needs an approval.
import { formatMoney, toMinor, type Billet, type SessionDetail } from '@comptoir/shared';
import { Button, Group, Modal, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useCloseSession } from '../hooks/use-caisse';
import { ApprovalField, approvalState } from './approval-field';
import { countedLines, countedTotal, type Quantities } from './billet-count';
import { BilletCounter } from './billet-counter';

interface Props {
  session: SessionDetail;
  billets: readonly Billet[];
  opened: boolean;
  onClose: () => void;
}

export function CloseSessionModal({ session, billets, opened, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const close = useCloseSession(session.id);
  const [counted, setCounted] = useState<Quantities>({});
  const [others, setOthers] = useState<Record<string, number | string>>({});
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const approval = approvalState(close.error);
  const fmt = (minor: number) => formatMoney(minor, session.currencyTag, i18n.language);
  const cash = countedTotal(
    billets.filter((b) => b.currencyTag === session.currencyTag),
    counted,
  );
  const modes = session.modes.map((m) => m.modePayment).filter((m) => m !== 'cash');
  const countedOf = (mode: string) => (mode === 'cash' ? cash : toMinor(Number(others[mode] ?? 0) || 0));
  const rows = ['cash', ...modes].map((mode) => {
    const expected = toMinor(session.modes.find((m) => m.modePayment === mode)?.expected ?? 0);
    return { mode, expected, counted: countedOf(mode), difference: countedOf(mode) - expected };
  });
  const submit = () =>
    close.mutate(
      {
        counted: modes.map((m) => ({ modePayment: m, amount: Number(others[m] ?? 0) || 0 })),
        billets: countedLines(counted),
        note: note.trim() || undefined,
        approval: code ? { code } : undefined,
      },
      {
        onSuccess: () => {
          notifySuccess({ message: t('caisse.close.done') });
          onClose();
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={t('caisse.close.title', { name: session.registerName })} size="xl" centered>
      <Stack>
        <Text fw={600}>{t('caisse.close.cash')}</Text>
        <BilletCounter billets={billets} currencyTag={session.currencyTag} value={counted} onChange={setCounted} />
        {modes.map((m) => (
          <NumberInput
            key={m}
            label={t('caisse.close.countedFor', { mode: t(`caisse.modes.${m}`) })}
            withAsterisk
            min={0}
            decimalScale={2}
            decimalSeparator=","
            value={others[m] ?? ''}
            onChange={(v) => setOthers({ ...others, [m]: v })}
            data-testid={`counted-${m}`}
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
                <Table.Td>{t(`caisse.modes.${r.mode}`)}</Table.Td>
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
        <Textarea
          label={t('caisse.close.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {approval && <ApprovalField state={approval} code={code} onChange={setCode} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('caisse.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={close.isPending} data-testid="close-submit">
            {t('caisse.close.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
