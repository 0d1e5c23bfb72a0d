// A row (or any non-button element) that opens something on click opens it on Enter or Space too, once focused (with
// tabIndex 0); a key pressed in a control inside it stays that control's.
import type { KeyboardEvent } from 'react';

export const openOnKey =
  (open: () => void) =>
  (e: KeyboardEvent<HTMLElement>): void => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    open();
  };
