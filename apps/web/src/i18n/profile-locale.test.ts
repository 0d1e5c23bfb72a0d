// The saved profile language applies at sign-in when no language cookie is set (issue 7); a cookie wins.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProfileLocale, currentLocale, initI18n } from './i18n';

const clearCookie = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

describe('applyProfileLocale', () => {
  beforeEach(async () => {
    clearCookie();
    await initI18n('fr');
  });
  afterEach(clearCookie);

  it("switches to the profile's language when the browser has no language cookie", async () => {
    await applyProfileLocale('ar');
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps the language chosen in this browser (the cookie)', async () => {
    document.cookie = 'lang=fr; path=/';
    await applyProfileLocale('ar');
    expect(currentLocale()).toBe('fr');
  });

  it('ignores an empty or unknown profile language', async () => {
    await applyProfileLocale(null);
    await applyProfileLocale('xx');
    expect(currentLocale()).toBe('fr');
  });
});
