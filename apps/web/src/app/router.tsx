// The route tree: root effects → locale → check-auth → guest pages | signed-in frame with tag-guarded screens | liteauth 404.
import { WEB_ROUTES, type WebRoute } from '@comptoir/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RouteErrorPage } from '../features/system/pages/route-error-page';
import { AuthGuard, CheckAuthGuard, GuestGuard, LocaleGuard, RouteAccessGuard } from './guards';
import { lazyScreen } from './lazy-screen';
import { PublicLayout } from './layout/public-layout';
import { LiteAuthLayout, NotFoundScreen } from './lite-auth-layout';
import { RootRoute } from './root-route';
import { loadSignedInFrame, loadTillFrame, TILL_FRAME_PATHS } from './signed-in-frame';
import { SCREENS, hasScreen, withTexts } from './screens';
import type { RouteHandle } from './use-page-title';

/** The signed-in frame's route: its chunk and the features' texts (./signed-in-frame). */
async function signedInFrame(): Promise<{ Component: ComponentType }> {
  return { Component: (await loadSignedInFrame()).default };
}

/** The till's light frame (./signed-in-frame). */
async function tillFrame(): Promise<{ Component: ComponentType }> {
  return { Component: (await loadTillFrame()).default };
}

function screenRoute(route: WebRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return {
    element: <RouteAccessGuard route={route} />,
    children: [{ path: route.path, lazy: SCREENS[route.path], handle, errorElement: <RouteErrorPage /> }],
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
              lazy: withTexts(
                lazyScreen(() => import('../features/clients/pages/public-card-page'), 'PublicCardPage'),
                ['clients'],
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
                          lazy: lazyScreen(() => import('../features/auth/pages/login-page'), 'LoginPage'),
                        },
                        {
                          path: '/create-account',
                          handle: { title: 'createAccount' } satisfies RouteHandle,
                          lazy: lazyScreen(() => import('../features/auth/pages/create-account-page'), 'CreateAccountPage'),
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
                      children: WEB_ROUTES.filter((r) => hasScreen(r.path) && TILL_FRAME_PATHS.has(r.path)).map(screenRoute),
                    },
                    {
                      lazy: signedInFrame,
                      children: [
                        ...WEB_ROUTES.filter((r) => hasScreen(r.path) && !TILL_FRAME_PATHS.has(r.path)).map(screenRoute),
                        { path: '/live', element: <Navigate to="/" replace /> },
                      ],
                    },
                  ],
                },
                {
                  element: <LiteAuthLayout />,
                  children: [
                    { path: '/errors/404', element: <NotFoundScreen />, handle: notFound },
                    { path: '*', element: <NotFoundScreen />, handle: notFound },
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
