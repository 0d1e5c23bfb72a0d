// A sale is never lost nor doubled (DESIGN.md §3b): the till writes it to the outbox (IndexedDB) first, with its
// client-generated id and a provisional ticket number, prints the ticket and goes on; the outbox's drain (app-wide, one
// tab at a time) sends it with that id as the idempotency key. The till follows its last sale: once the server has it,
// the ticket shows the server's number.
import type { AuthUser } from '@comptoir/shared';
import { useCallback, useEffect, useState } from 'react';
import { whenUsable } from '../../../lib/after-usable';
import { readStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { NewSale } from '../outbox/outbox';
import type { OutboxSale } from '../outbox/outbox-db';

export const newSaleId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now()}-${Math.random().toString(36).slice(2, 14)}`;

/** The outbox's code (Dexie) arrives after the till's first render; loading it early keeps it for offline reloads. */
export const loadOutbox = () => import('../outbox/outbox');

export function useSendSale(user: AuthUser | undefined) {
  const [last, setLast] = useState<OutboxSale | null>(null);
  const uuid = last?.uuid;

  useEffect(() => {
    // A sale kept by the till of before the outbox (rare): its mover comes only then.
    if (user && readStorage(STORAGE_KEYS.posPendingSale)) void import('./legacy-pending-sale').then((m) => m.adoptLegacyPending(user));
    // The outbox's code (Dexie) once the till is usable, not in its first load (issue 23 point 10).
    else void whenUsable().then(loadOutbox);
  }, [user]);

  // The last sale as the outbox holds it (sent, its number), whichever tab sent it.
  useEffect(() => {
    if (!uuid) return;
    let live = true;
    let off: (() => void) | undefined;
    void loadOutbox().then((o) => {
      if (!live) return;
      const read = () => void o.findSale(uuid).then((s) => live && s && setLast(s));
      off = o.onOutboxChange(read);
      read();
    });
    return () => {
      live = false;
      off?.();
    };
  }, [uuid]);

  /** Writes the sale to the outbox; answers it as stored (provisional number), or throws when the browser cannot keep it. */
  const send = useCallback(async (sale: NewSale): Promise<OutboxSale> => {
    const stored = await (await loadOutbox()).enqueueSale(sale);
    setLast(stored);
    return stored;
  }, []);

  return { last, send };
}
