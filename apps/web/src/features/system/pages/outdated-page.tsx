import { Button } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../../lib/navigation';
import { FullPageState } from '../components/full-page-state';

/** Fetches the newest service worker and app shell before reloading. */
async function updateApplication(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.update();
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((n) => caches.delete(n)));
    }
  } catch (error) {
    console.error('[update] cache refresh failed', error);
  }
  reloadPage();
}

export function OutdatedPage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FullPageState
      testId="outdated-page"
      color="violet"
      icon={<IconCloudDownload size={32} />}
      title={t('system.outdated.title')}
      text={t('system.outdated.text')}
      actions={
        <Button
          size="md"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void updateApplication();
          }}
        >
          {t('system.outdated.update')}
        </Button>
      }
    />
  );
}
