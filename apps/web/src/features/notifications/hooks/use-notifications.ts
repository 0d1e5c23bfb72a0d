// A user's notifications (the bell: the latest and the unread count; the page: filtered) and marking them as viewed.
// Refetched by the live channel's events (live/invalidation.ts), not polled.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsAnswer } from '@comptoir/shared';
import { notificationsApi, type NotificationsFilter } from '../api/notifications-api';
import { notificationKeys } from '../live/invalidation';

export function useNotifications(userId: number | undefined, q: NotificationsFilter, options: { quiet?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(userId ?? 0, q),
    queryFn: () => notificationsApi.list(userId as number, q, options.quiet),
    enabled: userId !== undefined && (options.enabled ?? true),
    staleTime: 60_000,
  });
}

export function useMarkViewed(userId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => notificationsApi.viewed(userId as number, ids),
    onSuccess: async (_answer, ids) => {
      // At once in every list held, then from the server.
      const seen = new Set(ids);
      qc.setQueriesData<NotificationsAnswer>({ queryKey: [...notificationKeys.all, 'list'] }, (old) =>
        old
          ? {
              ...old,
              unread: Math.max(0, old.unread - old.notifications.filter((x) => !x.viewed && seen.has(x.id)).length),
              notifications: old.notifications.map((x) => (seen.has(x.id) ? { ...x, viewed: true } : x)),
            }
          : old,
      );
      await qc.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
    },
  });
}
