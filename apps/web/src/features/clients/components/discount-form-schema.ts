// The promo code forms' rules (one code, or N generated), mirroring remiseBody / bulkRemiseBody of @comptoir/shared;
// messages are i18n keys. The server checks them again (and the code's uniqueness).
import { BULK_CODES_MAX, type TypeRemise } from '@comptoir/shared';
import { z } from 'zod';

export interface TermsValues {
  typeRemiseId: string;
  valeur: number | string;
  maxUsing: number | string;
  startAt: string;
  endAt: string;
  commentaire: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.union([z.literal(''), z.string().regex(DAY, 'clients.validation.date')]);

const terms = {
  typeRemiseId: z.string().min(1, 'validation.required'),
  valeur: z.number('validation.required').gt(0, 'clients.validation.positive').max(1_000_000, 'clients.validation.max'),
  maxUsing: z.union([
    z.literal(''),
    z.number().int('clients.validation.integer').min(1, 'clients.validation.min').max(1_000_000, 'clients.validation.max'),
  ]),
  startAt: day,
  endAt: day,
  commentaire: z.string().max(255, 'clients.validation.maxLength'),
};

/** The last day may not come before the first. */
const datesInOrder = (v: { startAt: string; endAt: string }) => !v.startAt || !v.endAt || v.endAt >= v.startAt;
const ORDER = { message: 'clients.validation.endBeforeStart', path: ['endAt'] };

/** A percentage is at most 100. */
export const percentAtMost100 = (types: TypeRemise[]) => (v: { typeRemiseId: string; valeur: number | string }) =>
  types.find((x) => String(x.id) === v.typeRemiseId)?.tag !== 'percentage' || Number(v.valeur) <= 100;
const PERCENT = { message: 'clients.validation.percent', path: ['valeur'] };

export const discountSchema = (types: TypeRemise[]) =>
  z
    .object({
      intitule: z
        .string()
        .trim()
        .min(3, 'validation.minLength')
        .max(40, 'clients.validation.maxLength')
        .regex(/^[A-Za-z0-9-]+$/, 'clients.validation.codeChars'),
      ...terms,
    })
    .refine(datesInOrder, ORDER)
    .refine(percentAtMost100(types), PERCENT);

export const bulkSchema = (types: TypeRemise[]) =>
  z
    .object({
      number: z
        .number('validation.required')
        .int('clients.validation.integer')
        .min(1, 'clients.validation.min')
        .max(BULK_CODES_MAX, 'clients.validation.max'),
      prefix: z
        .string()
        .trim()
        .max(10, 'clients.validation.maxLength')
        .regex(/^[A-Za-z0-9]*$/, 'clients.validation.codeChars'),
      ...terms,
    })
    .refine(datesInOrder, ORDER)
    .refine(percentAtMost100(types), PERCENT);

export const blankTerms = (types: TypeRemise[]): TermsValues => ({
  typeRemiseId: String(types[0]?.id ?? ''),
  valeur: '',
  maxUsing: 1,
  startAt: '',
  endAt: '',
  commentaire: '',
});

/** The terms as the API takes them. */
export const termsBody = (v: TermsValues) => ({
  typeRemiseId: Number(v.typeRemiseId),
  valeur: Number(v.valeur),
  maxUsing: v.maxUsing === '' ? undefined : Number(v.maxUsing),
  startAt: v.startAt,
  endAt: v.endAt,
  commentaire: v.commentaire,
});
