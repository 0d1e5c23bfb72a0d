// Notification calls (api-spec 7.17): a user's list and marking as viewed on the notification prefix; the types and
// who receives which on the main API.
import type {
  NotificationsAnswer,
  NotificationType,
  RoleNotificationTypes,
  RoleNotificationTypesBody,
  UserNotificationMagasin,
  UserNotificationMagasinBody,
} from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface NotificationsFilter {
  tag?: string;
  magasinId?: number;
  from?: string;
  to?: string;
  limit?: number;
}

export const notificationsApi = {
  /** A background read (the bell): no loader, no error toast. */
  list: (userId: number, q: NotificationsFilter, quiet = false) =>
    api.get<NotificationsAnswer>(`/notify/user/${userId}/notifications`, { query: { ...q }, withoutLoader: quiet }),
  viewed: (userId: number, ids: number[]) =>
    api.post<{ unread: number }>(`/notify/user/${userId}/notifications/viewed`, ids, { withoutLoader: true }),
  types: () => api.get<NotificationType[]>('/NotificationTypes'),
  userStores: (userId: number) => api.get<UserNotificationMagasin[]>('/UserNotificationMagasin', { query: { userId } }),
  setUserStore: (body: UserNotificationMagasinBody) => api.post<UserNotificationMagasin[]>('/UserNotificationMagasin/add', body),
  /** A member's own choice removed: they follow their role's again. */
  clearUser: (userId: number) => api.delete<UserNotificationMagasin[]>(`/UserNotificationMagasin/${userId}`),
  roles: () => api.get<RoleNotificationTypes[]>('/RoleNotificationTypes'),
  setRole: (body: RoleNotificationTypesBody) => api.post<RoleNotificationTypes[]>('/RoleNotificationTypes/add', body),
};
