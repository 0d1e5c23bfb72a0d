// Cash sessions (caisse): open with a counted fund, detail with expected amounts from running totals, close with
// the counted amount per mode (manager approval beyond the threshold), counted billets, lists and graph data.
import {
  closingDifferences,
  convert,
  exceedsThreshold,
  expectedByMode,
  LEDGER_COUNTED_MODES,
  NOT_TICKET_STATES,
  taxOf,
  type BilletLine,
  type CloseSessionData,
  type FieldError,
  type OpenSessionData,
  type SessionDetail,
  type Session,
  type ZReport,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor, type Trx } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { withIdempotency, type Idempotent } from '../../lib/idempotency';
import { insertAudit } from '../audit/audit.repository';
import { visibleStore } from '../magasins/magasins.service';
import { ensureCurrencies } from '../reference/reference.service';
import * as repo from './caisse.repository';
import {
  cashSettings,
  countsBlind,
  type ApprovalReason,
  isUniqueViolation,
  MANAGER_ROLES,
  minor,
  money,
  moneyOrNull,
  needsApproval,
  recordNotification,
  recordOperation,
  requireApproval,
  storesOf,
} from './caisse.common';
import * as opsRepo from './operations.repository';

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSession>>>;

export function toSession(s: SessionRow): Session {
  return {
    id: s.id,
    magasinId: s.magasin_id,
    magasinName: s.magasinName,
    registerId: s.register_id,
    registerName: s.registerName,
    calendarDayId: s.calendar_day_id,
    day: s.day,
    state: s.state,
    currencyTag: s.currencyTag,
    openingFund: money(s.openingFund),
    openedBy: s.openedBy,
    openedByName: s.openedByName,
    openedAt: s.openedAt,
    closedBy: s.closedBy,
    closedByName: s.closedByName,
    closedAt: s.closedAt,
    expectedTotal: moneyOrNull(s.expectedTotal),
    countedTotal: moneyOrNull(s.countedTotal),
    difference: moneyOrNull(s.difference),
    accusedAt: s.accusedAt,
    accusedBy: s.accusedBy,
  };
}

/** A session of the company in a store the user may see, else 404. */
export async function visibleSession(db: Executor, ctx: RequestContext, id: number): Promise<SessionRow> {
  const s = await repo.findSession(db, ctx.entrepriseId, storesOf(ctx), id);
  if (!s) throw notFound('caisse');
  return s;
}

/** Counted notes and coins → rows and their sum in the session's currency (other currencies at the company's rates). */
async function countBillets(db: Executor, entrepriseId: number, currencyTag: string, lines: BilletLine[]) {
  const kept = lines.filter((l) => l.quantity > 0);
  if (!kept.length) return { total: 0, rows: [] as { billetId: number; quantity: number; amount: number }[] };
  const currencies = await ensureCurrencies(db, entrepriseId);
  const billets = await repo.listBillets(
    db,
    currencies.map((c) => c.tag),
  );
  const rate = (tag: string) => currencies.find((c) => c.tag === tag)?.value ?? 1;
  const errors = kept.flatMap((l, i) =>
    billets.some((b) => b.id === l.billetId) ? [] : [{ field: `billets.${i}.billetId`, message: 'billet_unknown' }],
  );
  if (errors.length) throw invalid(errors);
  const rows = kept.map((l) => {
    const b = billets.find((x) => x.id === l.billetId)!;
    const amount = l.quantity * b.value;
    return {
      billetId: l.billetId,
      quantity: l.quantity,
      amount: b.currencyTag === currencyTag ? amount : convert(amount, rate(b.currencyTag), rate(currencyTag)),
    };
  });
  return { total: rows.reduce((a, r) => a + r.amount, 0), rows };
}

async function saveBillets(
  trx: Executor,
  ctx: RequestContext,
  s: { id: number; magasinId: number },
  type: 'opening' | 'closing' | 'control',
  rows: { billetId: number; quantity: number; amount: number }[],
  now: string,
) {
  await repo.insertBilletOperations(
    trx,
    rows.map((r) => ({
      entreprise_id: ctx.entrepriseId,
      magasin_id: s.magasinId,
      caisse_id: s.id,
      billet_id: r.billetId,
      type,
      quantity: r.quantity,
      amount: r.amount,
      user_id: ctx.userId,
      created_at: now,
    })),
  );
}

