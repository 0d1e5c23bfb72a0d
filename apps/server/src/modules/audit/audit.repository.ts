// The audit log: who did what, when (cancellations, refunds, price changes, withdrawals, role grants, sign-ins).
import type { Executor } from '../../db/database';

export async function insertAudit(
  db: Executor,
  a: {
    entrepriseId: number | null;
    userId: number | null;
    action: string;
    entity?: string;
    entityId?: number;
    data?: unknown;
    ip?: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      entreprise_id: a.entrepriseId,
      user_id: a.userId,
      action: a.action,
      entity: a.entity ?? null,
      entityId: a.entityId ?? null,
      data: a.data === undefined ? null : JSON.stringify(a.data),
      ip: a.ip ?? null,
      created_at: a.now,
    })
    .execute();
}
