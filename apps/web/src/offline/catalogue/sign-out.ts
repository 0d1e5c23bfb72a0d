// Signing out removes the offline catalogue (its marker goes with the token, lib/token-storage.ts) and the till's kept
// screen data (../query-snapshot.ts): watched from the start of the app, so a copy left by a session that ended while
// the till was closed goes too. Dexie loads lazily. The outbox stays: a sale is never dropped (features/pos/outbox).
import { getSessionState, subscribeToken } from '../../lib/token-storage';

const clear = () => {
  void import('./offline-catalogue').then((m) => m.stopOfflineCatalogue(true));
  void import('../query-snapshot').then((m) => m.clearShownQueries());
};

export function clearOfflineCatalogueOnSignOut(): void {
  if (getSessionState() === 'none') clear();
  subscribeToken(() => {
    if (getSessionState() === 'none') clear();
  });
}
