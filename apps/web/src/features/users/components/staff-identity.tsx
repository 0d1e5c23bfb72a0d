// Photo, role badge and left-to-right values (e-mails, phones) in tables and cards.
import type { RoleRef, StaffUser } from '@comptoir/shared';
import { Avatar, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';
import { initials, roleLabel } from '../../auth/role-label';

export function StaffPhoto({ user, size = 36 }: { user: Pick<StaffUser, 'fileId' | 'name'>; size?: number }) {
  if (user.fileId) return <FileImage fileId={user.fileId} alt={user.name} size={size} radius="xl" testId="staff-photo-image" />;
  return (
    <Avatar size={size} radius="xl" color="brand" variant="light" aria-label={user.name}>
      {initials(user.name)}
    </Avatar>
  );
}

/** A badge never narrower than its text (table columns would otherwise cut it). */
export const BADGE_STYLES = { root: { minWidth: 'max-content' } };

export function RoleBadge({ role }: { role: Pick<RoleRef, 'tag' | 'intitule'> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" tt="none" styles={BADGE_STYLES}>
      {roleLabel(t, role)}
    </Badge>
  );
}

/** E-mails and phone numbers read left to right, also in Arabic ("+212…" keeps its plus in front). */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {children}
    </span>
  );
}
