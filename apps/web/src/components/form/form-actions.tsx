// The buttons at the end of every form: cancel (optional) and submit. Submit is never disabled: pressing it shows
// every problem under its field (useAppForm); while saving it shows a spinner.
import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps extends Omit<GroupProps, 'children'> {
  submitting: boolean;
  submitLabel?: string;
  submitIcon?: ReactNode;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Prefix of the buttons' data-testid: `${testId}-submit`, `${testId}-cancel`. */
  testId: string;
  /** Extra content at the start (a status text...). */
  children?: ReactNode;
}

export function FormActions({ submitting, submitLabel, submitIcon, onCancel, cancelLabel, testId, children, ...group }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify={children ? 'space-between' : 'flex-end'} gap="sm" {...group}>
      {children}
      <Group gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={submitting} data-testid={`${testId}-cancel`}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submitting} leftSection={submitIcon} data-testid={`${testId}-submit`}>
          {submitLabel ?? t('common.save')}
        </Button>
      </Group>
    </Group>
  );
}
