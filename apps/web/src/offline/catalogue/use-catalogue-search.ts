// What the till and the client catalogue use: search locally once the copy is complete, on the server before; and the
// status saying which ('catalogue: 43,210 / 100,000', 'offline catalogue up to date at 10:42').
import { toMinor } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { useStore } from '../../lib/create-store';
import { useFormat } from '../../lib/format';
import { catalogueStatus, type CatalogueStatus } from './catalogue-sync';
import type { LocalPrice } from './local-queries';

/** One price found, the same from either source; amounts in minor units. */
export interface CatalogueHit {
  priceId: number;
  label: string;
  labels: { fr: string; en: string | null; ar: string | null; it: string | null };
  price: number;
  promoPrice: number | null;
  promotionEndAt: string | null;
  currencyTag: string;
  barcode: string | null;
  productId: number | null;
  productDescriptionId: number | null;
  categoryId: number | null;
}

const fromLocal = (p: LocalPrice): CatalogueHit => ({
  priceId: p.id,
  label: p.label,
  labels: { fr: p.label, en: p.en_label, ar: p.ar_label, it: p.it_label },
  price: p.price,
  promoPrice: p.promoPrice,
  promotionEndAt: p.promotionEndAt,
  currencyTag: p.currencyTag,
  barcode: p.barcode,
  productId: p.productId,
  productDescriptionId: p.productDescriptionId,
  categoryId: p.categoryId,
});

/** /product/search answers the same fields, amounts in currency units. */
type ServerPrice = LocalPrice;
const fromServer = (p: ServerPrice): CatalogueHit =>
  fromLocal({ ...p, price: toMinor(p.price), promoPrice: p.promoPrice === null ? null : toMinor(p.promoPrice) });

export const useCatalogueStatus = (): CatalogueStatus => useStore(catalogueStatus, (s) => s);

/**
 * Prices matching `keyword` (a name, a barcode or a sku) for the store and currency of the offline catalogue: from the
 * local copy when it is complete (no HTTP, works offline), from /product/search before.
 */
export function useCatalogueSearch(keyword: string, opts: { limit?: number } = {}) {
  const status = useCatalogueStatus();
  const source: 'local' | 'server' = status.complete ? 'local' : 'server';
  const k = keyword.trim();
  const limit = opts.limit ?? 20;
  const query = useQuery({
    queryKey: ['catalogue-search', source, status.magasinId, status.currencyTag, k, limit, source === 'local' ? status.syncedAt : null],
    enabled: k.length >= (source === 'local' ? 1 : 3),
    queryFn: async ({ signal }) =>
      source === 'local'
        ? // IndexedDB (Dexie) is loaded with the first local search, not with the screen (issue 12, first load).
          (await (await import('./local-queries')).searchLocal(k, limit)).map(fromLocal)
        : (
            await api.get<ServerPrice[]>('/product/search', {
              query: { keyword: k, currencyTag: status.currencyTag, magasinId: status.magasinId ?? undefined, limit },
              withoutLoader: true,
              signal,
            })
          ).map(fromServer),
    staleTime: source === 'local' ? Infinity : 30_000,
    // The local copy answers with no network; React Query would otherwise hold the query while offline.
    networkMode: source === 'local' ? 'always' : 'online',
  });
  return { hits: query.data ?? [], source, isLoading: query.isFetching };
}

/** The status line: the load's progress, or when the copy was last brought up to date. */
export function useCatalogueStatusText(): string {
  const s = useCatalogueStatus();
  const { t } = useTranslation();
  const f = useFormat();
  if (s.phase === 'loading') return t('offlineCatalogue.loading', { done: f.number(s.done), total: f.number(s.total) });
  if (s.complete && s.syncedAt) return t('offlineCatalogue.upToDate', { time: f.time(s.syncedAt) });
  if (s.phase === 'error') return t('offlineCatalogue.failed');
  return t('offlineCatalogue.server');
}
