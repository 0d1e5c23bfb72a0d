import type { ActiveSubscriptions } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export const homeApi = {
  activeSubscriptions: () => api.get<ActiveSubscriptions>('/ActiveSubscriptions'),
};
