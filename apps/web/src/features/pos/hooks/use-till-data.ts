// Everything the till shows, loaded once per store and kept fresh in the background: prices, articles (barcodes,
// brands, services), categories, brands; and the register session the sale goes into.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useRegisters } from '../../caisse/hooks/use-caisse';
import { posApi } from '../api/pos-api';
import { useSelectedStore } from '../../stores/hooks/use-selected-store';
import { pickRegister, rememberRegister, rememberStore, rememberedRegister, rememberedStore } from '../till-register';
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

/** The store the till sells in: the one named in the address (?store=), else this device's, else the first. */
export function useTillStore() {
  const selected = useSelectedStore();
  const [params] = useSearchParams();
  const asked = params.get('store') !== null;
  const kept = rememberedStore();
  const storeId = !asked && selected.stores.some((s) => s.id === kept) ? kept : selected.storeId;
  useEffect(() => {
    if (asked && selected.storeId !== null) rememberStore(selected.storeId);
  }, [asked, selected.storeId]);
  const setStoreId = (id: number) => {
    rememberStore(id);
    selected.setStoreId(id);
  };
  return { ...selected, storeId, setStoreId };
}

/**
 * The open session of this store the till sells into (till-register.ts): the one asked for (?register=), else the one
 * this device sells on, else the cashier's latest, else the first. A choice is remembered for this device.
 */
export function useTillSession(storeId: number | null) {
  const user = useAuthUser();
  const registers = useRegisters(storeId);
  const [params, setParams] = useSearchParams();
  const open = (registers.data ?? []).filter((r) => r.session?.state === 'opened');
  const asked = Number(params.get('register')) || null;
  const chosen = pickRegister(open, asked, rememberedRegister(storeId), user?.id);
  // A register named in the address (a link, the picker) is this device's from now on.
  useEffect(() => {
    if (storeId !== null && asked !== null && chosen?.id === asked) rememberRegister(storeId, asked);
  }, [storeId, asked, chosen?.id]);
  const choose = (id: number) => {
    if (storeId !== null) rememberRegister(storeId, id);
    const p = new URLSearchParams(params);
    p.set('register', String(id));
    setParams(p, { replace: true });
  };
  return { isLoading: registers.isLoading, register: chosen, sessionId: chosen?.session?.id ?? null, open, choose };
}
