// The actions at the end of a staff row: view, edit, block/activate, delete (each shown only when allowed).
import type { StaffUser } from '@comptoir/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconEye, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canBlockOrDelete, canManage, type DeleteActor } from '../staff-rules';

interface StaffRowMenuProps {
  user: StaffUser;
  actor: DeleteActor;
  onToggleActive: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
}

export function StaffRowMenu({ user, actor, onToggleActive, onDelete }: StaffRowMenuProps) {
  const { t } = useTranslation();
  const touch = useMediaQuery('(max-width: 48em)') ?? false;
  const manage = canManage(actor, user);
  const blockOrDelete = canBlockOrDelete(actor, user);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={touch ? 44 : 'lg'}
          aria-label={t('users.actions.more', { name: user.name })}
          data-testid="staff-row-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/settings/users/${user.id}`} leftSection={<IconEye size={16} />} data-testid="staff-view">
          {t('users.actions.view')}
        </Menu.Item>
        {manage && (
          <Menu.Item
            component={Link}
            to={`/settings/users/${user.id}/edit`}
            leftSection={<IconPencil size={16} />}
            data-testid="staff-edit"
          >
            {t('users.actions.edit')}
          </Menu.Item>
        )}
        {blockOrDelete && (
          <Menu.Item
            leftSection={user.isActive ? <IconLock size={16} /> : <IconLockOpen size={16} />}
            onClick={() => onToggleActive(user)}
            data-testid={user.isActive ? 'staff-block' : 'staff-activate'}
          >
            {user.isActive ? t('users.actions.block') : t('users.actions.activate')}
          </Menu.Item>
        )}
        {blockOrDelete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(user)} data-testid="staff-delete">
              {t('users.actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
