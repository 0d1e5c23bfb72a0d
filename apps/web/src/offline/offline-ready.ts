// Ready to sell offline (issue 23 point 4): on a first visit or after a deploy, the till's dialogs, payment, ticket and
// outbox are lazy chunks the browser has not fetched yet; a network loss then left the till unable to sell. Once the
// till is usable, it fetches every file selling needs (`selling` in /asset-manifest.json, apps/web/selling-files.ts)
// into this page (module preloads: a dialog then opens at once, with or without network) and asks the service worker
// to hold them (public/sw.js: they come first, then the build's page) so a reload without network sells too. Only then
// does the till say it is ready offline. A failure (the network went meanwhile) is tried again when it returns.
// This module holds the state the till shows; ./prepare-offline.ts, loaded once the till is usable, does the work.
import { createStore, useStore } from '../lib/create-store';

interface OfflineReady {
  /** Every file selling needs is in this page and, where service workers exist, in the worker's cache. */
  ready: boolean;
}

export const offlineReady = createStore<OfflineReady>({ ready: false });
export const useOfflineReady = (): boolean => useStore(offlineReady, (s) => s.ready);
