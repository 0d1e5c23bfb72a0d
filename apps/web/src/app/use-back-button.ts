// Browser and hardware back (product-spec §2): first close an open popup, menu or drawer; on home or login the first
// press shows "press back again to quit" for 3 s and only a second press within 3 s leaves; elsewhere back goes back.
import { TIMINGS_MS } from '@comptoir/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '../lib/notify';
import { closeTopOverlay, hasOpenOverlay } from '../lib/overlay-stack';

const EXIT_PAGES = new Set(['/', '/login']);
const BACK_NOTICE_ID = 'back-press';

interface GuardState {
  backGuard?: boolean;
}

export function useBackButton(): void {
  const { t } = useTranslation();
  const armedUntil = useRef(0);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, historyAction }) => {
    if (historyAction !== 'POP') return false;
    if (hasOpenOverlay()) return true;
    if (!EXIT_PAGES.has(currentLocation.pathname)) return false;
    if (Date.now() <= armedUntil.current) {
      // Second press: leave. From the guard entry, step over the base entry too, out of the app.
      if ((currentLocation.state as GuardState | null)?.backGuard) setTimeout(() => window.history.back(), 0);
      armedUntil.current = 0;
      return false;
    }
    return true;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!closeTopOverlay()) {
      armedUntil.current = Date.now() + TIMINGS_MS.backPressWindow;
      notifyInfo({ id: BACK_NOTICE_ID, message: t('back.pressAgain'), autoClose: TIMINGS_MS.backPressWindow });
    }
    blocker.reset();
  }, [blocker, t]);
}

/**
 * Opened straight on home or login (first history entry): add one entry so the first back stays in the app.
 * Called by the home and login pages themselves, once they are really shown: doing it from the root raced the
 * guards' own redirects (a pending redirect to /login was cancelled by this navigation).
 */
export function useExitPageGuard(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (EXIT_PAGES.has(location.pathname) && idx === 0) {
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: false, state: { backGuard: true } satisfies GuardState },
      );
    }
    // Only when the page is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
