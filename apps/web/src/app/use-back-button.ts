// The app's one navigation guard (React Router allows one blocker). Browser and hardware back (product-spec §2): first
// close an open popup, menu or drawer; on home or login the first press shows "press back again to quit" for 3 s and
// only a second press within 3 s leaves; elsewhere back goes back. Any way of leaving a page whose form holds unsaved
// changes (sidebar, link, back) asks first (lib/unsaved-changes.ts).
import { TIMINGS_MS } from '@comptoir/shared';
import { createElement, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '../lib/notify';
import { closeTopOverlay, hasOpenOverlay } from '../lib/overlay-stack';
import { hasUnsavedChanges } from '../lib/unsaved-changes';

// The dialog's code (Mantine's modal) loads the first time it is needed, not with the first page (issue 12, first load).
const ConfirmModal = lazy(() => import('../components/confirm-modal').then((m) => ({ default: m.ConfirmModal })));

const EXIT_PAGES = new Set(['/', '/login']);
const BACK_NOTICE_ID = 'back-press';

interface GuardState {
  backGuard?: boolean;
}

/** Returns the "leave without saving?" dialog, to render once at the root. */
export function useBackButton(): ReactNode {
  const { t } = useTranslation();
  const armedUntil = useRef(0);
  const leaving = useRef(false);
  const [asking, setAsking] = useState(false);
  // Mounted from the first question on, so the dialog keeps its closing transition.
  const [asked, setAsked] = useState(false);
  if (asking && !asked) setAsked(true);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction === 'POP' && hasOpenOverlay()) return true;
    if (nextLocation.pathname !== currentLocation.pathname && hasUnsavedChanges()) {
      leaving.current = true;
      return true;
    }
    if (historyAction !== 'POP') return false;
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
    if (leaving.current) {
      setAsking(true);
      return;
    }
    if (!closeTopOverlay()) {
      armedUntil.current = Date.now() + TIMINGS_MS.backPressWindow;
      notifyInfo({ id: BACK_NOTICE_ID, message: t('back.pressAgain'), autoClose: TIMINGS_MS.backPressWindow });
    }
    blocker.reset();
  }, [blocker, t]);

  const answer = (leave: boolean) => {
    leaving.current = false;
    setAsking(false);
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  };
  if (!asked) return null;
  return createElement(
    Suspense,
    { fallback: null },
    createElement(ConfirmModal, {
      opened: asking,
      title: t('unsaved.title'),
      message: t('unsaved.text'),
      confirmLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
      onConfirm: () => answer(true),
      onClose: () => answer(false),
      testId: 'unsaved-dialog',
    }),
  );
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
