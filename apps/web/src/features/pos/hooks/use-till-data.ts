// Everything the till shows, loaded once per store and kept fresh in the background: prices, articles (barcodes,
// brands, services), categories, brands; and the register session the sale goes into.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useRegisters } from '../../caisse/hooks/use-caisse';
import { posApi } from '../api/pos-api';
import { buildTiles, orderTiles, type TillArticle } from '../till-catalogue';

const FIVE_MINUTES = 5 * 60_000;

export const posKeys = {
  all: ['pos'] as const,
  prices: (storeId: number) => [...posKeys.all, 'prices', storeId] as const,
  popularity: (storeId: number) => [...posKeys.all, 'popularity', storeId] as const,
  articles: () => [...posKeys.all, 'articles'] as const,
  categories: () => [...posKeys.all, 'categories'] as const,
  brands: () => [...posKeys.all, 'brands'] as const,
  /** A formula's compositions and their exceptions (a new key: copies kept under the old one held compositions only). */
  formula: (id: number) => [...posKeys.all, 'formula', id] as const,
  clients: (keyword: string) => [...posKeys.all, 'clients', keyword] as const,
};

export function useTillCatalogue(storeId: number | null) {
  const { i18n } = useTranslation();
  const prices = useQuery({
    queryKey: posKeys.prices(storeId ?? 0),
    queryFn: () => posApi.prices(storeId as number),
    enabled: storeId !== null,
    staleTime: FIVE_MINUTES,
  });
  // The grid's order only: the till does not wait for it, nor stop without it.
  const popularity = useQuery({
    queryKey: posKeys.popularity(storeId ?? 0),
    queryFn: () => posApi.popularity(storeId as number),
    enabled: storeId !== null,
    staleTime: FIVE_MINUTES,
    retry: false,
  });
  const articles = useQuery({ queryKey: posKeys.articles(), queryFn: posApi.articles, staleTime: FIVE_MINUTES });
  const categories = useQuery({ queryKey: posKeys.categories(), queryFn: posApi.categories, staleTime: FIVE_MINUTES });
  const brands = useQuery({ queryKey: posKeys.brands(), queryFn: posApi.brands, staleTime: FIVE_MINUTES });
  return useMemo(() => {
    const byId = new Map<number, TillArticle>((articles.data?.data ?? []).map((a) => [a.id, a]));
    const cats = categories.data?.data ?? [];
    const list = prices.data?.data ?? [];
    const sold = new Map((popularity.data ?? []).map((p) => [p.priceId, p.quantity]));
    return {
      isLoading: prices.isLoading || articles.isLoading || categories.isLoading,
      prices: list,
      articles: byId,
      categories: cats,
      brands: brands.data?.data ?? [],
      tiles: orderTiles(buildTiles(list, byId, cats, i18n.language), cats, sold),
    };
  }, [
    prices.data,
    prices.isLoading,
    popularity.data,
    articles.data,
    articles.isLoading,
    categories.data,
    categories.isLoading,
    brands.data,
    i18n.language,
  ]);
}

/** The open session of this store the cashier sells into: the one chosen (?register=), else theirs, else the first. */
export function useTillSession(storeId: number | null) {
  const user = useAuthUser();
  const registers = useRegisters(storeId);
  const [params, setParams] = useSearchParams();
  const open = (registers.data ?? []).filter((r) => r.session?.state === 'opened');
  const asked = Number(params.get('register'));
  const chosen = open.find((r) => r.id === asked) ?? open.find((r) => r.session?.openedBy === user?.id) ?? open[0] ?? null;
  const choose = (id: number) => {
    const p = new URLSearchParams(params);
    p.set('register', String(id));
    setParams(p, { replace: true });
  };
  return { isLoading: registers.isLoading, register: chosen, sessionId: chosen?.session?.id ?? null, open, choose };
}
