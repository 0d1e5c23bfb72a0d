// An icon button at the end of a table row: labelled for screen readers, 44 px on touch screens (DESIGN §4b).
import { ActionIcon, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionProps {
  label: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?: () => void;
  loading?: boolean;
  testId?: string;
}

export function RowAction({ label, icon, color, to, onClick, loading, testId }: RowActionProps) {
  const touch = useMediaQuery('(max-width: 48em)') ?? false;
  const common = { 'aria-label': label, variant: 'subtle', color, size: touch ? 44 : 'lg', loading, 'data-testid': testId } as const;
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      {to ? (
        <ActionIcon component={Link} to={to} {...common}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
