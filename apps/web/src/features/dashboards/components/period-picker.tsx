// The period of a dashboard: today, yesterday, this week, this month or a custom range of days, with the days it covers
// and those it is compared with (the previous period of the same length).
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@comptoir/shared';
import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { PeriodChoice, PeriodRanges } from '../period';

interface PeriodPickerProps {
  choice: PeriodChoice;
  ranges: PeriodRanges;
  today: string;
  onChange: (choice: PeriodChoice) => void;
}

export function PeriodPicker({ choice, ranges, today, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const day = (d: string) => f.date(`${d}T12:00:00`, 'medium');
  const span = (r: { from: string; to: string }) => (r.from === r.to ? day(r.from) : `${day(r.from)} – ${day(r.to)}`);
  return (
    <Stack gap={6}>
      <Chip.Group
        multiple={false}
        value={choice.period}
        onChange={(v) => {
          const period = v as DashboardPeriod;
          onChange(period === 'custom' ? { period, from: ranges.current.from, to: ranges.current.to } : { period });
        }}
      >
        <Group gap={6} data-testid="period-picker">
          {DASHBOARD_PERIODS.map((p) => (
            <Chip key={p} value={p} size="sm" data-testid={`period-${p}`}>
              {t(`dashboards.period.${p}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {choice.period === 'custom' && (
        <Group gap="xs" wrap="wrap">
          <TextInput
            type="date"
            size="xs"
            label={t('dashboards.period.from')}
            value={ranges.current.from}
            max={today}
            onChange={(e) => e.currentTarget.value && onChange({ ...choice, from: e.currentTarget.value })}
            data-testid="period-from"
          />
          <TextInput
            type="date"
            size="xs"
            label={t('dashboards.period.to')}
            value={ranges.current.to}
            max={today}
            onChange={(e) => e.currentTarget.value && onChange({ ...choice, to: e.currentTarget.value })}
            data-testid="period-to"
          />
        </Group>
      )}
      <Text fz="xs" c="dimmed" data-testid="period-days">
        {t('dashboards.period.compared', { current: span(ranges.current), previous: span(ranges.previous) })}
      </Text>
    </Stack>
  );
}
