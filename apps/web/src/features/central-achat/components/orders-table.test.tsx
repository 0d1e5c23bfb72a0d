// The orders list offers each side only its own next steps: the store sends or cancels a draft and receives a shipped
// order; the warehouse prepares a sent order and ships a prepared one.
import type { CentralOrderState, CentralOrderSummary } from '@comptoir/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTable } from '../../../components/data-table/test-utils';
import { OrdersTable } from './orders-table';

const order = (id: number, state: CentralOrderState): CentralOrderSummary => ({
  id,
  magasinId: 2,
  magasinName: 'Atlas Agdal',
  centralAchatId: 1,
  centralAchatName: 'Entrepôt',
  state,
  operationId: null,
  note: null,
  userName: null,
  lineCount: 1,
  units: 18,
  sentAt: '2026-11-27T08:00:00.000Z',
  preparedAt: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
});
const rows = [order(1, 'draft'), order(2, 'sent'), order(3, 'prepared'), order(4, 'shipped'), order(5, 'received')];
const steps = (id: number) =>
  within(screen.getAllByTestId('table-row').find((r) => r.textContent?.includes(`#${id}`))!)
    .queryAllByTestId(/^central-step-/)
    .map((b) => b.getAttribute('data-testid')!.replace('central-step-', ''));

function show(side: 'store' | 'central', onReceive = vi.fn()) {
  renderTable(
    <OrdersTable
      tableId={`t-${side}`}
      side={side}
      rows={rows}
      total={rows.length}
      state={{ page: 1, pageSize: 20, search: '', sort: null }}
      onStateChange={() => undefined}
      loading={false}
      fetching={false}
      onOpen={() => undefined}
      onReceive={onReceive}
    />,
  );
  return onReceive;
}

describe('OrdersTable', () => {
  it('offers the store its steps: send or cancel a draft, cancel a sent order, receive a shipped one', () => {
    const onReceive = show('store');
    expect(steps(1)).toEqual(['send', 'cancel']);
    expect(steps(2)).toEqual(['cancel']);
    expect(steps(3)).toEqual([]);
    expect(steps(4)).toEqual(['receive']);
    expect(steps(5)).toEqual([]);
    fireEvent.click(screen.getAllByTestId('central-step-receive')[0]);
    expect(onReceive).toHaveBeenCalledWith(4);
  });

  it('offers the warehouse its steps: prepare a sent order, ship a prepared one', () => {
    show('central');
    expect(steps(1)).toEqual([]);
    expect(steps(2)).toEqual(['prepare']);
    expect(steps(3)).toEqual(['ship']);
    expect(steps(4)).toEqual([]);
  });
});
