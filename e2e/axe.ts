// Accessibility check for the journeys: axe-core (WCAG 2 A and AA rules) injected into the page; a journey fails
// with the list of violations (rule, count, first elements) so the fix can go to the theme tokens or the shared piece.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// axe-core is a root devDependency (the journeys are not a workspace).
const AXE_SOURCE = readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

export type AppTheme = 'light' | 'dark' | 'semi-dark';

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[]; any: { message: string }[] }[] }[];
}

/** The rules whose answer depends on the colours: all a second theme of the same screen can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations on the page as short lines ('color-contrast (serious) ×3: .a | .b'); empty when none. `rules`
 * narrows the check to those rules (a screen already checked in one theme needs only the colour rules in the next).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Let transitions settle, axe reads computed colours: no finite animation or transition running (a skeleton's pulse
  // is endless), checked at each frame, instead of a fixed pause per check (three per screen, a hundred screens).
  // A table being refreshed (aria-busy, shown dimmed) is checked once its rows are back.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
    undefined,
    { polling: 'raf' },
  );
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline <script> tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, {
      runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
  }, rules);
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}) ×${v.nodes.length}: ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}${v.id === 'color-contrast' ? ` [${n.any[0]?.message ?? ''}]` : ''}`)
        .join(' | ')}`,
  );
}

/** Fails the journey when axe finds a WCAG 2 A/AA violation on what is on screen. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
}

/** Opens the app in a theme (stored as the theme menu stores it) before the first page loads. */
export async function useTheme(page: Page, theme: AppTheme): Promise<void> {
  await page.addInitScript((th) => localStorage.setItem('comptoir.theme', th), theme);
}
