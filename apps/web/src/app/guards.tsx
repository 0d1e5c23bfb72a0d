// The named guards of product-spec §2: admin, auth, check-auth, guest, liteauth, locale, plus route tags.
import type { WebRoute } from '@comptoir/shared';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { authFlow } from '../features/auth/auth-flow';
import { useAuth, useUserTags } from '../features/auth/hooks/use-auth';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { toLocale } from '../i18n/locale';
import { loadChunk } from './lazy-screen';
import { decideAdminAccess, decideAuthAccess, decideRouteAccess, guestTarget, isOutdated } from './route-access';

// A rare page: it arrives when shown, not with every first load (issue 12, first load).
const OutdatedPage = lazy(() =>
  loadChunk(() => import('../features/system/pages/outdated-page')).then((m) => ({ default: m.OutdatedPage })),
);

/** check-auth: when a token exists but no user is loaded, fetch it (GET /authedAdmin), then continue either way. */
export function CheckAuthGuard() {
  const { isLoading } = useAuth();
  return isLoading ? <FullPageLoader /> : <Outlet />;
}

/** auth: no user → /login?forwardTo=<path+query>. Also the update-required state for a signed-in user. */
export function AuthGuard() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const decision = decideAuthAccess(user, pathname, search);
  if (!decision.allow) return <Navigate to={authFlow.isSigningOut() ? '/login' : decision.redirectTo} replace />;
  if (isOutdated(user))
    return (
      <Suspense fallback={<FullPageLoader />}>
        <OutdatedPage />
      </Suspense>
    );
  return <Outlet />;
}

/** guest: a signed-in user on a guest page goes to forwardTo (query kept) or home — unless the page is signing in. */
export function GuestGuard() {
  const { user } = useAuth();
  const { search } = useLocation();
  useEffect(() => {
    authFlow.endSignOut();
    return () => authFlow.endSignIn();
  }, []);
  if (user && !authFlow.isSigningIn()) return <Navigate to={guestTarget(search)} replace />;
  return <Outlet />;
}

/** liteauth: lets everyone through; the page adapts to having a user or not. */
export function LiteAuthGuard() {
  return <Outlet />;
}

/** admin: any non-admin goes home. */
export function AdminGuard() {
  const { user } = useAuth();
  const decision = decideAdminAccess(user);
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}

/** Functionality tags of the route (any one passes). */
export function RouteAccessGuard({ route }: { route: Pick<WebRoute, 'path' | 'tags'> }) {
  const tags = useUserTags();
  const decision = decideRouteAccess(route, tags);
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}

/** locale: a `lang` query parameter switches the interface language (and is remembered). */
export function LocaleGuard() {
  const [params] = useSearchParams();
  const requested = toLocale(params.get('lang'));
  useEffect(() => {
    if (requested && requested !== currentLocale()) void changeLocale(requested);
  }, [requested]);
  return <Outlet />;
}
