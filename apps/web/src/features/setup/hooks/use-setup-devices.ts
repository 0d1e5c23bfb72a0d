// The final step's terminals: available ones polled every 5 s (product-spec §4, §9). When their count changes the
// list is reset (cards start afresh) and the company's uninstalled devices are reloaded.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deviceKeys } from '../../devices/api/keys';
import { useAvailableDevices } from '../../devices/hooks/use-devices';

export function useSetupDevices(enabled: boolean) {
  const queryClient = useQueryClient();
  const available = useAvailableDevices({ enabled, poll: enabled });
  const count = available.data?.length;
  const previous = useRef<number | undefined>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && previous.current !== count) {
      setGeneration((g) => g + 1);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list('all') });
    }
    previous.current = count;
  }, [count, queryClient]);

  return { devices: available.data ?? [], isLoading: available.isLoading, isFetching: available.isFetching, generation };
}
