// One titled card of a form (DESIGN §4b: forms in cards with sections).
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}
