// Client-side rules of the slider and question forms, mirroring the server's zod schemas; messages are i18n keys.
import { QUESTION_TYPES } from '@comptoir/shared';
import { z } from 'zod';

const MAX = 'content.validation.maxLength';
const order = z.number('validation.required').int('content.validation.integer').min(0, 'content.validation.min').max(10_000, MAX);

export const sliderFormSchema = z.object({
  intitule: z.string().trim().min(1, 'validation.required').min(2, 'validation.minLength').max(120, MAX),
  description: z.string().trim().max(500, MAX),
  fileId: z.number().nullable(),
  link: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500, MAX)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, 'content.validation.url'),
  ]),
  order,
  isActive: z.boolean(),
});
export type SliderFormValues = z.infer<typeof sliderFormSchema>;

export const questionFormSchema = z
  .object({
    question: z.string().trim().min(1, 'validation.required').min(3, 'validation.minLength').max(255, MAX),
    type: z.enum(QUESTION_TYPES, 'validation.required'),
    options: z.array(z.string().trim().min(1, 'validation.required').max(120, MAX)).max(20, MAX),
    order,
    isActive: z.boolean(),
  })
  .refine((v) => v.type !== 'choice' || v.options.filter((o) => o.trim()).length >= 2, {
    path: ['options'],
    message: 'content.questions.optionsRequired',
  });
export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** The question form as checked: the options count only for a choice question. */
export const questionFormInput = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as QuestionFormValues).type !== 'choice' ? { ...v, options: [] } : v),
  questionFormSchema,
);
