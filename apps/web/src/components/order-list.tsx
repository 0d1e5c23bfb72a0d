// A short list of orders — its number, when and for whom, its total — to pick one or act on each: the sales a return
// search finds at the till, a register session's orders waiting to be validated. A picked row is a button for the
// keyboard too (Tab, Enter).
import { toMinor, type Command } from '@comptoir/shared';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../lib/format';
import { openOnKey } from '../lib/open-on-key';

interface Props {
  orders: readonly Command[];
  /** The row's title (its ticket or order number). */
  title: (c: Command) => string;
  /** The title links to the order's page. */
  linkTo?: (c: Command) => string;
  /** A row opens the order. */
  onPick?: (c: Command) => void;
  /** Controls at the end of each row. */
  action?: (c: Command) => ReactNode;
  testId?: string;
  rowTestId?: string;
}

export function OrderList({ orders, title, linkTo, onPick, action, testId, rowTestId }: Props) {
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover={Boolean(onPick)} verticalSpacing="xs" data-testid={testId}>
        <Table.Tbody>
          {orders.map((c) => (
            <Table.Tr
              key={c.id}
              data-testid={rowTestId}
              style={onPick ? { cursor: 'pointer' } : undefined}
              tabIndex={onPick ? 0 : undefined}
              onClick={onPick ? () => onPick(c) : undefined}
              onKeyDown={onPick ? openOnKey(() => onPick(c)) : undefined}
            >
              <Table.Td>
                {linkTo ? (
                  <Text fz="sm" fw={600} component={Link} to={linkTo(c)}>
                    {title(c)}
                  </Text>
                ) : (
                  <Text fz="sm" fw={600}>
                    {title(c)}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {f.dateTime(c.created_at)}
                  {c.clientName && (
                    <>
                      {' · '}
                      <bdi>{c.clientName}</bdi>
                    </>
                  )}
                </Text>
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <span dir="ltr">{f.minor(toMinor(c.total), c.currencyTag)}</span>
              </Table.Td>
              {action && <Table.Td w={1}>{action(c)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