/** The session's tickets (its orders but voided ones and quotes waiting for validation) from its per-state figures. */
function ticketsOf(stats: Awaited<ReturnType<typeof opsRepo.commandsStats>>) {
  const tickets = stats.filter((x) => !NOT_TICKET_STATES.includes(x.etat));
  return {
    count: tickets.reduce((a, x) => a + Number(x.count), 0),
    total: tickets.reduce((a, x) => a + Number(x.total ?? 0), 0),
    discounts: tickets.reduce((a, x) => a + Number(x.remise ?? 0), 0),
  };
}

/**
 * The session as its reader may see it: while it is open, a user who counts blind (cash_blind_count) gets no expected
 * amount and no running total — they appear once the count is entered and the session closed.
 */
export async function sessionDetail(db: Executor, ctx: RequestContext, id: number): Promise<SessionDetail> {
  const s = await visibleSession(db, ctx, id);
  const [totals, counts, billets, approvals, stats, blind] = await Promise.all([
    repo.listTotals(db, ctx.entrepriseId, [id]),
    repo.listCounts(db, ctx.entrepriseId, id),
    repo.listBilletOperations(db, ctx.entrepriseId, id),
    opsRepo.listApprovals(db, ctx.entrepriseId, id),
    opsRepo.commandsStats(db, ctx.entrepriseId, [id]),
    s.state === 'opened' ? cashSettings(db, ctx.entrepriseId).then((settings) => countsBlind(ctx, settings)) : false,
  ]);
  const expected = expectedByMode(totals.map((t) => ({ type: t.type, modePayment: t.modePayment, amount: Number(t.amount) })));
  const order = new Map(
    closingDifferences(Object.fromEntries(counts.map((c) => [c.modePayment, 0])), {}).map((l, i) => [l.modePayment, i]),
  );
  const modes = counts.length
    ? [...counts]
        .sort((a, b) => order.get(a.modePayment)! - order.get(b.modePayment)!)
        .map((c) => ({
          modePayment: c.modePayment,
          expected: money(c.expected),
          counted: money(c.counted),
          difference: money(c.difference),
        }))
    : // In the closing's order (cash first, then the payment modes' order).
      closingDifferences(expected, {}).map((l) => ({
        modePayment: l.modePayment,
        expected: blind ? null : money(l.expected),
        counted: null,
        difference: null,
      }));
  const sales = ticketsOf(stats);
  return {
    ...toSession(s),
    blind,
    modes,
    totals: blind ? [] : totals.map((t) => ({ type: t.type, modePayment: t.modePayment, amount: money(t.amount), count: Number(t.count) })),
    billets: billets.map((b) => ({
      id: b.id,
      caisseId: b.caisse_id,
      billetId: b.billet_id,
      currencyTag: b.currencyTag,
      value: b.value / 100,
      kind: b.kind,
      type: b.type,
      quantity: b.quantity,
      amount: money(b.amount),
      userId: b.user_id,
      created_at: b.created_at,
    })),
    approvals: approvals.map((a) => ({
      id: a.id,
      action: a.action,
      amount: money(a.amount),
      requestedBy: a.requestedBy,
      approvedBy: a.approvedBy,
      approvedByName: a.approvedByName,
      created_at: a.created_at,
    })),
    closingNote: s.closingNote,
    commandsCount: sales.count,
    salesTotal: money(sales.total),
  };
}

/**
 * The Z report's figures (GET /Caisse/{id}/zReport), each read in one indexed statement: the session's per-state order
 * figures (tickets, sales, discounts, cancellations; commands by caisse_id), its tax per rate (the lines of those
 * orders), the refunds from its running totals, and what it paid back for cancelled orders (its refund operations).
 * An open session's figures are an X reading, refused to a user who counts blind.
 */
