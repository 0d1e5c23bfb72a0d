// Query keys of the stores feature: store lists (live and trashed), details, reference data (countries, cities).
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (trashed = false) => [...storeKeys.lists(), trashed ? 'trashed' : 'live'] as const,
  details: () => [...storeKeys.all, 'detail'] as const,
  detail: (id: number) => [...storeKeys.details(), id] as const,
};

export const referenceKeys = {
  all: ['reference'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
};
