import { Button } from '@mantine/core';
import { IconClockHour4, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { markSessionExpired } from '../../../lib/app-status';
import { currentPath, loginPath, navigateTo } from '../../../lib/navigation';
import { FullPageState } from '../components/full-page-state';

export function SessionExpiredPage() {
  const { t } = useTranslation();
  return (
    <FullPageState
      testId="session-expired-page"
      color="yellow"
      icon={<IconClockHour4 size={32} />}
      title={t('system.sessionExpired.title')}
      text={t('system.sessionExpired.text')}
      actions={
        <Button
          size="md"
          leftSection={<IconLogin size={18} />}
          onClick={() => {
            const here = currentPath();
            markSessionExpired(false);
            navigateTo(loginPath(here), { replace: true });
          }}
        >
          {t('system.sessionExpired.login')}
        </Button>
      }
    />
  );
}
