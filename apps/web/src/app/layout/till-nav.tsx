// The till frame's navigation (loaded on the first tap of its menu button): the back office sidebar's menu in a
// drawer, so a cashier reaches from the till every screen the back office frame offers.
import { Drawer, useDirection } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCloseOnBack } from '../../lib/overlay-stack';
import { SidebarNav } from './sidebar-nav';

export function TillNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { dir } = useDirection();
  useCloseOnBack(opened, onClose);
  // A tap on a menu entry navigates: the drawer closes with it (not when it mounts, opened by its first tap).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) closeRef.current();
    shownAt.current = pathname;
  }, [pathname]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size={288}
      padding={0}
      withCloseButton={false}
      title={t('nav.main')}
      styles={{ header: { display: 'none' }, body: { height: '100%' } }}
      classNames={{ content: 'app-chrome' }}
      data-testid="till-nav"
    >
      <SidebarNav />
    </Drawer>
  );
}
