import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { clearOffline } from '../lib/app-status';
import { buildTheme } from '../theme/theme';
import { colorSchemeOf, useTheme } from '../theme/theme-store';
import { appConfig } from './app-config';
import { createQueryClient } from './query-client';

function DirectionalNotifications() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} zIndex={10001} limit={5} />;
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useTheme();
  const mantineTheme = useMemo(() => buildTheme(appConfig.variant), []);
  const initialDirection = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={initialDirection} detectDirection>
          <MantineProvider theme={mantineTheme} forceColorScheme={colorSchemeOf(theme)}>
            <DirectionalNotifications />
            <ConnectivityEffects />
            {children}
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
