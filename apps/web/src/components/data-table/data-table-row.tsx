// One body row: its cells (plain, rendered or editable), then the row actions.
import { Group, Table } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { openOnKey } from '../../lib/open-on-key';
import classes from './data-table.module.css';
import { EditableCell } from './editable-cell';
import { plainValue, text } from './data-table-utils';
import type { DataTableColumn } from './data-table.types';

export interface DataRowProps<T> {
  row: T;
  columns: readonly DataTableColumn<T>[];
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  /** The drag handle cell's content, when rows can be reordered. */
  handle?: ReactNode;
  trRef?: Ref<HTMLTableRowElement>;
  style?: CSSProperties;
  dragging?: boolean;
  /** The key of the column kept in view on phones. */
  pinnedKey?: string;
}

export function DataRow<T>({ row, columns, rowActions, onRowClick, handle, trRef, style, dragging, pinnedKey }: DataRowProps<T>) {
  return (
    <Table.Tr
      ref={trRef}
      data-testid="table-row"
      data-dragging={dragging || undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      // A row that opens something is reached with Tab and opened with Enter (or Space), as a link would be; keys
      // pressed in a control inside the row (an editable cell, a row action) stay that control's.
      tabIndex={onRowClick ? 0 : undefined}
      className={onRowClick ? classes.clickable : undefined}
      onKeyDown={onRowClick ? openOnKey(() => onRowClick(row)) : undefined}
      style={style}
    >
      {handle !== undefined && (
        <Table.Td w={44} p={0} onClick={(e) => e.stopPropagation()}>
          {handle}
        </Table.Td>
      )}
      {columns.map((col) => (
        <Table.Td
          key={col.key}
          className={classes.cell}
          style={{ textAlign: col.numeric ? 'end' : 'start' }}
          data-column={col.key}
          data-wrap={col.wrap || undefined}
          data-pinned={col.key === pinnedKey || undefined}
        >
          {col.edit ? (
            <EditableCell row={row} column={{ ...col, edit: col.edit }}>
              {col.render ? col.render(row) : text(plainValue(col, row))}
            </EditableCell>
          ) : col.render ? (
            col.render(row)
          ) : (
            text(plainValue(col, row))
          )}
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
  );
}