export async function zReport(database: Database, ctx: RequestContext, id: number): Promise<ZReport> {
  const db = database.db;
  const s = await visibleSession(db, ctx, id);
  if (s.state === 'opened' && countsBlind(ctx, await cashSettings(db, ctx.entrepriseId))) throw conflict('session_not_closed');
  const [stats, taxes, totals, paybacks] = await Promise.all([
    opsRepo.commandsStats(db, ctx.entrepriseId, [id]),
    opsRepo.taxesByRate(db, ctx.entrepriseId, id, NOT_TICKET_STATES),
    repo.listTotals(db, ctx.entrepriseId, [id]),
    opsRepo.cancelledPaybacks(db, ctx.entrepriseId, id),
  ]);
  const sales = ticketsOf(stats);
  const cancelled = stats.filter((x) => x.etat === 'cancelled');
  // Refunds of sales: the drawer's refunds (running totals) less what it paid back for cancelled orders, which the
  // cancellations show; so the net sales (sales − refunds) count nothing twice.
  const refunds = totals
    .filter((t) => t.type === 'refund')
    .map((t) => {
      const back = paybacks.find((p) => p.modePayment === t.modePayment);
      return {
        modePayment: t.modePayment,
        count: Number(t.count) - Number(back?.count ?? 0),
        amount: Number(t.amount) - Number(back?.amount ?? 0),
      };
    })
    .filter((t) => t.count > 0);
  const refunded = refunds.reduce((a, t) => a + t.amount, 0);
  return {
    caisseId: s.id,
    currencyTag: s.currencyTag,
    tickets: sales.count,
    salesTotal: money(sales.total),
    averageTicket: money(sales.count ? Math.round(sales.total / sales.count) : 0),
    netSales: money(sales.total - refunded),
    discounts: money(sales.discounts),
    taxes: taxes.map((r) => {
      const tva = Number(r.tva);
      const total = Number(r.total ?? 0);
      const { base, amount } = taxOf(total, tva);
      return { tva, base: money(base), amount: money(amount), total: money(total) };
    }),
    refunds: {
      count: refunds.reduce((a, t) => a + t.count, 0),
      amount: money(refunded),
      byMode: refunds.map((t) => ({ modePayment: t.modePayment, count: t.count, amount: money(t.amount) })),
    },
    cancellations: {
      count: cancelled.reduce((a, x) => a + Number(x.count), 0),
      total: money(cancelled.reduce((a, x) => a + Number(x.total ?? 0), 0)),
      paidBack: money(paybacks.reduce((a, p) => a + Number(p.amount ?? 0), 0)),
    },
  };
}

export const getDetail = (database: Database, ctx: RequestContext, id: number) => sessionDetail(database.db, ctx, id);

/** Opens a register's session on the store's business day with the counted fund. One open session per register. */
export async function openSession(
  database: Database,
  ctx: RequestContext,
  body: OpenSessionData,
  key: string | undefined,
  day: string,
): Promise<Idempotent<SessionDetail>> {
  try {
    return await withIdempotency(
      database,
      { entrepriseId: ctx.entrepriseId, key, route: 'POST /Caisse/open', request: body },
      async (trx) => {
        const register = await repo.findRegister(trx, ctx.entrepriseId, storesOf(ctx), body.registerId);
        if (!register) throw notFound('register');
        const store = await visibleStore(trx, ctx, register.magasin_id);
        if (!register.isActive) throw invalid([{ field: 'registerId', message: 'invalid_value' }]);
        if (await repo.openSessionOfRegister(trx, register.id)) throw conflict('session_already_open', 'registerId');
        const now = nowIso();
        const calendarDay = await repo.ensureDay(trx, ctx.entrepriseId, store.id, day, now);
        if (calendarDay.state === 'closed') throw conflict('day_closed');
        const counted = await countBillets(trx, ctx.entrepriseId, store.currencyTag, body.billets);
        const fund = body.billets.length ? counted.total : minor(body.openingFund ?? 0);
        const id = await repo.insertSession(trx, {
          entreprise_id: ctx.entrepriseId,
          magasin_id: store.id,
          register_id: register.id,
          calendar_day_id: calendarDay.id,
          state: 'opened',
          currencyTag: store.currencyTag,
          openingFund: fund,
          openedBy: ctx.userId,
          openedAt: now,
          created_at: now,
          updated_at: now,
        });
        await saveBillets(trx, ctx, { id, magasinId: store.id }, 'opening', counted.rows, now);
        await recordOperation(trx, {
          entrepriseId: ctx.entrepriseId,
          magasinId: store.id,
          caisseId: id,
          calendarDayId: calendarDay.id,
          userId: ctx.userId,
          type: 'opening_fund',
          modePayment: 'cash',
          amount: fund,
          currencyTag: store.currencyTag,
          now,
        });
        const data = {
          caisseId: id,
          registerId: register.id,
          registerName: register.intitule,
          magasinName: store.intitule,
          openingFund: money(fund),
          currencyTag: store.currencyTag,
        };
        await recordNotification(trx, {
          entrepriseId: ctx.entrepriseId,
          magasinId: store.id,
          caisseId: id,
          tag: 'open_cash',
          userId: ctx.userId,
          data,
          now,
        });
        await insertAudit(trx, {
          entrepriseId: ctx.entrepriseId,
          userId: ctx.userId,
          action: 'caisse.open',
          entity: 'caisse',
          entityId: id,
          data,
          ip: ctx.ip,
          now,
        });
        return sessionDetail(trx, ctx, id);
      },
    );
  } catch (err) {
    // A concurrent open of the same register lost the race on the unique partial index.
    if (isUniqueViolation(err)) throw conflict('session_already_open', 'registerId');
    throw err;
  }
}

