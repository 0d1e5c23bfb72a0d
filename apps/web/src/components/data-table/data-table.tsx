// The one DataTable: search, sort, pagination (client-side, or by the server for large lists), column toggling
// remembered per user, per-column value filters, spreadsheet export, editable cells, drag ordering, row actions,
// empty and loading states. See data-table.types.ts for the contract.
import { Box, Center, Group, Pagination, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { COLUMN_FILTER_MIN_COLUMNS, TIMINGS_MS } from '@comptoir/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyDanger } from '../../lib/notify';
import { ColumnMenu } from './column-menu';
import { FilterChips, FilterMenu } from './column-filters';
import { DataRow } from './data-table-row';
import { DataTableToolbar } from './data-table-toolbar';
import { activeFilterCount, filterRows, moveItem, searchRows, sortRows, type ColumnFilters } from './data-table-utils';
import type { DataTableColumn, DataTableProps, DataTableSort } from './data-table.types';
import { HeaderCell } from './header-cell';
import { PausedHandle, SortableBody, SortableRow } from './sortable-rows';
import classes from './data-table.module.css';
import { exportTable } from './table-export';
import { isHideable, useColumnVisibility } from './use-column-visibility';

export { compareValues } from './data-table-utils';

/** Server mode: the search box answers at once, the server is asked 1 s after the last key (product-spec §9). */
function useServerSearch<T>(server: DataTableProps<T>['server']) {
  const serverSearch = server?.state.search ?? '';
  const [draft, setDraft] = useState(serverSearch);
  const [seen, setSeen] = useState(serverSearch);
  const [sent, setSent] = useState(serverSearch);
  if (serverSearch !== seen) {
    // The page changed the search itself (a reset): show it, unless it is what we just sent.
    setSeen(serverSearch);
    if (serverSearch !== sent) setDraft(serverSearch);
  }
  const push = useDebouncedCallback((value: string) => {
    setSent(value);
    if (server) server.onStateChange({ ...server.state, search: value, page: 1 });
  }, TIMINGS_MS.searchDebounce);
  const change = (value: string) => {
    setDraft(value);
    push(value);
  };
  // Typed but not yet sent: the list on screen no longer answers the search box.
  return { draft, change, pending: draft !== sent };
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading, fetching, server, rowActions, onRowClick, emptyState, toolbar, testId, onReorder, exportName } =
    props;
  const { t } = useTranslation();
  const pageSize = props.pageSize ?? 20;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(props.initialSort ?? null);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ColumnFilters>({});
  const [override, setOverride] = useState<{ rows: readonly T[]; order: T[] } | null>(null);
  const [exporting, setExporting] = useState(false);
  const serverSearch = useServerSearch(server);
  const columnsState = useColumnVisibility(props.tableId, columns);
  const { visible } = columnsState;

  const searchValue = server ? serverSearch.draft : search;
  const sortValue = server ? server.state.sort : sort;
  const baseRows = override && override.rows === rows ? override.order : rows;

  const processed = useMemo(() => {
    if (server) return [...rows];
    return sortRows(filterRows(searchRows(baseRows, columns, search), columns, filters), columns, sort);
  }, [baseRows, rows, columns, search, filters, sort, server]);

  const total = server ? server.total : processed.length;
  const size = server ? server.state.pageSize : pageSize;
  const pages = Math.max(1, Math.ceil(total / size));
  const currentPage = server ? server.state.page : Math.min(page, pages);
  const pageRows = server ? processed : processed.slice((currentPage - 1) * size, currentPage * size);

  // Rows removed under a server page past the end (a deletion): go back to the last page after 2.5 s.
  const serverPage = server?.state.page ?? 1;
  useEffect(() => {
    if (!server || loading || serverPage <= pages) return;
    const timer = setTimeout(() => server.onStateChange({ ...server.state, page: pages }), TIMINGS_MS.tablePaginationCheck);
    return () => clearTimeout(timer);
  }, [server, loading, serverPage, pages]);

  const filterColumns = visible.filter((c) => c.filterable);
  const showFilters = !server && columns.length > COLUMN_FILTER_MIN_COLUMNS && filterColumns.length > 0;
  const canReorder = Boolean(onReorder) && !server;
  const reorderActive = canReorder && !sortValue && !search.trim() && activeFilterCount(filters) === 0;
  const exportColumns = visible.filter((c) => c.exportable !== false);
  // Nothing to show: the list is empty, or a search or a filter leaves nothing of it.
  const narrowed = searchValue.trim() !== '' || activeFilterCount(filters) > 0 || Boolean(props.filtered);

  const changeSearch = (value: string) => {
    if (server) serverSearch.change(value);
    else {
      setSearch(value);
      setPage(1);
    }
  };
  const toggleSort = (col: DataTableColumn<T>) => {
    if (col.sortable === false) return;
    const next: DataTableSort | null =
      sortValue?.key !== col.key
        ? { key: col.key, direction: 'asc' }
        : sortValue.direction === 'asc'
          ? { key: col.key, direction: 'desc' }
          : null;
    if (server) server.onStateChange({ ...server.state, sort: next, page: 1 });
    else setSort(next);
  };
  const changePage = (p: number) => (server ? server.onStateChange({ ...server.state, page: p }) : setPage(p));
  const changeFilter = (key: string, values: string[]) => {
    setFilters((f) => ({ ...f, [key]: values }));
    setPage(1);
  };
  const move = (fromId: string | number, toId: string | number) => {
    if (!onReorder) return;
    const from = baseRows.findIndex((r) => rowKey(r) === fromId);
    const to = baseRows.findIndex((r) => rowKey(r) === toId);
    const next = moveItem(baseRows, from, to);
    setOverride({ rows, order: next });
    // A refused order goes back to the server's (the HTTP client has shown why).
    Promise.resolve(onReorder(next)).catch(() => setOverride(null));
  };
  const runExport = async () => {
    if (!exportName) return;
    setExporting(true);
    try {
      await exportTable(exportName, exportColumns, server ? rows : processed, { yes: t('table.yes'), no: t('table.no') });
    } catch (error) {
      console.error('[table] export failed', error);
      notifyDanger({ message: t('table.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  // The page's empty state ("create the first…") only for a list with nothing in it, not one its filters narrowed.
  if (!loading && rows.length === 0 && !narrowed && emptyState) return <>{emptyState}</>;

  const withHandle = canReorder;
  const stale = !loading && (Boolean(fetching) || (Boolean(server) && serverSearch.pending));
  const pinnedKey = (visible.find((c) => c.pinned) ?? visible.find((c) => c.hideable === false) ?? visible[0])?.key;
  const colSpan = visible.length + (withHandle ? 1 : 0) + (rowActions ? 1 : 0);
  const rowProps = { columns: visible, rowActions, onRowClick, pinnedKey };
  const body = loading ? (
    Array.from({ length: 3 }, (_, i) => (
      <Table.Tr key={`loading-${i}`}>
        {Array.from({ length: colSpan }, (_, j) => (
          <Table.Td key={j}>
            <Skeleton height={14} />
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  ) : reorderActive ? (
    <SortableBody ids={pageRows.map(rowKey)} onMove={move}>
      {pageRows.map((row) => (
        <SortableRow key={rowKey(row)} id={rowKey(row)} row={row} {...rowProps} />
      ))}
    </SortableBody>
  ) : (
    pageRows.map((row) => <DataRow key={rowKey(row)} row={row} handle={withHandle ? <PausedHandle /> : undefined} {...rowProps} />)
  );

  return (
    <Box data-testid={testId ?? `table-${props.tableId}`} miw={0}>
      <DataTableToolbar
        search={searchValue}
        onSearch={changeSearch}
        searchPlaceholder={props.searchPlaceholder}
        searchable={props.searchable ?? true}
        filters={showFilters && <FilterMenu columns={filterColumns} rows={baseRows} filters={filters} onChange={changeFilter} />}
        columns={columns.some(isHideable) && <ColumnMenu columns={columns} {...columnsState} />}
        onExport={exportName ? () => void runExport() : undefined}
        exporting={exporting}
        searching={stale}
        extra={toolbar}
      />
      {!server && (
        <FilterChips columns={columns} rows={baseRows} filters={filters} onChange={changeFilter} onClear={() => setFilters({})} />
      )}
      <ScrollArea type="auto" offsetScrollbars="x" className={stale ? classes.stale : undefined}>
        <Table striped highlightOnHover verticalSpacing="sm" className={classes.table} aria-busy={stale || loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {withHandle && <Table.Th w={44} aria-label={t('table.dragHandle')} />}
              {visible.map((col) => (
                <HeaderCell key={col.key} column={col} sort={sortValue} onSort={toggleSort} pinned={col.key === pinnedKey} />
              ))}
              {rowActions && <Table.Th style={{ width: 1 }} aria-label={t('table.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollArea>
      {!loading && pageRows.length === 0 && (
        <Center py="lg">
          <Text c="dimmed" fz="sm" data-testid="table-empty">
            {narrowed ? t('table.noMatch') : t('table.empty')}
          </Text>
        </Center>
      )}
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Text fz="sm" c="dimmed" data-testid="table-count">
          {t('table.count', { count: total })}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={currentPage}
            onChange={changePage}
            getControlProps={(control) => (control === 'previous' || control === 'next' ? { 'aria-label': t(`table.${control}Page`) } : {})}
          />
        )}
      </Group>
    </Box>
  );
}
