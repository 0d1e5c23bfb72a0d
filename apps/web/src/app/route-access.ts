// The access rules of product-spec §2 as pure functions; the guards in guards.tsx apply them.
import { CLIENT_VERSION, hasAnyTag, matchWebRoute, WEB_ROUTES, type AuthUser, type WebRoute } from '@comptoir/shared';
import { loginPath } from '../lib/navigation';

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: AccessDecision = { allow: true };
const HOME = '/';
const PROFILE = '/profile';

export const userTagsOf = (user: Pick<AuthUser, 'functionalities'> | undefined): string[] => user?.functionalities.map((f) => f.tag) ?? [];

/**
 * A route with several tags passes with any one; a route without tags needs none.
 * A user lacking all tags goes home, or to the profile when already on home (or when home is closed to them too).
 */
export function decideRouteAccess(route: Pick<WebRoute, 'path' | 'tags'> | undefined, userTags: readonly string[]): AccessDecision {
  if (!route || hasAnyTag(userTags, route.tags)) return ALLOW;
  if (route.path === HOME) return { allow: false, redirectTo: PROFILE };
  const home = WEB_ROUTES.find((r) => r.path === HOME);
  return { allow: false, redirectTo: home && hasAnyTag(userTags, home.tags) ? HOME : PROFILE };
}

/** Access for a concrete path ("/caisses/12"), looked up in the shared route table. */
export function decidePathAccess(pathname: string, userTags: readonly string[]): AccessDecision {
  return decideRouteAccess(matchWebRoute(pathname), userTags);
}

/** The admin guard: any non-admin goes home. */
export function decideAdminAccess(user: Pick<AuthUser, 'role'> | undefined): AccessDecision {
  return user?.role.tag === 'admin' ? ALLOW : { allow: false, redirectTo: HOME };
}

/** The auth guard: no user → login, remembering the page (path and query). */
export function decideAuthAccess(user: unknown, pathname: string, search: string): AccessDecision {
  return user ? ALLOW : { allow: false, redirectTo: loginPath(pathname + search) };
}

/** Only same-site paths are followed ("/x?y=1"), never "//evil.example" or "https://…". */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The guest guard: a signed-in user on /login goes to the forwardTo path (query kept) or home. */
export function guestTarget(search: string): string {
  return safeLocalPath(new URLSearchParams(search).get('forwardTo')) ?? HOME;
}

/** After sign-in: forwardTo if present, else one page back when the referrer is this site (and not the login page), else home. */
export function afterLoginTarget(search: string, referrer: string, origin: string): string {
  const forward = safeLocalPath(new URLSearchParams(search).get('forwardTo'));
  if (forward) return forward;
  if (referrer) {
    try {
      const ref = new URL(referrer);
      const isAuthPage = ref.pathname === '/login' || ref.pathname === '/create-account';
      if (ref.origin === origin && !isAuthPage) return ref.pathname + ref.search;
    } catch {
      // An unreadable referrer is ignored.
    }
  }
  return HOME;
}

/** Update required: this build is older than the oldest version the server still accepts. */
export function isOutdated(user: Pick<AuthUser, 'latestCompatibleVersion'> | undefined, clientVersion = CLIENT_VERSION): boolean {
  return typeof user?.latestCompatibleVersion === 'number' && clientVersion < user.latestCompatibleVersion;
}
