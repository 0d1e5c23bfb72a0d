// Registers of a store, business days (CalendarDayEntity), denominations, and the company's payment methods.
import { PAYMENT_MODES, type CashRegister, type CashRegisterData, type PaymentMethod } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { companyCached } from '../../lib/session-cache';
import { insertAudit } from '../audit/audit.repository';
import { visibleStore } from '../magasins/magasins.service';
import { companyCurrencyTags } from '../reference/reference.service';
import * as repo from './caisse.repository';
import { isUniqueViolation, MANAGER_ROLES, storesOf } from './caisse.common';
import * as opsRepo from './operations.repository';
import { requireClosingCount } from '../stock/closing-count';

type RegisterListRow = Awaited<ReturnType<typeof repo.listRegisters>>[number];
const toRegister = (r: RegisterListRow): CashRegister => ({
  id: r.id,
  magasinId: r.magasin_id,
  intitule: r.intitule,
  isActive: Boolean(r.isActive),
  session: r.sessionId
    ? { id: r.sessionId, state: 'opened', openedAt: r.openedAt!, openedBy: r.openedBy ?? null, openedByName: r.openedByName ?? null }
    : null,
});

export async function listRegisters(database: Database, ctx: RequestContext, magasinId: number): Promise<CashRegister[]> {
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listRegisters(database.db, ctx.entrepriseId, magasinId)).map(toRegister);
}

/** Creates, or updates when id is given; a name is unique among the store's live registers. */
export async function saveRegister(database: Database, ctx: RequestContext, body: CashRegisterData): Promise<CashRegister> {
  try {
    return await database.db.transaction().execute(async (trx) => {
      await visibleStore(trx, ctx, body.magasinId);
      if (body.id !== undefined) {
        const existing = await repo.findRegister(trx, ctx.entrepriseId, storesOf(ctx), body.id);
        if (!existing || existing.magasin_id !== body.magasinId) throw notFound('register');
      }
      if (await repo.findRegisterByTitle(trx, body.magasinId, body.intitule, body.id)) throw conflict('register_taken', 'intitule');
      const now = nowIso();
      let id = body.id;
      if (id !== undefined)
        await repo.updateRegister(trx, ctx.entrepriseId, id, { intitule: body.intitule, isActive: body.isActive, updated_at: now });
      else
        id = await repo.insertRegister(trx, {
          entrepriseId: ctx.entrepriseId,
          magasinId: body.magasinId,
          intitule: body.intitule,
          isActive: body.isActive ?? true,
          now,
        });
      const rows = await repo.listRegisters(trx, ctx.entrepriseId, body.magasinId);
      return toRegister(rows.find((r) => r.id === id)!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('register_taken', 'intitule');
    throw err;
  }
}

/** Soft delete; a register with an open session cannot go. */
export async function deleteRegister(database: Database, ctx: RequestContext, id: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const r = await repo.findRegister(trx, ctx.entrepriseId, storesOf(ctx), id);
    if (!r) throw notFound('register');
    if (await repo.openSessionOfRegister(trx, id)) throw conflict('register_has_open_session');
    const now = nowIso();
    await repo.updateRegister(trx, ctx.entrepriseId, id, { deleted_at: now, updated_at: now });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'register.delete',
      entity: 'register',
      entityId: id,
      data: { intitule: r.intitule },
      ip: ctx.ip,
      now,
    });
  });
}

// ---- Denominations
export async function billets(database: Database, ctx: RequestContext, currencyTag?: string) {
  const tags = await companyCurrencyTags(database.db, ctx.entrepriseId);
  const wanted = currencyTag ? tags.filter((t) => t === currencyTag) : tags;
  return (await repo.listBillets(database.db, wanted)).map((b) => ({
    id: b.id,
    currencyTag: b.currencyTag,
    value: b.value / 100,
    kind: b.kind,
  }));
}

// ---- Business days
type DayRow = NonNullable<Awaited<ReturnType<typeof repo.findDay>>>;
const toDay = (d: DayRow, openSessions: number) => ({
  id: d.id,
  magasinId: d.magasin_id,
  day: d.day,
  state: d.state,
  lastTicketNumber: Number(d.lastTicketNumber),
  openedAt: d.openedAt,
  closedAt: d.closedAt,
  openSessions,
});

