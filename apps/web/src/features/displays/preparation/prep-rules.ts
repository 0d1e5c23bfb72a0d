// The preparation display's small rules, kept pure: the waiting time's colour, the bump bar's keys, which orders are
// on screen (served ones leave after the screen's auto-clear delay) and in which column.
import type { PrepOrder, PrepStep } from '@comptoir/shared';

export type WaitLevel = 'ok' | 'warn' | 'late';

/** Orange from `warnAfter` minutes of waiting, red from `lateAfter`. */
export function waitLevel(waitedMs: number, warnAfter: number, lateAfter: number): WaitLevel {
  const minutes = waitedMs / 60_000;
  return minutes >= lateAfter ? 'late' : minutes >= warnAfter ? 'warn' : 'ok';
}

/** mm:ss, or h:mm:ss past an hour. */
export function waited(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h ? `${h}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

export const COLUMNS: readonly PrepStep[] = ['todo', 'in_progress', 'ready'];

/** The orders on screen: every one not served, and the served ones for `clearAfter` seconds. */
export function onScreen(orders: readonly PrepOrder[], nowMs: number, clearAfter: number): PrepOrder[] {
  return orders.filter((o) => o.step !== 'served' || (o.stepAt !== null && nowMs - Date.parse(o.stepAt) < clearAfter * 1000));
}

/** The last order served (what "recall" brings back). */
export function lastServed(orders: readonly PrepOrder[]): PrepOrder | null {
  return orders.filter((o) => o.step === 'served' && o.stepAt).sort((a, b) => Date.parse(b.stepAt!) - Date.parse(a.stepAt!))[0] ?? null;
}

export type BumpAction = { kind: 'select'; index: number } | { kind: 'move'; by: number } | { kind: 'bump' } | { kind: 'recall' } | null;

/**
 * A bump bar is a keyboard: 1–9 pick the nth order on screen, the arrows (or 4 and 6 of a numeric pad) move the
 * choice, Enter, Space or B bumps it to its next step, R, 0 or Backspace recalls the last served.
 */
export function bumpAction(key: string): BumpAction {
  if (/^[1-9]$/.test(key)) return { kind: 'select', index: Number(key) - 1 };
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'move', by: 1 };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'move', by: -1 };
    case 'Enter':
    case ' ':
    case 'b':
    case 'B':
      return { kind: 'bump' };
    case 'r':
    case 'R':
    case '0':
    case 'Backspace':
      return { kind: 'recall' };
    default:
      return null;
  }
}
