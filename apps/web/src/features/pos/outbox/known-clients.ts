// Clients this till has found or picked lately (issue 13): kept in the browser so a cashier can attach a loyalty client
// to a sale while the server cannot be reached — searched the same way (name or phone), among those already seen here.
// One company's list at a time, the most recent first, at most MAX; removed with the token (lib/token-storage.ts).
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { ClientChoice } from '../api/pos-api';

const MAX = 300;

interface Kept {
  entrepriseId: number;
  clients: ClientChoice[];
}

function read(entrepriseId: number): ClientChoice[] {
  try {
    const kept = JSON.parse(readStorage(STORAGE_KEYS.posClients) ?? 'null') as Kept | null;
    return kept && kept.entrepriseId === entrepriseId && Array.isArray(kept.clients) ? kept.clients : [];
  } catch {
    return [];
  }
}

/** Keeps these clients (a search's results, the one picked or created), most recent first; newer data wins. */
export function rememberClients(entrepriseId: number, seen: readonly ClientChoice[]): void {
  if (!seen.length) return;
  const ids = new Set(seen.map((c) => c.id));
  const clients = [
    ...seen.map(({ id, name, tel, loyaltyPoints }) => ({ id, name, tel, loyaltyPoints })),
    ...read(entrepriseId).filter((c) => !ids.has(c.id)),
  ].slice(0, MAX);
  writeStorage(STORAGE_KEYS.posClients, JSON.stringify({ entrepriseId, clients } satisfies Kept));
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');

/** The kept clients whose name or phone holds the keyword (accents and case ignored), most recent first. */
export function findKnownClients(entrepriseId: number, keyword: string, limit = 20): ClientChoice[] {
  const word = fold(keyword.trim());
  const number = digits(keyword);
  if (!word) return [];
  return read(entrepriseId)
    .filter((c) => fold(c.name).includes(word) || (number.length >= 3 && digits(c.tel ?? '').includes(number)))
    .slice(0, limit);
}
