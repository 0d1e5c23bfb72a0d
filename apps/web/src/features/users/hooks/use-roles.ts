// GET /Roles, cached 20 s (product-spec §4, §9).
import { CACHE_MS } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { usersApi } from '../api/users-api';
import { rolesKeys } from '../api/keys';

export function useRoles() {
  return useQuery({ queryKey: rolesKeys.list(), queryFn: usersApi.roles, staleTime: CACHE_MS.roles });
}
