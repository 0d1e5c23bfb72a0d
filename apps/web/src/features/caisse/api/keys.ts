// Query keys of the cash feature: registers of a store, sessions (detail, lists), denominations, operations, methods.
export const caisseKeys = {
  all: ['caisse'] as const,
  registers: (storeId: number) => [...caisseKeys.all, 'registers', storeId] as const,
  billets: (currencyTag?: string) => [...caisseKeys.all, 'billets', currencyTag ?? 'all'] as const,
  sessions: () => [...caisseKeys.all, 'session'] as const,
  session: (id: number) => [...caisseKeys.sessions(), id] as const,
  zReport: (id: number) => [...caisseKeys.sessions(), id, 'z'] as const,
  opened: (storeId: number) => [...caisseKeys.sessions(), 'opened', storeId] as const,
  closed: (storeId: number, page: number) => [...caisseKeys.sessions(), 'closed', storeId, page] as const,
  operations: (scope: 'caisse' | 'magasin', id: number, query: object) => [...caisseKeys.all, 'operations', scope, id, query] as const,
  /** The company's methods, or a store's (its accepted modes first, in its till's order). */
  methods: (storeId?: number | null) => [...caisseKeys.all, 'methods', storeId ?? 'all'] as const,
};
