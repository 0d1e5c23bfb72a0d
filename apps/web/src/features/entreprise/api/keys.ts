// Query keys of the company feature: the company (with its settings), currencies, integrations.
import type { IntegrationKind } from './entreprise-api';

export const entrepriseKeys = {
  all: ['entreprise'] as const,
  details: () => [...entrepriseKeys.all, 'detail'] as const,
  detail: () => [...entrepriseKeys.details(), 'current'] as const,
};

export const currencyKeys = {
  all: ['currencies'] as const,
  lists: () => [...currencyKeys.all, 'list'] as const,
  list: () => [...currencyKeys.lists(), 'all'] as const,
};

export const integrationKeys = {
  all: ['integrations'] as const,
  lists: () => [...integrationKeys.all, 'list'] as const,
  list: (kind: IntegrationKind) => [...integrationKeys.lists(), kind] as const,
};
