// The till's code lookup: the local copy when it is complete for this store, the server's search before, and the
// prices the till holds when neither answers (offline before the copy was complete).
import type { Price } from '@comptoir/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { catalogueStatus } from '../../../offline/catalogue/catalogue-sync';
import { findByCode } from '../../../offline/catalogue/local-queries';
import type { TillArticle } from '../till-catalogue';
import { lookupCode } from './use-till-search';

vi.mock('../../../lib/api-client', () => ({ api: { get: vi.fn() } }));
vi.mock('../../../offline/catalogue/local-queries', () => ({ findByCode: vi.fn() }));
vi.mock('../../../offline/catalogue/offline-catalogue', () => ({ startOfflineCatalogue: vi.fn() }));

const price = (id: number, productId: number, nature = 'standard') => ({ id, productId, nature, barcode: null }) as unknown as Price;
const prices = [price(1, 10), price(2, 20), price(3, 20, 'composition')];
const articles = new Map<number, TillArticle>([
  [
    5,
    {
      id: 5,
      brandId: null,
      isService: false,
      type: 'outbound',
      fileId: null,
      products: [{ id: 20, barcode: '6111234000200', fileId: null }],
    },
  ],
]);
const ctx = { storeId: 1, currencyTag: 'MAD', prices, articles };

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(findByCode).mockReset();
  catalogueStatus.set({ magasinId: 1, complete: false });
});

describe('lookupCode', () => {
  it('asks the server while the local copy is not complete', async () => {
    vi.mocked(api.get).mockResolvedValue([{ id: 1, productId: 10 }]);
    expect((await lookupCode('6111234000101', ctx))?.id).toBe(1);
    expect(api.get).toHaveBeenCalledWith('/product/search', expect.objectContaining({ allowOffline: true }));
    expect(findByCode).not.toHaveBeenCalled();
  });

  it('reads the local copy once complete for this store, never the network', async () => {
    catalogueStatus.set({ magasinId: 1, complete: true });
    vi.mocked(findByCode).mockResolvedValue([{ id: 3 }, { id: 2 }] as never);
    // The formula's price is chosen from its tile: the code sells the product's own price.
    expect((await lookupCode('6111234000200', ctx))?.id).toBe(2);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('falls back to the prices the till holds when the server cannot be reached, or for another store’s copy', async () => {
    vi.mocked(api.get).mockRejectedValue(new Error('offline'));
    expect((await lookupCode('6111234000200', ctx))?.id).toBe(2);
    catalogueStatus.set({ magasinId: 9, complete: true });
    vi.mocked(api.get).mockResolvedValue([]);
    expect((await lookupCode('6111234000200', ctx))?.id).toBe(2);
    expect(findByCode).not.toHaveBeenCalled();
    expect(await lookupCode('0000000000000', ctx)).toBeNull();
  });
});
