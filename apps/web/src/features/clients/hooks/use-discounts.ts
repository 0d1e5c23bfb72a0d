// Promo codes and gift cards: queries and mutations (each invalidates what it changes).
import type { BulkRemiseBody, GiftCardBody, RemiseBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discountsApi, giftCardsApi, type GiftCardsQuery } from '../api/discounts-api';

const discountsKey = ['discounts'] as const;
const giftCardsKey = ['gift-cards'] as const;

export function useDiscounts() {
  return useQuery({ queryKey: discountsKey, queryFn: discountsApi.getAll });
}

export function useDiscountCommands() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: discountsKey });
  return {
    add: useMutation({ mutationFn: (b: RemiseBody) => discountsApi.add(b), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => discountsApi.remove(id), onSuccess: refresh }),
    bulk: useMutation({ mutationFn: (b: BulkRemiseBody) => discountsApi.bulk(b), onSuccess: refresh }),
  };
}

export function useGiftCards(q: GiftCardsQuery) {
  return useQuery({
    queryKey: [...giftCardsKey, q],
    queryFn: ({ signal }) => giftCardsApi.page(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGiftCardDetail(code: string | null) {
  return useQuery({ queryKey: [...giftCardsKey, 'detail', code], queryFn: () => giftCardsApi.detail(code!), enabled: Boolean(code) });
}

export function useGiftCardCommands() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: giftCardsKey });
  return {
    issue: useMutation({ mutationFn: (b: GiftCardBody) => giftCardsApi.issue(b), onSuccess: refresh }),
    setActive: useMutation({
      mutationFn: (v: { id: number; isActive: boolean }) => giftCardsApi.setActive(v.id, v.isActive),
      onSuccess: refresh,
    }),
  };
}
