// What the till asks the server before keeping a sale (cart/sale-checks.ts): a gift card's balance, the points of the
// client attached, whether the promo code still holds. Quiet calls (no overlay, no notification, never the offline
// page); they come with the payment step, not with the till's first load.
import { toMinor, type GiftCard, type Remise } from '@comptoir/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { GiftCardState, Lookup, SaleLookups } from '../cart/sale-checks';
import type { ClientChoice } from './pos-api';

/** A look-up the till makes quietly (no overlay, no notification, never the offline page): its answer as a Lookup. */
async function lookup<T, R>(call: () => Promise<R>, found: (r: R) => T): Promise<Lookup<T>> {
  try {
    return { kind: 'found', value: found(await call()) };
  } catch (error) {
    if (!isApiError(error) || error.isConnectionError || error.status >= 500) return { kind: 'unreachable' };
    if (error.status === 404) return { kind: 'missing' };
    return { kind: 'refused', reason: error.errors[0]?.message ?? (error.message || error.reason || '') };
  }
}

/** A server this slow to answer counts as no answer: the sale is not held up longer (a gift card or points then wait). */
const ANSWER_WITHIN_MS = 6000;

const quiet = () =>
  ({
    withoutLoader: true,
    allowOffline: true,
    expectedStatuses: [400, 403, 404, 409, 422],
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  }) as const;

/** What the till asks the server before keeping a sale (cart/sale-checks.ts). */
export const saleLookups: SaleLookups = {
  giftCard: (code) =>
    lookup(
      () => api.get<{ giftCard: GiftCard }>(`/gateway/PointOfSell/GiftCard/${encodeURIComponent(code)}`, quiet()),
      (r): GiftCardState => ({ balance: toMinor(r.giftCard.balance), status: r.giftCard.status }),
    ),
  clientPoints: (clientId) =>
    lookup(
      () => api.get<ClientChoice>(`/Client/select/${clientId}`, quiet()),
      (c) => c.loyaltyPoints,
    ),
  promo: (code, clientId) =>
    lookup(
      () => api.get<Remise>('/Remise/check', { ...quiet(), query: { code, clientId: clientId ?? undefined } }),
      (r) => r,
    ),
};
