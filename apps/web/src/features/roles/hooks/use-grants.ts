// The grant grid and its changes: the tick shows at once and is undone if the server refuses.
import type { GrantsGrid } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../auth/api/keys';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { rolesApi } from '../api/roles-api';
import { grantKeys } from '../api/keys';

export function useGrantsGrid() {
  return useQuery({ queryKey: grantKeys.grid(), queryFn: rolesApi.grid });
}

export interface GrantChange {
  roleId: number;
  functionalityId: number;
  granted: boolean;
}

/** The grid with one grant set or removed. */
export function withGrant(grid: GrantsGrid, change: GrantChange): GrantsGrid {
  return {
    ...grid,
    grants: grid.grants.map((g) => {
      if (g.roleId !== change.roleId) return g;
      const others = g.functionalityIds.filter((id) => id !== change.functionalityId);
      return { ...g, functionalityIds: change.granted ? [...others, change.functionalityId] : others };
    }),
  };
}

const keyOf = (c: Pick<GrantChange, 'roleId' | 'functionalityId'>) => `${c.roleId}:${c.functionalityId}`;

/**
 * Sets or removes one grant. The tick changes in the same render as the click (a pending change overrides the loaded
 * grid until the server answers), and comes back if the server refuses.
 */
export function useSetGrant() {
  const queryClient = useQueryClient();
  const me = useAuthUser();
  const [pending, setPending] = useState<Record<string, GrantChange>>({});
  const mutation = useMutation({
    mutationFn: (c: GrantChange) =>
      c.granted ? rolesApi.grant(c.roleId, c.functionalityId) : rolesApi.revoke(c.roleId, c.functionalityId),
    onSuccess: (_a, c) => {
      const current = queryClient.getQueryData<GrantsGrid>(grantKeys.grid());
      if (current) queryClient.setQueryData(grantKeys.grid(), withGrant(current, c));
    },
    onSettled: async (_a, _e, c) => {
      setPending(({ [keyOf(c)]: _done, ...rest }) => rest);
      // The signed-in user's own menu follows a change to their own role.
      if (me && c.roleId === me.roleId) await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
  const setGrant = (c: GrantChange, options?: { onSuccess?: () => void }) => {
    setPending((p) => ({ ...p, [keyOf(c)]: c }));
    mutation.mutate(c, options);
  };
  /** The grid as the user sees it: loaded grants with the pending changes applied. */
  const apply = (grid: GrantsGrid) => Object.values(pending).reduce(withGrant, grid);
  return { setGrant, apply };
}
