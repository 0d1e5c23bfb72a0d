// A small bar chart in SVG (one bar per day), sized to its container, mirrored in right-to-left languages (the SVG
// itself is laid out left to right, so text anchors keep their meaning; positions are mirrored by hand).
import { Box, Text, useDirection } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDecimal, intlLocale } from '../../lib/format';
import { AXIS, BOTTOM, TOP, axisWidth, niceMax, ticksOf } from './chart-scale';

export interface BarPoint {
  date: string;
  value: number;
}

interface BarChartProps {
  series: readonly BarPoint[];
  /** What the chart shows, for screen readers and tooltips. */
  label: string;
  locale: string;
  color?: string;
  height?: number;
  testId?: string;
  /** What a bar is: a day (default) or a month (dates as YYYY-MM-01, labelled by month). */
  unit?: 'day' | 'month';
}

export function BarChart({
  series,
  label,
  locale,
  color = 'var(--mantine-primary-color-filled)',
  height = 170,
  testId,
  unit = 'day',
}: BarChartProps) {
  const { ref, width } = useElementSize();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const fmt = new Intl.DateTimeFormat(
    intlLocale(locale),
    unit === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const day = (d: string) => fmt.format(new Date(`${d}T00:00:00Z`));
  const max = niceMax(Math.max(0, ...series.map((p) => p.value)));
  // Counts: whole-number ticks only.
  const ticks = ticksOf(max);
  const tickLabel = (v: number) => formatDecimal(v, locale, 0, 1);
  // Room for the longest value ('3 000', '1.500.000'): a fixed width cut the first digit off large figures.
  const axis = Math.max(AXIS, axisWidth(ticks.map(tickLabel)));
  const plotW = Math.max(0, width - axis);
  const plotH = height - TOP - BOTTOM;
  const slot = series.length ? plotW / series.length : 0;
  const barW = Math.max(1, slot * 0.7);
  const xOf = (i: number) => (rtl ? width - axis - (i + 1) * slot : axis + i * slot);
  const axisX = rtl ? width - axis + 4 : axis - 4;
  const labelled = series.length ? [0, Math.floor((series.length - 1) / 2), series.length - 1] : [];

  return (
    <Box ref={ref} w="100%" data-testid={testId}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block', direction: 'ltr' }}>
          {ticks.map((v) => {
            const y = TOP + plotH - (v / max) * plotH;
            return (
              <g key={v}>
                <line
                  x1={rtl ? 0 : axis}
                  x2={rtl ? width - axis : width}
                  y1={y}
                  y2={y}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={v === 0 ? undefined : '3 3'}
                />
                <text x={axisX} y={y + 4} fontSize={10} textAnchor={rtl ? 'start' : 'end'} fill="var(--mantine-color-dimmed)">
                  {tickLabel(v)}
                </text>
              </g>
            );
          })}
          {series.map((p, i) => {
            const h = (p.value / max) * plotH;
            return (
              <rect
                key={p.date}
                x={xOf(i) + (slot - barW) / 2}
                y={TOP + plotH - h}
                width={barW}
                height={h}
                rx={Math.min(3, barW / 2)}
                fill={color}
              >
                <title>{`${day(p.date)} : ${p.value}`}</title>
              </rect>
            );
          })}
          {[...new Set(labelled)].map((i) => (
            <text
              key={i}
              x={xOf(i) + slot / 2}
              y={height - 4}
              fontSize={10}
              textAnchor={i === 0 ? (rtl ? 'end' : 'start') : i === series.length - 1 ? (rtl ? 'start' : 'end') : 'middle'}
              fill="var(--mantine-color-dimmed)"
            >
              {day(series[i].date)}
            </text>
          ))}
        </svg>
      )}
      {width === 0 && <Text h={height} />}
    </Box>
  );
}
