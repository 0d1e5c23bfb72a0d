import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../../lib/navigation';
import { removeStorage } from '../../../lib/safe-storage';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import { FullPageState } from '../components/full-page-state';
import { loadChunk } from '../../../app/lazy-screen';
import { FullPageLoader } from '../../../components/full-page-loader';

// A rare page: it arrives when shown, not with every first load (issue 23 point 10).
const NotFoundPage = lazy(() => loadChunk(() => import('./not-found-page')).then((m) => ({ default: m.NotFoundPage })));

/** The router's error element: 404 answers show the 404 page; anything else offers a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={<FullPageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  console.error('[route] error', error);
  return (
    <FullPageState
      testId="route-error-page"
      color="red"
      icon={<IconAlertTriangle size={32} />}
      title={t('system.error.title')}
      text={t('system.error.text')}
      actions={
        <Button
          leftSection={<IconRefresh size={18} />}
          onClick={() => {
            removeStorage(SESSION_KEYS.chunkReload, 'session');
            reloadPage();
          }}
        >
          {t('system.error.reload')}
        </Button>
      }
    />
  );
}
