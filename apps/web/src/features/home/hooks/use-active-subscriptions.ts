import { useQuery } from '@tanstack/react-query';
import { homeApi } from '../api/home-api';
import { subscriptionKeys } from '../api/keys';

export function useActiveSubscriptions() {
  return useQuery({ queryKey: subscriptionKeys.active(), queryFn: homeApi.activeSubscriptions, staleTime: 5 * 60_000 });
}
