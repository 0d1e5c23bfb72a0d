// One choice of a product search (the stock's products, the order page's articles): its name, its code under it, and a
// figure at the end (what the store holds, the price).
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function PickerOption({
  label,
  code,
  figure,
  figureColor,
}: {
  label: string;
  code?: string | null;
  figure?: ReactNode;
  figureColor?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <div style={{ minWidth: 0 }}>
        <Text fz="sm">
          <bdi>{label}</bdi>
        </Text>
        {code && (
          <Text fz="xs" c="dimmed">
            <bdi dir="ltr">{code}</bdi>
          </Text>
        )}
      </div>
      {figure !== undefined && (
        <Text fz="sm" fw={600} c={figureColor} style={{ whiteSpace: 'nowrap' }}>
          {figure}
        </Text>
      )}
    </Group>
  );
}