export async function dayByTag(database: Database, ctx: RequestContext, magasinId: number, day: string) {
  await visibleStore(database.db, ctx, magasinId);
  const d = await repo.findDay(database.db, ctx.entrepriseId, magasinId, day);
  if (!d) throw notFound('calendar_day');
  return toDay(d, await repo.countOpenSessions(database.db, d.id));
}

/** Opens the store's business day (creating it), or closes it once every session of the day is closed. */
export async function updateDayByTag(database: Database, ctx: RequestContext, magasinId: number, day: string, state: 'opened' | 'closed') {
  return database.db.transaction().execute(async (trx) => {
    await visibleStore(trx, ctx, magasinId);
    const now = nowIso();
    const d = await repo.ensureDay(trx, ctx.entrepriseId, magasinId, day, now);
    if (state === 'closed' && d.state === 'opened') {
      if ((await repo.countOpenSessions(trx, d.id)) > 0) throw conflict('day_has_open_sessions');
      await requireClosingCount(trx, ctx.entrepriseId, magasinId, d.openedAt);
      await repo.setDayState(trx, d.id, { state: 'closed', closedAt: now, closedBy: ctx.userId, updated_at: now });
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'calendar_day.close',
        entity: 'calendar_day',
        entityId: d.id,
        data: { day },
        ip: ctx.ip,
        now,
      });
    } else if (state === 'opened' && d.state === 'closed') {
      // Reopening a closed day is a manager's decision.
      if (!(MANAGER_ROLES as readonly string[]).includes(ctx.roleTag)) throw conflict('day_closed');
      await repo.setDayState(trx, d.id, { state: 'opened', closedAt: null, closedBy: null, updated_at: now });
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'calendar_day.reopen',
        entity: 'calendar_day',
        entityId: d.id,
        data: { day },
        ip: ctx.ip,
        now,
      });
    }
    const fresh = (await repo.findDay(trx, ctx.entrepriseId, magasinId, day))!;
    return toDay(fresh, await repo.countOpenSessions(trx, fresh.id));
  });
}

export async function visibleDay(db: Executor, ctx: RequestContext, id: number) {
  const d = await repo.findDayById(db, ctx.entrepriseId, storesOf(ctx), id);
  if (!d) throw notFound('calendar_day');
  return d;
}

// ---- Payment methods (the modes of product-spec §9), seeded on first read
const LABELS: Record<(typeof PAYMENT_MODES)[number], string> = {
  cash: 'Espèces',
  bank_transfer: 'Virement bancaire',
  pos_machine: 'Carte (TPE)',
  gift_cheque: 'Chèque cadeau',
  delivery_platform: 'Plateforme de livraison',
  direct_bank_transfer: 'Virement direct',
  cash_on_delivery: 'Paiement à la livraison',
  online_payment_provider: 'Paiement en ligne',
};

export async function ensurePaymentMethods(db: Executor, entrepriseId: number): Promise<PaymentMethod[]> {
  let rows = await opsRepo.listPaymentMethods(db, entrepriseId);
  const missing = PAYMENT_MODES.filter((m) => !rows.some((r) => r.tag === m));
  if (missing.length) {
    await opsRepo.insertPaymentMethods(
      db,
      entrepriseId,
      missing.map((tag) => ({ tag, intitule: LABELS[tag], order: PAYMENT_MODES.indexOf(tag) })),
      nowIso(),
    );
    rows = await opsRepo.listPaymentMethods(db, entrepriseId);
  }
  return rows.map((r) => ({ id: r.id, tag: r.tag, intitule: r.intitule, isActive: Boolean(r.isActive), order: r.order }));
}

/** The company's methods, or with `magasinId` those of one of the user's stores (its accepted modes first, in order). */
export async function paymentMethods(database: Database, ctx: RequestContext, magasinId?: number): Promise<PaymentMethod[]> {
  if (magasinId === undefined) return ensurePaymentMethods(database.db, ctx.entrepriseId);
  await visibleStore(database.db, ctx, magasinId);
  return storePaymentMethods(database.db, ctx.entrepriseId, magasinId);
}

