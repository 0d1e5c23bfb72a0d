// Roles × functionalities of the signed-in company (GET /Roles/grants) and grant changes
// (POST and DELETE /Role/{roleId}/Functionality/{functionalityId}, api-spec 7.2).
import type { GrantsGrid } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface GrantAnswer {
  roleId: number;
  functionalityId: number;
  granted: boolean;
}

export const rolesApi = {
  grid: () => api.get<GrantsGrid>('/Roles/grants'),
  grant: (roleId: number, functionalityId: number) =>
    api.post<GrantAnswer>(`/Role/${roleId}/Functionality/${functionalityId}`, undefined, { withoutLoader: true }),
  revoke: (roleId: number, functionalityId: number) =>
    api.delete<GrantAnswer>(`/Role/${roleId}/Functionality/${functionalityId}`, { withoutLoader: true }),
};
