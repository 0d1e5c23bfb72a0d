import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { zodResolver } from '../../../lib/form';
import {
  initialValues,
  magasinFormSchema,
  requiredFilled,
  toCoordinate,
  toMagasinBody,
  type MagasinFormValues,
} from './magasin-form-schema';

const valid = (over: Partial<MagasinFormValues> = {}): MagasinFormValues => ({
  ...initialValues(null, 'MAD'),
  intitule: 'Atlas Maârif',
  tel: '+212 522 10 10 10',
  countryId: '1',
  cityId: '10',
  startTime: '07:30',
  ...over,
});

beforeAll(async () => {
  await initI18n('en');
});

describe('store form rules (product-spec §5)', () => {
  const validate = zodResolver(magasinFormSchema);

  it('accepts the four required fields alone', () => {
    expect(validate(valid())).toEqual({});
    expect(requiredFilled(valid())).toBe(true);
  });

  it('reports every rule with its message', () => {
    const errors = validate(
      valid({
        intitule: 'ab',
        tel: 'x',
        countryId: null,
        cityId: null,
        startTime: '25:00',
        codePostal: '1234567',
        rue: 'ab',
        ice: '12a',
        footerTicket: 'too short',
        latitude: '95',
        longitude: '-181',
      }),
    );
    expect(errors).toEqual({
      intitule: 'At least 3 characters',
      tel: 'Invalid phone number',
      countryId: 'Required',
      cityId: 'Required',
      startTime: 'Invalid time (HH:MM)',
      codePostal: 'At most 6 characters',
      rue: 'At least 3 characters',
      ice: 'Digits only',
      footerTicket: 'At least 10 characters',
      latitude: 'Latitude is between -90 and 90',
      longitude: 'Longitude is between -180 and 180',
    });
  });

  it('limits title to 120, street to 220 and footer to 255 characters', () => {
    expect(validate(valid({ intitule: 'a'.repeat(121), rue: 'r'.repeat(221), footerTicket: 'f'.repeat(256) }))).toEqual({
      intitule: 'At most 120 characters',
      rue: 'At most 220 characters',
      footerTicket: 'At most 255 characters',
    });
    expect(validate(valid({ intitule: 'a'.repeat(120), rue: 'r'.repeat(220), footerTicket: 'f'.repeat(255) }))).toEqual({});
  });

  it('requires title, phone, city and opening time before submitting', () => {
    for (const field of ['intitule', 'tel', 'cityId', 'startTime'] as const) {
      expect(requiredFilled(valid({ [field]: field === 'cityId' ? null : '  ' })), field).toBe(false);
    }
    expect(validate(valid({ intitule: '', tel: '', startTime: '' }))).toEqual({
      intitule: 'Required',
      tel: 'Required',
      startTime: 'Required',
    });
  });

  it('refuses a country id below 1 or not numeric', () => {
    expect(validate(valid({ countryId: '0' })).countryId).toBe('Required');
    expect(validate(valid({ countryId: 'x' })).countryId).toBe('Required');
  });
});

describe('the request body', () => {
  it('sends latitude and longitude as text, null when not numeric', () => {
    expect(toCoordinate(' 33.5899 ')).toBe('33.5899');
    expect(toCoordinate('-7,6321')).toBe('-7.6321');
    expect(toCoordinate('abc')).toBeNull();
    expect(toCoordinate('')).toBeNull();
    const body = toMagasinBody(valid({ latitude: 'north', longitude: '-7.6' }), { withOnline: false, withTimeClock: false });
    expect(body.latitude).toBeNull();
    expect(body.longitude).toBe('-7.6');
  });

  it('sends numbers for ids, null for emptied fields, and the id when editing', () => {
    const body = toMagasinBody(valid({ rue: '  ', ice: '0012', fileId: 5, timeClockLogin: true }), {
      id: 9,
      withOnline: false,
      withTimeClock: true,
    });
    expect(body).toEqual({
      id: 9,
      intitule: 'Atlas Maârif',
      tel: '+212 522 10 10 10',
      countryId: 1,
      cityId: 10,
      startTime: '07:30',
      codePostal: null,
      rue: null,
      ice: '0012',
      footerTicket: null,
      latitude: null,
      longitude: null,
      currencyTag: 'MAD',
      fileId: 5,
      timeClockLogin: true,
    });
  });

  it('leaves out the switches the user is not shown, so the stored values stay', () => {
    const body = toMagasinBody(valid({ isOnline: true, timeClockLogin: true }), { withOnline: false, withTimeClock: false });
    expect(body).not.toHaveProperty('isOnline');
    expect(body).not.toHaveProperty('timeClockLogin');
    expect(toMagasinBody(valid({ isOnline: true }), { withOnline: true, withTimeClock: false }).isOnline).toBe(true);
  });
});
