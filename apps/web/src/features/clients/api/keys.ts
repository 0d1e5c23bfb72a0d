// Query keys of the clients feature.
import type { ClientsListQuery } from './clients-api';

export const clientsKeys = {
  all: ['clients'] as const,
  lists: () => [...clientsKeys.all, 'list'] as const,
  list: (q: ClientsListQuery) => [...clientsKeys.lists(), q] as const,
  details: () => [...clientsKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientsKeys.details(), id] as const,
  edit: (id: number) => [...clientsKeys.detail(id), 'edit'] as const,
  createData: () => [...clientsKeys.all, 'create-data'] as const,
  queue: () => [...clientsKeys.all, 'queue'] as const,
};
