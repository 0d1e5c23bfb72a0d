import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCloseOnBack } from '../../lib/overlay-stack';
import { readStorage, writeStorage } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppHeader } from './app-header';
import { SidebarNav } from './sidebar-nav';
import { SetupWizardGate } from '../../features/setup/components/setup-wizard-gate';

/** The back office frame: header, sidebar (a drawer under 768 px), breadcrumbs, then the page. */
/**
 * Full-screen screens shown without the frame (issue 30): the customer display, the preparation display, the kiosk.
 * Decided here, in the back office's frame, so the till's first load carries nothing of it.
 */
export const BARE_PATHS: ReadonlySet<string> = new Set(['/pos/customer-display', '/pos/preparation', '/pos/kiosk']);

export function AppLayout() {
  const { pathname } = useLocation();
  return BARE_PATHS.has(pathname.replace(/\/$/, '')) ? <Outlet /> : <FramedLayout />;
}

function FramedLayout() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopCollapsed, setDesktopCollapsed] = useState(() => readStorage(STORAGE_KEYS.sidebarCollapsed) === '1');
  const { pathname } = useLocation();

  useCloseOnBack(mobileOpened, mobile.close);
  // A tap on a menu entry navigates: the drawer closes with it.
  const closeRef = useRef(mobile.close);
  closeRef.current = mobile.close;
  useEffect(() => closeRef.current(), [pathname]);

  const toggleDesktop = () => {
    setDesktopCollapsed((c) => {
      writeStorage(STORAGE_KEYS.sidebarCollapsed, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header className="app-chrome">
        <AppHeader
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          desktopCollapsed={desktopCollapsed}
          onToggleDesktop={toggleDesktop}
        />
      </AppShell.Header>
      <AppShell.Navbar className="app-chrome">
        <SidebarNav />
      </AppShell.Navbar>
      <AppShell.Main>
        <Box maw={1240} mx="auto" w="100%">
          <AppBreadcrumbs />
          <Outlet />
        </Box>
      </AppShell.Main>
      <SetupWizardGate />
    </AppShell>
  );
}
