// Page title = the route's translated title + ' — ' + product name.
import { matchWebRoute } from '@comptoir/shared';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appConfig } from './app-config';

export interface RouteHandle {
  title?: string;
}

export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return matchWebRoute(pathname)?.title;
}

export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const key = useRouteTitleKey();
  useEffect(() => {
    document.title = key ? `${t(`routes.${key}`)} — ${appConfig.productName}` : appConfig.productName;
  }, [key, t, i18n.language]);
}
