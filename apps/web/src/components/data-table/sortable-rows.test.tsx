import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { DataTable } from './data-table';
import { moveItem } from './data-table-utils';
import { baseColumns, ITEMS, names, renderTable, type Item } from './test-utils';

beforeAll(async () => {
  await initI18n('en');
});

// jsdom lays nothing out: give each row a 40 px band so the keyboard sensor can find the row below.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    return {
      x: 0,
      y: index * 40,
      top: index * 40,
      left: 0,
      bottom: index * 40 + 40,
      right: 800,
      width: 800,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function moveFirstRowDown(handle: HTMLElement) {
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
  fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
  await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('drag ordering', () => {
  it('moves a row with the keyboard and hands over every row in the new order', async () => {
    const onReorder = vi.fn((rows: Item[]) => {
      void rows;
      return Promise.resolve();
    });
    const { container } = renderTable(
      <DataTable<Item> tableId="order" columns={baseColumns()} rows={ITEMS} rowKey={(r) => r.id} onReorder={onReorder} />,
    );
    await moveFirstRowDown(screen.getAllByTestId('row-drag-handle')[0]);

    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    expect(onReorder.mock.calls[0][0].map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(names(container)).toEqual(['Café Zitoun', 'Boulangerie Atlas', 'Épicerie Nour', 'Atelier Bahia']);
  });

  it('puts the previous order back when the new order is refused', async () => {
    const onReorder = vi.fn(() => Promise.reject(new Error('refused')));
    const { container } = renderTable(
      <DataTable<Item> tableId="order" columns={baseColumns()} rows={ITEMS} rowKey={(r) => r.id} onReorder={onReorder} />,
    );
    await moveFirstRowDown(screen.getAllByTestId('row-drag-handle')[0]);
    await waitFor(() => expect(onReorder).toHaveBeenCalled());
    await waitFor(() => expect(names(container)[0]).toBe('Boulangerie Atlas'));
  });

  it('has no handles in server mode', () => {
    renderTable(
      <DataTable<Item>
        tableId="order"
        columns={baseColumns()}
        rows={ITEMS}
        rowKey={(r) => r.id}
        onReorder={vi.fn()}
        server={{ total: 4, state: { page: 1, pageSize: 20, search: '', sort: null }, onStateChange: vi.fn() }}
      />,
    );
    expect(screen.queryByTestId('row-drag-handle')).toBeNull();
    expect(screen.queryByTestId('row-drag-handle-paused')).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the list as is for an index out of range', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], -1, 1)).toEqual(['a', 'b']);
  });
});
