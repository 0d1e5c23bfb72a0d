// The till's keyboard: F2 search, F3 keypad, F4 client, F9 pay; + and − change the selected line and Delete removes it
// when the search field is empty (the field keeps the focus for the scanner).
import { useEffect } from 'react';

export interface TillKeys {
  search: () => void;
  keypad: () => void;
  client: () => void;
  pay: () => void;
  more: () => void;
  less: () => void;
  remove: () => void;
}

export function useTillKeys(keys: TillKeys, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const fn: Record<string, (() => void) | undefined> = { F2: keys.search, F3: keys.keypad, F4: keys.client, F9: keys.pay };
      const f = fn[e.key];
      if (f) {
        e.preventDefault();
        f();
        return;
      }
      const target = e.target as HTMLElement | null;
      const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
      const emptySearch = target instanceof HTMLInputElement && target.dataset.testid === 'pos-search' && target.value === '';
      if (typing && !emptySearch) return;
      const act = e.key === '+' ? keys.more : e.key === '-' ? keys.less : e.key === 'Delete' ? keys.remove : undefined;
      if (act) {
        e.preventDefault();
        act();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, enabled]);
}
