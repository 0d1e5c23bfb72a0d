// A sale is never lost nor doubled (DESIGN.md §3b): the till writes it to the outbox (IndexedDB) first, with its
// client-generated id and a provisional ticket number, prints the ticket and goes on; the outbox's drain (app-wide, one
// tab at a time) sends it with that id as the idempotency key. The till follows its last sale: once the server has it,
// the ticket shows the server's number.
import type { AuthUser } from '@comptoir/shared';
import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { InsertCommandBody } from '../api/orders-api';
import type { NewSale } from '../outbox/outbox';
import type { OutboxSale } from '../outbox/outbox-db';

export const newSaleId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now()}-${Math.random().toString(36).slice(2, 14)}`;

/** The outbox's code (Dexie) arrives after the till's first render; loading it early keeps it for offline reloads. */
export const loadOutbox = () => import('../outbox/outbox');

/**
 * A sale the till of before the outbox kept in localStorage while the server had not answered: moved into the outbox
 * (same id, so never applied twice), never dropped.
 */
async function adoptLegacyPending(user: AuthUser): Promise<void> {
  const raw = readStorage(STORAGE_KEYS.posPendingSale);
  if (!raw) return;
  try {
    // Sent as it was kept (no seller named): the server may have it already under this id.
    const body = { ...(JSON.parse(raw) as InsertCommandBody), sellerId: undefined };
    const outbox = await loadOutbox();
    if (!(await outbox.findSale(body.uuid))) {
      const total = body.payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
      await outbox.enqueueSale({
        body,
        entrepriseId: user.entreprise.id,
        userId: user.id,
        userName: user.name,
        storeId: null,
        ticket: {
          store: { name: '', address: null, tel: null, ice: null, fileId: null, footer: null },
          ticketNumber: null,
          orderId: 0,
          uuid: body.uuid,
          date: new Date().toISOString(),
          cashier: user.name,
          currencyTag: user.entreprise.currencyTag,
          lines: body.lines.map((l) => ({
            label: `#${l.priceId}`,
            labels: { en: null, ar: null, it: null },
            quantity: l.quantity,
            unitPrice: Math.round(l.unitPrice * 100),
            amount: Math.round(l.unitPrice * l.quantity * 100),
            options: [],
            returned: 0,
          })),
          lineRemise: 0,
          subtotal: total,
          orderRemise: 0,
          codePromo: body.codePromo ?? null,
          total,
          taxes: [],
          payments: body.payments.map((p) => ({ mode: p.modePayment, amount: Math.round(p.amount * 100) })),
          refunded: 0,
          change: 0,
          remaining: 0,
          isCredit: body.isCredit ?? false,
          client: null,
        },
      });
    }
    removeStorage(STORAGE_KEYS.posPendingSale);
  } catch (error) {
    console.warn('[outbox] the sale kept before could not be moved yet', error);
  }
}

export function useSendSale(user: AuthUser | undefined) {
  const [last, setLast] = useState<OutboxSale | null>(null);
  const uuid = last?.uuid;

  useEffect(() => {
    if (user) void adoptLegacyPending(user);
    else void loadOutbox();
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
