// The back office frame (header, sidebar) loads after sign-in: the login page does not need it. The frame shows only
// shared texts; each screen brings its features' texts (app/screens.ts), the setup wizard its own (issue 12, first
// load; `npm run bench:first-load`). The till's screens have a frame of their own, lighter (./layout/till-layout).
import type { ComponentType } from 'react';
import { loadChunk } from './lazy-screen';

export async function loadSignedInFrame(): Promise<{ default: ComponentType }> {
  const mod = await loadChunk(() => import('./layout/app-layout'));
  return { default: mod.AppLayout };
}

/** The screens framed by the till's light frame instead of the back office's. */
export const TILL_FRAME_PATHS: ReadonlySet<string> = new Set(['/pos/command', '/pos/payer']);

export async function loadTillFrame(): Promise<{ default: ComponentType }> {
  const mod = await loadChunk(() => import('./layout/till-layout'));
  return { default: mod.TillLayout };
}
