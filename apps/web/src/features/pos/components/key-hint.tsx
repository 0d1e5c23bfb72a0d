// A key of the till's keyboard shown beside what it does (F2, F9, Ctrl+Enter): the browser's own <kbd>, styled as
// Mantine's (till.module.css) without its component in the till's first load; hidden on touch screens.
import type { ReactNode } from 'react';
import classes from './till.module.css';

export function KeyHint({ children, spaced = false }: { children: ReactNode; spaced?: boolean }) {
  return (
    <kbd className={`${classes.kbd} ${classes.keyHint}`} style={spaced ? { marginInlineStart: 12 } : undefined}>
      {children}
    </kbd>
  );
}
