// A step line chart in SVG over time (values that hold until they change: prices), several lines with a legend, sized
// to its container and mirrored in right-to-left languages like the bar chart. A null value breaks its line (no promo).
import { Box, Group, Text, useDirection } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDate, formatDateTime } from '../../lib/format';
import { BOTTOM, TOP, axisWidth, niceMax, ticksOf } from './chart-scale';

export interface LinePoint {
  /** ISO instant the value starts at. */
  at: string;
  value: number | null;
}
export interface LineSeries {
  key: string;
  label: string;
  color: string;
  points: readonly LinePoint[];
  dashed?: boolean;
}

interface LineChartProps {
  series: readonly LineSeries[];
  /** Where the last values end (now). */
  end: string;
  label: string;
  locale: string;
  format: (v: number) => string;
  height?: number;
  testId?: string;
}

export function LineChart({ series, end, label, locale, format, height = 260, testId }: LineChartProps) {
  const { ref, width } = useElementSize();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const times = series.flatMap((s) => s.points.map((p) => Date.parse(p.at)));
  const t0 = times.length ? Math.min(...times) : Date.parse(end);
  const t1 = Math.max(Date.parse(end), t0 + 60_000);
  const values = series.flatMap((s) => s.points.map((p) => p.value ?? 0));
  const max = niceMax(Math.max(0, ...values) * 1.1);
  const ticks = ticksOf(max);
  const axis = axisWidth(ticks.map(format));
  const plotW = Math.max(0, width - axis - 8);
  const plotH = height - TOP - BOTTOM;
  const x = (t: number) => {
    const u = ((t - t0) / (t1 - t0)) * plotW;
    return rtl ? width - axis - u : axis + u;
  };
  const y = (v: number) => TOP + plotH - (v / max) * plotH;
  // Dates with their time when the history spans less than two days. Bidi marks are dropped: the SVG is laid out left
  // to right, where they would reorder an Arabic date's parts.
  const day = (t: number) =>
    (t1 - t0 < 2 * 86_400_000
      ? formatDateTime(new Date(t).toISOString(), locale)
      : formatDate(new Date(t).toISOString(), locale, 'short')
    ).replace(/[\u200e\u200f\u061c]/g, '');

  /** The step path of a line: each value held until the next one starts; a null value lifts the pen. */
  const pathOf = (points: readonly LinePoint[]) => {
    let d = '';
    points.forEach((p, i) => {
      if (p.value === null) return;
      const from = x(Date.parse(p.at));
      const to = x(i + 1 < points.length ? Date.parse(points[i + 1].at) : t1);
      const prev = i > 0 ? points[i - 1].value : null;
      d += prev === null ? `M${from},${y(p.value)}` : `L${from},${y(p.value)}`;
      d += `L${to},${y(p.value)}`;
    });
    return d;
  };

  return (
    <Box w="100%" data-testid={testId}>
      <Group gap="md" mb="xs" justify="flex-start">
        {series.map((s) => (
          <Group key={s.key} gap={6} wrap="nowrap">
            <svg width={18} height={8} aria-hidden>
              <line x1={0} x2={18} y1={4} y2={4} stroke={s.color} strokeWidth={3} strokeDasharray={s.dashed ? '4 3' : undefined} />
            </svg>
            <Text fz="xs" c="dimmed">
              {s.label}
            </Text>
          </Group>
        ))}
      </Group>
      <Box ref={ref} w="100%">
        {width > 0 ? (
          <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block', direction: 'ltr' }}>
            {ticks.map((v) => (
              <g key={v}>
                <line
                  x1={rtl ? 8 : axis}
                  x2={rtl ? width - axis : width - 8}
                  y1={y(v)}
                  y2={y(v)}
                  stroke="var(--mantine-color-default-border)"
                  strokeDasharray={v === 0 ? undefined : '3 3'}
                />
                <text
                  x={rtl ? width - axis + 4 : axis - 4}
                  y={y(v) + 4}
                  fontSize={10}
                  textAnchor={rtl ? 'start' : 'end'}
                  fill="var(--mantine-color-dimmed)"
                >
                  {format(v)}
                </text>
              </g>
            ))}
            {series.map((s) => (
              <g key={s.key} data-series={s.key}>
                <path d={pathOf(s.points)} fill="none" stroke={s.color} strokeWidth={2.5} strokeDasharray={s.dashed ? '6 4' : undefined} />
                {s.points.map(
                  (p) =>
                    p.value !== null && (
                      <circle key={p.at} cx={x(Date.parse(p.at))} cy={y(p.value)} r={4} fill={s.color} data-testid="chart-point">
                        <title>{`${s.label} · ${day(Date.parse(p.at))} : ${format(p.value)}`}</title>
                      </circle>
                    ),
                )}
              </g>
            ))}
            {[t0, t1].map((t, i) => (
              <text
                key={t}
                x={x(t)}
                y={height - 4}
                fontSize={10}
                textAnchor={(i === 0) !== rtl ? 'start' : 'end'}
                fill="var(--mantine-color-dimmed)"
              >
                {day(t)}
              </text>
            ))}
          </svg>
        ) : (
          <Text h={height} />
        )}
      </Box>
    </Box>
  );
}
