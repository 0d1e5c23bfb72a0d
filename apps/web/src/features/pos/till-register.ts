// The register this device sells on, per store, and the store its till opens on: chosen in the till's pickers (or
// named in its address), or the register just opened here on /caisse. Kept in the browser, so the till comes back to
// them whatever the way in (the menu, the home page, a reload).
import { readStorage, writeStorage } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

const keyOf = (storeId: number) => `${STORAGE_KEYS.posRegister}.${storeId}`;

export function rememberRegister(storeId: number, registerId: number): void {
  writeStorage(keyOf(storeId), String(registerId));
  rememberStore(storeId);
}

export function rememberStore(storeId: number): void {
  writeStorage(STORAGE_KEYS.posStore, String(storeId));
}

export function rememberedStore(): number | null {
  const id = Number(readStorage(STORAGE_KEYS.posStore));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberedRegister(storeId: number | null): number | null {
  if (storeId === null) return null;
  const id = Number(readStorage(keyOf(storeId)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface OpenRegister {
  id: number;
  session?: { openedBy?: number | null; openedAt?: string } | null;
}

/**
 * The open register the till sells into: the one asked for in the address, else the one this device sells on, else the
 * one the cashier opened last, else the first open one.
 */
export function pickRegister<R extends OpenRegister>(
  open: readonly R[],
  asked: number | null,
  kept: number | null,
  userId?: number,
): R | null {
  const byId = (id: number | null) => (id === null ? undefined : open.find((r) => r.id === id));
  const mine = open
    .filter((r) => userId !== undefined && r.session?.openedBy === userId)
    .sort((a, b) => (b.session?.openedAt ?? '').localeCompare(a.session?.openedAt ?? ''));
  return byId(asked) ?? byId(kept) ?? mine[0] ?? open[0] ?? null;
}
