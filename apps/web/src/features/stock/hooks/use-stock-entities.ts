// The stock entities a user acts for (issue 26): their stores, the labs in them (every lab and the central purchasing
// warehouse for a company-wide user), as the server scopes them (stock-entities.ts); and every entity of the company,
// where a transfer may go. The forms' selects hold an entity as `type:id`.
import { storesInScope, type RoleTag, type StockEntityType } from '@comptoir/shared';
import { useMemo } from 'react';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { entityKey, type ActsFor } from '../operation-rules';
import { useDestinations, useLabs } from './use-operations';

export interface EntityOption {
  value: string;
  label: string;
  type: StockEntityType;
}

export function useStockEntities() {
  const user = useAuthUser();
  const stores = useMagasins().data;
  const labs = useLabs().data;
  const all = useDestinations().data;
  return useMemo(() => {
    const wide = user ? storesInScope(user.role.tag as RoleTag, user.magasins) === undefined : false;
    const storeIds = new Set((stores ?? []).map((s) => s.id));
    const labIds = new Set((labs ?? []).map((l) => l.id));
    const actsFor: ActsFor = (type, id) =>
      type === 'magasin' ? storeIds.has(id) : type === 'lab' ? labIds.has(id) : type === 'central_achat' && wide;
    const option = (type: StockEntityType, id: number, label: string): EntityOption => ({ value: entityKey(type, id), label, type });
    const options = (all ?? []).map((e) => option(e.entityTypeTag ?? 'magasin', e.id, e.intitule));
    return {
      loaded: stores !== undefined,
      actsFor,
      /** Where an operation may start: the user's stores, then the warehouse and labs they act for. */
      mine: [
        ...(stores ?? []).map((s) => option('magasin', s.id, s.intitule)),
        ...options.filter((o) => o.type !== 'magasin' && actsFor(o.type, Number(o.value.split(':')[1]))),
      ],
      /** Where a transfer may go: any entity of the company. */
      all: options,
    };
  }, [user, stores, labs, all]);
}
