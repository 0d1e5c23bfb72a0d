// The signed-in client's own card and points ledger (client_views).
import { useQuery } from '@tanstack/react-query';
import { loyaltyApi } from '../api/loyalty-api';
import { clientsKeys } from '../api/keys';

export const useMyCard = () => useQuery({ queryKey: [...clientsKeys.all, 'me', 'card'], queryFn: loyaltyApi.myCard });

/** The latest 100 movements (a client's ledger for years); the table searches and pages them. */
export const useMyPoints = (enabled: boolean) =>
  useQuery({
    queryKey: [...clientsKeys.all, 'me', 'points'],
    queryFn: ({ signal }) => loyaltyApi.myPoints(1, 100, signal),
    enabled,
  });
