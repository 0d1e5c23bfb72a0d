// Accessibility (issue 7): axe finds no WCAG 2 A/AA violation on the back office's first screens (administration,
// catalogue, clients, cash registers) in the light, dark and semi-dark themes (./axe-sweep.ts).
import { test } from '@playwright/test';
import { expectNoViolationsOn, SCREENS } from './axe-sweep';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

test('axe finds no WCAG 2 A/AA violation on every screen in the light, dark and semi-dark themes', async ({ page }) => {
  test.setTimeout(onCi(SCREENS.length * 20_000));
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, SCREENS, ['light', 'dark', 'semi-dark']);
});
