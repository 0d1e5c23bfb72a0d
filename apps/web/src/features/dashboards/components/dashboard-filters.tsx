// The period picker and the stores, as every dashboard screen shows them above its charts.
import { Group } from '@mantine/core';
import type { DashboardFilters } from '../hooks/use-dashboard-filters';
import { PeriodPicker } from './period-picker';
import { StoreMultiSelect } from './store-multi-select';

export function DashboardFiltersBar({ filters, withPeriod = true }: { filters: DashboardFilters; withPeriod?: boolean }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="md" wrap="wrap">
      {withPeriod ? (
        <PeriodPicker choice={filters.choice} ranges={filters.ranges} today={filters.today} onChange={filters.setChoice} />
      ) : (
        <span />
      )}
      <StoreMultiSelect value={filters.stores} onChange={filters.setStores} />
    </Group>
  );
}
