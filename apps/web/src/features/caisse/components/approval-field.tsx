// The manager's approval on the same screen: shown when the server answers that an approval is needed (or refused),
// with the server's reason (what is approved and why: a cash difference above the threshold, a refund the company has
// approved, an article not taken back…).
import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';

export interface ApprovalState {
  kind: 'needed' | 'refused';
  /** The server's words for what is approved and why (a refusal repeats them on `approval.reason`). */
  reason: string | null;
}

/** 'needed' when the answer asks for an approval (with its reason), 'refused' when the code was refused, else null. */
export function approvalState(error: unknown): ApprovalState | null {
  if (!(error instanceof ApiError)) return null;
  const onApproval = error.errors.find((e) => e.field === 'approval');
  if (!onApproval) return null;
  if (error.status === 403) return { kind: 'refused', reason: error.errors.find((e) => e.field === 'approval.reason')?.message ?? null };
  return { kind: 'needed', reason: onApproval.message || null };
}

export function ApprovalField({ state, code, onChange }: { state: ApprovalState; code: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const reason = state.reason;
  return (
    <Stack gap="xs" data-testid="approval-step">
      <Alert color={state.kind === 'refused' ? 'red' : 'orange'} icon={<IconShieldLock size={18} />} variant="light">
        {reason && (
          <Text fz="sm" fw={600} data-testid="approval-reason">
            {reason}
          </Text>
        )}
        <Text fz="sm">{state.kind === 'refused' ? t('caisse.approval.refused') : t('caisse.approval.needed')}</Text>
      </Alert>
      <PasswordInput
        label={t('caisse.approval.code')}
        value={code}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete="off"
        data-testid="approval-code"
      />
    </Stack>
  );
}
