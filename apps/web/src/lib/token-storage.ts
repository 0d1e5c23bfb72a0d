// The session token in localStorage with its expiry (7 days with remember-me, else 3 hours — the server's expiresAt).
import { TOKEN_TTL_MS } from '@comptoir/shared';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

interface StoredSession {
  token: string;
  expiresAt: string;
}

export type SessionState = 'none' | 'valid' | 'expired';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function readSession(): StoredSession | null {
  const raw = readStorage(STORAGE_KEYS.auth);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof parsed.token === 'string' && typeof parsed.expiresAt === 'string')
      return { token: parsed.token, expiresAt: parsed.expiresAt };
  } catch {
    // A corrupt entry counts as no session.
  }
  return null;
}

export function saveToken(token: string, expiresAt: string | undefined, remember = false): void {
  const expiry = expiresAt ?? new Date(Date.now() + (remember ? TOKEN_TTL_MS.remember : TOKEN_TTL_MS.session)).toISOString();
  writeStorage(STORAGE_KEYS.auth, JSON.stringify({ token, expiresAt: expiry }));
  emit();
}

export function getSessionState(now = Date.now()): SessionState {
  const session = readSession();
  if (!session) return 'none';
  return Date.parse(session.expiresAt) > now ? 'valid' : 'expired';
}

/** The token when one is stored and not past its expiry. */
export function getToken(now = Date.now()): string | null {
  const session = readSession();
  if (!session || Date.parse(session.expiresAt) <= now) return null;
  return session.token;
}

/**
 * Signs the browser out: the token, the offline catalogue marker, the till's known clients and the client's online
 * cart go together.
 */
export function clearToken(): void {
  removeStorage(STORAGE_KEYS.auth);
  removeStorage(STORAGE_KEYS.cart);
  removeStorage(STORAGE_KEYS.catalogueLastUpdatedAt);
  removeStorage(STORAGE_KEYS.posClients);
  emit();
}

/**
 * A short fingerprint of the current sign-in (FNV-1a of its token), or null when signed out: what browser data bound
 * to one sign-in (the online cart) is stamped with, never the token itself.
 */
export function sessionFingerprint(now = Date.now()): string | null {
  const token = getToken(now);
  if (!token) return null;
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.auth || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering when it changes (in this tab or another). */
export function useToken(): string | null {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken(),
    () => null,
  );
}
