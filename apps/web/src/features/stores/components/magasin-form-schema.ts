// The store form's values, rules (product-spec §5) and the request body built from them. Messages are i18n keys.
import type { Magasin, MagasinBody } from '@comptoir/shared';
import { z } from 'zod';

export interface MagasinFormValues {
  fileId: number | null;
  intitule: string;
  tel: string;
  countryId: string | null;
  cityId: string | null;
  startTime: string;
  codePostal: string;
  currencyTag: string | null;
  latitude: string;
  longitude: string;
  rue: string;
  ice: string;
  footerTicket: string;
  timeClockLogin: boolean;
  isOnline: boolean;
}

const REQUIRED = 'validation.required';
const MIN = 'validation.minLength';
const MAX = 'stores.validation.maxLength';

/** An optional text: empty is fine, otherwise the rule applies. */
const optionalText = (rule: z.ZodType) => z.union([z.literal(''), rule]);

/** A select's id: required, numeric, at least 1 (product-spec §5). */
const selectId = z
  .string(REQUIRED)
  .regex(/^\d+$/, REQUIRED)
  .refine((v) => Number(v) >= 1, REQUIRED);

/** Latitude / longitude: anything not numeric is sent as null; a number must be within the range. */
const coordinate = (limit: number, message: string) =>
  z.string().refine((v) => {
    const n = toCoordinate(v);
    return n === null || Math.abs(Number(n)) <= limit;
  }, message);

export const magasinFormSchema = z.object({
  fileId: z.number().nullable(),
  intitule: z.string().trim().min(1, REQUIRED).min(3, MIN).max(120, MAX),
  tel: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(30, MAX)
    .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, 'validation.phone'),
  countryId: selectId,
  cityId: selectId,
  startTime: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'stores.validation.time'),
  codePostal: z.string().trim().max(6, MAX),
  currencyTag: z.string().nullable(),
  latitude: coordinate(90, 'stores.validation.latitude'),
  longitude: coordinate(180, 'stores.validation.longitude'),
  rue: optionalText(z.string().trim().min(3, MIN).max(220, MAX)),
  ice: optionalText(z.string().trim().max(40, MAX).regex(/^\d+$/, 'stores.validation.numeric')),
  footerTicket: optionalText(z.string().trim().min(10, MIN).max(255, MAX)),
  timeClockLogin: z.boolean(),
  isOnline: z.boolean(),
});

/** The four fields the submit button waits for (product-spec §5). */
export const REQUIRED_FIELDS = ['intitule', 'cityId', 'tel', 'startTime'] as const;

export const requiredFilled = (v: MagasinFormValues): boolean => REQUIRED_FIELDS.every((k) => (v[k] ?? '').toString().trim() !== '');

/** Text of a number, or null when the input is not numeric (sent as text, api-spec §5). */
export function toCoordinate(input: string): string | null {
  const s = input.trim().replace(',', '.');
  return s !== '' && Number.isFinite(Number(s)) ? s : null;
}

export function initialValues(m: Magasin | null | undefined, defaultCurrency: string | null): MagasinFormValues {
  return {
    fileId: m?.fileId ?? null,
    intitule: m?.intitule ?? '',
    tel: m?.tel ?? '',
    countryId: m?.countryId ? String(m.countryId) : null,
    cityId: m?.cityId ? String(m.cityId) : null,
    startTime: m?.startTime ?? '',
    codePostal: m?.codePostal ?? '',
    currencyTag: m?.currencyTag ?? defaultCurrency,
    latitude: m?.latitude ?? '',
    longitude: m?.longitude ?? '',
    rue: m?.rue ?? '',
    ice: m?.ice ?? '',
    footerTicket: m?.footerTicket ?? '',
    timeClockLogin: m?.timeClockLogin ?? false,
    isOnline: m?.isOnline ?? false,
  };
}

const blankToNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** The POST /Magasin/ body: every field sent (an emptied one as null, to clear it); id when editing. */
export function toMagasinBody(v: MagasinFormValues, opts: { id?: number; withOnline: boolean; withTimeClock: boolean }): MagasinBody {
  return {
    ...(opts.id ? { id: opts.id } : {}),
    intitule: v.intitule.trim(),
    tel: v.tel.trim(),
    countryId: v.countryId ? Number(v.countryId) : null,
    cityId: Number(v.cityId),
    startTime: v.startTime.trim(),
    codePostal: blankToNull(v.codePostal),
    rue: blankToNull(v.rue),
    ice: blankToNull(v.ice),
    footerTicket: blankToNull(v.footerTicket),
    latitude: toCoordinate(v.latitude),
    longitude: toCoordinate(v.longitude),
    ...(v.currencyTag ? { currencyTag: v.currencyTag } : {}),
    fileId: v.fileId,
    // Switches the user is not shown keep the stored value.
    ...(opts.withTimeClock ? { timeClockLogin: v.timeClockLogin } : {}),
    ...(opts.withOnline ? { isOnline: v.isOnline } : {}),
  };
}

/** Form field names the server may report problems for (422). */
export const SERVER_FIELDS = [
  'intitule',
  'tel',
  'countryId',
  'cityId',
  'startTime',
  'codePostal',
  'currencyTag',
  'latitude',
  'longitude',
  'rue',
  'ice',
  'footerTicket',
  'fileId',
  'timeClockLogin',
  'isOnline',
] as const;
