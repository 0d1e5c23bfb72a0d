// Test helpers of the DataTable: the providers, a signed-in user (column choices are remembered per user), rows.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../app/query-client';
import { authKeys } from '../../features/auth/api/keys';
import { i18n } from '../../i18n/i18n';
import { saveToken } from '../../lib/token-storage';
import { makeUser } from '../../test/fixtures';
import type { DataTableColumn } from './data-table.types';

export function renderTable(ui: ReactNode, userId = 7) {
  saveToken('tok', new Date(Date.now() + 3_600_000).toISOString());
  const client = createQueryClient();
  client.setQueryData(authKeys.me(), makeUser([], { id: userId }));
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider env="test">{node}</MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

export interface Item {
  id: number;
  name: string;
  city: string;
  qty: number;
  active: boolean;
  roleId: number | null;
}

export const ITEMS: Item[] = [
  { id: 1, name: 'Boulangerie Atlas', city: 'Rabat', qty: 12, active: true, roleId: 2 },
  { id: 2, name: 'Café Zitoun', city: 'Fès', qty: 3, active: false, roleId: 1 },
  { id: 3, name: 'Épicerie Nour', city: 'Rabat', qty: 40, active: true, roleId: null },
  { id: 4, name: 'Atelier Bahia', city: 'Casablanca', qty: 7, active: true, roleId: 3 },
];

export const ROLE_OPTIONS = [
  { value: '1', label: 'Caissier' },
  { value: '2', label: 'Gérant' },
  { value: '3', label: 'Vendeuse' },
];

export const baseColumns = (): DataTableColumn<Item>[] => [
  { key: 'name', title: 'Name', value: (r) => r.name, hideable: false },
  { key: 'city', title: 'City of the store (long title)', value: (r) => r.city, filterable: true },
  { key: 'qty', title: 'Quantity', value: (r) => r.qty, numeric: true },
  { key: 'active', title: 'Active', value: (r) => r.active, filterable: true },
  { key: 'id', title: 'Id', value: (r) => r.id, defaultHidden: true, exportable: false },
];

export const names = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="table-row"] td[data-column="name"]')].map((td) => td.textContent);