/**
 * A store's view of the methods: with no choice of its own, the company's; else the modes it accepts (and the company
 * keeps active) come first in the store's order, the others follow inactive.
 */
export async function storePaymentMethods(db: Executor, entrepriseId: number, magasinId: number): Promise<PaymentMethod[]> {
  const all = await ensurePaymentMethods(db, entrepriseId);
  const chosen = await opsRepo.listStoreMethods(db, entrepriseId, magasinId);
  if (!chosen.length) return all;
  const rank = new Map(chosen.map((c, i) => [c.tag, i]));
  return all
    .map((m) => ({ ...m, isActive: m.isActive && rank.has(m.tag), order: rank.get(m.tag) ?? chosen.length + m.order }))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** POST /Operation/Methods/Magasin: the modes a store accepts, in their order at its till (each active in the company). */
export async function saveStorePaymentMethods(
  database: Database,
  ctx: RequestContext,
  body: { magasinId: number; tags: readonly string[] },
): Promise<PaymentMethod[]> {
  return database.db.transaction().execute(async (trx) => {
    await visibleStore(trx, ctx, body.magasinId);
    const all = await ensurePaymentMethods(trx, ctx.entrepriseId);
    const errors = body.tags.flatMap((tag, i) =>
      all.some((m) => m.tag === tag && m.isActive) ? [] : [{ field: `tags.${i}`, message: 'payment_method_inactive' }],
    );
    if (errors.length) throw invalid(errors);
    await opsRepo.replaceStoreMethods(trx, ctx.entrepriseId, body.magasinId, body.tags);
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'payment_method.store',
      entity: 'magasin',
      entityId: body.magasinId,
      data: { tags: body.tags },
      ip: ctx.ip,
      now: nowIso(),
    });
    return storePaymentMethods(trx, ctx.entrepriseId, body.magasinId);
  });
}

export async function savePaymentMethod(
  database: Database,
  ctx: RequestContext,
  body: { tag: string; intitule?: string; isActive?: boolean; order?: number },
): Promise<PaymentMethod[]> {
  return database.db.transaction().execute(async (trx) => {
    const all = await ensurePaymentMethods(trx, ctx.entrepriseId);
    // Cash always stays: the drawer and its count depend on it.
    if (body.tag === 'cash' && body.isActive === false) throw invalid([{ field: 'isActive', message: 'invalid_value' }]);
    const now = nowIso();
    await opsRepo.updatePaymentMethod(trx, ctx.entrepriseId, body.tag, {
      intitule: body.intitule,
      isActive: body.isActive,
      order: body.order,
      updated_at: now,
    });
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'payment_method.update',
      entity: 'payment_method',
      entityId: all.find((m) => m.tag === body.tag)?.id,
      data: body,
      ip: ctx.ip,
      now,
    });
    return ensurePaymentMethods(trx, ctx.entrepriseId);
  });
}

/**
 * A payment of `mode` is accepted by the company and, with `magasinId`, by that store (every payment of a sale asks:
 * the methods are kept in the session cache, cleared by any write to payment_methods or magasin_payment_methods).
 */
export async function activeMode(db: Executor, entrepriseId: number, mode: string, magasinId?: number): Promise<void> {
  const methods = await companyCached(db, entrepriseId, magasinId === undefined ? 'payment-methods' : `payment-methods:${magasinId}`, () =>
    magasinId === undefined ? ensurePaymentMethods(db, entrepriseId) : storePaymentMethods(db, entrepriseId, magasinId),
  );
  const m = methods.find((x) => x.tag === mode);
  if (m?.isActive) return;
  const company =
    magasinId === undefined
      ? m
      : (await companyCached(db, entrepriseId, 'payment-methods', () => ensurePaymentMethods(db, entrepriseId))).find(
          (x) => x.tag === mode,
        );
  throw invalid([{ field: 'modePayment', message: company?.isActive ? 'payment_method_not_accepted' : 'payment_method_inactive' }]);
}
