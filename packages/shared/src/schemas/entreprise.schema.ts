// The company: its form (product-spec §3 Company form), settings, integrations, sliders, questions and reference data.
import { z } from 'zod';
import { CONFIG_KEYS, CURRENCY_TAGS } from '../constants';
import { entrepriseRef } from './auth.schema';
import { blankable, dbId, digitsText, httpUrl, idField, int32, int32Query, MAX_ID, phoneNumber, whenParsed } from './fields.schema';

export const entreprise = z.object({
  id: z.number(),
  intitule: z.string(),
  contactName: z.string().nullable(),
  tel: z.string().nullable(),
  ice: z.string().nullable(),
  currencyTag: z.string(),
  adresse: z.string().nullable(),
  fileId: z.number().nullable(),
  largeFileId: z.number().nullable(),
  cmmWebDomaineName: z.string().nullable(),
  isSetup: z.boolean(),
  variant: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entreprise = z.infer<typeof entreprise>;

/** Company form; the setup wizard's company step sends isSetup true and must give contactName (product-spec §5). */
export const entreprisePatch = z
  .object({
    intitule: z.string().trim().min(2).max(120).optional(),
    contactName: blankable(z.string().trim().min(2).max(120)),
    tel: blankable(phoneNumber),
    ice: blankable(digitsText(40)),
    currencyTag: z.string().trim().toUpperCase().min(3).max(8).optional(),
    adresse: blankable(z.string().trim().max(255)),
    fileId: idField.nullable().optional(),
    largeFileId: idField.nullable().optional(),
    cmmWebDomaineName: blankable(z.string().trim().max(255)),
    isSetup: z.boolean().optional(),
  })
  .refine((v) => !(v.isSetup === true && !(typeof v.contactName === 'string' && v.contactName.trim())), {
    path: ['contactName'],
    error: 'required',
    when: whenParsed('isSetup', 'contactName'),
  });
export type EntreprisePatch = z.input<typeof entreprisePatch>;
export type EntreprisePatchData = z.output<typeof entreprisePatch>;

export const configValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
export const configEntry = z.object({ key: z.string(), value: configValue });
/** Points per unit of revenue: at most 1000 (the settings form's bound); the points balance has its own ceiling. */
export const MAX_POINT_MULTIPLIER = 1000;
export const addConfigBody = z
  .object({
    key: z.enum(CONFIG_KEYS),
    value: z.union([z.string().max(2000), z.number().min(-MAX_ID).max(MAX_ID), z.boolean(), z.null()]),
  })
  .refine(
    (b) => b.key !== 'revenue_point_multiplier' || b.value === null || (Number(b.value) >= 0 && Number(b.value) <= MAX_POINT_MULTIPLIER),
    { path: ['value'], error: 'out_of_range', when: whenParsed('key', 'value') },
  );
export type AddConfigBody = z.infer<typeof addConfigBody>;
export const configKeyParam = z.object({ key: z.enum(CONFIG_KEYS) });

export const functionality = z.object({ id: z.number(), tag: z.string(), intitule: z.string() });
export type Functionality = z.infer<typeof functionality>;

export const modelLanguageLabel = z.object({ langTag: z.string(), table: z.string(), tag: z.string(), label: z.string() });

/** api-spec §3 "Entreprise fetch answer". */
export const entrepriseFetch = z.object({
  entreprise,
  entrepriseConfig: z.array(configEntry),
  functionalities: z.array(functionality),
  otherEntreprises: z.array(entrepriseRef),
  modelLanguage: z.array(modelLanguageLabel),
});
export type EntrepriseFetch = z.infer<typeof entrepriseFetch>;

export const gatewayEntrepriseQuery = z.object({ id: dbId });
/** The public brand of a company: what a login or loyalty page may show. */
/** What a public page needs of a company: its name and currency (only for a company that finished its setup). */
export const gatewayEntreprise = z.object({ intitule: z.string(), currencyTag: z.string() });

// Integration settings (ExternalApi / InternalApi): the key is never answered in clear.
export const apiIntegration = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  apiKey: z.string().nullable(),
  isActive: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiIntegration = z.infer<typeof apiIntegration>;
export const apiIntegrationBody = z.object({
  id: idField.optional(),
  name: z.string().trim().min(2).max(120),
  url: httpUrl,
  apiKey: blankable(z.string().trim().min(8).max(500)),
  isActive: z.boolean().optional(),
});
export type ApiIntegrationBody = z.input<typeof apiIntegrationBody>;
export type ApiIntegrationData = z.output<typeof apiIntegrationBody>;
/** plainApiKey: only when the server generated the key (InternalApi), shown this once. */
export const apiIntegrationSaved = apiIntegration.extend({ plainApiKey: z.string().optional() });

// Sliders and client questions, company-wide (magasinId null) or for one store.
export const slider = z.object({
  id: z.number(),
  intitule: z.string(),
  description: z.string().nullable(),
  fileId: z.number().nullable(),
  link: z.string().nullable(),
  order: z.number(),
  isActive: z.boolean(),
  magasinId: z.number().nullable(),
  created_at: z.string(),
});
export type Slider = z.infer<typeof slider>;
export const sliderBody = z.object({
  id: idField.optional(),
  intitule: z.string().trim().min(2).max(120),
  description: blankable(z.string().trim().max(500)),
  fileId: idField.nullable().optional(),
  link: blankable(httpUrl),
  order: int32(0, 10_000).optional(),
  isActive: z.boolean().optional(),
  magasinId: idField.nullable().optional(),
});
export type SliderBody = z.input<typeof sliderBody>;
export type SliderData = z.output<typeof sliderBody>;

export const QUESTION_TYPES = ['text', 'rating', 'yes_no', 'choice'] as const;
export const question = z.object({
  id: z.number(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  order: z.number(),
  isActive: z.boolean(),
  magasinId: z.number().nullable(),
  created_at: z.string(),
});
export type Question = z.infer<typeof question>;
export const questionBody = z
  .object({
    id: idField.optional(),
    question: z.string().trim().min(3).max(255),
    type: z.enum(QUESTION_TYPES).optional(),
    options: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
    order: int32(0, 10_000).optional(),
    isActive: z.boolean().optional(),
    magasinId: idField.nullable().optional(),
  })
  .refine((v) => !(v.type === 'choice' && !(Array.isArray(v.options) && v.options.length >= 2)), {
    path: ['options'],
    error: 'options_required',
    when: whenParsed('type', 'options'),
  });
export type QuestionBody = z.input<typeof questionBody>;
export type QuestionData = z.output<typeof questionBody>;
/** {id}: the store whose questions to list (company-wide ones included); 0 for company-wide only. */
export const questionsParam = z.object({ id: int32Query(0) });

// Currencies: a rate per company (default MAD at 1); conversion is amount × source rate ÷ target rate.
export const currency = z.object({ id: z.number(), tag: z.string(), value: z.number(), isDefault: z.boolean() });
export type Currency = z.infer<typeof currency>;
export const currenciesQuery = z.object({ tag: z.string().trim().max(60).optional() });
export const currencyBody = z.object({ tag: z.enum(CURRENCY_TAGS), value: z.number().positive().max(1_000_000) });

export const country = z.object({ id: z.number(), intitule: z.string(), code: z.string() });
export const city = z.object({ id: z.number(), intitule: z.string(), countryId: z.number() });
export type Country = z.infer<typeof country>;
export type City = z.infer<typeof city>;
export const countriesAnswer = z.object({ countries: z.array(country), cities: z.array(city) });
export const citiesQuery = z.object({ countryId: dbId.optional() });
