import { Loader, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../lib/loading-store';
import classes from './global-loader.module.css';

const OVERLAY_DELAY_MS = 300;

/** A thin top bar while calls (or a lazy page) load; an overlay when a call lasts more than 300 ms. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const calls = useIsLoading();
  const navigating = useNavigation().state !== 'idle';
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (!calls) {
      setOverlay(false);
      return;
    }
    const timer = setTimeout(() => setOverlay(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [calls]);

  return (
    <>
      {(calls || navigating) && (
        <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} data-testid="global-progress" />
      )}
      {calls && overlay && (
        <div className={classes.overlay} data-testid="global-overlay">
          <Paper shadow="md" p="md" radius="xl">
            <Loader size="sm" />
          </Paper>
        </div>
      )}
    </>
  );
}
