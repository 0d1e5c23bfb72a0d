// The company's screens: its form, sliders and questions, the settings (configuration) and the API parameters.
import { lazyScreen } from '../../app/lazy-screen';
import type { ScreenLoader } from '../../app/screens';

export const screens: Record<string, ScreenLoader> = {
  '/settings/entreprise': lazyScreen(() => import('./pages/entreprise-page'), 'EntreprisePage'),
  '/settings/entreprise/sliders': lazyScreen(() => import('./pages/sliders-page'), 'SlidersPage'),
  '/settings/entreprise/questions': lazyScreen(() => import('./pages/questions-page'), 'QuestionsPage'),
  '/settings/config/configuration': lazyScreen(() => import('./pages/configuration-page'), 'ConfigurationPage'),
  '/settings/config/parameters': lazyScreen(() => import('./pages/parameters-page'), 'ParametersPage'),
};

/** The other features whose texts these screens show (see app/screens.ts). */
export const texts = ['content'];
