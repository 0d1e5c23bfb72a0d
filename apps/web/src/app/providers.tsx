import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@comptoir/shared';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useIsUsable } from '../lib/after-usable';
import { clearOffline } from '../lib/app-status';
import { buildTheme, cssVariablesResolver } from '../theme/theme';
import { colorSchemeOf, useTheme } from '../theme/theme-store';
import { appConfig } from './app-config';
import { lazyWhenUsable } from './lazy-screen';
import { createQueryClient } from './query-client';

// The toasts' container mounts once the page is usable and its code has arrived: a toast shown before waits in
// Mantine's store and appears then (issue 12 and issue 23, first load; lib/after-usable.ts).
const Notifications = lazyWhenUsable(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Toasts never cover the header's controls nor a dialog's buttons: on wide screens they sit under the 60 px header at
 * the page's end side (left in Arabic); on phones at the bottom, centred, where nothing needs a tap.
 */
function DirectionalNotifications() {
  const { dir } = useDirection();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
  if (phone) return <Notifications position="bottom-center" zIndex={10001} limit={3} />;
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      zIndex={10001}
      limit={5}
      classNames={{ root: 'app-notifications' }}
    />
  );
}

/** Back online: leave the offline page and refresh what is on screen. */
function ConnectivityEffects() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () => {
      clearOffline();
      void queryClient.invalidateQueries();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);
  return null;
}

/** `client`: a query cache prepared before the first render (the till's kept data on an offline reload). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const theme = useTheme();
  const mantineTheme = useMemo(() => buildTheme(appConfig.variant), []);
  const initialDirection = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const usable = useIsUsable();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={initialDirection} detectDirection>
          <MantineProvider theme={mantineTheme} forceColorScheme={colorSchemeOf(theme)} cssVariablesResolver={cssVariablesResolver}>
            {usable && (
              <Suspense fallback={null}>
                <DirectionalNotifications />
              </Suspense>
            )}
            <ConnectivityEffects />
            {children}
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
