import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table.types';
import { editProblem } from './editable-cell';
import { baseColumns, ITEMS, renderTable, ROLE_OPTIONS, type Item } from './test-utils';

beforeAll(async () => {
  await initI18n('en');
});

function setup(onSave: (row: Item, value: string) => Promise<unknown> | void, extra: Partial<DataTableColumn<Item>> = {}) {
  const onRowClick = vi.fn();
  const columns: DataTableColumn<Item>[] = [
    { ...baseColumns()[0], edit: { kind: 'text', onSave, canEdit: (r) => r.id !== 2 } },
    baseColumns()[2],
    {
      key: 'role',
      title: 'Role',
      value: (r) => r.roleId,
      edit: { kind: 'select', options: [{ value: '0', label: 'Nobody' }, ...ROLE_OPTIONS], onSave },
      ...extra,
    },
  ];
  renderTable(<DataTable<Item> tableId="edit" columns={columns} rows={ITEMS} rowKey={(r) => r.id} onRowClick={onRowClick} />);
  return { onRowClick };
}

const cell = (key: string, row: number) => screen.getAllByTestId(`cell-edit-${key}`)[row];
const input = (key: string) => screen.getByTestId(`cell-input-${key}`) as HTMLInputElement;

describe('editable cells', () => {
  it('Escape cancels: nothing is saved and the old value stays', () => {
    const onSave = vi.fn();
    const { onRowClick } = setup(onSave);
    fireEvent.click(cell('name', 0));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.change(input('name'), { target: { value: 'Renamed' } });
    fireEvent.keyDown(input('name'), { key: 'Escape' });
    expect(screen.queryByTestId('cell-input-name')).toBeNull();
    expect(cell('name', 0).textContent).toBe('Boulangerie Atlas');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Enter saves through onSave with a loader, then shows the new value', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup(onSave);
    fireEvent.keyDown(cell('name', 0), { key: 'Enter' });
    fireEvent.change(input('name'), { target: { value: 'Boulangerie Atlas 2' } });
    fireEvent.keyDown(input('name'), { key: 'Enter' });

    expect(onSave).toHaveBeenCalledExactlyOnceWith(ITEMS[0], 'Boulangerie Atlas 2');
    expect(input('name').disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByTestId('cell-input-name')).toBeNull());
    expect(cell('name', 0).textContent).toBe('Boulangerie Atlas 2');
  });

  it('leaving the field saves; a failed save keeps the old value', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('refused')));
    setup(onSave);
    fireEvent.click(cell('name', 0));
    fireEvent.change(input('name'), { target: { value: 'Other' } });
    fireEvent.blur(input('name'));
    await waitFor(() => expect(screen.queryByTestId('cell-input-name')).toBeNull());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(cell('name', 0).textContent).toBe('Boulangerie Atlas');
  });

  it('an unchanged value is not saved', () => {
    const onSave = vi.fn();
    setup(onSave);
    fireEvent.click(cell('name', 0));
    fireEvent.keyDown(input('name'), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByTestId('cell-input-name')).toBeNull();
  });

  it('is not editable where canEdit refuses', () => {
    setup(vi.fn());
    // Row 2 (Café Zitoun) cannot be edited: three editable name cells for four rows.
    expect(screen.getAllByTestId('cell-edit-name')).toHaveLength(3);
  });

  it('a select cell rejects 0 with an inline error and accepts an id ≥ 1', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    setup(onSave);
    expect(cell('role', 0).textContent).toBe('Gérant');
    fireEvent.click(cell('role', 0));
    fireEvent.change(input('role'), { target: { value: '0' } });
    fireEvent.keyDown(input('role'), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a valid value.')).toBeTruthy();

    fireEvent.change(input('role'), { target: { value: '3' } });
    fireEvent.keyDown(input('role'), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledExactlyOnceWith(ITEMS[0], '3');
    await waitFor(() => expect(cell('role', 0).textContent).toBe('Vendeuse'));
  });

  it('a select cell with no value starts on the empty choice and rejects 0 from there', () => {
    const onSave = vi.fn();
    setup(onSave);
    fireEvent.click(cell('role', 2));
    expect(input('role').value).toBe('');
    fireEvent.change(input('role'), { target: { value: '0' } });
    fireEvent.blur(input('role'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a valid value.')).toBeTruthy();
    fireEvent.keyDown(input('role'), { key: 'Escape' });
    expect(screen.queryByTestId('cell-input-role')).toBeNull();
  });
});

describe('editProblem', () => {
  const select = { kind: 'select' as const, onSave: vi.fn() };
  const number = { kind: 'number' as const, onSave: vi.fn() };
  it('needs a numeric value ≥ 1 for a select, a number for a number cell', () => {
    expect(editProblem(select, '0')).toBe('table.editMinOne');
    expect(editProblem(select, '')).toBe('table.editMinOne');
    expect(editProblem(select, 'abc')).toBe('table.editMinOne');
    expect(editProblem(select, '-2')).toBe('table.editMinOne');
    expect(editProblem(select, '1')).toBeNull();
    expect(editProblem(number, '12.5')).toBeNull();
    expect(editProblem(number, '12a')).toBe('table.invalidNumber');
    expect(editProblem({ kind: 'text', onSave: vi.fn() }, 'anything')).toBeNull();
  });
});
