// The amount in words of an invoice, in the document's language (fr, en, ar, it): whole units of the currency, then its
// hundredths ("mille deux cent trente-quatre dirhams et cinquante centimes"). Integers up to 999,999,999,999.
import type { Locale } from './constants';
import type { Minor } from './money';

type Words = (n: number) => string;

// ---- French
const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt'];

function fr99(n: number): string {
  if (n < 20) return FR_UNITS[n];
  const t = Math.floor(n / 10);
  let u = n % 10;
  if (t === 7 || t === 9) u += 10;
  const tens = FR_TENS[t];
  if (u === 0) return t === 8 ? 'quatre-vingts' : tens;
  if ((u === 1 || u === 11) && t !== 8 && t !== 9) return `${tens} et ${FR_UNITS[u]}`;
  return `${tens}-${FR_UNITS[u]}`;
}
function fr999(n: number, last: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(h === 1 ? 'cent' : `${FR_UNITS[h]} cent${r === 0 && last ? 's' : ''}`);
  if (r > 0) parts.push(fr99(r) === 'quatre-vingts' && !last ? 'quatre-vingt' : fr99(r));
  return parts.join(' ');
}
const fr: Words = (n) => {
  if (n === 0) return 'zéro';
  const groups: [number, string, string][] = [
    [1e9, 'milliard', 'milliards'],
    [1e6, 'million', 'millions'],
  ];
  const out: string[] = [];
  let rest = n;
  for (const [size, one, many] of groups) {
    const g = Math.floor(rest / size);
    if (g) out.push(`${fr999(g, true)} ${g === 1 ? one : many}`);
    rest %= size;
  }
  const th = Math.floor(rest / 1000);
  if (th) out.push(th === 1 ? 'mille' : `${fr999(th, false)} mille`);
  rest %= 1000;
  if (rest) out.push(fr999(rest, true));
  return out.join(' ');
};

