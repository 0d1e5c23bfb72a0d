import { Loader, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoading, useIsWriting } from '../lib/loading-store';
import classes from './global-loader.module.css';

const OVERLAY_DELAY_MS = 300;

/**
 * A thin top bar while calls (or a lazy page) load; an overlay over the page when a write the user asked for lasts more
 * than 300 ms (no second submission meanwhile). Reads never cover the page: a background refresh under a click once
 * swallowed it (the till's header menus, opened at that moment, stayed shut).
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const calls = useIsLoading();
  const writes = useIsWriting();
  const navigating = useNavigation().state !== 'idle';
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (!writes) {
      setOverlay(false);
      return;
    }
    const timer = setTimeout(() => setOverlay(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [writes]);

  return (
    <>
      {(calls || navigating) && (
        <div className={classes.bar} role="progressbar" aria-label={t('app.loading')} data-testid="global-progress" />
      )}
      {writes && overlay && (
        <div className={classes.overlay} data-testid="global-overlay">
          <Paper shadow="md" p="md" radius="xl">
            <Loader size="sm" />
          </Paper>
        </div>
      )}
    </>
  );
}
