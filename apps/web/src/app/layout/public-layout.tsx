import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';

/** Pages without the back office frame (login, create account): language and theme stay reachable. */
export function PublicLayout() {
  return (
    <>
      <Group gap={8} pos="fixed" top={12} style={{ insetInlineEnd: 12, zIndex: 20 }}>
        <LanguageMenu />
        <ThemeMenu />
      </Group>
      <Outlet />
    </>
  );
}
