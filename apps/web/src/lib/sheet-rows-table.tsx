// The rows of a spreadsheet being imported (xlsx-sheet.ts reads it), in THE DataTable (client mode): the sheet's line,
// what is wrong with each row once checked (every problem at once, in red), then the columns the import shows. Shared by
// the product import page and the stock counts import.
import { Stack, Text } from '@mantine/core';
import { DataTable } from '../components/data-table/data-table';
import type { DataTableColumn } from '../components/data-table/data-table.types';

export interface SheetRowProblem {
  /** The column it is about, or '' for the whole row. */
  field: string;
  message: string;
}

export interface SheetRow<P extends SheetRowProblem> {
  /** The row's place in the sheet as read (the table's key). */
  index: number;
  /** Its line in the spreadsheet, as the merchant sees it. */
  line: number;
  problems: P[];
}

interface Props<R extends SheetRow<P>, P extends SheetRowProblem> {
  tableId: string;
  testId: string;
  rows: R[];
  /** The sheet's own columns, after the line and the problems. */
  columns: DataTableColumn<R>[];
  lineTitle: string;
  /** Shown while some row has a problem. */
  problemTitle: string;
  withProblems: boolean;
  problemText: (p: P) => string;
  /** The test id of a row's problems (with data-line). */
  problemTestId: string;
  pageSize: number;
}

export function SheetRowsTable<R extends SheetRow<P>, P extends SheetRowProblem>(props: Props<R, P>) {
  const { problemText } = props;
  const problemColumn: DataTableColumn<R> = {
    key: 'problem',
    title: props.problemTitle,
    value: (r) => r.problems.map(problemText).join(' · '),
    render: (r) =>
      r.problems.length > 0 ? (
        <Stack gap={2} data-testid={props.problemTestId} data-line={r.line}>
          {r.problems.map((p) => (
            <Text key={`${p.field}-${p.message}`} fz="xs" c="red">
              {problemText(p)}
            </Text>
          ))}
        </Stack>
      ) : null,
    wrap: true,
    sortable: false,
  };
  const columns: DataTableColumn<R>[] = [
    { key: 'line', title: props.lineTitle, value: (r) => r.line, numeric: true, width: 72 },
    ...(props.withProblems ? [problemColumn] : []),
    ...props.columns,
  ];
  return (
    <DataTable<R>
      tableId={props.tableId}
      testId={props.testId}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.index}
      pageSize={props.pageSize}
    />
  );
}
