// The collaborator form's values, rules and the request body built from them. Messages are i18n keys.
import { CONTRACT_TYPES, PAY_TYPES, type Collaborator, type CollaboratorBody, type ContractType, type PayType } from '@comptoir/shared';
import { z } from 'zod';

export interface CollaboratorFormValues {
  firstName: string;
  lastName: string;
  email: string;
  tel: string;
  position: string;
  contractType: ContractType;
  contractStart: string;
  contractEnd: string;
  weeklyHours: number | string;
  payType: PayType;
  payAmount: number | string;
  magasinIds: string[];
  userId: string | null;
  emergencyName: string;
  emergencyTel: string;
  fileIds: number[];
  code: string;
  isActive: boolean;
}

const REQUIRED = 'validation.required';
const PHONE = /^\+?[0-9][0-9 ().-]{3,28}$/;
const optional = (rule: z.ZodType) => z.union([z.literal(''), rule]);

export const collaboratorFormSchema = z
  .object({
    firstName: z.string().trim().min(1, REQUIRED).max(80, 'rh.validation.tooLong'),
    lastName: z.string().trim().min(1, REQUIRED).max(80, 'rh.validation.tooLong'),
    email: optional(z.string().trim().email('validation.email')),
    tel: optional(z.string().trim().regex(PHONE, 'validation.phone')),
    position: z.string().max(80, 'rh.validation.tooLong'),
    contractType: z.enum(CONTRACT_TYPES, REQUIRED),
    contractStart: z.string(),
    contractEnd: z.string(),
    weeklyHours: z.coerce.number(REQUIRED).min(1, 'rh.validation.weeklyHours').max(80, 'rh.validation.weeklyHours'),
    payType: z.enum(PAY_TYPES, REQUIRED),
    payAmount: z.coerce.number(REQUIRED).min(0, 'rh.validation.amount').max(10_000_000, 'rh.validation.amount'),
    magasinIds: z.array(z.string()).min(1, REQUIRED),
    emergencyName: z.string().max(120, 'rh.validation.tooLong'),
    emergencyTel: optional(z.string().trim().regex(PHONE, 'validation.phone')),
    code: optional(z.string().regex(/^\d{4,8}$/, 'rh.validation.code')),
  })
  .refine((v) => !v.contractStart || !v.contractEnd || v.contractEnd >= v.contractStart, {
    path: ['contractEnd'],
    message: 'rh.validation.endBeforeStart',
  });

export const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'tel',
  'position',
  'contractType',
  'contractStart',
  'contractEnd',
  'weeklyHours',
  'payType',
  'payAmount',
  'magasinIds',
  'userId',
  'emergencyName',
  'emergencyTel',
  'fileIds',
  'code',
] as const;

export function initialValues(c: Collaborator | null | undefined, defaultStore: number | null): CollaboratorFormValues {
  return {
    firstName: c?.firstName ?? '',
    lastName: c?.lastName ?? '',
    email: c?.email ?? '',
    tel: c?.tel ?? '',
    position: c?.position ?? '',
    contractType: c?.contractType ?? 'cdi',
    contractStart: c?.contractStart ?? '',
    contractEnd: c?.contractEnd ?? '',
    weeklyHours: c?.weeklyHours ?? 44,
    payType: c?.payType ?? 'monthly',
    payAmount: c?.payAmount ?? 0,
    magasinIds: c ? c.magasinIds.map(String) : defaultStore ? [String(defaultStore)] : [],
    userId: c?.userId ? String(c.userId) : null,
    emergencyName: c?.emergencyName ?? '',
    emergencyTel: c?.emergencyTel ?? '',
    fileIds: c?.documents.map((d) => d.id) ?? [],
    code: '',
    isActive: c?.isActive ?? true,
  };
}

export function toBody(v: CollaboratorFormValues, id?: number): CollaboratorBody {
  return {
    ...(id ? { id } : {}),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    tel: v.tel.trim(),
    position: v.position.trim(),
    contractType: v.contractType,
    contractStart: v.contractStart,
    contractEnd: v.contractEnd,
    weeklyHours: Number(v.weeklyHours),
    payType: v.payType,
    payAmount: Number(v.payAmount),
    magasinIds: v.magasinIds.map(Number),
    userId: v.userId ? Number(v.userId) : '',
    emergencyName: v.emergencyName.trim(),
    emergencyTel: v.emergencyTel.trim(),
    fileIds: v.fileIds,
    code: v.code,
    isActive: v.isActive,
  };
}
