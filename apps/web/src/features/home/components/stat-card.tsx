import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  color?: string;
  loading?: boolean;
  testId?: string;
}

/** A key figure: icon and label on the start side, the value right-aligned. */
export function StatCard({ icon, label, value, hint, color = 'brand', loading = false, testId }: StatCardProps) {
  return (
    <Card padding="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {loading ? (
          <Skeleton h={30} w={64} />
        ) : (
          <Text
            className="app-number"
            fz={typeof value === 'string' && !/^[\d\s.,—-]+$/.test(value) ? 18 : 26}
            fw={700}
            lh={1.2}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            lineClamp={2}
          >
            {value}
          </Text>
        )}
      </Group>
      <Text fz="sm" fw={600} mt="md">
        {label}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed" mt={2} lineClamp={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
