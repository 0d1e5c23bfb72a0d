import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { DataTable } from './data-table';
import type { DataTableServerState } from './data-table.types';
import { baseColumns, ITEMS, names, renderTable, type Item } from './test-utils';
import { exportTable } from './table-export';
import { columnsStorageKey } from './use-column-visibility';

vi.mock('./table-export', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./table-export')>()),
  exportTable: vi.fn(() => Promise.resolve()),
}));

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
});

const table = (extra: Partial<Parameters<typeof DataTable<Item>>[0]> = {}) => (
  <DataTable<Item> tableId="items" columns={baseColumns()} rows={ITEMS} rowKey={(r) => r.id} {...extra} />
);

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DataTable', () => {
  it('renders the rows with the shown columns and the count', () => {
    const { container } = renderTable(table());
    expect(names(container)).toEqual(['Boulangerie Atlas', 'Café Zitoun', 'Épicerie Nour', 'Atelier Bahia']);
    expect(headers()).toEqual(['Name', 'City of the store (long title)', 'Quantity', 'Active']);
    expect(screen.getByTestId('table-count').textContent).toBe('4 items');
  });

  it('toggles the sort ascending, descending, then back to the given order', () => {
    const { container } = renderTable(table());
    fireEvent.click(screen.getByTestId('sort-qty'));
    expect(names(container)).toEqual(['Café Zitoun', 'Atelier Bahia', 'Boulangerie Atlas', 'Épicerie Nour']);
    expect(screen.getByTestId('column-qty').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-qty'));
    expect(names(container)).toEqual(['Épicerie Nour', 'Boulangerie Atlas', 'Atelier Bahia', 'Café Zitoun']);
    fireEvent.click(screen.getByTestId('sort-qty'));
    expect(names(container)[0]).toBe('Boulangerie Atlas');
    expect(screen.getByTestId('column-qty').getAttribute('aria-sort')).toBeNull();
  });

  it('searches every column at once in client mode', () => {
    const { container } = renderTable(table());
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'rabat' } });
    expect(names(container)).toEqual(['Boulangerie Atlas', 'Épicerie Nour']);
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'nothing like this' } });
    expect(names(container)).toEqual([]);
    expect(screen.getByTestId('table-empty').textContent).toBe('Nothing matches this search or these filters.');
  });

  it('pages the rows on the client', () => {
    const { container } = renderTable(table({ pageSize: 3 }));
    expect(names(container)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(names(container)).toEqual(['Atelier Bahia']);
  });

  it('hides a column from the column menu and remembers it for this user and table', async () => {
    const first = renderTable(table());
    fireEvent.click(screen.getByTestId('table-columns'));
    const toggle = await screen.findByRole('checkbox', { name: 'City of the store (long title)' });
    expect((screen.getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Id' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(headers()).toEqual(['Name', 'Quantity', 'Active']);
    expect(JSON.parse(localStorage.getItem(columnsStorageKey(7, 'items')) ?? '{}')).toEqual({ city: true });
    first.unmount();

    renderTable(table());
    expect(headers()).toEqual(['Name', 'Quantity', 'Active']);
  });

  it('keeps column choices apart per user and shows a defaultHidden column once chosen', async () => {
    localStorage.setItem(columnsStorageKey(8, 'items'), JSON.stringify({ id: false, qty: true }));
    const other = renderTable(table(), 8);
    expect(headers()).toEqual(['Name', 'City of the store (long title)', 'Active', 'Id']);
    other.unmount();
    renderTable(table(), 7);
    expect(headers()).toEqual(['Name', 'City of the store (long title)', 'Quantity', 'Active']);
  });

  it('restores the default columns', async () => {
    localStorage.setItem(columnsStorageKey(7, 'items'), JSON.stringify({ city: true }));
    renderTable(table());
    fireEvent.click(screen.getByTestId('table-columns'));
    fireEvent.click(await screen.findByTestId('table-columns-reset'));
    expect(headers()).toEqual(['Name', 'City of the store (long title)', 'Quantity', 'Active']);
    expect(localStorage.getItem(columnsStorageKey(7, 'items'))).toBeNull();
  });

  it('filters by the distinct values of a column, shows the filter as a removable chip', async () => {
    const { container } = renderTable(table());
    fireEvent.click(screen.getByTestId('table-filters'));
    const cityFilter = await screen.findByRole('textbox', { name: 'City of the store (long title)' });
    // The title in the filter list is cut at 20 characters.
    expect(screen.getByText('City of the store (l…')).toBeTruthy();
    fireEvent.click(cityFilter);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Casablanca', 'Fès', 'Rabat']);
    fireEvent.click(screen.getByRole('option', { name: 'Rabat' }));
    expect(names(container)).toEqual(['Boulangerie Atlas', 'Épicerie Nour']);

    const chip = screen.getByTestId('filter-chip-city');
    expect(chip.textContent).toContain('Rabat');
    fireEvent.click(within(chip).getByRole('button', { name: 'Remove the City of the store (long title) filter' }));
    expect(names(container)).toHaveLength(4);
    expect(screen.queryByTestId('filter-chip-city')).toBeNull();
  });

  it('offers boolean values as Yes / No', async () => {
    const { container } = renderTable(table());
    fireEvent.click(screen.getByTestId('table-filters'));
    fireEvent.click(await screen.findByRole('textbox', { name: 'Active' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No' }));
    expect(names(container)).toEqual(['Café Zitoun']);
  });

  it('shows the filter button only over 3 columns', () => {
    renderTable(<DataTable<Item> tableId="few" columns={baseColumns().slice(0, 3)} rows={ITEMS} rowKey={(r) => r.id} />);
    expect(screen.queryByTestId('table-filters')).toBeNull();
  });

  it('asks the server for a search 1 s after the last key, and for a sort at once', async () => {
    vi.useFakeTimers();
    const onStateChange = vi.fn();
    const state: DataTableServerState = { page: 2, pageSize: 2, search: '', sort: null };
    renderTable(table({ rows: ITEMS.slice(0, 2), server: { total: 4, state, onStateChange } }));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'ca' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'caf' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onStateChange).not.toHaveBeenCalled();
    expect((screen.getByTestId('table-search') as HTMLInputElement).value).toBe('caf');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onStateChange).toHaveBeenCalledExactlyOnceWith({ ...state, search: 'caf', page: 1 });

    fireEvent.click(screen.getByTestId('sort-name'));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, sort: { key: 'name', direction: 'asc' }, page: 1 });
  });

  it('has no search box when the list cannot be searched', () => {
    renderTable(table({ searchable: false }));
    expect(screen.queryByTestId('table-search')).toBeNull();
    expect(names(document.body)).toHaveLength(4);
  });

  it('brings a server page past the end back to the last page after 2.5 s', async () => {
    vi.useFakeTimers();
    const onStateChange = vi.fn();
    const state: DataTableServerState = { page: 3, pageSize: 2, search: '', sort: null };
    renderTable(table({ rows: [], server: { total: 4, state, onStateChange } }));
    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(onStateChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onStateChange).toHaveBeenCalledWith({ ...state, page: 2 });
  });

  it('says an empty list is empty, not that nothing matches, while no search or filter is active', () => {
    renderTable(table({ rows: [] }));
    expect(screen.getByTestId('table-empty').textContent).toBe('This list is empty.');
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'atlas' } });
    expect(screen.getByTestId('table-empty').textContent).toBe('Nothing matches this search or these filters.');
  });

  it("says nothing matches when the page's own filters leave no row", () => {
    renderTable(table({ rows: [], filtered: true }));
    expect(screen.getByTestId('table-empty').textContent).toBe('Nothing matches this search or these filters.');
  });

  it('says nothing matches when a server search finds no row', () => {
    const state: DataTableServerState = { page: 1, pageSize: 20, search: 'zz', sort: null };
    renderTable(table({ rows: [], server: { total: 0, state, onStateChange: vi.fn() } }));
    expect(screen.getByTestId('table-empty').textContent).toBe('Nothing matches this search or these filters.');
  });

  it("keeps the page's empty state for a list with nothing in it, not for one its filters narrowed", () => {
    renderTable(table({ rows: [], filtered: true, emptyState: <p>Create your first store</p> }));
    expect(screen.queryByText('Create your first store')).toBeNull();
    expect(screen.getByTestId('table-empty').textContent).toBe('Nothing matches this search or these filters.');
  });

  it('lets a row that opens something be reached with Tab and opened with Enter or Space', () => {
    const onRowClick = vi.fn();
    renderTable(table({ onRowClick }));
    const rows = screen.getAllByTestId('table-row');
    expect(rows.every((r) => r.tabIndex === 0)).toBe(true);
    rows[1].focus();
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1], { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(ITEMS[1]);
    fireEvent.keyDown(rows[2], { key: ' ' });
    expect(onRowClick).toHaveBeenLastCalledWith(ITEMS[2]);
    fireEvent.keyDown(rows[2], { key: 'a' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows out of the tab order when they open nothing, and keys in a control inside a row to that control', () => {
    const onRowClick = vi.fn();
    renderTable(table({ onRowClick, rowActions: () => <button type="button">Edit</button> }));
    fireEvent.keyDown(screen.getAllByRole('button', { name: 'Edit' })[0], { key: 'Enter' });
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('does not make rows focusable without a row action', () => {
    renderTable(table());
    expect(screen.getAllByTestId('table-row').every((r) => !r.hasAttribute('tabindex'))).toBe(true);
  });

  it('shows the empty state when there are no rows at all', () => {
    renderTable(table({ rows: [], emptyState: <p>Create your first store</p> }));
    expect(screen.getByText('Create your first store')).toBeTruthy();
    expect(screen.queryByTestId('table-search')).toBeNull();
  });

  it('shows drag handles only while no sort or search is active', () => {
    const onReorder = vi.fn(() => Promise.resolve());
    const { container } = renderTable(table({ onReorder }));
    expect(screen.getAllByTestId('row-drag-handle')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(screen.queryByTestId('row-drag-handle')).toBeNull();
    expect(screen.getAllByTestId('row-drag-handle-paused')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('sort-name'));
    fireEvent.click(screen.getByTestId('sort-name'));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'a' } });
    expect(screen.queryByTestId('row-drag-handle')).toBeNull();
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: '' } });
    const handles = screen.getAllByTestId('row-drag-handle');
    expect(handles[0].getAttribute('aria-roledescription')).toBe('sortable');
    expect(names(container)).toHaveLength(4);
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('exports the searched and sorted rows of every page with the shown exportable columns', async () => {
    localStorage.setItem(columnsStorageKey(7, 'items'), JSON.stringify({ id: false, active: true }));
    renderTable(table({ exportName: 'Stores', pageSize: 1 }));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('sort-qty'));
    fireEvent.click(screen.getByTestId('table-export'));

    await vi.waitFor(() => expect(exportTable).toHaveBeenCalledTimes(1));
    const [sheet, columns, rows] = vi.mocked(exportTable).mock.calls[0];
    expect(sheet).toBe('Stores');
    // Id is shown but not exportable; Active is hidden.
    expect(columns.map((c) => c.key)).toEqual(['name', 'city', 'qty']);
    expect((rows as Item[]).map((r) => r.id)).toEqual([4, 1, 3]);
  });

  it('has no export button without an export name', () => {
    renderTable(table());
    expect(screen.queryByTestId('table-export')).toBeNull();
  });
});
