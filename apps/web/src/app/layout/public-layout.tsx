import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useIsUsable } from '../../lib/after-usable';
import { loadChunk } from '../lazy-screen';

// The language and theme menus (Mantine's Menu and its floating layer) arrive once the page is usable: the login form
// is usable before them (issue 12 and issue 23, first load; lib/after-usable.ts).
const LanguageMenu = lazy(() => loadChunk(() => import('./language-menu')).then((m) => ({ default: m.LanguageMenu })));
const ThemeMenu = lazy(() => loadChunk(() => import('./theme-menu')).then((m) => ({ default: m.ThemeMenu })));

/** Pages without the back office frame (login, create account): language and theme stay reachable. */
export function PublicLayout() {
  const usable = useIsUsable();
  return (
    <>
      <Group gap={8} pos="fixed" top={12} style={{ insetInlineEnd: 12, zIndex: 20 }}>
        {usable && (
          <Suspense fallback={null}>
            <LanguageMenu />
            <ThemeMenu />
          </Suspense>
        )}
      </Group>
      <Outlet />
    </>
  );
}
