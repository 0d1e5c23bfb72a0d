import { Button } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../../lib/navigation';
import { FullPageState } from '../components/full-page-state';

export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <FullPageState
      testId="offline-page"
      color="orange"
      icon={<IconWifiOff size={32} />}
      title={t('system.offline.title')}
      text={t('system.offline.text')}
      actions={
        <Button size="md" leftSection={<IconRefresh size={18} />} onClick={reloadPage}>
          {t('system.offline.refresh')}
        </Button>
      }
    />
  );
}
