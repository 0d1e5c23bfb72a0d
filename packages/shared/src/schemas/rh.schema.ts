// Human resources (issue 32): collaborators, punch cards at the till's lock screen, timekeeping. Paths are ours
// (docs/decisions.md, "Human resources").
import { z } from 'zod';
import { PUNCH_ANOMALIES } from '../timekeeping';
import { loginResponse } from './auth.schema';
import { blankable, dayString, dbId, idField, idListQuery, int32Query, phoneNumber, whenParsed } from './fields.schema';

export const CONTRACT_TYPES = ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'freelance'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const PAY_TYPES = ['hourly', 'monthly'] as const;
export type PayType = (typeof PAY_TYPES)[number];

const text = (max: number) => z.string().trim().max(max);

export const collaboratorDocument = z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() });
export const collaborator = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
  position: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  weeklyHours: z.number(),
  payType: z.enum(PAY_TYPES),
  payAmount: z.number(),
  magasinIds: z.array(z.number()),
  magasins: z.array(z.object({ id: z.number(), intitule: z.string() })),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  emergencyName: z.string().nullable(),
  emergencyTel: z.string().nullable(),
  documents: z.array(collaboratorDocument),
  hasCode: z.boolean(),
  isActive: z.boolean(),
  /** Clocked in now (an open card): since when, and on a break. */
  clockedInAt: z.string().nullable(),
  created_at: z.string(),
});
export type Collaborator = z.infer<typeof collaborator>;

export const collaboratorBody = z
  .object({
    id: idField.optional(),
    firstName: text(80).min(1, { error: 'required' }),
    lastName: text(80).min(1, { error: 'required' }),
    email: blankable(z.email({ error: 'invalid_email' }).max(160)),
    tel: blankable(phoneNumber),
    position: blankable(text(80)),
    contractType: z.enum(CONTRACT_TYPES),
    contractStart: blankable(dayString),
    contractEnd: blankable(dayString),
    weeklyHours: z.number().min(1).max(80),
    payType: z.enum(PAY_TYPES),
    payAmount: z.number().min(0).max(10_000_000),
    magasinIds: z.array(dbId).min(1, { error: 'required' }).max(200),
    userId: blankable(dbId),
    emergencyName: blankable(text(120)),
    emergencyTel: blankable(phoneNumber),
    fileIds: z.array(dbId).max(30).default([]),
    /** The time-clock code (4 to 8 digits); empty keeps the current one. */
    code: blankable(z.string().regex(/^\d{4,8}$/, { error: 'invalid_code' })),
    isActive: z.boolean().default(true),
  })
  .refine((b) => !b.contractStart || !b.contractEnd || b.contractEnd >= b.contractStart, {
    path: ['contractEnd'],
    error: 'end_before_start',
    when: whenParsed('contractStart', 'contractEnd'),
  });
export type CollaboratorBody = z.input<typeof collaboratorBody>;

export const collaboratorsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 100).default(20),
  keyword: z.string().trim().max(60).optional(),
  magasinId: dbId.optional(),
  contractType: z.enum(CONTRACT_TYPES).optional(),
  active: z.enum(['1', '0']).optional(),
});
export const collaboratorsPage = z.object({ data: z.array(collaborator), total: z.number(), page: z.number(), limit: z.number() });

// ---- The time clock at a store's till (its lock screen).
export const clockMember = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  hasCode: z.boolean(),
  clockedInAt: z.string().nullable(),
  onBreak: z.boolean(),
});
export const clockBoard = z.object({ magasinId: z.number(), timeClockLogin: z.boolean(), members: z.array(clockMember) });
export type ClockBoard = z.infer<typeof clockBoard>;
export type ClockMember = z.infer<typeof clockMember>;

export const punchBody = z.object({
  magasinId: idField,
  collaboratorId: idField,
  code: z.string().regex(/^\d{4,8}$/, { error: 'invalid_code' }),
});
export type PunchBody = z.infer<typeof punchBody>;
export const punchState = z.object({
  collaborator: clockMember,
  /** What the code did: identified only (unlock), clocked in or out, break started or ended. */
  action: z.enum(['unlock', 'in', 'out', 'break_start', 'break_end']),
  at: z.string(),
  punchCardId: z.number().nullable(),
  /**
   * Ours (members helper): when the code opens the till for a collaborator with his own sign-in account (another than
   * the one signed in), the till goes on as him: his session (the previous one is signed out). Absent otherwise.
   */
  session: loginResponse.optional(),
});
export type PunchState = z.infer<typeof punchState>;

export const punchCard = z.object({
  id: z.number(),
  collaboratorId: z.number(),
  collaboratorName: z.string(),
  magasinId: z.number(),
  magasinIntitule: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  offsetMinutes: z.number(),
  breakMinutes: z.number(),
  workedMinutes: z.number().nullable(),
  breaks: z.array(z.object({ startAt: z.string(), endAt: z.string().nullable() })),
  closedByName: z.string().nullable(),
  closeReason: z.string().nullable(),
  anomalies: z.array(z.enum(PUNCH_ANOMALIES)),
});
export type PunchCard = z.infer<typeof punchCard>;
export const punchCardsQuery = z.object({
  page: int32Query(1, 100_000).default(1),
  limit: int32Query(1, 200).default(50),
  from: dayString.optional(),
  to: dayString.optional(),
  magasinId: dbId.optional(),
  collaboratorId: dbId.optional(),
  anomaly: z.enum([...PUNCH_ANOMALIES, 'any']).optional(),
});
export const punchCardsPage = z.object({ data: z.array(punchCard), total: z.number(), page: z.number(), limit: z.number() });

/** A manager closes a forgotten clock-out: when the collaborator left, and why. */
export const punchCloseBody = z.object({
  endAt: z.iso.datetime({ offset: true, error: 'invalid_date' }),
  reason: text(300).min(3, { error: 'required' }),
});

// ---- Timekeeping of a month.
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid_month' });
export const timekeepingQuery = z.object({ month, magasinId: dbId.optional(), collaboratorIds: idListQuery.optional() });
export const timekeepingRow = z.object({
  collaboratorId: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  contractType: z.enum(CONTRACT_TYPES),
  weeklyHours: z.number(),
  payType: z.enum(PAY_TYPES),
  payAmount: z.number(),
  workedMinutes: z.number(),
  overtimeMinutes: z.number(),
  openCards: z.number(),
  weeks: z.array(z.object({ week: z.string(), from: z.string(), to: z.string(), workedMinutes: z.number(), overtimeMinutes: z.number() })),
});
export type TimekeepingRow = z.infer<typeof timekeepingRow>;
export const timekeeping = z.object({ month: z.string(), rows: z.array(timekeepingRow) });
export type Timekeeping = z.infer<typeof timekeeping>;
