// What the order page's changes share (a refund or cancellation, an exchange): the open session money goes through, and
// the dialog's end — the reason, the manager's code when the server asks for it, the server's other refusal, and the
// buttons.
import type { CommandDetail, Session } from '@comptoir/shared';
import { Alert, Button, Group, Select, Textarea } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalField, type ApprovalState } from '../../caisse/components/approval-field';
import { useOpenSessions } from '../hooks/use-commands';

/** The store's open sessions (read while `enabled`), the order's own chosen when still open, else the first one. */
export function useChangeSession(order: CommandDetail, enabled: boolean) {
  const sessions = useOpenSessions(enabled ? order.magasinId : null);
  const [session, setSession] = useState<string | null>(null);
  useEffect(() => {
    const open = sessions.data ?? [];
    setSession(open.length ? String(open.find((s) => s.id === order.caisseId)?.id ?? open[0].id) : null);
  }, [sessions.data, order.caisseId]);
  return { sessions: sessions.data ?? [], session, setSession };
}

export function ChangeSessionSelect(props: {
  sessions: readonly Session[];
  value: string | null;
  onChange: (v: string | null) => void;
  error?: ReactNode;
  testId: string;
  /** Default: the session that pays back. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={props.label ?? t('commands.refundSession')}
      data={props.sessions.map((s) => ({ value: String(s.id), label: `${s.registerName} · ${s.magasinName}` }))}
      value={props.value}
      onChange={props.onChange}
      placeholder={t('commands.noOpenSession')}
      error={props.error}
      allowDeselect={false}
      data-testid={props.testId}
    />
  );
}

interface FooterProps {
  reason: string;
  onReason: (v: string) => void;
  approval: ApprovalState | null;
  code: string;
  onCode: (v: string) => void;
  /** The server's refusal not shown on a field. */
  error: string | null;
  errorTestId: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  confirmTestId: string;
  loading: boolean;
  disabled: boolean;
}

export function ChangeFooter(p: FooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea
        label={t('commands.reason')}
        value={p.reason}
        onChange={(e) => p.onReason(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
      {p.approval && <ApprovalField state={p.approval} code={p.code} onChange={p.onCode} />}
      {p.error && (
        <Alert color="red" data-testid={p.errorTestId}>
          {p.error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={p.onCancel}>
          {t('commands.cancel')}
        </Button>
        <Button leftSection={p.confirmIcon} onClick={p.onConfirm} loading={p.loading} disabled={p.disabled} data-testid={p.confirmTestId}>
          {p.confirmLabel}
        </Button>
      </Group>
    </>
  );
}
