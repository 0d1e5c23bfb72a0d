// The outbox as the screens see it: pending and failed sales of the signed-in user's company (oldest first) and the
// last sent or cancelled ones, and the same for the payments of prepared orders made offline, kept current across tabs.
import { useEffect, useState } from 'react';
import { outboxView, onOutboxChange } from './outbox';
import type { OutboxPayment, OutboxSale } from './outbox-db';
import { paymentsView } from './outbox-payments';

/** Roles that may retry or cancel a refused sale (the server's managers for approvals, caisse.common.ts). */
export const OUTBOX_MANAGER_ROLES: readonly string[] = ['gerant', 'admin'];

export interface OutboxViewState {
  open: OutboxSale[];
  done: OutboxSale[];
  payments: { open: OutboxPayment[]; done: OutboxPayment[] };
  /** Sales and payments. */
  pending: number;
  failed: number;
}

const EMPTY: OutboxViewState = { open: [], done: [], payments: { open: [], done: [] }, pending: 0, failed: 0 };
const count = (rows: { status: string }[], status: string) => rows.filter((r) => r.status === status).length;

export function useOutbox(entrepriseId: number | undefined): OutboxViewState {
  const [view, setView] = useState<OutboxViewState>(EMPTY);
  useEffect(() => {
    if (entrepriseId === undefined) return;
    let live = true;
    const read = () =>
      void Promise.all([outboxView(entrepriseId), paymentsView(entrepriseId)]).then(
        ([{ open, done }, payments]) =>
          live &&
          setView({
            open,
            done,
            payments,
            pending: count(open, 'pending') + count(payments.open, 'pending'),
            failed: count(open, 'failed') + count(payments.open, 'failed'),
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
