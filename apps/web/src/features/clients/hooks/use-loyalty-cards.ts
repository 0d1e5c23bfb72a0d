// Loyalty cards: the paginated list, a new card, and linking a card to a client.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loyaltyApi, type LoyaltyCardsQuery } from '../api/loyalty-api';
import { clientsKeys } from '../api/keys';

const cardsKey = (q?: LoyaltyCardsQuery) => [...clientsKeys.all, 'cards', ...(q ? [q] : [])] as const;

export function useLoyaltyCards(q: LoyaltyCardsQuery) {
  return useQuery({ queryKey: cardsKey(q), queryFn: ({ signal }) => loyaltyApi.cards(q, signal), placeholderData: keepPreviousData });
}

export function useCardCommands() {
  const qc = useQueryClient();
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: cardsKey() });
    await qc.invalidateQueries({ queryKey: clientsKeys.lists() });
  };
  return {
    add: useMutation({ mutationFn: loyaltyApi.addCard, onSuccess: refresh }),
    link: useMutation({
      mutationFn: (v: { reference: string; clientId: number }) => loyaltyApi.addClient(v.reference, { clientId: v.clientId }),
      onSuccess: refresh,
    }),
  };
}
