// Accessibility: axe on the screens of people (HR), memberships and the online shop's back office in the three themes.
import { test } from '@playwright/test';
import { expectNoViolationsOn, PEOPLE_SHOP_SCREENS } from './axe-sweep';
import { signInAs } from './fixtures';
import { onCi } from './timeouts';

test('axe finds no WCAG 2 A/AA violation on the people, memberships and online shop screens in the three themes', async ({ page }) => {
  test.setTimeout(onCi(PEOPLE_SHOP_SCREENS.length * 20_000));
  await signInAs(page, 'admin', '/');
  await expectNoViolationsOn(page, PEOPLE_SHOP_SCREENS, ['light', 'dark', 'semi-dark']);
});
