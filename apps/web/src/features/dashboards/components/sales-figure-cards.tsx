// The five sales figures a dashboard opens with (revenue, tickets, average basket, discounts, refunds), each beside the
// previous period's; `prefix` names their test ids (figure-revenue, live-revenue…).
import type { SalesFigures } from '@comptoir/shared';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getCurrency } from '../../../lib/currency';
import { useFiguresFormat } from '../hooks/use-figures-format';
import { FigureCard } from './figure-card';

/** An hour of the day as the charts label it ('09h'). */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}h`;

/** The hours of a chart answer as bars: the revenue of the period beside the previous one. */
export const hourBars = (byHour: readonly { hour: number; revenue: { value: number; previous: number } }[] | undefined) =>
  (byHour ?? []).map((h) => ({ label: hourLabel(h.hour), current: h.revenue.value, previous: h.revenue.previous }));

export function SalesFigureCards({ figures, prefix }: { figures: SalesFigures | undefined; prefix: string }) {
  const { t } = useTranslation();
  const f = useFiguresFormat();
  const currency = getCurrency();
  const money = (v: number) => f.compactMoney(v, currency);
  const cards = [
    { key: 'revenue', id: 'revenue', format: money },
    { key: 'tickets', id: 'tickets', format: (v: number) => f.compact(v, 2) },
    { key: 'averageBasket', id: 'basket', format: money },
    { key: 'discounts', id: 'discounts', format: money, lowerIsBetter: true },
    { key: 'refunds', id: 'refunds', format: money, lowerIsBetter: true },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {cards.map((c) => (
        <FigureCard
          key={c.key}
          testId={`${prefix}-${c.id}`}
          label={t(`dashboards.figures.${c.key}`)}
          figure={figures?.[c.key]}
          format={c.format}
          lowerIsBetter={'lowerIsBetter' in c}
        />
      ))}
    </SimpleGrid>
  );
}
