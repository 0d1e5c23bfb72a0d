// The toolbar above the table, one row on a wide screen: search, the page's own filters (`extra`), then the value
// filters, column toggles and export at the end side. It wraps on narrow screens.
import { Group, Loader, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarButton, useCompactToolbar } from './toolbar-button';

interface DataTableToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder?: string;
  /** Default true. */
  searchable?: boolean;
  filters?: ReactNode;
  columns?: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
  /** A search is waiting for its answer. */
  searching?: boolean;
  /** The page's own filters (selects, a segmented control), shown right after the search. */
  extra?: ReactNode;
}

export function DataTableToolbar(props: DataTableToolbarProps) {
  const { search, onSearch, searchPlaceholder, searchable = true, filters, columns, onExport, exporting, searching, extra } = props;
  const { t } = useTranslation();
  const compact = useCompactToolbar();
  return (
    <Group mb="sm" gap="sm" wrap="wrap" data-testid="table-toolbar">
      {searchable && (
        <TextInput
          leftSection={<IconSearch size={16} />}
          rightSection={searching ? <Loader size={14} aria-label={t('table.searching')} data-testid="table-searching" /> : null}
          placeholder={searchPlaceholder ?? t('table.search')}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: compact ? undefined : 360 }}
          aria-label={t('table.search')}
          type="search"
          data-testid="table-search"
        />
      )}
      {extra}
      <Group gap="xs" wrap="nowrap" ms="auto">
        {filters}
        {columns}
        {onExport && (
          <ToolbarButton
            icon={<IconFileSpreadsheet size={16} />}
            label={t('table.export')}
            onClick={onExport}
            loading={exporting}
            testId="table-export"
          />
        )}
      </Group>
    </Group>
  );
}
