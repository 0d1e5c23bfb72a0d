import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { GlobalLoader } from '../components/global-loader';
import { OfflinePage } from '../features/system/pages/offline-page';
import { useIsUsable, useMarkUsable } from '../lib/after-usable';
import { useIsOffline, useIsSessionExpired } from '../lib/app-status';
import { worksOffline } from '../offline/offline-routes';
import { useAuthUser } from '../features/auth/hooks/use-auth';
import { hasAnyTag } from '@comptoir/shared';
import { lazyWhenUsable, loadChunk } from './lazy-screen';
import { useAutoSignIn } from './use-auto-sign-in';
import { useBackButton } from './use-back-button';
import { useEmailActivation } from './use-email-activation';
import { usePageTitle } from './use-page-title';

// A rare page: it arrives when shown, not with every first load (issue 12, first load).
const SessionExpiredPage = lazy(() =>
  loadChunk(() => import('../features/system/pages/session-expired-page')).then((m) => ({ default: m.SessionExpiredPage })),
);

// The install suggestion, and the outbox's drain, arrive once the page is usable (lib/after-usable.ts).
const InstallBanner = lazyWhenUsable(() => import('../offline/install-banner').then((m) => ({ default: m.InstallBanner })));

// The till's outbox drains app-wide for a user who sells; its code arrives after the page.
const OutboxDrain = lazyWhenUsable(() => import('../features/pos/outbox/outbox-drain-effect').then((m) => ({ default: m.OutboxDrain })));
// The live channel of a signed-in session (issue 25): one WebSocket, its events refetch what they concern.
const LiveRoot = lazyWhenUsable(() => import('../features/notifications/live/live-root').then((m) => ({ default: m.LiveRoot })));
function LiveGate() {
  const user = useAuthUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveRoot />
    </Suspense>
  );
}

// A delivery man's moves made on the road wait in the same outbox (issue 29).
const SELLING_TAGS = ['direct_web_point_of_sell', 'web_point_of_sell', 'command_delivering'];

function OutboxDrainGate() {
  const user = useAuthUser();
  if (
    !user ||
    !hasAnyTag(
      user.functionalities.map((f) => f.tag),
      SELLING_TAGS,
    )
  )
    return null;
  return (
    <Suspense fallback={null}>
      <OutboxDrain entrepriseId={user.entreprise.id} />
    </Suspense>
  );
}

const PUBLIC_PAGES = new Set(['/login', '/create-account']);

/** The top route: app-wide effects, then the full-page states (offline, session expired) or the page. */
export function RootRoute() {
  const { pathname } = useLocation();
  const offline = useIsOffline();
  const sessionExpired = useIsSessionExpired();
  const signingInByLink = useAutoSignIn();
  const usable = useIsUsable();
  usePageTitle();
  const leaveDialog = useBackButton();
  useEmailActivation();
  // A full-page state is all the page shows: usable as it is.
  useMarkUsable(offline && !worksOffline(pathname));
  // On the till, once it is usable: everything selling needs is fetched ahead (issue 23 point 4).
  const user = useAuthUser();
  const tillOpen = usable && user !== undefined && worksOffline(pathname);
  useEffect(() => {
    if (tillOpen) void loadChunk(() => import('../offline/prepare-offline')).then((m) => m.prepareOffline());
  }, [tillOpen]);

  let content = <Outlet />;
  // The till goes on offline (issue 13): its own indicator says so.
  if (offline && !worksOffline(pathname)) content = <OfflinePage />;
  else if (sessionExpired && !PUBLIC_PAGES.has(pathname))
    content = (
      <Suspense fallback={<FullPageLoader />}>
        <SessionExpiredPage />
      </Suspense>
    );
  else if (signingInByLink) content = <FullPageLoader />;

  return (
    <>
      <GlobalLoader />
      {content}
      {usable && (
        <Suspense fallback={null}>
          <InstallBanner />
        </Suspense>
      )}
      {leaveDialog}
      {usable && <OutboxDrainGate />}
      {usable && <LiveGate />}
    </>
  );
}
