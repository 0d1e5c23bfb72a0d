// Accessibility (issue 7): axe on the catalogue settings, storefront, till, orders and stock screens, and on the
// screens of one record (a staff member, a client, a session, a product, an order, a stock history and operation).
import { test } from '@playwright/test';
import { expectNoViolationsOn, NEW_SCREENS, screensWithIds } from './axe-sweep';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

test('axe finds no WCAG 2 A/AA violation on the new screens and the screens of one record in the three themes', async ({ page }) => {
  test.setTimeout(onCi((NEW_SCREENS.length + 7) * 20_000));
  const withIds = await screensWithIds(page);
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, [...NEW_SCREENS, ...withIds], ['light', 'dark', 'semi-dark']);
});
