// Open popups, menus and drawers, most recent last: the back button closes the top one before anything else.
import { useEffect, useRef } from 'react';

const stack: Array<{ close: () => void }> = [];

export function pushOverlay(close: () => void): () => void {
  const entry = { close };
  stack.push(entry);
  return () => {
    const i = stack.indexOf(entry);
    if (i >= 0) stack.splice(i, 1);
  };
}

export const hasOpenOverlay = (): boolean => stack.length > 0;

/** Closes the most recent overlay; false when none is open. */
export function closeTopOverlay(): boolean {
  const top = stack.pop();
  if (!top) return false;
  top.close();
  return true;
}

/** Registers an overlay while it is open, so browser or hardware back closes it. */
export function useCloseOnBack(opened: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!opened) return;
    return pushOverlay(() => closeRef.current());
  }, [opened]);
}
