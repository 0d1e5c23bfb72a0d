// Counts the calls in flight that show the global loader (every call without `withoutLoader`): all of them show the thin
// top bar; only writes (what the user just asked for: a save, a payment, a deletion) may cover the page with the
// overlay, so a slow read — a page's data, a background refresh, a live update — never blocks a click or closes a menu.
import { createStore, useStore } from './create-store';

export const loadingStore = createStore({ pending: 0, writes: 0 });

export const beginLoading = (write = false): void =>
  loadingStore.set((s) => ({ pending: s.pending + 1, writes: s.writes + (write ? 1 : 0) }));
export const endLoading = (write = false): void =>
  loadingStore.set((s) => ({ pending: Math.max(0, s.pending - 1), writes: Math.max(0, s.writes - (write ? 1 : 0)) }));

export const useIsLoading = (): boolean => useStore(loadingStore, (s) => s.pending > 0);
export const useIsWriting = (): boolean => useStore(loadingStore, (s) => s.writes > 0);
