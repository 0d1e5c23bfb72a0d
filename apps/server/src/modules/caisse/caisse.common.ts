// What the cash services share: store scope, the business day, wire shapes, company settings, manager approval,
// and the one way an operation is written (ledger row + running total in the same transaction).
import { exceedsThreshold, fromMinor, storesInScope, toMinor, type ApprovalInput, type FunctionalityTag } from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { AppError, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { verifyPassword } from '../../lib/passwords';
import { insertAudit } from '../audit/audit.repository';
import { findConfigs } from '../entreprise/entreprise.repository';
import type { Stores } from './caisse.repository';
import * as caisseRepo from './caisse.repository';
import * as opsRepo from './operations.repository';

export const MANAGER_ROLES = ['gerant', 'admin'] as const;
export const CAISSE_TAGS: readonly FunctionalityTag[] = ['gestion_caisse'];

/** Store-bound roles, and managers given stores, see only their stores. */
export const storesOf = (ctx: RequestContext): Stores => storesInScope(ctx.roleTag, ctx.magasinIds);

export function checkStore(ctx: RequestContext, magasinId: number): void {
  const stores = storesOf(ctx);
  if (stores && !stores.includes(magasinId)) throw notFound('magasin');
}

/** The business day: the date of the client's local time (x-local-time) when plausible, else UTC's. */
export function businessDay(localTime: string | undefined, now = new Date()): string {
  const m = localTime?.match(/^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}/);
  if (m) {
    const t = Date.parse(localTime!);
    if (!Number.isNaN(t) && Math.abs(t - now.getTime()) < 36 * 3_600_000) return m[1];
  }
  return now.toISOString().slice(0, 10);
}
export const localTimeOf = (req: FastifyRequest): string | undefined => {
  const h = req.headers['x-local-time'];
  return Array.isArray(h) ? h[0] : h;
};

/** YYYY-MM-DD bounds as instants: from inclusive, to (the next day) exclusive. */
export function dayRange(from?: string, to?: string): { fromTs?: string; toTs?: string } {
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
  return { fromTs: from ? `${from}T00:00:00.000Z` : undefined, toTs: to ? next(to) : undefined };
}

export const money = (minor: number | string | null | undefined): number => fromMinor(Number(minor ?? 0));
export const moneyOrNull = (minor: number | string | null | undefined): number | null =>
  minor === null || minor === undefined ? null : money(minor);
export const minor = (amount: number): number => toMinor(amount);

export function toOperation(o: opsRepo.OperationJoined) {
  return {
    id: o.id,
    magasinId: o.magasin_id,
    caisseId: o.caisse_id,
    calendarDayId: o.calendar_day_id,
    commandId: o.command_id,
    userId: o.user_id,
    userName: o.userName,
    type: o.type,
    subType: o.subType,
    modePayment: o.modePayment,
    amount: money(o.amount),
    currencyTag: o.currencyTag,
    reason: o.reason,
    approvalId: o.approval_id,
    created_at: o.created_at,
  };
}

// ---- Company settings (entreprise config, product-spec §6): two-step approval, the thresholds, the blind count.
export interface CashSettings {
  twoStep: boolean;
  differenceThreshold: number;
  operationThreshold: number;
  /** cash_blind_count: on unless the company turned it off. */
  blindCount: boolean;
}

const CASH_KEYS = ['two_step_manager_approval', 'cash_difference_threshold', 'cash_operation_threshold', 'cash_blind_count'];

function parsed(value: string | null | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
const isOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const isOff = (v: unknown) => v === false || v === 0 || v === '0' || v === 'false';

const thresholdOf = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(',', '.')) : NaN;
  return Number.isFinite(n) && n >= 0 ? toMinor(n) : 0;
};

/** The company's cash settings, in one statement. */
export async function cashSettings(db: Executor, entrepriseId: number): Promise<CashSettings> {
  const rows = new Map((await findConfigs(db, entrepriseId, CASH_KEYS)).map((r) => [r.key, parsed(r.value)]));
  return {
    twoStep: isOn(rows.get('two_step_manager_approval')),
    differenceThreshold: thresholdOf(rows.get('cash_difference_threshold')),
    operationThreshold: thresholdOf(rows.get('cash_operation_threshold')),
    blindCount: !isOff(rows.get('cash_blind_count')),
  };
}

/** Who sees the expected amounts of an open session even under the blind count: managers and the controller. */
export const SEES_EXPECTED_ROLES: readonly string[] = [...MANAGER_ROLES, 'controleur_gestion'];

/** The user counts blind: the company's blind count is on and they are not among those who see the expected amounts. */
export const countsBlind = (ctx: RequestContext, settings: Pick<CashSettings, 'blindCount'>): boolean =>
  settings.blindCount && !SEES_EXPECTED_ROLES.includes(ctx.roleTag);

/** Why an approval is asked: a message key `approval_for_*` (messages-caisse.ts) and its words. */
export interface ApprovalReason {
  message:
    | 'approval_for_cash_difference'
    | 'approval_for_cash_operation'
    | 'approval_for_refund'
    | 'approval_for_change'
    | 'approval_for_cancellation'
    | 'approval_for_request'
    | 'approval_for_not_returnable'
    | 'approval_for_used_subscription';
  params?: Record<string, string>;
}

