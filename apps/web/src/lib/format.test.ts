import { describe, expect, it } from 'vitest';
import {
  compareText,
  formatCompact,
  formatCompactMoney,
  countryName,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMinor,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSpan,
  formatTime,
  numberSeparators,
} from './format';

// Intl puts narrow or normal no-break spaces and bidi marks in some locales: compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
// 14:05 UTC on 25 October 2026, read in the test's time zone.
const moment = new Date(2026, 9, 25, 14, 5);

describe('the formatting module follows the app language, not the browser', () => {
  it('formats numbers, money and rates in the four languages, with Latin digits in Arabic', () => {
    expect(plain(formatNumber(1234.5, 'fr', 2))).toBe('1 234,50');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(12345.5, 'it', 2)).toBe('12.345,50');
    expect(plain(formatNumber(1234.5, 'ar', 2))).toMatch(/^1[,.\u066c]234[.,\u066b]50$/);
    expect(formatDecimal(10.8, 'fr', 2)).toBe('10,80');
    expect(formatDecimal(10.8, 'en', 2)).toBe('10.80');
    expect(plain(formatMoney(10.8, 'EUR', 'fr'))).toBe('10,80 EUR');
    expect(plain(formatMoney(10.8, 'MAD', 'it'))).toBe('10,80 MAD');
    expect(plain(formatMinor(123456, 'MAD', 'en'))).toBe('1,234.56 MAD');
    expect(plain(formatMoney(3, 'MAD', 'ar'))).toMatch(/^3[.,\u066b]00 MAD$/);
  });

  it('formats percentages in the four languages', () => {
    expect(plain(formatPercent(20, 'fr'))).toBe('20 %');
    expect(formatPercent(20, 'en')).toBe('20%');
    expect(formatPercent(12.5, 'it')).toBe('12,5%');
    expect(plain(formatPercent(20, 'ar'))).toMatch(/20/);
  });

  it('formats dates and 24-hour times in the four languages', () => {
    expect(formatDate(moment, 'fr')).toBe('25 oct. 2026');
    expect(formatDate(moment, 'en')).toBe('25 Oct 2026');
    expect(formatDate(moment, 'it')).toBe('25 ott 2026');
    expect(formatDate(moment, 'ar')).toMatch(/25/);
    expect(formatDate(moment, 'ar')).toMatch(/2026/);
    for (const locale of ['fr', 'en', 'it', 'ar']) expect(plain(formatTime(moment, locale))).toBe('14:05');
    expect(plain(formatDateTime(moment, 'fr'))).toContain('14:05');
    expect(formatDate('not a date', 'fr')).toBe('');
    expect(formatTime(null, 'fr')).toBe('');
  });

  it('writes a span with its arrow pointing the way the line reads: to the left in Arabic', () => {
    for (const locale of ['fr', 'en', 'it']) expect(formatSpan('2 nov.', '9 nov.', locale)).toBe('2 nov. → 9 nov.');
    expect(formatSpan('2026/11/02', '2026/11/09', 'ar')).toBe('2026/11/02 ← 2026/11/09');
  });

  it('names countries in the app language, with the stored name as fallback', () => {
    expect(countryName('MA', 'fr')).toBe('Maroc');
    expect(countryName('MA', 'en')).toBe('Morocco');
    expect(countryName('MA', 'it')).toBe('Marocco');
    expect(countryName('MA', 'ar')).toBe('المغرب');
    expect(countryName('de', 'fr')).toBe('Allemagne');
    expect(countryName(null, 'fr', 'Maroc')).toBe('Maroc');
    expect(countryName('???', 'fr', 'Ailleurs')).toBe('Ailleurs');
  });

  it('gives the separators a number field needs, and sorts accents as the language does', () => {
    expect(numberSeparators('fr').decimalSeparator).toBe(',');
    expect(numberSeparators('en').decimalSeparator).toBe('.');
    expect(numberSeparators('it').thousandSeparator).toBe('.');
    expect(['Zambie', 'Égypte', 'Espagne'].sort((a, b) => compareText(a, b, 'fr'))).toEqual(['Égypte', 'Espagne', 'Zambie']);
  });
});

describe('figures abbreviated as product-spec §9 says (K above 999, M above 999,999, 2 decimals)', () => {
  it('keeps 999 whole and abbreviates from 1,000, in the app language', () => {
    expect(formatCompact(999, 'en')).toBe('999');
    expect(formatCompact(1000, 'en')).toBe('1.00K');
    expect(formatCompact(1234.5, 'fr')).toBe('1,23K');
    expect(formatCompact(999_999, 'en')).toBe('1,000.00K');
    expect(formatCompact(1_000_000, 'en')).toBe('1.00M');
    expect(formatCompact(12_345_678, 'it')).toBe('12,35M');
    expect(formatCompact(-2500, 'en')).toBe('-2.50K');
    expect(formatCompact(2.5, 'en', 2)).toBe('2.5');
    expect(plain(formatCompact(1500, 'ar'))).toMatch(/^1[.,\u066b]50K$/);
  });

  it('puts the currency tag after an abbreviated amount, and 2 decimals below 1,000', () => {
    expect(plain(formatCompactMoney(12_345.67, 'MAD', 'fr'))).toBe('12,35K MAD');
    expect(plain(formatCompactMoney(950.5, 'EUR', 'en'))).toBe('950.50 EUR');
    expect(plain(formatCompactMoney(3_200_000, 'MAD', 'en'))).toBe('3.20M MAD');
  });
});
