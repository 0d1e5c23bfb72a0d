// The outbox as the screens see it: pending and failed sales of the signed-in user's company (oldest first) and the
// last sent or cancelled ones, kept current across tabs.
import { useEffect, useState } from 'react';
import { outboxView, onOutboxChange } from './outbox';
import type { OutboxSale } from './outbox-db';

/** Roles that may retry or cancel a refused sale (the server's managers for approvals, caisse.common.ts). */
export const OUTBOX_MANAGER_ROLES: readonly string[] = ['gerant', 'admin'];

export interface OutboxViewState {
  open: OutboxSale[];
  done: OutboxSale[];
  pending: number;
  failed: number;
}

const EMPTY: OutboxViewState = { open: [], done: [], pending: 0, failed: 0 };

export function useOutbox(entrepriseId: number | undefined): OutboxViewState {
  const [view, setView] = useState<OutboxViewState>(EMPTY);
  useEffect(() => {
    if (entrepriseId === undefined) return;
    let live = true;
    const read = () =>
      void outboxView(entrepriseId).then(
        ({ open, done }) =>
          live &&
          setView({
            open,
            done,
            pending: open.filter((s) => s.status === 'pending').length,
            failed: open.filter((s) => s.status === 'failed').length,
          }),
        (error: unknown) => console.warn('[outbox] read failed', error),
      );
    const off = onOutboxChange(read);
    read();
    return () => {
      live = false;
      off();
    };
  }, [entrepriseId]);
  return view;
}
