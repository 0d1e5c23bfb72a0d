// Client-side form rules, mirroring the server's zod schemas in @comptoir/shared; messages are i18n keys.
import { z } from 'zod';

const MAX = 'entreprise.validation.maxLength';
const optionalText = (max: number) => z.string().trim().max(max, MAX);
const phone = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(30, MAX)
    .regex(/^\+?[0-9][0-9 ().-]{3,28}$/, 'validation.phone'),
]);

/** The company form (product-spec §3); contactName is required (§5). */
export const entrepriseFormSchema = z.object({
  intitule: z.string().trim().min(2, 'validation.minLength').max(120, MAX),
  contactName: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120, MAX),
  tel: phone,
  cmmWebDomaineName: z.union([z.literal(''), optionalText(255).regex(/^\S+$/, 'entreprise.validation.website')]),
  ice: z.union([z.literal(''), optionalText(40).regex(/^\d+$/, 'entreprise.validation.numeric')]),
  currencyTag: z.string().min(1, 'validation.required'),
  adresse: optionalText(255),
  fileId: z.number().nullable(),
  largeFileId: z.number().nullable(),
});
export type EntrepriseFormValues = z.infer<typeof entrepriseFormSchema>;

export const integrationFormSchema = z.object({
  name: z.string().trim().min(2, 'validation.minLength').max(120, MAX),
  url: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(500, MAX)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'entreprise.validation.url'),
  apiKey: z.union([z.literal(''), z.string().trim().min(8, 'validation.minLength').max(500, MAX)]),
  isActive: z.boolean(),
});
export type IntegrationFormValues = z.infer<typeof integrationFormSchema>;
