// The dashboards' charts, on @mantine/charts (recharts): loaded only with a screen that shows one (lazy-charts.tsx).
// Readable right to left (the category axis reversed, the value axis on the right) and in the dark theme (Mantine's
// colour variables).
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Stack, Text, useDirection } from '@mantine/core';

export const PALETTE = ['brand.6', 'orange.6', 'indigo.5', 'grape.6', 'yellow.6', 'cyan.7', 'pink.6', 'lime.7', 'red.6', 'gray.6'];

export interface ComparisonPoint {
  label: string;
  current: number;
  previous?: number;
}

export interface ComparisonBarsProps {
  data: readonly ComparisonPoint[];
  format: (v: number) => string;
  currentLabel: string;
  /** Without it, one series (no comparison). */
  previousLabel?: string;
  /** Bars along the width (long labels: products, stores). */
  horizontal?: boolean;
  h?: number;
}

export function ComparisonBars({ data, format, currentLabel, previousLabel, horizontal = false, h }: ComparisonBarsProps) {
  const rtl = useDirection().dir === 'rtl';
  const height = h ?? (horizontal ? Math.max(160, data.length * 44 + 40) : 240);
  return (
    <BarChart
      h={height}
      data={data.map((d) => ({ ...d }))}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[
        { name: 'current', label: currentLabel, color: 'brand.6' },
        ...(previousLabel ? [{ name: 'previous', label: previousLabel, color: 'gray.5' }] : []),
      ]}
      valueFormatter={format}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis={horizontal ? 'x' : 'y'}
      tickLine="none"
      xAxisProps={horizontal ? { reversed: rtl, tickFormatter: format } : { reversed: rtl, interval: 'preserveStartEnd' }}
      yAxisProps={
        horizontal
          ? { orientation: rtl ? 'right' : 'left', width: 110 }
          : { orientation: rtl ? 'right' : 'left', tickFormatter: format, width: 64 }
      }
      style={{ direction: 'ltr' }}
    />
  );
}

export interface ShareDonutProps {
  data: readonly { label: string; value: number }[];
  format: (v: number) => string;
}

export function ShareDonut({ data, format }: ShareDonutProps) {
  const total = data.reduce((s, d) => s + d.value, 0);
  const slices = data.map((d, i) => ({ name: d.label, value: d.value, color: PALETTE[i % PALETTE.length] }));
  return (
    <Group justify="center" gap="lg" wrap="wrap" align="center">
      {/* The legend beside it says every slice in words: the drawing's sectors (role img, no name) are hidden from
          assistive technology rather than named twice, and out of the tab order (axe, svg-img-alt). */}
      <div aria-hidden="true">
        <DonutChart
          data={slices}
          valueFormatter={format}
          size={160}
          thickness={24}
          withTooltip
          tooltipDataSource="segment"
          pieProps={{ rootTabIndex: -1 }}
        />
      </div>
      <Stack gap={4} style={{ minWidth: 140 }}>
        {slices.map((s) => (
          <Group key={s.name} gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <span
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                  flex: 'none',
                }}
              />
              <Text fz="xs" truncate>
                {s.name}
              </Text>
            </Group>
            <Text fz="xs" fw={600} className="app-number" dir="ltr">
              {format(s.value)}
              {total > 0 ? ` · ${Math.round((s.value / total) * 100)}%` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

export interface TrendSeries {
  name: string;
  label: string;
  color: string;
  dashed?: boolean;
}

export interface TrendLinesProps {
  data: readonly Record<string, string | number | null>[];
  dataKey: string;
  series: readonly TrendSeries[];
  format: (v: number) => string;
  h?: number;
}

export function TrendLines({ data, dataKey, series, format, h = 240 }: TrendLinesProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <LineChart
      h={h}
      data={data.map((d) => ({ ...d }))}
      dataKey={dataKey}
      series={series.map((s) => ({ name: s.name, label: s.label, color: s.color, strokeDasharray: s.dashed ? '5 4' : undefined }))}
      valueFormatter={format}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      curveType="monotone"
      connectNulls
      tickLine="none"
      xAxisProps={{ reversed: rtl, interval: 'preserveStartEnd' }}
      yAxisProps={{ orientation: rtl ? 'right' : 'left', tickFormatter: format, width: 64 }}
      style={{ direction: 'ltr' }}
    />
  );
}
