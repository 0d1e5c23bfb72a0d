import { PAYMENT_MODES } from '@comptoir/shared';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import itDict from '../i18n/it.json';
import { changeLocale, i18n, initI18n } from '../i18n/i18n';
import { paymentModeLabel } from './payment-mode';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('paymentModeLabel', () => {
  it('names every mode in the four languages, from the shared texts only', () => {
    for (const dict of [fr, en, ar, itDict]) {
      for (const mode of [...PAYMENT_MODES, 'loyalty_points']) expect((dict.paymentModes as Record<string, string>)[mode]).toBeTruthy();
    }
  });

  it('gives the card terminal one name, with the features texts not loaded, and shows an unknown tag as is', async () => {
    await initI18n('fr', 'default', { featureTexts: false });
    expect(paymentModeLabel(i18n.t, 'pos_machine')).toBe('Carte (TPE)');
    expect(paymentModeLabel(i18n.t, 'some_new_mode')).toBe('some_new_mode');
    await changeLocale('ar');
    expect(paymentModeLabel(i18n.t, 'cash')).toBe('نقدًا');
  });
});
