// Company settings of product-spec §6 that orders obey: discounts per line and on the order, and the approvals of
// sale cancellation (by a manager), modification and refund, in one or two steps.
import type { Executor } from '../../db/database';
import { companyCached } from '../../lib/session-cache';
import { findConfigs } from '../entreprise/entreprise.repository';

export interface OrderSettings {
  lineDiscount: boolean;
  orderDiscount: boolean;
  /** A cashier may cancel a sale at all. */
  cancellation: boolean;
  /** Cancelling needs a manager. */
  cancellationByManager: boolean;
  /** Modifications and refunds need a manager's approval. */
  modificationRefundApproval: boolean;
  /** Approval then execution as two separate steps. */
  twoStep: boolean;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A company switch as stored (JSON true/1/'1'/'true', or its text); `fallback` when unset. */
export function flag(value: string | null | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  try {
    return truthy(JSON.parse(value));
  } catch {
    return truthy(value);
  }
}

const KEYS = [
  'discount_per_order_line',
  'discount_on_order',
  'sale_cancellation',
  'sale_cancellation_by_manager',
  'sale_modification_refund_approval',
  'two_step_manager_approval',
] as const;

/** Unset settings: discounts allowed, cancellation allowed without approval (the company opts into control). */
export function orderSettings(db: Executor, entrepriseId: number): Promise<OrderSettings> {
  // Every sale reads them: kept in the session cache, cleared by any write to the company's settings.
  return companyCached(db, entrepriseId, 'order-settings', () => readOrderSettings(db, entrepriseId));
}

async function readOrderSettings(db: Executor, entrepriseId: number): Promise<OrderSettings> {
  // One statement for the six settings (a sale reads them all).
  const rows = new Map((await findConfigs(db, entrepriseId, KEYS)).map((r) => [r.key, r.value]));
  return {
    lineDiscount: flag(rows.get('discount_per_order_line'), true),
    orderDiscount: flag(rows.get('discount_on_order'), true),
    cancellation: flag(rows.get('sale_cancellation'), true),
    cancellationByManager: flag(rows.get('sale_cancellation_by_manager'), false),
    modificationRefundApproval: flag(rows.get('sale_modification_refund_approval'), false),
    twoStep: flag(rows.get('two_step_manager_approval'), false),
  };
}