/**
 * When an action needs a manager: the acting manager approves it themself; anyone else must give the access code
 * of a gerant or admin of the company. Answers the approver's id, or throws (422 without approval, 403 refused).
 */
export async function requireApproval(
  db: Executor,
  ctx: RequestContext,
  approval: ApprovalInput | undefined,
  reason?: ApprovalReason,
): Promise<number> {
  if ((MANAGER_ROLES as readonly string[]).includes(ctx.roleTag)) return ctx.userId;
  // The 422 names what is approved and why (the approval dialog shows it), else the generic words.
  if (!approval) throw invalid([reason ? { field: 'approval', ...reason } : { field: 'approval', message: 'approval_required' }]);
  const candidates = await opsRepo.listApprovers(db, ctx.entrepriseId, approval.userId);
  for (const c of candidates) {
    if (c.codeHash && (await verifyPassword(approval.code, c.codeHash))) {
      if ((MANAGER_ROLES as readonly string[]).includes(c.roleTag)) return c.user_id;
      break; // the code of someone who may not approve
    }
  }
  // The refusal repeats the reason (approval.reason), so the dialog keeps saying what is approved and why.
  const why = reason ? [{ field: 'approval.reason', ...reason }] : [];
  throw new AppError('FORBIDDEN', 'approval_refused', { errors: [{ field: 'approval', message: 'approval_refused' }, ...why] });
}

/**
 * An order's action that needs a manager (a product not returnable, a subscription's used sessions refunded): the
 * approval (requireApproval), recorded as an approval of `action` on the order and in the audit log with `data`.
 */
export async function approveOrderAction(
  db: Executor,
  ctx: RequestContext,
  c: { id: number; magasin_id: number; total: number | string },
  approval: ApprovalInput | undefined,
  a: { action: string; reason: ApprovalReason; data: Record<string, unknown>; now: string },
): Promise<void> {
  const approvedBy = await requireApproval(db, ctx, approval, a.reason);
  const data = { commandId: c.id, ...a.data };
  await opsRepo.insertApproval(db, {
    entreprise_id: ctx.entrepriseId,
    magasin_id: c.magasin_id,
    caisse_id: null,
    action: a.action,
    amount: Number(c.total),
    requestedBy: ctx.userId,
    approvedBy,
    data: JSON.stringify(data),
    created_at: a.now,
  });
  await insertAudit(db, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: a.action,
    entity: 'command',
    entityId: c.id,
    data: { ...data, approvedBy },
    ip: ctx.ip,
    now: a.now,
  });
}

export const needsApproval = (settings: CashSettings, amount: number, threshold: number): boolean =>
  settings.twoStep && exceedsThreshold(amount, threshold);

/** Writes one operation and its running total in the caller's transaction. */
export async function recordOperation(
  db: Executor,
  o: {
    entrepriseId: number;
    magasinId: number;
    caisseId: number | null;
    calendarDayId: number | null;
    commandId?: number | null;
    userId: number;
    type: string;
    subType?: string | null;
    modePayment: string;
    amount: number;
    currencyTag: string;
    reason?: string | null;
    approvalId?: number | null;
    now: string;
  },
): Promise<number> {
  const id = await opsRepo.insertOperation(db, {
    entreprise_id: o.entrepriseId,
    magasin_id: o.magasinId,
    caisse_id: o.caisseId,
    calendar_day_id: o.calendarDayId,
    command_id: o.commandId ?? null,
    user_id: o.userId,
    type: o.type,
    subType: o.subType ?? null,
    modePayment: o.modePayment,
    amount: o.amount,
    currencyTag: o.currencyTag,
    reason: o.reason ?? null,
    approval_id: o.approvalId ?? null,
    created_at: o.now,
    updated_at: o.now,
  });
  if (o.caisseId !== null) {
    await caisseRepo.addToTotals(db, {
      entrepriseId: o.entrepriseId,
      caisseId: o.caisseId,
      type: o.type,
      modePayment: o.modePayment,
      amount: o.amount,
      count: 1,
    });
  }
  return id;
}

export async function recordNotification(
  db: Executor,
  n: {
    entrepriseId: number;
    magasinId: number;
    caisseId: number;
    tag: 'open_cash' | 'close_cash' | 'withdrawal';
    userId: number;
    data: unknown;
    now: string;
  },
) {
  // product-spec §4: a register's withdrawals carry a running count; a reader keeps only the highest of a register.
  let data = n.data;
  if (n.tag === 'withdrawal') {
    const before = await opsRepo.countNotifications(db, n.entrepriseId, n.caisseId, n.tag);
    data = { ...(n.data as Record<string, unknown>), count: before + 1 };
  }
  await opsRepo.insertNotification(db, {
    entreprise_id: n.entrepriseId,
    magasin_id: n.magasinId,
    caisse_id: n.caisseId,
    tag: n.tag,
    // Keys: the notification screens translate them in the reader's language.
    title: `notif_${n.tag}`,
    message: `notif_${n.tag}`,
    data: JSON.stringify(data),
    user_id: n.userId,
    created_at: n.now,
  });
}

/** PostgreSQL 23505 or SQLite's UNIQUE/PRIMARY KEY constraint failure. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
