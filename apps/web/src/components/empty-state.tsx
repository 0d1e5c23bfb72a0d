import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** What to show when there is nothing yet, and what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Text fw={600} mt="xs">
        {title}
      </Text>
      <Text c="dimmed" fz="sm" maw={420}>
        {description}
      </Text>
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Stack>
  );
}
