// Client-side form rules, mirroring the server's zod schemas in @comptoir/shared; messages are i18n keys.
import { QUESTION_TYPES } from '@comptoir/shared';
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
const url = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500, MAX)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'entreprise.validation.url'),
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

export const sliderFormSchema = z.object({
  intitule: z.string().trim().min(2, 'validation.minLength').max(120, MAX),
  description: optionalText(500),
  fileId: z.number().nullable(),
  link: url,
  order: z.number('validation.required').int().min(0, 'entreprise.validation.min').max(10_000, MAX),
  isActive: z.boolean(),
});
export type SliderFormValues = z.infer<typeof sliderFormSchema>;

export const questionFormSchema = z
  .object({
    question: z.string().trim().min(3, 'validation.minLength').max(255, MAX),
    type: z.enum(QUESTION_TYPES, 'validation.required'),
    options: z.array(z.string().trim().min(1, 'validation.required').max(120, MAX)).max(20, MAX),
    order: z.number('validation.required').int().min(0, 'entreprise.validation.min').max(10_000, MAX),
    isActive: z.boolean(),
  })
  .refine((v) => v.type !== 'choice' || v.options.filter((o) => o.trim()).length >= 2, {
    path: ['options'],
    message: 'entreprise.questions.optionsRequired',
  });
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

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