/** Why a closing asks a manager (the approval dialog says it). */
const APPROVAL_REASON: ApprovalReason = { message: 'approval_for_cash_difference' };

/**
 * Closes a session: expected per mode from the running totals (not from the day's orders), counted per mode as
 * entered (cash from the counted billets when given), the difference; beyond the company's threshold a manager
 * approves when two-step approval is on.
 */
export async function closeSession(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: CloseSessionData,
  key: string | undefined,
): Promise<Idempotent<SessionDetail>> {
  return withIdempotency(
    database,
    { entrepriseId: ctx.entrepriseId, key, route: `POST /Caisse/${id}/close`, request: body },
    async (trx: Trx) => {
      const s = await visibleSession(trx, ctx, id);
      const now = nowIso();
      if (!(await repo.lockOpenSession(trx, ctx.entrepriseId, id, now))) throw conflict('session_closed');
      const totals = await repo.listTotals(trx, ctx.entrepriseId, [id]);
      const expected = expectedByMode(totals.map((t) => ({ type: t.type, modePayment: t.modePayment, amount: Number(t.amount) })));
      const counted: Record<string, number> = {};
      for (const c of body.counted) counted[c.modePayment] = minor(c.amount);
      const billets = body.billets ? await countBillets(trx, ctx.entrepriseId, s.currencyTag, body.billets) : undefined;
      if (billets) counted.cash = billets.total;
      // Gift cards and points leave nothing in the drawer: their ledger is the count.
      for (const m of LEDGER_COUNTED_MODES) {
        if (expected[m] !== undefined) counted[m] = expected[m];
        else delete counted[m];
      }
      // The cashier must enter the counted amount (product-spec §5): cash always, and every other mode that moved.
      const moved = totals.filter((t) => Number(t.count) > 0 && t.type !== 'closing_fund').map((t) => t.modePayment);
      const modes = new Set(['cash', ...moved].filter((m) => !LEDGER_COUNTED_MODES.includes(m)));
      const missing = [...modes].filter((m) => counted[m] === undefined);
      if (missing.length) throw invalid(missing.map((m) => ({ field: `counted.${m}`, message: 'counted_required' })));
      const lines = closingDifferences(expected, counted);
      const sum = (k: 'expected' | 'counted' | 'difference') => lines.reduce((a, l) => a + l[k], 0);
      const settings = await cashSettings(trx, ctx.entrepriseId);
      const worst = lines.reduce((a, l) => (Math.abs(l.difference) > Math.abs(a) ? l.difference : a), 0);
      // Beyond the company's threshold: a remark always, and a manager's approval when two-step approval is on; both
      // asked at once. The answer names the fields only, never the amounts (a blind count stays blind until it closes).
      const approval = needsApproval(settings, worst, settings.differenceThreshold);
      const errors: FieldError[] = [];
      if (exceedsThreshold(worst, settings.differenceThreshold) && !body.note) errors.push({ field: 'note', message: 'remark_required' });
      if (approval && !body.approval && !(MANAGER_ROLES as readonly string[]).includes(ctx.roleTag))
        errors.push({ field: 'approval', ...APPROVAL_REASON });
      if (errors.length) throw invalid(errors);
      let approvalId: number | null = null;
      if (approval) {
        const approvedBy = await requireApproval(trx, ctx, body.approval, APPROVAL_REASON);
        approvalId = await opsRepo.insertApproval(trx, {
          entreprise_id: ctx.entrepriseId,
          magasin_id: s.magasin_id,
          caisse_id: id,
          action: 'closing_difference',
          amount: Math.abs(worst),
          requestedBy: ctx.userId,
          approvedBy,
          data: JSON.stringify({
            lines: lines.map((l) => ({ ...l, expected: money(l.expected), counted: money(l.counted), difference: money(l.difference) })),
          }),
          created_at: now,
        });
      }
      await repo.insertCounts(
        trx,
        lines.map((l) => ({ entreprise_id: ctx.entrepriseId, caisse_id: id, ...l })),
      );
      if (billets) await saveBillets(trx, ctx, { id, magasinId: s.magasin_id }, 'closing', billets.rows, now);
      await recordOperation(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: s.magasin_id,
        caisseId: id,
        calendarDayId: s.calendar_day_id,
        userId: ctx.userId,
        type: 'closing_fund',
        modePayment: 'cash',
        amount: counted.cash ?? 0,
        currencyTag: s.currencyTag,
        approvalId,
        now,
      });
      await repo.updateSession(trx, ctx.entrepriseId, id, {
        state: 'closed',
        closedBy: ctx.userId,
        closedAt: now,
        expectedTotal: sum('expected'),
        countedTotal: sum('counted'),
        difference: sum('difference'),
        closingNote: body.note ?? null,
        updated_at: now,
      });
      const data = {
        caisseId: id,
        registerName: s.registerName,
        magasinName: s.magasinName,
        expected: money(sum('expected')),
        counted: money(sum('counted')),
        difference: money(sum('difference')),
        approvalId,
      };
      await recordNotification(trx, {
        entrepriseId: ctx.entrepriseId,
        magasinId: s.magasin_id,
        caisseId: id,
        tag: 'close_cash',
        userId: ctx.userId,
        data,
        now,
      });
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'caisse.close',
        entity: 'caisse',
        entityId: id,
        data,
        ip: ctx.ip,
        now,
      });
      return sessionDetail(trx, ctx, id);
    },
  );
}

