// The period and the stores a dashboard shows, kept in the address (?period=week&from=&to=&stores=1,2): a reload or a
// shared link shows the same figures.
import type { DashboardPeriod, DashboardQuery } from '@comptoir/shared';
import { useMemo } from 'react';
import { useAddressParams } from '../../../lib/use-address-params';
import { dashboardQueryOf, isIsoDay, isoDayOf, isPeriod, periodRanges, type PeriodChoice, type PeriodRanges } from '../period';

export interface DashboardFilters {
  choice: PeriodChoice;
  stores: number[];
  query: DashboardQuery;
  ranges: PeriodRanges;
  today: string;
  setChoice: (choice: PeriodChoice) => void;
  setStores: (stores: number[]) => void;
}

export function useDashboardFilters(defaultPeriod: DashboardPeriod = 'today'): DashboardFilters {
  const [params, patch] = useAddressParams();
  const today = isoDayOf(new Date());
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : defaultPeriod;
  const from = params.get('from');
  const to = params.get('to');
  const storesParam = params.get('stores') ?? '';
  return useMemo(() => {
    const choice: PeriodChoice =
      period === 'custom' ? { period, from: isIsoDay(from) ? from : today, to: isIsoDay(to) ? to : today } : { period };
    const stores = storesParam
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    return {
      choice,
      stores,
      today,
      query: dashboardQueryOf(choice, stores, today),
      ranges: periodRanges(choice, today),
      setChoice: (c) =>
        patch({
          period: c.period,
          from: c.period === 'custom' ? (c.from ?? null) : null,
          to: c.period === 'custom' ? (c.to ?? null) : null,
        }),
      setStores: (s) => patch({ stores: s.length ? s.join(',') : null }),
    };
  }, [period, from, to, storesParam, today, patch]);
}
