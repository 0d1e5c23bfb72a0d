// Query keys of the devices feature: all terminals, the available (not linked) ones, one terminal with its QR code.
export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (filter: 'all' | 'available' = 'all') => [...deviceKeys.lists(), filter] as const,
  ofStore: (storeId: number) => [...deviceKeys.lists(), 'store', storeId] as const,
  details: () => [...deviceKeys.all, 'detail'] as const,
  detail: (id: number) => [...deviceKeys.details(), id] as const,
};
