// Per-column value filters (product-spec §2, §9): a multi-select of each filterable column's distinct values, titles
// cut at 20 characters; the active filters as removable chips.
import { Badge, Button, CloseButton, Group, MultiSelect, Popover, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, distinctValues, text, truncateTitle, type ColumnFilters } from './data-table-utils';
import type { CellValue, DataTableColumn } from './data-table.types';
import { ToolbarButton } from './toolbar-button';

/** How a value reads in the filter list and chips. */
export function useValueLabel(): (value: CellValue) => string {
  const { t } = useTranslation();
  return useCallback(
    (value: CellValue) => {
      if (typeof value === 'boolean') return value ? t('table.yes') : t('table.no');
      const s = text(value);
      return s === '' ? t('table.emptyValue') : s;
    },
    [t],
  );
}

interface FilterMenuProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  filters: ColumnFilters;
  onChange: (key: string, values: string[]) => void;
}

export function FilterMenu<T>({ columns, rows, filters, onChange }: FilterMenuProps<T>) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const options = useMemo(
    () =>
      columns.map((c) => ({
        column: c,
        data: distinctValues(rows, c).map((v) => ({ value: text(v), label: label(v) })),
      })),
    [columns, rows, label],
  );
  const count = activeFilterCount(filters);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <ToolbarButton icon={<IconFilter size={16} />} label={t('table.filters')} count={count} active={count > 0} testId="table-filters" />
      </Popover.Target>
      <Popover.Dropdown w={300} maw="90vw">
        <Stack gap="sm" mah={420} style={{ overflowY: 'auto' }}>
          {options.map(({ column, data }) => (
            <MultiSelect
              key={column.key}
              label={<span title={column.title}>{truncateTitle(column.title)}</span>}
              aria-label={column.title}
              placeholder={(filters[column.key]?.length ?? 0) === 0 ? t('table.filterPick') : undefined}
              data={data}
              value={[...(filters[column.key] ?? [])]}
              onChange={(values) => onChange(column.key, values)}
              searchable
              clearable
              comboboxProps={{ withinPortal: false }}
              data-testid={`filter-${column.key}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface FilterChipsProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  filters: ColumnFilters;
  onChange: (key: string, values: string[]) => void;
  onClear: () => void;
}

export function FilterChips<T>({ columns, rows, filters, onChange, onClear }: FilterChipsProps<T>) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const active = columns.filter((c) => (filters[c.key]?.length ?? 0) > 0);
  if (active.length === 0) return null;
  const labelOf = (c: DataTableColumn<T>, key: string) => {
    const found = distinctValues(rows, c).find((v) => text(v) === key);
    return label(found === undefined ? key : found);
  };
  return (
    <Group gap="xs" mb="sm" wrap="wrap" data-testid="table-filter-chips">
      {active.map((c) => (
        <Badge
          key={c.key}
          size="lg"
          variant="light"
          tt="none"
          fw={500}
          maw="100%"
          rightSection={
            <CloseButton
              size="sm"
              variant="transparent"
              onClick={() => onChange(c.key, [])}
              aria-label={t('table.removeFilter', { column: c.title })}
              data-testid={`filter-chip-remove-${c.key}`}
            />
          }
          data-testid={`filter-chip-${c.key}`}
        >
          {t('table.filterChip', { column: truncateTitle(c.title), values: filters[c.key].map((v) => labelOf(c, v)).join(', ') })}
        </Badge>
      ))}
      {active.length > 1 && (
        <Button variant="subtle" size="compact-sm" onClick={onClear} data-testid="table-filters-clear">
          {t('table.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
