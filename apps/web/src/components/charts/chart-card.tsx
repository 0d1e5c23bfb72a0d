// The one chart card (DESIGN §4): a title, what it compares, an export button, and the chart or its empty state.
import { ActionIcon, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  description?: ReactNode;
  /** Downloads the chart's data as xlsx; no button without it. */
  onExport?: () => Promise<void>;
  /** The export button's label (the screen's words: shared components know no feature's texts). */
  exportLabel?: string;
  loading?: boolean;
  /** Nothing to show: `empty` is said instead of the chart. */
  empty?: string | null;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}

export function ChartCard({
  title,
  description,
  onExport,
  exportLabel = 'xlsx',
  loading,
  empty,
  children,
  testId,
  actions,
}: ChartCardProps) {
  const [exporting, setExporting] = useState(false);
  const exportNow = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card padding="md" h="100%" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="md">
            {title}
          </Title>
          {description && (
            <Text fz="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {actions}
          {loading && <Loader size="xs" />}
          {onExport && (
            <Tooltip label={exportLabel}>
              <ActionIcon
                variant="subtle"
                size="lg"
                loading={exporting}
                onClick={() => void exportNow()}
                aria-label={exportLabel}
                data-testid={testId ? `${testId}-export` : undefined}
              >
                <IconFileSpreadsheet size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {empty ? (
        <Text c="dimmed" fz="sm" py="lg" ta="center" data-testid={testId ? `${testId}-empty` : undefined}>
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
