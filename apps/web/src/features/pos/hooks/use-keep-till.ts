// While the till is open, what it shows (the user, the stores and registers, prices, categories, payment modes…) is
// kept in the browser, so a reload without a connection brings the till back (offline/query-snapshot.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useKeepTillForOffline() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    let off: (() => void) | undefined;
    void import('../../../offline/query-snapshot').then((m) => {
      if (live) off = m.keepShownQueries(queryClient);
    });
    return () => {
      live = false;
      off?.();
    };
  }, [queryClient]);
}
