// The offer to resume the setup wizard while the company is not set up (the wizard was put off or closed): on the home
// page and the company page, for an admin.
import type { AuthUser } from '@comptoir/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openSetupWizard } from '../setup-wizard-store';

export function ResumeSetupAlert({ user, testId }: { user: Pick<AuthUser, 'role' | 'entreprise'>; testId: string }) {
  const { t } = useTranslation();
  if (user.role.tag !== 'admin' || user.entreprise.isSetup) return null;
  return (
    <Alert variant="light" icon={<IconRocket size={18} />} title={t('entreprise.resume.title')} data-testid={testId}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('entreprise.resume.text')}</Text>
        <Button size="xs" onClick={openSetupWizard} data-testid={`${testId}-action`}>
          {t('entreprise.resume.action')}
        </Button>
      </Group>
    </Alert>
  );
}
