// The currency tag sent with every call (x-currency): the active company's, MAD by default.
import { DEFAULT_CURRENCY } from '@comptoir/shared';
import { readStorage, writeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export function getCurrency(): string {
  return readStorage(STORAGE_KEYS.currency) || DEFAULT_CURRENCY.tag;
}

export function setCurrency(tag: string | null | undefined): void {
  writeStorage(STORAGE_KEYS.currency, tag || DEFAULT_CURRENCY.tag);
}