/** A control count of the drawer during the session (kept), answered against the expected cash. */
export async function controlCount(database: Database, ctx: RequestContext, caisseId: number, lines: BilletLine[], key?: string) {
  const request = { caisseId, billets: lines };
  return withIdempotency(database, { entrepriseId: ctx.entrepriseId, key, route: 'POST /BilletOperation', request }, async (trx) => {
    const s = await visibleSession(trx, ctx, caisseId);
    if (s.state !== 'opened') throw conflict('session_closed');
    const now = nowIso();
    const counted = await countBillets(trx, ctx.entrepriseId, s.currencyTag, lines);
    await saveBillets(trx, ctx, { id: s.id, magasinId: s.magasin_id }, 'control', counted.rows, now);
    const totals = await repo.listTotals(trx, ctx.entrepriseId, [caisseId]);
    const expected = expectedByMode(totals.map((t) => ({ type: t.type, modePayment: t.modePayment, amount: Number(t.amount) }))).cash ?? 0;
    const detail = await sessionDetail(trx, ctx, caisseId);
    return {
      caisseId,
      counted: money(counted.total),
      expected: detail.blind ? null : money(expected),
      difference: detail.blind ? null : money(counted.total - expected),
      billets: detail.billets.filter((b) => b.type === 'control' && b.created_at === now),
    };
  });
}

