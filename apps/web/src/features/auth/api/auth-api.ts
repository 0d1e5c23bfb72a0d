// Calls of api-spec 7.1 (authentication and profile).
import type { AuthUser, Locale, LoginResponse, ProfilePatch, RegisterBody } from '@comptoir/shared';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export const authApi = {
  /** The form shows a wrong password (401) and throttling (429, 403 blocked) itself. */
  login: (input: LoginInput) => api.post<LoginResponse>('/web/login', input, { expectedStatuses: [401, 403, 429] }),
  /** Single-use sign-in link; a failure sends the visitor to the login page. */
  autoLogin: (email: string, identifier: string) =>
    api.post<LoginResponse>('/web/login/auto', { email, identifier }, { expectedStatuses: [401] }),
  register: (input: RegisterBody) => api.post<LoginResponse>('/web/register', input),
  /** The session may already be gone on the server: signing out locally happens either way. */
  logout: () => api.post<{ ok: true }>('/web/logout', undefined, { withoutLoader: true, expectedStatuses: [401] }),
  me: () => api.get<AuthUser>('/authedAdmin'),
  updateProfile: (patch: ProfilePatch) => api.patch<AuthUser>('/Profile', patch),
  /** The language switcher remembers the choice on the account too, quietly. */
  saveLocale: (locale: Locale) => api.patch<AuthUser>('/Profile', { locale }, { withoutLoader: true }),
  switchEntreprise: (id: number) => api.post<AuthUser>(`/switch/Entreprise/${id}`),
  activate: (hash: string) => api.post<{ ok: true }>('/gateway/Client/activate', undefined, { query: { hash }, withoutLoader: true }),
};
