import { VisuallyHidden, Avatar, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { useLogout } from '../../features/auth/hooks/use-session-mutations';
import { initials, roleLabel } from '../../features/auth/role-label';
import { useMenuState } from './use-menu-state';

/** `defaultOpened`: opened as it mounts (the till's header loads it on the first click, app/layout/deferred-menu). */
export function ProfileMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const logout = useLogout();
  const [opened, setOpened] = useMenuState(defaultOpened);
  if (!user) return null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton data-testid="profile-menu" style={{ borderRadius: '50%' }}>
          <VisuallyHidden>{t('header.profileMenu')}</VisuallyHidden>
          {/* The initials are decoration: the button's name is the label (WCAG label-in-name). */}
          <Avatar color="brand" radius="xl" size={36} variant="filled" aria-hidden>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py={8}>
          <Text fw={600} fz="sm" truncate>
            {user.name}
          </Text>
          <Text c="dimmed" fz="xs" truncate>
            {user.email}
          </Text>
          <Text c="dimmed" fz="xs">
            {roleLabel(t, user.role)}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />} data-testid="profile-link">
          {t('header.profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="sign-out"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