export async function billetOperations(database: Database, ctx: RequestContext, caisseId: number, type?: string) {
  const detail = await sessionDetail(database.db, ctx, caisseId);
  return type ? detail.billets.filter((b) => b.type === type) : detail.billets;
}

export async function listByStore(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  state: 'opened' | 'closed',
  q: { page: number; limit: number; from?: string; to?: string },
) {
  await visibleStore(database.db, ctx, magasinId);
  const [rows, total] = await Promise.all([
    repo.listSessions(database.db, ctx.entrepriseId, {
      magasinIds: [magasinId],
      state,
      from: q.from,
      to: q.to,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    repo.countSessions(database.db, ctx.entrepriseId, { magasinId, state, from: q.from, to: q.to }),
  ]);
  return { data: rows.map(toSession), total, page: q.page, limit: q.limit };
}

export async function openedByStore(database: Database, ctx: RequestContext, magasinId: number) {
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listSessions(database.db, ctx.entrepriseId, { magasinIds: [magasinId], state: 'opened' })).map(toSession);
}

/** Closed sessions of several stores between two days (the gateway's read). Unknown stores are ignored. */
export async function closedOfStores(database: Database, ctx: RequestContext, magasinIds: number[], from?: string, to?: string) {
  const stores = storesOf(ctx);
  const ids = stores ? magasinIds.filter((m) => stores.includes(m)) : magasinIds;
  const rows = await repo.listSessions(database.db, ctx.entrepriseId, { magasinIds: ids, state: 'closed', from, to, limit: 1000 });
  return rows.map(toSession);
}

const RANGE_DAYS = { week: 7, month: 30, quarter: 91, year: 365 } as const;

/** Per business day of a store: sessions, sales (payments − refunds), expected, counted and difference at closing. */
export async function graphData(
  database: Database,
  ctx: RequestContext,
  magasinId: number,
  selectedTime: keyof typeof RANGE_DAYS,
  today: string,
) {
  await visibleStore(database.db, ctx, magasinId);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (RANGE_DAYS[selectedTime] - 1) * 86_400_000).toISOString().slice(0, 10);
  const sessions = await repo.listSessions(database.db, ctx.entrepriseId, { magasinIds: [magasinId], from, to: today });
  const totals = await repo.listTotals(
    database.db,
    ctx.entrepriseId,
    sessions.map((s) => s.id),
  );
  const points = new Map<string, { day: string; sessions: number; sales: number; expected: number; counted: number; difference: number }>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${today}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    points.set(day, { day, sessions: 0, sales: 0, expected: 0, counted: 0, difference: 0 });
  }
  for (const s of sessions) {
    const p = points.get(s.day);
    if (!p) continue;
    p.sessions += 1;
    p.expected += Number(s.expectedTotal ?? 0);
    p.counted += Number(s.countedTotal ?? 0);
    p.difference += Number(s.difference ?? 0);
    for (const t of totals.filter((x) => x.caisse_id === s.id)) {
      if (t.type === 'payment') p.sales += Number(t.amount);
      if (t.type === 'refund') p.sales -= Number(t.amount);
    }
  }
  return {
    magasinId,
    selectedTime,
    points: [...points.values()].map((p) => ({
      ...p,
      sales: money(p.sales),
      expected: money(p.expected),
      counted: money(p.counted),
      difference: money(p.difference),
    })),
  };
}

/** A manager acknowledges a closed session's report (kept with who and when); acknowledging again changes nothing. */
export async function accuse(database: Database, ctx: RequestContext, id: number): Promise<SessionDetail> {
  return database.db.transaction().execute(async (trx) => {
    const s = await visibleSession(trx, ctx, id);
    if (s.state !== 'closed') throw conflict('session_not_closed');
    if (!s.accusedAt) {
      const now = nowIso();
      await repo.updateSession(trx, ctx.entrepriseId, id, { accusedBy: ctx.userId, accusedAt: now, updated_at: now });
      await insertAudit(trx, {
        entrepriseId: ctx.entrepriseId,
        userId: ctx.userId,
        action: 'caisse.accuse',
        entity: 'caisse',
        entityId: id,
        ip: ctx.ip,
        now,
      });
    }
    return sessionDetail(trx, ctx, id);
  });
}
