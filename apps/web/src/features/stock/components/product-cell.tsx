// An article in a stock table's first column: its label (or a link, `name`), and its codes small, left to right in
// either direction.
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ProductCell({ label, codes, name, testId }: { label: string; codes: string | null; name?: ReactNode; testId?: string }) {
  return (
    <Stack gap={0} miw={140}>
      {name ?? (
        <Text fz="sm" fw={600} data-testid={testId}>
          <bdi>{label}</bdi>
        </Text>
      )}
      {codes && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <bdi dir="ltr">{codes}</bdi>
        </Text>
      )}
    </Stack>
  );
}
