// External and internal API settings (GET and POST /ExternalApi, /InternalApi).
import type { ApiIntegrationBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entrepriseApi, type IntegrationKind } from '../api/entreprise-api';
import { integrationKeys } from '../api/keys';

export function useIntegrations(kind: IntegrationKind) {
  return useQuery({ queryKey: integrationKeys.list(kind), queryFn: () => entrepriseApi.integrations(kind) });
}

export function useSaveIntegration(kind: IntegrationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiIntegrationBody) => entrepriseApi.saveIntegration(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.list(kind) }),
  });
}
