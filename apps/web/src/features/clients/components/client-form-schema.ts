// The client form's rules, mirroring clientBody of @comptoir/shared; messages are i18n keys.
import { BLOOD_GROUPS, CLIENT_SEXES, CLIENT_TYPES, type ClientBody, type Client } from '@comptoir/shared';
import { z } from 'zod';

/** Same as the server's phoneNumber rule. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{3,28}$/;

export interface ClientFormValues {
  name: string;
  tel: string;
  email: string;
  birthday: string;
  sex: string;
  bloodGroup: string;
  city: string;
  adresse: string;
  ice: string;
  type: string;
  notes: string;
  cardReference: string;
}

const optional = (inner: z.ZodType<string>) => z.union([z.literal(''), inner]);

export const clientFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(2, 'validation.minLength')
    .max(190, 'clients.validation.maxLength'),
  tel: optional(z.string().trim().max(30, 'clients.validation.maxLength').regex(PHONE_PATTERN, 'validation.phone')),
  email: optional(z.string().trim().max(190, 'clients.validation.maxLength').pipe(z.email('validation.email'))),
  birthday: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'clients.validation.date')),
  sex: z.union([z.literal(''), z.enum(CLIENT_SEXES)]),
  bloodGroup: z.union([z.literal(''), z.enum(BLOOD_GROUPS)]),
  city: z.string().max(120, 'clients.validation.maxLength'),
  adresse: z.string().max(255, 'clients.validation.maxLength'),
  ice: optional(z.string().trim().max(30, 'clients.validation.maxLength').regex(/^\d+$/, 'clients.validation.digits')),
  type: z.enum(CLIENT_TYPES),
  notes: z.string().max(5000, 'clients.validation.maxLength'),
  cardReference: optional(z.string().trim().min(4, 'validation.minLength').max(40, 'clients.validation.maxLength')),
});

export function initialValues(c: Client | null | undefined, defaultType: Client['type']): ClientFormValues {
  return {
    name: c?.name ?? '',
    tel: c?.tel ?? '',
    email: c?.email ?? '',
    birthday: c?.birthday ?? '',
    sex: c?.sex ?? '',
    bloodGroup: c?.bloodGroup ?? '',
    city: c?.city ?? '',
    adresse: c?.adresse ?? '',
    ice: c?.ice ?? '',
    type: c?.type ?? defaultType,
    notes: c?.notes ?? '',
    cardReference: '',
  };
}

/** POST /Client/ body: every field (emptied ones as ''), the id when editing, a card number only when given. */
export function toClientBody(v: ClientFormValues, id?: number): ClientBody {
  const body: ClientBody = {
    name: v.name.trim(),
    tel: v.tel.trim(),
    email: v.email.trim(),
    birthday: v.birthday,
    sex: v.sex as ClientBody['sex'],
    bloodGroup: v.bloodGroup as ClientBody['bloodGroup'],
    city: v.city.trim(),
    adresse: v.adresse.trim(),
    ice: v.ice.trim(),
    type: v.type as Client['type'],
    notes: v.notes.trim(),
  };
  if (id !== undefined) body.id = id;
  if (v.cardReference.trim()) body.cardReference = v.cardReference.trim();
  return body;
}
