// A customer display on another device, paired with this till by a code (shown as a QR code): the code is kept on
// this device; the till writes the display's state under it.
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';
import { DISPLAY_KEYS } from '../storage-keys';

export const pairedCode = (): string | null => {
  const v = readStorage(DISPLAY_KEYS.pairing);
  return v && /^[A-Z0-9]{6,16}$/.test(v) ? v : null;
};

/** A new random code (no 0/O, 1/I to be read aloud). */
export function newPairingCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

export const pair = (code: string): void => writeStorage(DISPLAY_KEYS.pairing, code);
export const unpair = (): void => removeStorage(DISPLAY_KEYS.pairing);
export const displayUrl = (code: string | null): string => `${window.location.origin}/pos/customer-display${code ? `?code=${code}` : ''}`;
