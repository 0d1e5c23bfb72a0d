// Block / activate and delete, each after a confirmation; the caller renders `dialog`.
import type { StaffUser } from '@comptoir/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useAuthUser, useUserTags } from '../../auth/hooks/use-auth';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { DeleteActor } from '../staff-rules';
import { useDeleteUser, useSetUserActive } from './use-user-mutations';

type Pending = { kind: 'block' | 'delete'; user: StaffUser } | null;

export function useStaffActor(): DeleteActor {
  const user = useAuthUser();
  const tags = useUserTags();
  return { id: user?.id ?? 0, roleTag: user?.role.tag ?? '', tags };
}

export function useStaffCommands(options: { onDeleted?: (user: StaffUser) => void } = {}) {
  const { t } = useTranslation();
  const actor = useStaffActor();
  const setActive = useSetUserActive();
  const remove = useDeleteUser(actor);
  const [pending, setPending] = useState<Pending>(null);

  const activate = (user: StaffUser) =>
    setActive.mutate(
      { id: user.id, isActive: true },
      { onSuccess: () => notifySuccess({ message: t('users.notify.activated', { name: user.name }) }) },
    );
  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    const done = { onSettled: () => setPending(null) };
    if (kind === 'block')
      setActive.mutate(
        { id: user.id, isActive: false },
        { ...done, onSuccess: () => notifySuccess({ message: t('users.notify.blocked', { name: user.name }) }) },
      );
    else
      remove.mutate(user, {
        ...done,
        onSuccess: () => {
          notifySuccess({ message: t('users.notify.deleted', { name: user.name }) });
          options.onDeleted?.(user);
        },
      });
  };

  const dialog: ReactNode = (
    <ConfirmModal
      opened={pending !== null}
      title={pending?.kind === 'block' ? t('users.confirm.blockTitle') : t('users.confirm.deleteTitle')}
      message={
        pending ? t(pending.kind === 'block' ? 'users.confirm.blockText' : 'users.confirm.deleteText', { name: pending.user.name }) : ''
      }
      confirmLabel={pending?.kind === 'block' ? t('users.actions.block') : t('users.actions.delete')}
      color={pending?.kind === 'block' ? 'orange' : 'red'}
      loading={setActive.isPending || remove.isPending}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );

  return {
    actor,
    dialog,
    toggleActive: (user: StaffUser) => (user.isActive ? setPending({ kind: 'block', user }) : activate(user)),
    askDelete: (user: StaffUser) => setPending({ kind: 'delete', user }),
    busy: setActive.isPending || remove.isPending,
  };
}
