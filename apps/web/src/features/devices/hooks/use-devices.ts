// Terminal queries and mutations. useAvailableDevices is shared with the setup wizard (it polls every 5 s).
import { TIMINGS_MS, type DeviceBody } from '@comptoir/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '../api/devices-api';
import { deviceKeys } from '../api/keys';

export function useDevices(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: deviceKeys.list('all'), queryFn: devicesApi.list, enabled: options.enabled ?? true });
}

export interface AvailableDevicesOptions {
  enabled?: boolean;
  /** Refetch every 5 s (product-spec §4, setup wizard) until turned off; background calls show no loader. */
  poll?: boolean;
  /** Overrides the polling interval (ms). */
  intervalMs?: number;
}

/** Terminals not linked to any store (GET /Device/available). */
export function useAvailableDevices(options: AvailableDevicesOptions = {}) {
  const poll = options.poll ?? false;
  return useQuery({
    queryKey: deviceKeys.list('available'),
    queryFn: () => devicesApi.available(poll ? { withoutLoader: true } : undefined),
    enabled: options.enabled ?? true,
    refetchInterval: poll ? (options.intervalMs ?? TIMINGS_MS.setupDevicePolling) : false,
    refetchIntervalInBackground: false,
  });
}

/** One terminal with its pairing QR code. */
export function useDevice(id: number | null) {
  return useQuery({ queryKey: deviceKeys.detail(id ?? 0), queryFn: () => devicesApi.get(id as number), enabled: id !== null && id > 0 });
}

export function useStoreDevices(storeId: number | null) {
  return useQuery({
    queryKey: deviceKeys.ofStore(storeId ?? 0),
    queryFn: () => devicesApi.ofStore(storeId as number),
    enabled: storeId !== null && storeId > 0,
  });
}

/** PATCH /Device/{id}/linkTo/Magasin/{storeId}: the device lists (and with them the stores' device counts) are refetched. */
export function useLinkDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, storeId }: { deviceId: number; storeId: number }) => devicesApi.linkTo(deviceId, storeId),
    onSuccess: async (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.id), device);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceBody) => devicesApi.register(body),
    onSuccess: async (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.id), device);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => devicesApi.remove(id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: deviceKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}
