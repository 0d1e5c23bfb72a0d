// Counts the calls in flight that show the global loader (every call without `withoutLoader`).
import { createStore, useStore } from './create-store';

export const loadingStore = createStore({ pending: 0 });

export const beginLoading = (): void => loadingStore.set((s) => ({ pending: s.pending + 1 }));
export const endLoading = (): void => loadingStore.set((s) => ({ pending: Math.max(0, s.pending - 1) }));

export const useIsLoading = (): boolean => useStore(loadingStore, (s) => s.pending > 0);
