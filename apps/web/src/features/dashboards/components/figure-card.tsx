// A key figure of the period beside the previous period's: the value (abbreviated, §9), the change in percent (green
// when it goes the good way: up for revenue, down for refunds) and the previous value.
import type { Figure } from '@comptoir/shared';
import { Badge, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { changePercent } from '../period';

interface FigureCardProps {
  label: string;
  figure: Figure | undefined;
  format: (v: number) => string;
  /** Less is better (refunds, discounts). */
  lowerIsBetter?: boolean;
  testId?: string;
}

export function ChangeBadge({ figure, lowerIsBetter = false }: { figure: Figure; lowerIsBetter?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const change = changePercent(figure.value, figure.previous);
  if (change === null)
    return (
      <Badge variant="light" color="gray" tt="none">
        {t('dashboards.change.new')}
      </Badge>
    );
  const up = change > 0;
  const good = change === 0 ? null : up !== lowerIsBetter;
  return (
    <Badge
      variant="light"
      tt="none"
      color={good === null ? 'gray' : good ? 'teal' : 'red'}
      leftSection={change === 0 ? null : up ? <IconArrowUpRight size={12} /> : <IconArrowDownRight size={12} />}
      data-change={Math.round(change)}
    >
      <bdi>{`${up ? '+' : ''}${f.percent(change, 1)}`}</bdi>
    </Badge>
  );
}

export function FigureCard({ label, figure, format, lowerIsBetter, testId }: FigureCardProps) {
  const { t } = useTranslation();
  return (
    <Card padding="md" data-testid={testId}>
      <Text fz="sm" c="dimmed" fw={600} truncate>
        {label}
      </Text>
      {figure ? (
        <>
          <Group justify="space-between" align="center" gap="xs" mt={4} wrap="wrap">
            <Text fz={24} fw={700} lh={1.2} className="app-number" data-testid={testId ? `${testId}-value` : undefined}>
              <bdi>{format(figure.value)}</bdi>
            </Text>
            <ChangeBadge figure={figure} lowerIsBetter={lowerIsBetter} />
          </Group>
          <Text fz="xs" c="dimmed" mt={2}>
            {t('dashboards.change.previous', { value: format(figure.previous) })}
          </Text>
        </>
      ) : (
        <Skeleton h={44} mt={6} />
      )}
    </Card>
  );
}
