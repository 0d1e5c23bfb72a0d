// The route tree: root effects → locale → check-auth → guest pages | signed-in frame with tag-guarded screens | liteauth 404.
import { WEB_ROUTES, type WebRoute } from '@comptoir/shared';
import type { ComponentType } from 'react';
import { useMarkUsable } from '../lib/after-usable';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RouteErrorPage } from '../features/system/pages/route-error-page';
import { AuthGuard, CheckAuthGuard, GuestGuard, LocaleGuard, RouteAccessGuard } from './guards';
import { lazyScreen } from './lazy-screen';
import { PublicLayout } from './layout/public-layout';
import { RootRoute } from './root-route';
import { loadSignedInFrame, loadTillFrame, TILL_FRAME_PATHS } from './signed-in-frame';
import { screenLoader, withTexts, type ScreenLoader } from './screens';
import type { RouteHandle } from './use-page-title';

/** The signed-in frame's route: its chunk and the features' texts (./signed-in-frame). */
async function signedInFrame(): Promise<{ Component: ComponentType }> {
  return { Component: (await loadSignedInFrame()).default };
}

/** The till's light frame (./signed-in-frame). */
async function tillFrame(): Promise<{ Component: ComponentType }> {
  return { Component: (await loadTillFrame()).default };
}

const liteAuth = (name: 'LiteAuthLayout' | 'NotFoundScreen') => lazyScreen(() => import('./lite-auth-layout'), name);
/** A path of the table with no screen in this build: as an unknown path (access decided first, then 404). */
const noScreen = liteAuth('NotFoundScreen');

/** The screens that say themselves when they are usable (the till: once its search field is there, not while it loads). */
const MARK_USABLE_THEMSELVES: ReadonlySet<string> = new Set(['/pos/command']);

/**
 * A screen is usable once it is mounted (lib/after-usable.ts): what the page does not need waits until then. The
 * wrapper is made once per screen, when its chunk has arrived.
 */
function usableOnMount(loader: ScreenLoader): ScreenLoader {
  return async () => {
    const { Component } = await loader();
    function UsableScreen() {
      useMarkUsable();
      return <Component />;
    }
    return { Component: UsableScreen };
  };
}

function screenRoute(route: WebRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  const loader = screenLoader(route.path, noScreen);
  const lazy = MARK_USABLE_THEMSELVES.has(route.path) ? loader : usableOnMount(loader);
  return {
    element: <RouteAccessGuard route={route} />,
    children: [{ path: route.path, lazy, handle, errorElement: <RouteErrorPage /> }],
  };
}

export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { title: 'notFound' };
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoader,
      children: [
        {
          element: <LocaleGuard />,
          children: [
            // The public loyalty card page (product-spec §2): no sign-in, no app frame.
            {
              path: '/CardLoyalty/:clientHash/:EntrepriseId',
              handle: { title: 'publicCard' } satisfies RouteHandle,
              // The public loyalty card shows the clients feature's texts.
              lazy: usableOnMount(
                withTexts(
                  lazyScreen(() => import('../features/clients/pages/public-card-page'), 'PublicCardPage'),
                  ['clients'],
                ),
              ),
            },
            {
              element: <CheckAuthGuard />,
              children: [
                {
                  element: <GuestGuard />,
                  children: [
                    {
                      element: <PublicLayout />,
                      children: [
                        {
                          path: '/login',
                          handle: { title: 'login' } satisfies RouteHandle,
                          lazy: usableOnMount(lazyScreen(() => import('../features/auth/pages/login-page'), 'LoginPage')),
                        },
                        {
                          path: '/create-account',
                          handle: { title: 'createAccount' } satisfies RouteHandle,
                          lazy: usableOnMount(lazyScreen(() => import('../features/auth/pages/create-account-page'), 'CreateAccountPage')),
                        },
                      ],
                    },
                  ],
                },
                {
                  element: <AuthGuard />,
                  children: [
                    {
                      lazy: tillFrame,
                      children: WEB_ROUTES.filter((r) => TILL_FRAME_PATHS.has(r.path)).map(screenRoute),
                    },
                    {
                      lazy: signedInFrame,
                      children: [
                        ...WEB_ROUTES.filter((r) => !TILL_FRAME_PATHS.has(r.path)).map(screenRoute),
                        { path: '/live', element: <Navigate to="/" replace /> },
                      ],
                    },
                  ],
                },
                {
                  // Unknown paths: not part of any first load (issue 23 point 10).
                  lazy: liteAuth('LiteAuthLayout'),
                  children: [
                    { path: '/errors/404', lazy: usableOnMount(liteAuth('NotFoundScreen')), handle: notFound },
                    { path: '*', lazy: usableOnMount(liteAuth('NotFoundScreen')), handle: notFound },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
