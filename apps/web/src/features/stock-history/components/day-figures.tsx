// A business day's stock in figures: movements, articles moved, what came in, what went out.
import type { StockDay } from '@comptoir/shared';
import { SimpleGrid } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconBox, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { StatCard } from '../../home/components/stat-card';
import { formatQuantity } from '../../stock/stock-rules';

export function DayFigures({ day, loading }: { day: StockDay | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" data-testid="day-figures">
      <StatCard
        testId="day-figure-movements"
        icon={<IconListDetails size={20} />}
        label={t('stockHistory.fields.movements')}
        loading={loading}
        value={day ? f.number(day.movements) : ''}
      />
      <StatCard
        testId="day-figure-products"
        icon={<IconBox size={20} />}
        label={t('stockHistory.fields.products')}
        loading={loading}
        value={day ? f.number(day.products) : ''}
      />
      <StatCard
        testId="day-figure-in"
        icon={<IconArrowDownLeft size={20} />}
        color="green"
        label={t('stockHistory.fields.in')}
        loading={loading}
        value={day ? formatQuantity(day.in, f.locale) : ''}
      />
      <StatCard
        testId="day-figure-out"
        icon={<IconArrowUpRight size={20} />}
        color="red"
        label={t('stockHistory.fields.out')}
        loading={loading}
        value={day ? formatQuantity(day.out, f.locale) : ''}
      />
    </SimpleGrid>
  );
}
