import { describe, expect, it } from 'vitest';
import { convertPreview } from './components/conversion-preview';
import { asNumber, isOn, SETTING_GROUPS } from './config-keys';
import { entrepriseFormSchema } from './schemas';
import { CONFIG_KEYS } from '@comptoir/shared';

const MAD = { id: 1, tag: 'MAD', value: 1, isDefault: true };
const EUR = { id: 2, tag: 'EUR', value: 10.8, isDefault: false };
const plain = (s: string | null) => s?.replace(/\s/g, ' ');

describe('conversion preview', () => {
  it('is amount × source rate ÷ target rate, 2 decimals with the tag', () => {
    expect(plain(convertPreview(100, EUR, MAD, 'fr'))).toBe('1 080,00 MAD');
    expect(plain(convertPreview('108', MAD, EUR, 'en'))).toBe('10.00 EUR');
    expect(plain(convertPreview(1, MAD, EUR, 'en'))).toBe('0.09 EUR');
  });
  it('gives nothing without an amount or a currency', () => {
    expect(convertPreview('', EUR, MAD, 'fr')).toBeNull();
    expect(convertPreview(5, undefined, MAD, 'fr')).toBeNull();
  });
});

describe('config values', () => {
  it('reads switches stored as booleans, 1/0 or text', () => {
    expect([true, 1, '1', 'true'].every(isOn)).toBe(true);
    expect([false, 0, '0', null, undefined, 'no'].some(isOn)).toBe(false);
  });
  it('reads numbers stored as numbers or text', () => {
    expect(asNumber(30)).toBe(30);
    expect(asNumber('1.5')).toBe(1.5);
    expect(asNumber(null)).toBe('');
    expect(asNumber('abc')).toBe('');
  });
  it('offers a switch for each of the nine settings of product-spec §6 (and ours), with the shared keys', () => {
    const keys = SETTING_GROUPS.flatMap((g) => g.keys);
    const spec = [
      'mandatory_inventory',
      'two_step_manager_approval',
      'sale_modification_refund_approval',
      'sale_cancellation',
      'sale_cancellation_by_manager',
      'discount_per_order_line',
      'discount_on_order',
      'promo_code_on_client_creation',
      'section_access_for_cashier',
    ];
    for (const key of spec) expect(keys).toContain(key);
    expect(keys).toContain('allow_negative_stock');
    for (const key of keys) expect(CONFIG_KEYS).toContain(key);
  });
});

describe('company form rules', () => {
  const valid = {
    intitule: 'Épicerie du Port',
    contactName: 'Karim',
    tel: '',
    cmmWebDomaineName: '',
    ice: '',
    currencyTag: 'MAD',
    adresse: '',
    fileId: null,
    largeFileId: null,
  };
  it('needs a contact name', () => {
    const r = entrepriseFormSchema.safeParse({ ...valid, contactName: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['contactName'], message: 'validation.required' });
  });
  it('wants an ICE made of digits and a phone that looks like one', () => {
    const r = entrepriseFormSchema.safeParse({ ...valid, ice: '12A', tel: 'phone' });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['ice', 'tel']);
    expect(entrepriseFormSchema.safeParse({ ...valid, ice: '001234567000089', tel: '+212 522 00 00 00' }).success).toBe(true);
  });
});
