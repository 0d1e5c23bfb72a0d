// Client-side form rules (mirroring the server's zod schemas in @comptoir/shared); messages are i18n keys.
import { USER_TYPES } from '@comptoir/shared';
import { z } from 'zod';
import { emailAddress, requiredText } from '../../lib/form-rules';

const email = emailAddress();

export const registerFormSchema = z.object({
  userType: z.enum(USER_TYPES, 'validation.required'),
  name: requiredText(3, 120),
  entrepriseName: requiredText(2, 120),
  email,
  tel: z
    .string()
    .trim()
    .min(6, 'validation.minLength')
    .regex(/^[+0-9 ().-]+$/, 'validation.phone'),
  password: z.string().min(1, { error: 'validation.required', abort: true }).min(8, 'validation.minLength'),
  acceptTerms: z.boolean().refine((v) => v, 'validation.terms'),
});
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const profileFormSchema = z.object({
  name: requiredText(3, 120),
  tel: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .min(6, 'validation.minLength')
      .regex(/^[+0-9 ().-]+$/, 'validation.phone'),
  ]),
  locale: z.enum(['fr', 'en', 'ar', 'it'], 'validation.required'),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    newPassword: z.string().min(8, 'validation.minLength'),
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
