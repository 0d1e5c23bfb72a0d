// Queries and mutations of memberships; every change invalidates the membership keys (lists, figures, the till's).
import type { MembershipAction, MembershipPlanBody, SubscribeBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membershipApi, membershipKeys, type HistoryFilters, type MembersFilters } from './membership-api';

export const usePlans = (enabled = true) => useQuery({ queryKey: membershipKeys.plans(), queryFn: membershipApi.plans, enabled });
export const useMembers = (f: MembersFilters) =>
  useQuery({
    queryKey: membershipKeys.members(f),
    queryFn: ({ signal }) => membershipApi.members(f, signal),
    placeholderData: keepPreviousData,
  });
export const useClientMemberships = (clientId: number | null) =>
  useQuery({
    queryKey: membershipKeys.client(clientId ?? 0),
    queryFn: () => membershipApi.byClient(clientId!),
    enabled: clientId !== null,
    staleTime: 0,
  });
export const useMembershipDashboard = () => useQuery({ queryKey: membershipKeys.dashboard(), queryFn: membershipApi.dashboard });
export const useMembershipStats = () => useQuery({ queryKey: membershipKeys.stats(), queryFn: membershipApi.stats });
export const useMembershipHistory = (f: HistoryFilters) =>
  useQuery({
    queryKey: membershipKeys.history(f),
    queryFn: ({ signal }) => membershipApi.history(f, signal),
    placeholderData: keepPreviousData,
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: membershipKeys.all });
}

export function useSavePlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { body: MembershipPlanBody; id?: number }) => membershipApi.savePlan(v.body, v.id),
    onSuccess: () => invalidate(),
  });
}
export function useDeletePlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => membershipApi.deletePlan(id), onSuccess: () => invalidate() });
}
export function useSubscribe() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: SubscribeBody) => membershipApi.subscribe(body), onSuccess: () => invalidate() });
}
export function useMembershipMove() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; action: MembershipAction }) => membershipApi.changeState(v.id, v.action),
    onSettled: () => invalidate(),
  });
}
