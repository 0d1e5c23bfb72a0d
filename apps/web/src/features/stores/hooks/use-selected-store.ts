// The store a page works on: its choice lives in the page URL (?store=ID) so a reload or a shared link keeps it. Apart
// from the store picker (components/store-select) so the till, which has its own native picker, does not load Mantine's.
import type { Magasin } from '@comptoir/shared';
import { useAddressParams } from '../../../lib/use-address-params';
import { useMagasins } from './use-magasins';

/** The store chosen in ?store=, else the first store; null while loading or when there is none. */
export function useSelectedStore(): { storeId: number | null; stores: Magasin[]; isLoading: boolean; setStoreId: (id: number) => void } {
  const [params, patch] = useAddressParams();
  const stores = useMagasins();
  const list = stores.data ?? [];
  const asked = Number(params.get('store'));
  const storeId = list.some((m) => m.id === asked) ? asked : (list[0]?.id ?? null);
  const setStoreId = (id: number) => patch({ store: String(id) });
  return { storeId, stores: list, isLoading: stores.isLoading, setStoreId };
}
