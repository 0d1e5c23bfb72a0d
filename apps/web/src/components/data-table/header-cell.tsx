// A column header: the title, and a sort toggle (ascending → descending → none) unless the column is not sortable.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSort } from './data-table.types';

interface HeaderCellProps<T> {
  column: DataTableColumn<T>;
  sort: DataTableSort | null;
  onSort: (column: DataTableColumn<T>) => void;
  pinned?: boolean;
}

/** The sort arrow keeps its size when a long title wraps beside it (a title on two lines squeezed it to a dot). */
const ICON = { flexShrink: 0 } as const;

export function HeaderCell<T>({ column, sort, onSort, pinned }: HeaderCellProps<T>) {
  const align = column.numeric ? 'end' : 'start';
  const active = sort?.key === column.key ? sort.direction : null;
  return (
    <Table.Th
      style={{ width: column.width, textAlign: align }}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
      data-testid={`column-${column.key}`}
      data-pinned={pinned || undefined}
    >
      {column.sortable === false ? (
        column.title
      ) : (
        <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column.key}`} fw={600} fz="sm" mih={32}>
          <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
            {column.title}
            {active === 'asc' ? (
              <IconArrowUp size={14} aria-hidden style={ICON} />
            ) : active === 'desc' ? (
              <IconArrowDown size={14} aria-hidden style={ICON} />
            ) : (
              <IconArrowsSort size={14} opacity={0.4} aria-hidden style={ICON} />
            )}
          </Group>
        </UnstyledButton>
      )}
    </Table.Th>
  );
}
