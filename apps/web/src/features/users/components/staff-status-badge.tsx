import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BADGE_STYLES } from './staff-identity';

/** Active or blocked in this company. */
export function StaffStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={isActive ? 'teal' : 'red'} variant="light" tt="none" styles={BADGE_STYLES} data-testid="staff-status">
      {isActive ? t('users.status.active') : t('users.status.blocked')}
    </Badge>
  );
}
