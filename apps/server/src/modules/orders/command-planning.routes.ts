// Production planning of an order: PATCH /Command/{id}/planning moves it along the shared planning state machine
// (plannified → in_production → ready; lost, then planned again). Ours: the spec names the states only. Audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canPlan, commandDetail, commandPlanningBody, idPathParam, type CommandPlanningData } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { ctxOf } from '../../http/access';
import { conflict } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { insertAudit } from '../audit/audit.repository';
import { commandDetail as detailOf, visibleCommand } from './orders.view';
import { orderChanged } from '../../realtime/changes';
import { notifyOrder } from './order-notifications';

/** Cancelled, refunded and archived orders are not produced any more. */
const CLOSED = new Set(['cancelled', 'refunded', 'archived', 'cancellation_approved']);

export async function changePlanning(database: Database, ctx: RequestContext, id: number, b: CommandPlanningData) {
  return database.db.transaction().execute(async (trx) => {
    const c = await visibleCommand(trx, ctx, id);
    if (CLOSED.has(c.etat)) throw conflict('move_not_allowed', 'planning');
    const from = c.planning ?? null;
    if (!canPlan(from, b.planning)) throw conflict('move_not_allowed', 'planning');
    const now = nowIso();
    const moved = await trx
      .updateTable('commands')
      .set({ planning: b.planning, planningAt: now, updated_at: now })
      .where('entreprise_id', '=', ctx.entrepriseId)
      .where('id', '=', c.id)
      .where((eb) => (from === null ? eb('planning', 'is', null) : eb('planning', '=', from)))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw conflict('stale_update', 'planning');
    orderChanged(c.id);
    if (b.planning === 'ready') await notifyOrder(trx, ctx, 'order_ready', c);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'command.planning',
      entity: 'command',
      entityId: c.id,
      data: { from, to: b.planning, reason: b.reason ?? null },
      ip: ctx.ip,
      now,
    });
    return detailOf(trx, ctx, c.id);
  });
}

export const commandPlanningRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const plan = { tags: ['gestion_command', 'gestion_lab'] as const };
    app.patch(
      '/Command/:id/planning',
      { config: plan, schema: { params: idPathParam, body: commandPlanningBody, response: { 200: commandDetail } } },
      (req) => changePlanning(deps.database, ctxOf(req), req.params.id, req.body),
    );
  };
