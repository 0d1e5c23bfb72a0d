// Query keys of the staff feature.
import type { ChartQuery } from '@comptoir/shared';
import type { StaffListQuery } from './users-api';

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (q: StaffListQuery) => [...usersKeys.lists(), q] as const,
  trashed: () => [...usersKeys.lists(), 'trashed'] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: number) => [...usersKeys.details(), id] as const,
  charts: (id: number) => [...usersKeys.detail(id), 'charts'] as const,
  chart: (id: number, kind: 'command' | 'activity', q: ChartQuery) => [...usersKeys.charts(id), kind, q] as const,
  transport: (id: number) => [...usersKeys.detail(id), 'transport'] as const,
};

export const rolesKeys = {
  all: ['roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
};
