import { z } from 'zod';
import { USER_TYPES, LOCALES } from '../constants';
import { dbId, int32 } from './fields.schema';

export const loginBody = z.object({
  email: z.email().max(190),
  password: z.string().min(1).max(200),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const functionalityRef = z.object({ id: z.number(), tag: z.string() });

export const roleRef = z.object({ id: z.number(), tag: z.string(), intitule: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

export const entrepriseRef = z.object({
  id: z.number(),
  intitule: z.string(),
  currencyTag: z.string(),
  isSetup: z.boolean(),
  fileId: z.number().nullable(),
});
export type EntrepriseRef = z.infer<typeof entrepriseRef>;

export const authUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  fileId: z.number().nullable(),
  userType: z.string().nullable(),
  locale: z.string().nullable(),
  roleId: z.number(),
  role: roleRef,
  magasinId: z.number().nullable(),
  magasins: z.array(z.number()),
  functionalities: z.array(functionalityRef),
  isLastVersion: z.boolean(),
  latestCompatibleVersion: z.number().nullable(),
  isActive: z.boolean(),
  entreprise: entrepriseRef,
  otherEntreprises: z.array(entrepriseRef),
  hideGettingStarted: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

export const loginResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: authUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const profilePatch = z
  .object({
    name: z.string().trim().min(3).max(120).optional(),
    tel: z.string().trim().min(6).max(30).nullable().optional(),
    fileId: int32(1).nullable().optional(),
    locale: z.enum(LOCALES).optional(),
    hideGettingStarted: z.boolean().optional(),
    currentPassword: z.string().optional(),
    newPassword: z.string().min(8).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword && !v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'required' });
    }
  });
export type ProfilePatch = z.input<typeof profilePatch>;

export const registerBody = z.object({
  userType: z.enum(USER_TYPES),
  name: z.string().trim().min(3).max(120),
  email: z.email().max(190),
  password: z.string().min(8).max(200),
  tel: z.string().trim().min(6).max(30),
  entrepriseName: z.string().trim().min(2).max(120),
  acceptTerms: z.literal(true, { error: 'terms_required' }),
  locale: z.enum(LOCALES).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const registerResponse = z.object({ ok: z.literal(true), email: z.string() });

export const activateQuery = z.object({ hash: z.string().min(10).max(200) });

export const autoLoginBody = z.object({ email: z.email(), identifier: z.string().min(10).max(300) });

export const autoLoginLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });

export const subscription = z.object({
  id: z.number(),
  plan: z.string(),
  period: z.string(),
  status: z.enum(['active', 'expired', 'suspended']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export const activeSubscriptionsResponse = z.object({
  subscriptions: z.array(subscription),
  expired: z.boolean(),
  suspended: z.boolean(),
});
export type ActiveSubscriptions = z.infer<typeof activeSubscriptionsResponse>;

export const grantParams = z.object({
  roleId: dbId,
  functionalityId: dbId,
});
export const grantResponse = z.object({ roleId: z.number(), functionalityId: z.number(), granted: z.boolean() });

export const healthResponse = z.object({ status: z.literal('ok'), database: z.string(), version: z.string() });
