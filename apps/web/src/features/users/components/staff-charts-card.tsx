// Commands and sign-ins of the member per day over a period (GET /User/{id}/commandChart, /activityChart), and the
// member's activity as a spreadsheet (GET /activities/excel/{id}).
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useActivitiesExport, useUserChart } from '../hooks/use-user-activity';
import { BarChart } from '../../../components/charts/bar-chart';
import { defaultRange, rangeErrors } from './chart-range';
import { fileNameOf, saveBlob } from '../../../lib/download';

function ChartBlock({
  userId,
  kind,
  range,
  valid,
}: {
  userId: number;
  kind: 'command' | 'activity';
  range: { from: string; to: string };
  valid: boolean;
}) {
  const { t, i18n } = useTranslation();
  const chart = useUserChart(userId, kind, range, valid);
  const title = kind === 'command' ? t('users.charts.commands') : t('users.charts.activity');
  const total = chart.data?.total ?? 0;
  return (
    <Stack gap={6} data-testid={`staff-chart-${kind}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="sm" c="dimmed" data-testid={`staff-chart-${kind}-total`}>
          {t('users.charts.total', { count: total, value: formatNumber(total, i18n.language) })}
        </Text>
      </Group>
      <BarChart
        series={chart.data?.series ?? []}
        label={`${title} (${range.from} – ${range.to})`}
        locale={i18n.language}
        color={kind === 'command' ? 'var(--mantine-color-teal-6)' : undefined}
      />
      {chart.data && total === 0 && (
        <Text fz="xs" c="dimmed">
          {kind === 'command' ? t('users.charts.noCommands') : t('users.charts.noActivity')}
        </Text>
      )}
    </Stack>
  );
}

export function StaffChartsCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const errors = rangeErrors(range);
  const valid = !errors.from && !errors.to;
  const exporter = useActivitiesExport(userId);
  const download = () =>
    exporter.mutate(range, { onSuccess: ({ blob, headers }) => saveBlob(blob, fileNameOf(headers, `activities-${userId}.xlsx`)) });

  return (
    <Card data-testid="staff-charts-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 220px' }}>
            <Title order={2} fz="md">
              {t('users.charts.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('users.charts.text')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
            onClick={download}
            loading={exporter.isPending}
            disabled={!valid}
            data-testid="staff-export"
          >
            {t('users.charts.export')}
          </Button>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('users.charts.from')}
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value }))}
            error={errors.from && t(errors.from)}
            data-testid="staff-chart-from"
          />
          <TextInput
            type="date"
            label={t('users.charts.to')}
            value={range.to}
            min={range.from || undefined}
            onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value }))}
            error={errors.to && t(errors.to)}
            data-testid="staff-chart-to"
          />
        </SimpleGrid>
        <ChartBlock userId={userId} kind="command" range={range} valid={valid} />
        <ChartBlock userId={userId} kind="activity" range={range} valid={valid} />
      </Stack>
    </Card>
  );
}
