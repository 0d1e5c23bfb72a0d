// A toolbar button: icon and label, or the icon alone (44 px touch target) on phones so the toolbar stays one row.
import { ActionIcon, Badge, Button, Indicator } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@comptoir/shared';
import { forwardRef, type ReactNode } from 'react';

interface ToolbarButtonProps {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  /** A count shown as a badge (active filters). */
  count?: number;
  loading?: boolean;
  active?: boolean;
  testId: string;
}

export const useCompactToolbar = () => useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;

export const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(function ToolbarButton(
  { icon, label, onClick, count = 0, loading, active, testId, ...rest },
  ref,
) {
  const compact = useCompactToolbar();
  if (compact) {
    return (
      <Indicator label={count} size={16} disabled={count === 0} offset={4}>
        <ActionIcon
          ref={ref}
          variant={active ? 'light' : 'default'}
          size={44}
          aria-label={label}
          onClick={onClick}
          loading={loading}
          data-testid={testId}
          {...rest}
        >
          {icon}
        </ActionIcon>
      </Indicator>
    );
  }
  return (
    <Button
      ref={ref}
      variant={active ? 'light' : 'default'}
      leftSection={icon}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle>
            {count}
          </Badge>
        ) : undefined
      }
      onClick={onClick}
      loading={loading}
      data-testid={testId}
      mih={36}
      {...rest}
    >
      {label}
    </Button>
  );
});
