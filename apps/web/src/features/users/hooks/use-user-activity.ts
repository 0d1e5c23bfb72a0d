// A member's charts, sign-in QR code, activity spreadsheet and transport companies.
import type { ChartQuery } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type UserTransportCompany } from '../api/users-api';
import { usersKeys } from '../api/keys';

export function useUserChart(id: number, kind: 'command' | 'activity', q: ChartQuery, enabled = true) {
  return useQuery({
    queryKey: usersKeys.chart(id, kind, q),
    queryFn: () => (kind === 'command' ? usersApi.commandChart(id, q) : usersApi.activityChart(id, q)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A new single-use sign-in link each time: made on demand, never cached. */
export function useUserQrCode(id: number) {
  return useMutation({ mutationFn: () => usersApi.qrCode(id) });
}

export function useActivitiesExport(id: number) {
  return useMutation({ mutationFn: (q: ChartQuery) => usersApi.activitiesExcel(id, q) });
}

export function useUserTransport(id: number, enabled = true) {
  return useQuery({ queryKey: usersKeys.transport(id), queryFn: () => usersApi.transportCompanies(id), enabled });
}

export function useToggleTransport(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transportCompanyId: number) => usersApi.toggleTransport(userId, transportCompanyId),
    onSuccess: (answer) =>
      queryClient.setQueryData<UserTransportCompany[]>(usersKeys.transport(userId), (list) =>
        list?.map((tc) => (tc.id === answer.transportCompanyId ? { ...tc, linked: answer.linked } : tc)),
      ),
  });
}
