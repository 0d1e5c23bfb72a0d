// A price's history (GET /price/{id}/history), read fresh each time the chart opens.
import { useQuery } from '@tanstack/react-query';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';

export const usePriceHistory = (priceId: number) =>
  useQuery({
    queryKey: catalogueKeys.priceHistory(priceId),
    queryFn: ({ signal }) => catalogueApi.priceHistory(priceId, signal),
    enabled: Number.isInteger(priceId) && priceId > 0,
    staleTime: 0,
    retry: false,
  });
