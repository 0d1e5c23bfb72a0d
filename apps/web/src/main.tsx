import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appConfig } from './app/app-config';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { detectLocale } from './i18n/locale';
import { markSessionExpired } from './lib/app-status';
import { registerNavigator } from './lib/navigation';
import { clearToken, getSessionState } from './lib/token-storage';
import { clearOfflineCatalogueOnSignOut } from './offline/catalogue/sign-out';
import { registerServiceWorker } from './offline/register-sw';

async function bootstrap(): Promise<void> {
  // A stored token past its expiry: the session-expired screen, with a button to sign in again.
  if (getSessionState() === 'expired') {
    clearToken();
    markSessionExpired(true);
  }
  await initI18n(detectLocale(), appConfig.variant, { featureTexts: false });
  const router = createAppRouter();
  registerNavigator((to, options) => void router.navigate(to, options));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
  clearOfflineCatalogueOnSignOut();
}

void bootstrap();
