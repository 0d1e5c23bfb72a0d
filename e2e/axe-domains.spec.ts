// Accessibility: axe on the later domains' screens (dashboards, invoices, shipping, labs, central purchasing, the
// displays' settings, notifications, the small settings, stock reports) in the three themes.
import { test } from '@playwright/test';
import { DOMAIN_SCREENS, expectNoViolationsOn } from './axe-sweep';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

test('axe finds no WCAG 2 A/AA violation on the later domains’ screens in the three themes', async ({ page }) => {
  test.setTimeout(onCi(DOMAIN_SCREENS.length * 20_000));
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, DOMAIN_SCREENS, ['light', 'dark', 'semi-dark']);
});
