import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appConfig } from './app/app-config';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { isFirstScreen, loadScreenRegistry } from './app/screens';
import { initI18n } from './i18n/i18n';
import { detectLocale } from './i18n/locale';
import { afterUsable, startUsableFallback } from './lib/after-usable';
import { markSessionExpired } from './lib/app-status';
import { registerNavigator } from './lib/navigation';
import { clearToken, getSessionState, getToken } from './lib/token-storage';
import { clearOfflineCatalogueOnSignOut } from './offline/catalogue/sign-out';
import { worksOffline } from './offline/offline-routes';
import { registerServiceWorker } from './offline/register-sw';

async function bootstrap(): Promise<void> {
  // A stored token past its expiry: the session-expired screen, with a button to sign in again.
  if (getSessionState() === 'expired') {
    clearToken();
    markSessionExpired(true);
  }
  const queryClient = createQueryClient();
  // Opening the till: what it showed last comes back first, so a reload without a connection still sells (issue 13).
  // Read while the texts load.
  const restoring =
    getToken() && worksOffline(window.location.pathname)
      ? import('./offline/query-snapshot').then((m) => m.restoreShownQueries(queryClient))
      : null;
  await Promise.all([initI18n(detectLocale(), appConfig.variant, { featureTexts: false }), restoring]);
  // The list of screens: at once for a signed-in start on any other screen than the till's, else once the page is usable.
  if (getToken() && !isFirstScreen(window.location.pathname)) void loadScreenRegistry();
  const router = createAppRouter();
  registerNavigator((to, options) => void router.navigate(to, options));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  // Not needed before the page is usable (lib/after-usable.ts): the service worker, which then fetches the build's
  // files ahead, and the clean-up of a signed-out device's offline data.
  startUsableFallback();
  afterUsable(registerServiceWorker);
  afterUsable(clearOfflineCatalogueOnSignOut);
  afterUsable(() => void loadScreenRegistry());
}

void bootstrap();
