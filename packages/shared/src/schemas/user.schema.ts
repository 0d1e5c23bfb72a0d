// Staff accounts (product-spec §2 staff form, §5 rules), their charts, roles × functionalities, transport companies.
import { z } from 'zod';
import { DEFAULT_LIST_LIMIT } from '../constants';
import { looseBoolean } from './common.schema';
import { roleRef } from './auth.schema';
import { functionality } from './entreprise.schema';
import { blankable, dayString, dbId, idField, idListQuery, int32Query, phoneNumber, whenParsed } from './fields.schema';

export const staffUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  fileId: z.number().nullable(),
  roleId: z.number(),
  role: roleRef,
  magasinId: z.number().nullable(),
  magasins: z.array(z.number()),
  isActive: z.boolean(),
  /** An access code is set (it is stored hashed and never answered). */
  hasCode: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUser>;

export const USER_SORTS = [
  'name',
  '-name',
  'email',
  '-email',
  'tel',
  '-tel',
  'role',
  '-role',
  'isActive',
  '-isActive',
  'created_at',
  '-created_at',
  'id',
  '-id',
] as const;

/** DataTable query: page, limit, keyword, sort ("-" for descending), role and store filters as id lists. */
export const usersQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(DEFAULT_LIST_LIMIT),
  keyword: z.string().trim().max(120).optional(),
  sort: z.enum(USER_SORTS).optional(),
  roleId: idListQuery.optional(),
  magasinId: idListQuery.optional(),
  onlyTrashed: looseBoolean.optional(),
});
export type UsersQuery = z.input<typeof usersQuery>;
export type UsersQueryData = z.output<typeof usersQuery>;
export const usersPage = z.object({ data: z.array(staffUser), total: z.number(), page: z.number(), limit: z.number() });
export type UsersPage = z.infer<typeof usersPage>;

/**
 * A person's name (our reading of product-spec §5 'letters and spaces', docs/decisions.md): letters of every script
 * with their accents and marks, and between words spaces, hyphens and apostrophes ('Anne-Marie Dupont', "Nadia O'Neil",
 * 'عبد الله'). It starts with a letter; digits and other signs are refused.
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}\s'’-]*$/u;

/** A person's name, 3 to 120 characters (PERSON_NAME_PATTERN). */
export const staffName = z.string().trim().min(3).max(120).regex(PERSON_NAME_PATTERN, { error: 'letters_only' });

/** The role selector sends a list of role ids; a single choice is a list of one (product-spec §5). */
export const roleIdList = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'string' ? [v] : v),
  z.array(idField).min(1).max(1, { error: 'single_role' }),
) as unknown as z.ZodType<number[], number | string | (number | string)[]>;

export const staffCreateBody = z.object({
  name: staffName,
  email: z.email().max(190),
  tel: phoneNumber,
  code: z.string().min(6).max(60),
  roleId: roleIdList,
  magasinIds: z.array(idField).max(100).optional(),
  magasinId: idField.nullable().optional(),
  fileId: idField.nullable().optional(),
});
export type StaffCreateBody = z.input<typeof staffCreateBody>;
export type StaffCreateData = z.output<typeof staffCreateBody>;

export const staffPatch = z.object({
  name: staffName.optional(),
  email: z.email().max(190).optional(),
  tel: phoneNumber.optional(),
  code: z.string().min(6).max(60).optional(),
  roleId: roleIdList.optional(),
  magasinIds: z.array(idField).max(100).optional(),
  magasinId: idField.nullable().optional(),
  fileId: idField.nullable().optional(),
  /** false blocks the account in this company, true activates it. */
  isActive: z.boolean().optional(),
});
export type StaffPatch = z.input<typeof staffPatch>;
export type StaffPatchData = z.output<typeof staffPatch>;

export const addMagasinParams = z.object({ id: dbId, storeId: dbId });

export const userQrCode = z.object({ url: z.string(), expiresAt: z.string(), svg: z.string().optional() });

export const chartQuery = z
  .object({ from: dayString.optional(), to: dayString.optional() })
  .refine((v) => !(typeof v.from === 'string' && typeof v.to === 'string' && v.from > v.to), {
    path: ['from'],
    error: 'date_range',
    when: whenParsed('from', 'to'),
  });
export type ChartQuery = z.input<typeof chartQuery>;
/** One value per calendar day (UTC) from `from` to `to`, both included. */
export const chartAnswer = z.object({
  from: z.string(),
  to: z.string(),
  series: z.array(z.object({ date: z.string(), value: z.number() })),
  total: z.number(),
});
export type ChartAnswer = z.infer<typeof chartAnswer>;

// Roles and the grant grid of the signed-in company.
export const rolesAnswer = z.array(roleRef);
export const grantsGrid = z.object({
  roles: z.array(roleRef),
  functionalities: z.array(functionality),
  grants: z.array(z.object({ roleId: z.number(), functionalityIds: z.array(z.number()) })),
});
export type GrantsGrid = z.infer<typeof grantsGrid>;

// Transport companies, and which of them a (delivery) user works with.
export const transportCompany = z.object({
  id: z.number(),
  intitule: z.string(),
  tel: z.string().nullable(),
  created_at: z.string(),
  /** In the trash list only. */
  deleted_at: z.string().nullable().optional(),
});
export type TransportCompany = z.infer<typeof transportCompany>;
export const transportCompanyBody = z.object({
  id: idField.optional(),
  intitule: z.string().trim().min(2).max(120),
  tel: blankable(phoneNumber),
});
export type TransportCompanyBody = z.input<typeof transportCompanyBody>;
export type TransportCompanyData = z.output<typeof transportCompanyBody>;
export const userTransportCompany = transportCompany.extend({ linked: z.boolean() });
export const transportToggleBody = z.object({ userId: idField, transportCompanyId: idField });
export const transportToggleAnswer = z.object({ userId: z.number(), transportCompanyId: z.number(), linked: z.boolean() });
