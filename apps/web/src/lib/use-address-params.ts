// Screen state kept in the address (sort, filters, page): shareable and kept on back.
// React Router renders a navigation inside a transition, so until that render commits, the `searchParams` a component
// holds can be older than the address: two quick changes (a sort, then a filter) would each start from the old
// address and the second would drop the first. A patch here starts from the router's own location, which moves as soon
// as a navigation completes (before React renders it), and only names the keys it changes.
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useSearchParams } from 'react-router';

export type AddressPatch = Record<string, string | null>;

/** `patch(next)` sets the keys given, removes those given as null or '', and keeps every other key. */
export function patchAddress(current: URLSearchParams, patch: AddressPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  return next;
}

export function useAddressParams(): [URLSearchParams, (patch: AddressPatch) => void] {
  const [params, setParams] = useSearchParams();
  const router = useContext(DataRouterContext)?.router;
  const patch = useCallback(
    (p: AddressPatch) => setParams(patchAddress(new URLSearchParams(router?.state.location.search ?? params), p), { replace: true }),
    [setParams, router, params],
  );
  return [params, patch];
}
