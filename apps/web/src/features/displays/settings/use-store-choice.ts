// The settings pages of issue 30 work on one store at a time (?store=, else the first of the user's stores), and offer
// the catalogue's categories (the till's list).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { posApi } from '../../pos/api/pos-api';
import { posKeys } from '../../pos/hooks/use-till-data';
import { useMagasins } from '../../stores/hooks/use-magasins';

export function useStoreChoice() {
  const [params, setParams] = useSearchParams();
  const stores = useMagasins();
  const list = stores.data ?? [];
  const asked = Number(params.get('store'));
  const storeId = list.some((s) => s.id === asked) ? asked : (list[0]?.id ?? null);
  return {
    stores: list,
    isLoading: stores.isLoading,
    storeId,
    setStoreId: (id: number) => setParams({ store: String(id) }, { replace: true }),
  };
}

export function useCategoryOptions(lang: string) {
  const q = useQuery({ queryKey: posKeys.categories(), queryFn: posApi.categories, staleTime: 5 * 60_000 });
  return (q.data?.data ?? []).map((c) => {
    const other = (c as Record<string, unknown>)[`${lang}_label`];
    return { value: String(c.id), label: lang !== 'fr' && typeof other === 'string' && other.trim() ? other : c.label };
  });
}
