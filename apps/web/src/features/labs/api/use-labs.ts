// Queries and mutations of the labs and production planning; each write refreshes what it changes.
import type { DayPlanningAddBody, LabPlanningStateBody, LabProduitMagasinBody, LabUpdateBody, PlanningPeriodBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labsApi, labsKeys } from './labs-api';

export const useLabs = () => useQuery({ queryKey: labsKeys.list(), queryFn: labsApi.labs });
export const useBakers = () => useQuery({ queryKey: labsKeys.bakers(), queryFn: labsApi.bakers });
export const usePeriods = () => useQuery({ queryKey: labsKeys.periods(), queryFn: labsApi.periods });
export const useLabSettings = (id: number | null) =>
  useQuery({ queryKey: labsKeys.settings(id ?? 0), queryFn: () => labsApi.settings(id!), enabled: id !== null });
export const useProduitMagasins = (labId: number | null) =>
  useQuery({ queryKey: labsKeys.produitMagasins(labId ?? 0), queryFn: () => labsApi.produitMagasins(labId!), enabled: labId !== null });
export const useDayPlanning = (labId: number | null, date: string) =>
  useQuery({
    queryKey: labsKeys.day(labId ?? 0, date),
    queryFn: () => labsApi.day(labId!, date),
    enabled: labId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
export const usePlannings = (labId: number | null, q: { from?: string; to?: string; offset: number; limit: number }) =>
  useQuery({
    queryKey: labsKeys.plannings(labId ?? 0, q),
    queryFn: () => labsApi.plannings(labId!, q),
    enabled: labId !== null,
    placeholderData: keepPreviousData,
  });
export const usePlanningDetails = (id: number | null) =>
  useQuery({ queryKey: labsKeys.details(id ?? 0), queryFn: () => labsApi.details(id!), enabled: id !== null });

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: labsKeys.all });
}

export function useSaveLab() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (v: { id: number | null; body: LabUpdateBody }) => {
      const id =
        v.id ?? (await labsApi.create({ intitule: v.body.intitule, magasinId: v.body.magasinId ? Number(v.body.magasinId) : null })).id;
      return labsApi.update(id, v.body);
    },
    onSuccess: refresh,
  });
}
export function useRemoveLab() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: labsApi.remove, onSuccess: refresh });
}
export function useAddPeriod() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (b: PlanningPeriodBody) => labsApi.addPeriod(b), onSuccess: refresh });
}
export function useRemovePeriod() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: labsApi.removePeriod, onSuccess: refresh });
}
export function useSaveProduitMagasins() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (b: LabProduitMagasinBody) => labsApi.saveProduitMagasins(b), onSuccess: refresh });
}
export function useSaveDay(labId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: DayPlanningAddBody) => labsApi.saveDay(labId, b),
    onSuccess: async (day) => {
      qc.setQueryData(labsKeys.day(labId, day.date), day);
      await qc.invalidateQueries({ queryKey: [...labsKeys.all, 'plannings'] });
    },
  });
}
export function useMovePlanning() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: { id: number; body: LabPlanningStateBody }) => labsApi.move(v.id, v.body), onSuccess: refresh });
}
export function useSendShipment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (v: { id: number; operationId: number }) => labsApi.send(v.id, v.operationId), onSuccess: refresh });
}
