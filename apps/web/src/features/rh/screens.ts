// The human resources screens (issue 32; paths of WEB_ROUTES, their tags guard them).
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/rh/collaborator': lazyScreen(() => import('./pages/collaborators-page'), 'CollaboratorsPage'),
  '/rh/collaborator/add': lazyScreen(() => import('./pages/collaborator-form-page'), 'CollaboratorFormPage'),
  '/rh/collaborator/:id': lazyScreen(() => import('./pages/collaborator-page'), 'CollaboratorPage'),
  '/rh/collaborator/:id/edit': lazyScreen(() => import('./pages/collaborator-form-page'), 'CollaboratorFormPage'),
  '/rh/punch-card': lazyScreen(() => import('./pages/punch-card-page'), 'PunchCardPage'),
  '/rh/timekeeping-data': lazyScreen(() => import('./pages/timekeeping-page'), 'TimekeepingPage'),
};

/** The other features whose texts these screens show: the file uploader's words live in the shared texts. */
export const texts = [] as string[];
