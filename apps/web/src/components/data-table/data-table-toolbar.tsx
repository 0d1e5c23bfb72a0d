// The toolbar above the table: search, value filters, column toggles, export, then the page's own controls.
// It wraps on narrow screens.
import { Group, Loader, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarButton, useCompactToolbar } from './toolbar-button';

interface DataTableToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder?: string;
  filters?: ReactNode;
  columns?: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
  /** A search is waiting for its answer. */
  searching?: boolean;
  extra?: ReactNode;
}

export function DataTableToolbar(props: DataTableToolbarProps) {
  const { search, onSearch, searchPlaceholder, filters, columns, onExport, exporting, searching, extra } = props;
  const { t } = useTranslation();
  const compact = useCompactToolbar();
  return (
    <Group justify="space-between" mb="sm" gap="sm" wrap="wrap" data-testid="table-toolbar">
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
      <Group gap="xs" wrap="wrap">
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
        {extra}
      </Group>
    </Group>
  );
}
