// Unsaved changes, one mechanism for every form: a form registers a check while it is mounted; the one navigation
// guard of the app (app/use-back-button.ts) asks before leaving the page, and the browser asks before closing the tab.
import { useEffect, useRef } from 'react';

const checks = new Set<() => boolean>();

/** True when a mounted form holds changes that are not saved. */
export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** Registers a check (read at the moment of leaving, so a save that navigates right after is never blocked). */
export function registerUnsavedCheck(check: () => boolean): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers need returnValue set to show their own "leave site?" dialog.
  event.returnValue = '';
}

let listening = false;
function listenBeforeUnload(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeunload', onBeforeUnload);
}

/**
 * Marks the calling form as holding unsaved changes while `dirty` is (or returns) true: leaving the page by the sidebar, a link, the
 * back button or closing the tab asks first. `useAppForm` calls it; call it directly only for a form built without it.
 */
export function useUnsavedChanges(dirty: boolean | (() => boolean)): void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    listenBeforeUnload();
    return registerUnsavedCheck(() => {
      const current = dirtyRef.current;
      return typeof current === 'function' ? current() : current;
    });
  }, []);
}
