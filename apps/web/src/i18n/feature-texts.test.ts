// The app starts with the shared texts only; each screen asks for the texts of the features it shows (issue 12, first
// load), and those follow every later language switch.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n, loadFeatureTexts } from './i18n';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('features texts', () => {
  it('are not loaded at start, then only those asked for, in the current and every later language', async () => {
    await initI18n('fr', 'default', { featureTexts: false });
    expect(i18n.t('auth.rememberMe')).toBe('Rester connecté');
    expect(i18n.exists('pos.search')).toBe(false);

    await loadFeatureTexts(['pos', 'stores']);
    expect(i18n.t('pos.search')).toBe('Rechercher ou scanner');
    expect(i18n.exists('stores.list')).toBe(true);
    expect(i18n.exists('clients.list.search')).toBe(false);
    expect(i18n.t('auth.rememberMe')).toBe('Rester connecté');

    await changeLocale('ar');
    expect(i18n.t('pos.search')).toBe('ابحث أو امسح');
    expect(i18n.exists('stores.list')).toBe(true);
    expect(i18n.exists('clients.list.search')).toBe(false);

    await loadFeatureTexts(['clients']);
    expect(i18n.exists('clients.list.search')).toBe(true);
    await changeLocale('en');
    expect(i18n.t('pos.search')).toBe('Search or scan');
    expect(i18n.exists('clients.list.search')).toBe(true);
  });

  it('are loaded at once by default (tests and tools)', async () => {
    await initI18n('it');
    expect(i18n.exists('pos.search')).toBe(true);
    expect(i18n.exists('clients.list.search')).toBe(true);
  });
});
