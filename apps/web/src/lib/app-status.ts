// Full-page states of the app (product-spec §1): offline and session expired.
import { createStore, useStore } from './create-store';

interface AppStatus {
  offline: boolean;
  sessionExpired: boolean;
}

export const appStatus = createStore<AppStatus>({ offline: false, sessionExpired: false });

export const markOffline = (): void => appStatus.set({ offline: true });
export const clearOffline = (): void => appStatus.set({ offline: false });
export const markSessionExpired = (value: boolean): void => appStatus.set({ sessionExpired: value });

export const useIsOffline = (): boolean => useStore(appStatus, (s) => s.offline);
export const useIsSessionExpired = (): boolean => useStore(appStatus, (s) => s.sessionExpired);
