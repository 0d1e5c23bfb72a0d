// A sale the till of before the outbox kept in localStorage while the server had not answered: moved into the outbox
// (same id, so never applied twice), never dropped. Loaded only when such a sale is there (hooks/use-send-sale.ts).
import type { AuthUser } from '@comptoir/shared';
import { removeStorage, readStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { InsertCommandBody } from '../api/orders-api';
import { enqueueSale, findSale } from '../outbox/outbox';

export async function adoptLegacyPending(user: AuthUser): Promise<void> {
  const raw = readStorage(STORAGE_KEYS.posPendingSale);
  if (!raw) return;
  try {
    // Sent as it was kept (no seller named): the server may have it already under this id.
    const body = { ...(JSON.parse(raw) as InsertCommandBody), sellerId: undefined };
    if (!(await findSale(body.uuid))) {
      const total = body.payments.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
      await enqueueSale({
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