// ---- English
const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function en999(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_UNITS[h]} hundred`);
  if (r) parts.push(r < 20 ? EN_UNITS[r] : EN_TENS[Math.floor(r / 10)] + (r % 10 ? `-${EN_UNITS[r % 10]}` : ''));
  return parts.join(' and ');
}
const en: Words = (n) => {
  if (n === 0) return 'zero';
  const out: string[] = [];
  let rest = n;
  for (const [size, name] of [
    [1e9, 'billion'],
    [1e6, 'million'],
    [1e3, 'thousand'],
  ] as const) {
    const g = Math.floor(rest / size);
    if (g) out.push(`${en999(g)} ${name}`);
    rest %= size;
  }
  if (rest) out.push(en999(rest));
  return out.join(' ');
};

// ---- Italian (words of a number are written together: "milleduecentotrentaquattro"; groups above a thousand apart)
const IT_UNITS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
];
const IT_TENS = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
function it99(n: number): string {
  if (n < 20) return IT_UNITS[n];
  const u = n % 10;
  let tens = IT_TENS[Math.floor(n / 10)];
  if (u === 1 || u === 8) tens = tens.slice(0, -1);
  return tens + (u ? (u === 3 ? 'tré' : IT_UNITS[u]) : '');
}
function it999(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let s = h ? (h === 1 ? 'cento' : `${IT_UNITS[h]}cento`) : '';
  const tail = r ? it99(r) : '';
  // centottanta, centotto: the o of cento falls before a word starting with o.
  if (h && tail.startsWith('o')) s = s.slice(0, -1);
  return s + tail;
}
const it: Words = (n) => {
  if (n === 0) return 'zero';
  const out: string[] = [];
  let rest = n;
  for (const [size, one, many] of [
    [1e9, 'un miliardo', 'miliardi'],
    [1e6, 'un milione', 'milioni'],
  ] as const) {
    const g = Math.floor(rest / size);
    if (g) out.push(g === 1 ? one : `${it999(g)} ${many}`);
    rest %= size;
  }
  const th = Math.floor(rest / 1000);
  rest %= 1000;
  let tail = th ? (th === 1 ? 'mille' : `${it999(th)}mila`) : '';
  if (rest) tail += it999(rest);
  if (tail) out.push(tail);
  return out.join(' ');
};

// ---- Arabic (masculine counted noun; hundreds and thousands in their classical forms, joined by "و")
const AR_UNITS = [
  'صفر',
  'واحد',
  'اثنان',
  'ثلاثة',
  'أربعة',
  'خمسة',
  'ستة',
  'سبعة',
  'ثمانية',
  'تسعة',
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = ['', 'مائة', 'مائتان', 'ثلاثمائة', 'أربعمائة', 'خمسمائة', 'ستمائة', 'سبعمائة', 'ثمانمائة', 'تسعمائة'];
function ar999(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) parts.push(AR_HUNDREDS[h]);
  if (r) parts.push(r < 20 ? AR_UNITS[r] : r % 10 ? `${AR_UNITS[r % 10]} و${AR_TENS[Math.floor(r / 10)]}` : AR_TENS[Math.floor(r / 10)]);
  return parts.join(' و');
}
function arGroup(g: number, one: string, two: string, few: string, many: string): string {
  if (g === 1) return one;
  if (g === 2) return two;
  if (g <= 10) return `${ar999(g)} ${few}`;
  return `${ar999(g)} ${many}`;
}
const ar: Words = (n) => {
  if (n === 0) return AR_UNITS[0];
  const out: string[] = [];
  let rest = n;
  const groups = [
    [1e9, 'مليار', 'ملياران', 'مليارات', 'مليار'],
    [1e6, 'مليون', 'مليونان', 'ملايين', 'مليون'],
    [1e3, 'ألف', 'ألفان', 'آلاف', 'ألف'],
  ] as const;
  for (const [size, one, two, few, many] of groups) {
    const g = Math.floor(rest / size);
    if (g) out.push(arGroup(g, one, two, few, many));
    rest %= size;
  }
  if (rest) out.push(ar999(rest));
  return out.join(' و');
};

export const NUMBER_WORDS: Record<Locale, Words> = { fr, en, it, ar };

/** Names of a currency's unit and hundredth (singular, plural) per language; an unknown currency says its tag. */
const CURRENCY_WORDS: Record<string, Record<Locale, [string, string, string, string]>> = {
  MAD: {
    fr: ['dirham', 'dirhams', 'centime', 'centimes'],
    en: ['dirham', 'dirhams', 'centime', 'centimes'],
    it: ['dirham', 'dirham', 'centesimo', 'centesimi'],
    ar: ['درهم', 'درهما', 'سنتيم', 'سنتيما'],
  },
  EUR: {
    fr: ['euro', 'euros', 'centime', 'centimes'],
    en: ['euro', 'euros', 'cent', 'cents'],
    it: ['euro', 'euro', 'centesimo', 'centesimi'],
    ar: ['يورو', 'يورو', 'سنت', 'سنتا'],
  },
  USD: {
    fr: ['dollar', 'dollars', 'cent', 'cents'],
    en: ['dollar', 'dollars', 'cent', 'cents'],
    it: ['dollaro', 'dollari', 'centesimo', 'centesimi'],
    ar: ['دولار', 'دولارا', 'سنت', 'سنتا'],
  },
};
const AND: Record<Locale, string> = { fr: ' et ', en: ' and ', it: ' e ', ar: ' و' };

/** "mille deux cent trente-quatre dirhams et cinquante centimes" for 123450 minor units of MAD in French. */
export function amountInWords(minor: Minor, currencyTag: string, locale: Locale): string {
  const words = NUMBER_WORDS[locale] ?? fr;
  const abs = Math.abs(Math.round(minor));
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  const names = CURRENCY_WORDS[currencyTag]?.[locale] ?? [currencyTag, currencyTag, '', ''];
  const unitName = units === 1 ? names[0] : names[1];
  const minus = minor < 0 ? { fr: 'moins ', en: 'minus ', it: 'meno ', ar: 'ناقص ' }[locale] : '';
  // French: "un million de dirhams" (de before the unit after a bare million or billion).
  const de = locale === 'fr' && units > 0 && units % 1_000_000 === 0 ? 'de ' : '';
  let s = `${minus}${words(units)} ${de}${unitName}`;
  if (cents) s += `${AND[locale]}${words(cents)} ${cents === 1 ? names[2] || currencyTag : names[3] || currencyTag}`;
  return s;
}
