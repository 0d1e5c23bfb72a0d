// The kiosk goes back to its welcome screen when nobody touches it for a while (the cart is emptied), after a last
// warning in the final 10 seconds that any touch cancels.
import { useEffect, useState } from 'react';

export const IDLE_WARNING_S = 10;

/** Seconds left before the reset while in the warning period, else null; `active` false stops the clock. */
export function useIdleReset(active: boolean, idleSeconds: number, reset: () => void): number | null {
  const [last, setLast] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const touch = () => setLast(Date.now());
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, touch, { passive: true });
    const timer = setInterval(() => setNow(Date.now()), 1000);
    setLast(Date.now());
    return () => {
      for (const e of events) window.removeEventListener(e, touch);
      clearInterval(timer);
    };
  }, [active]);
  const left = Math.ceil(idleSeconds - (now - last) / 1000);
  useEffect(() => {
    if (active && left <= 0) reset();
  }, [active, left, reset]);
  return active && left <= IDLE_WARNING_S ? Math.max(0, left) : null;
}
