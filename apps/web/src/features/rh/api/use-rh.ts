// Human resources queries and mutations; every mutation invalidates what it changes.
import type { CollaboratorBody, PunchBody } from '@comptoir/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/api/keys';
import { establishSession } from '../../auth/hooks/use-auth';
import { rhApi, rhKeys, type CollaboratorsQuery, type PunchAction, type PunchCardsQuery } from './rh-api';

export const useCollaborators = (q: CollaboratorsQuery) =>
  useQuery({ queryKey: rhKeys.collaboratorList(q), queryFn: () => rhApi.collaborators(q), placeholderData: keepPreviousData });

export const useCollaborator = (id: number | null) =>
  useQuery({
    queryKey: rhKeys.collaborator(id ?? 0),
    queryFn: () => rhApi.collaborator(id!),
    enabled: id !== null && id > 0,
    retry: false,
  });

export function useSaveCollaborator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CollaboratorBody) => rhApi.save(body),
    onSuccess: async (saved) => {
      qc.setQueryData(rhKeys.collaborator(saved.id), saved);
      await qc.invalidateQueries({ queryKey: rhKeys.collaborators() });
    },
  });
}

export function useDeleteCollaborator() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rhApi.remove(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: rhKeys.all }),
  });
}

export const useClockBoard = (magasinId: number | null, enabled = true) =>
  useQuery({ queryKey: rhKeys.board(magasinId ?? 0), queryFn: () => rhApi.board(magasinId!), enabled: enabled && magasinId !== null });

export function usePunch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: PunchAction; body: PunchBody }) => rhApi.punch(action, body),
    onSuccess: (answer) => {
      // His own account: the till goes on as him (the previous cashier's session ended on the server). The session is
      // switched before anything is fetched again: a refetch sent with the ended one would be refused (401).
      if (answer.session) {
        establishSession(qc, answer.session.token, answer.session.expiresAt, answer.session.user, false);
        return qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      }
      return qc.invalidateQueries({ queryKey: rhKeys.all });
    },
  });
}

export const usePunchCards = (q: PunchCardsQuery, enabled = true) =>
  useQuery({ queryKey: rhKeys.cardList(q), queryFn: () => rhApi.cards(q), placeholderData: keepPreviousData, enabled });

export function useCloseCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, endAt, reason }: { id: number; endAt: string; reason: string }) => rhApi.close(id, { endAt, reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rhKeys.all }),
  });
}

export const useTimekeeping = (month: string, magasinId: number | null) =>
  useQuery({
    queryKey: rhKeys.timekeeping(month, magasinId),
    queryFn: () => rhApi.timekeeping(month, magasinId),
    placeholderData: keepPreviousData,
  });

export const useExportMonth = () =>
  useMutation({ mutationFn: ({ month, magasinId }: { month: string; magasinId: number | null }) => rhApi.exportMonth(month, magasinId) });
