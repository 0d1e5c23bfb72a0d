// The one DataTable: search, sort and pagination (client-side, or by the server for large lists), row actions,
// empty and loading states. See data-table.types.ts for the contract.
import { Box, Center, Group, Pagination, ScrollArea, Skeleton, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValue, DataTableColumn, DataTableProps, DataTableSort } from './data-table.types';

const text = (v: CellValue): string => (v === null || v === undefined ? '' : String(v));

export function compareValues(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading, server, rowActions, onRowClick, emptyState, toolbar, testId } = props;
  const { t } = useTranslation();
  const pageSize = props.pageSize ?? 20;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);

  const visible = columns.filter((c) => !c.defaultHidden);
  const searchValue = server ? server.state.search : search;
  const sortValue = server ? server.state.sort : sort;

  const processed = useMemo(() => {
    if (server) return rows;
    const q = search.trim().toLowerCase();
    let out = q ? rows.filter((r) => columns.some((c) => text(c.value(r)).toLowerCase().includes(q))) : [...rows];
    if (sort) {
      const col = columns.find((c) => c.key === sort.key);
      if (col) out = [...out].sort((a, b) => compareValues(col.value(a), col.value(b)) * (sort.direction === 'asc' ? 1 : -1));
    }
    return out;
  }, [rows, columns, search, sort, server]);

  const total = server ? server.total : processed.length;
  const currentPage = server ? server.state.page : page;
  const size = server ? server.state.pageSize : pageSize;
  const pages = Math.max(1, Math.ceil(total / size));
  const pageRows = server ? processed : processed.slice((currentPage - 1) * size, currentPage * size);

  const changeSearch = (value: string) => {
    if (server) server.onStateChange({ ...server.state, search: value, page: 1 });
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

  if (!loading && rows.length === 0 && !searchValue && emptyState) return <>{emptyState}</>;

  return (
    <Box data-testid={testId ?? `table-${props.tableId}`}>
      <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={props.searchPlaceholder ?? t('table.search')}
          value={searchValue}
          onChange={(e) => changeSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          aria-label={t('table.search')}
          data-testid="table-search"
        />
        {toolbar && <Group gap="xs">{toolbar}</Group>}
      </Group>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={visible.length * 120}>
          <Table.Thead>
            <Table.Tr>
              {visible.map((col) => (
                <Table.Th key={col.key} style={{ width: col.width, textAlign: col.numeric ? 'end' : 'start' }}>
                  {col.sortable === false ? (
                    col.title
                  ) : (
                    <UnstyledButton onClick={() => toggleSort(col)} data-testid={`sort-${col.key}`} fw={600} fz="sm">
                      <Group gap={4} wrap="nowrap" justify={col.numeric ? 'flex-end' : 'flex-start'}>
                        {col.title}
                        {sortValue?.key === col.key ? (
                          sortValue.direction === 'asc' ? (
                            <IconArrowUp size={14} />
                          ) : (
                            <IconArrowDown size={14} />
                          )
                        ) : (
                          <IconArrowsSort size={14} opacity={0.4} />
                        )}
                      </Group>
                    </UnstyledButton>
                  )}
                </Table.Th>
              ))}
              {rowActions && <Table.Th style={{ width: 1 }} aria-label={t('table.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? Array.from({ length: 3 }, (_, i) => (
                  <Table.Tr key={`loading-${i}`}>
                    {visible.map((col) => (
                      <Table.Td key={col.key}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                    {rowActions && <Table.Td />}
                  </Table.Tr>
                ))
              : pageRows.map((row) => (
                  <Table.Tr
                    key={rowKey(row)}
                    data-testid="table-row"
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {visible.map((col) => (
                      <Table.Td key={col.key} style={{ textAlign: col.numeric ? 'end' : 'start' }}>
                        {col.render ? col.render(row) : text(col.value(row))}
                      </Table.Td>
                    ))}
                    {rowActions && (
                      <Table.Td onClick={(e) => e.stopPropagation()}>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {rowActions(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {!loading && pageRows.length === 0 && (
        <Center py="lg">
          <Text c="dimmed" fz="sm">
            {t('table.noMatch')}
          </Text>
        </Center>
      )}
      <Group justify="space-between" mt="sm">
        <Text fz="sm" c="dimmed" data-testid="table-count">
          {t('table.count', { count: total })}
        </Text>
        {pages > 1 && <Pagination size="sm" total={pages} value={currentPage} onChange={changePage} />}
      </Group>
    </Box>
  );
}
