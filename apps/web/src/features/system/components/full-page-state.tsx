import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';

interface FullPageStateProps {
  icon: ReactNode;
  color?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  /** Inside the app layout the page keeps the layout's chrome; alone it fills the window. */
  embedded?: boolean;
  testId?: string;
}

/** One look for every full-page state: offline, outdated, session expired, not found, errors. */
export function FullPageState({ icon, color = 'brand', title, text, actions, embedded = false, testId }: FullPageStateProps) {
  return (
    <Center mih={embedded ? '60vh' : '100dvh'} p="md" data-testid={testId}>
      <Stack align="center" gap="lg" maw={480} w="100%">
        {!embedded && <BrandLogo size={36} />}
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color={color}>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, sm: 26 }} mt="xs">
              {title}
            </Title>
            <Text c="dimmed">{text}</Text>
            {actions && (
              <Stack gap="xs" mt="md" w="100%" align="center">
                {actions}
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
