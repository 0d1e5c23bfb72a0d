import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { GlobalLoader } from '../components/global-loader';
import { OfflinePage } from '../features/system/pages/offline-page';
import { SessionExpiredPage } from '../features/system/pages/session-expired-page';
import { useIsOffline, useIsSessionExpired } from '../lib/app-status';
import { useAutoSignIn } from './use-auto-sign-in';
import { useBackButton } from './use-back-button';
import { useEmailActivation } from './use-email-activation';
import { usePageTitle } from './use-page-title';

// The install suggestion arrives after the page (issue 12, first load).
const InstallBanner = lazy(() => import('../offline/install-banner').then((m) => ({ default: m.InstallBanner })));

const PUBLIC_PAGES = new Set(['/login', '/create-account']);

/** The top route: app-wide effects, then the full-page states (offline, session expired) or the page. */
export function RootRoute() {
  const { pathname } = useLocation();
  const offline = useIsOffline();
  const sessionExpired = useIsSessionExpired();
  const signingInByLink = useAutoSignIn();
  usePageTitle();
  const leaveDialog = useBackButton();
  useEmailActivation();

  let content = <Outlet />;
  if (offline) content = <OfflinePage />;
  else if (sessionExpired && !PUBLIC_PAGES.has(pathname)) content = <SessionExpiredPage />;
  else if (signingInByLink) content = <FullPageLoader />;

  return (
    <>
      <GlobalLoader />
      {content}
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
      {leaveDialog}
    </>
  );
}
