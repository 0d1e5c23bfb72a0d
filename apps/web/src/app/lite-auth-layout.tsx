import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useAuth, useUserTags } from '../features/auth/hooks/use-auth';
import { loadChunk } from './lazy-screen';
import { decidePathAccess } from './route-access';
import { loadSignedInFrame } from './signed-in-frame';

const AppLayout = lazy(loadSignedInFrame);
// A rare page: it arrives when shown, not with every first load (issue 12, first load).
const NotFoundPage = lazy(() =>
  loadChunk(() => import('../features/system/pages/not-found-page')).then((m) => ({ default: m.NotFoundPage })),
);

/** liteauth pages: inside the back office frame for a signed-in user, on their own otherwise. */
export function LiteAuthLayout() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={<FullPageLoader />}>
      <AppLayout />
    </Suspense>
  ) : (
    <Outlet />
  );
}

/**
 * Unknown paths, and table paths that have no screen in this build. A signed-in user who lacks the tags of a
 * table path is sent home (or to the profile) exactly as if its screen existed: access is decided first.
 */
export function NotFoundScreen() {
  const { user } = useAuth();
  const tags = useUserTags();
  const { pathname } = useLocation();
  if (user) {
    const decision = decidePathAccess(pathname, tags);
    if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  }
  return (
    <Suspense fallback={<FullPageLoader />}>
      <NotFoundPage embedded={Boolean(user)} />
    </Suspense>
  );
}
