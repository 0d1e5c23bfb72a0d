// A store's stock in four figures (GET /Entity/{id}/Status): articles tracked, critical, out of stock, value.
import { toMinor } from '@comptoir/shared';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconBox, IconCoins, IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { StatCard } from '../../home/components/stat-card';
import { useFormat } from '../../../lib/format';
import { useEntityStatus } from '../hooks/use-stock';

export function StockFigures({ storeId }: { storeId: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const currency = useAuthUser()?.entreprise.currencyTag ?? 'MAD';
  const status = useEntityStatus(storeId);
  const s = status.data;
  const loading = status.isLoading || !s;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg" data-testid="stock-figures">
      <StatCard
        testId="stock-figure-products"
        icon={<IconBox size={20} />}
        label={t('stock.figures.products')}
        loading={loading}
        value={s ? f.number(s.products) : ''}
        hint={s ? t('stock.figures.productsHint', { number: f.number(s.ok) }) : undefined}
      />
      <StatCard
        testId="stock-figure-critical"
        icon={<IconAlertTriangle size={20} />}
        color="orange"
        label={t('stock.figures.critical')}
        loading={loading}
        value={s ? f.number(s.critical) : ''}
        hint={t('stock.figures.criticalHint')}
      />
      <StatCard
        testId="stock-figure-out"
        icon={<IconPackageOff size={20} />}
        color="red"
        label={t('stock.figures.out')}
        loading={loading}
        value={s ? f.number(s.out) : ''}
        hint={t('stock.figures.outHint')}
      />
      <StatCard
        testId="stock-figure-value"
        icon={<IconCoins size={20} />}
        color="teal"
        label={t('stock.figures.value')}
        loading={loading}
        // The money module: the wire's decimal to exact minor units, with the company's currency; kept left-to-right
        // in Arabic by an isolate (a plain text, so the card sizes it as an amount).
        value={s ? `\u2066${f.minor(toMinor(s.value), currency)}\u2069` : ''}
        hint={s?.lastInventoryAt ? t('stock.figures.lastCount', { date: f.dateTime(s.lastInventoryAt) }) : t('stock.figures.noCount')}
      />
    </SimpleGrid>
  );
}
