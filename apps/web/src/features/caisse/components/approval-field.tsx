// The manager's approval on the same screen: shown when the server answers that an approval is needed (or refused).
import { Alert, PasswordInput, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';

/** 'needed' when the answer asks for an approval, 'refused' when the code was refused, else null. */
export function approvalState(error: unknown): 'needed' | 'refused' | null {
  if (!(error instanceof ApiError)) return null;
  const onApproval = error.errors.some((e) => e.field === 'approval');
  if (!onApproval) return null;
  return error.status === 403 ? 'refused' : 'needed';
}

export function ApprovalField({ state, code, onChange }: { state: 'needed' | 'refused'; code: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="approval-step">
      <Alert color={state === 'refused' ? 'red' : 'orange'} icon={<IconShieldLock size={18} />} variant="light">
        {state === 'refused' ? t('caisse.approval.refused') : t('caisse.approval.needed')}
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
