// Company settings of product-spec §6 that orders obey: discounts per line and on the order, and the approvals of
// sale cancellation (by a manager), modification and refund, in one or two steps.
import type { Executor } from '../../db/database';
import { findConfig } from '../entreprise/entreprise.repository';

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

async function flag(db: Executor, entrepriseId: number, key: string, fallback: boolean): Promise<boolean> {
  const row = await findConfig(db, entrepriseId, key);
  if (!row?.value) return fallback;
  try {
    return truthy(JSON.parse(row.value));
  } catch {
    return truthy(row.value);
  }
}

/** Unset settings: discounts allowed, cancellation allowed without approval (the company opts into control). */
export async function orderSettings(db: Executor, entrepriseId: number): Promise<OrderSettings> {
  const [lineDiscount, orderDiscount, cancellation, cancellationByManager, modificationRefundApproval, twoStep] = await Promise.all([
    flag(db, entrepriseId, 'discount_per_order_line', true),
    flag(db, entrepriseId, 'discount_on_order', true),
    flag(db, entrepriseId, 'sale_cancellation', true),
    flag(db, entrepriseId, 'sale_cancellation_by_manager', false),
    flag(db, entrepriseId, 'sale_modification_refund_approval', false),
    flag(db, entrepriseId, 'two_step_manager_approval', false),
  ]);
  return { lineDiscount, orderDiscount, cancellation, cancellationByManager, modificationRefundApproval, twoStep };
}
