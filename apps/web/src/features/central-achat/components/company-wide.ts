// Whether the signed-in user acts for the central warehouse: users not bound to stores (it serves them all), as the
// server decides (storesInScope).
import { storesInScope, type RoleTag } from '@comptoir/shared';
import { useAuthUser } from '../../auth/hooks/use-auth';

export function useCompanyWide(): boolean {
  const user = useAuthUser();
  return !!user && storesInScope(user.role.tag as RoleTag, user.magasins) === undefined;
}
