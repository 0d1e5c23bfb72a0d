// Punch cards (issue 32): at a store whose time-clock switch is on, a collaborator clocks in and out at the store's
// till (its lock screen) with his code, and takes breaks. One open card per collaborator and one open break per card
// are held by unique indexes (rh migration), so parallel requests cannot open two. A card left open longer than
// PUNCH_STALE_HOURS is a forgotten clock-out: the next clock-in leaves it without an end for a manager to close, with
// a reason, audited. The list shows each card's anomalies.
import {
  PUNCH_STALE_HOURS,
  hasAnyTag,
  storesInScope,
  type RoleTag,
  opensBeforeOpening,
  workedSegments,
  type ClockBoard,
  type ClockMember,
  type PunchAnomaly,
  type PunchBody,
  type PunchCard,
  type PunchState,
} from '@comptoir/shared';
import type { z } from 'zod';
import type { punchCardsQuery, punchCloseBody } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { verifyPassword } from '../../lib/passwords';
import { uniqueViolationRule } from '../../lib/unique-rules';
import { insertAudit } from '../audit/audit.repository';
import { clearThrottle, findGrantedTags } from '../auth/auth.repository';
import { openTillSession } from '../auth/auth.service';
import type { Deps } from '../../lib/deps';
import { findMember, memberStores } from '../users/users.repository';
import { reserveAttempt, throttleKey } from '../auth/throttle';
import { utcOffsetOf } from '../dashboards/business-time';
import { scopeOf } from './collaborators.service';
import * as repo from './rh.repository';

const HOUR_MS = 3_600_000;
export type PunchAction = 'unlock' | 'in' | 'out' | 'break_start' | 'break_end';

type MemberRow = Awaited<ReturnType<typeof repo.storeMembers>>[number];
const toMember = (m: MemberRow): ClockMember => ({
  id: m.id,
  name: `${m.firstName} ${m.lastName}`,
  position: m.position,
  hasCode: m.codeHash !== null || m.memberCodeHash !== null,
  clockedInAt: m.startAt ?? null,
  onBreak: m.breakId !== null,
});

/** The store, in the company and the user's stores. */
async function clockStore(db: Executor, ctx: RequestContext, magasinId: number) {
  const store = await repo.findStoreForClock(db, ctx.entrepriseId, magasinId);
  const scope = scopeOf(ctx);
  if (!store || (scope && !scope.includes(magasinId))) throw notFound('magasin');
  return store;
}

/** The lock screen's list: the store's switch and its active collaborators with their state. */
export async function board(database: Database, ctx: RequestContext, magasinId: number): Promise<ClockBoard> {
  const store = await clockStore(database.db, ctx, magasinId);
  const members = store.timeClockLogin ? await repo.storeMembers(database.db, ctx.entrepriseId, magasinId) : [];
  return { magasinId, timeClockLogin: Boolean(store.timeClockLogin), members: members.map(toMember) };
}

/** Checks the collaborator's code (his own, else his sign-in account's access code), throttled per collaborator. */
async function identify(database: Database, ctx: RequestContext, body: PunchBody): Promise<MemberRow> {
  const store = await clockStore(database.db, ctx, body.magasinId);
  if (!store.timeClockLogin) throw invalid([{ field: 'magasinId', message: 'time_clock_off' }]);
  const member = (await repo.storeMembers(database.db, ctx.entrepriseId, body.magasinId)).find((m) => m.id === body.collaboratorId);
  if (!member) throw notFound('collaborator');
  const key = throttleKey('email', `punch:${ctx.entrepriseId}:${member.id}`);
  await reserveAttempt(database, [key]);
  const hashes = [member.codeHash, member.memberCodeHash].filter((h): h is string => h !== null);
  for (const h of hashes) {
    if (await verifyPassword(body.code, h)) {
      await clearThrottle(database.db, key);
      return member;
    }
  }
  throw invalid([{ field: 'code', message: 'wrong_code' }]);
}

const isUnique = (err: unknown) => uniqueViolationRule(err) !== undefined;

/** What opens the till for the one who typed the code (a clock-out leaves it locked, a break start too). */
const OPENS_TILL: readonly PunchAction[] = ['unlock', 'in', 'break_end'];
const SELLING = ['direct_web_point_of_sell', 'web_point_of_sell'] as const;

/**
 * The account the till goes on under once a collaborator opened it: his own sign-in account when he has one in this
 * company, active, holding a selling right and working in the store; else none (the till stays with who is signed in).
 */
async function tillAccountOf(db: Executor, ctx: RequestContext, userId: number | null, magasinId: number): Promise<number | null> {
  if (userId === null || userId === ctx.userId) return null;
  const m = await findMember(db, ctx.entrepriseId, userId);
  if (!m || !m.isActive) return null;
  if (!hasAnyTag(await findGrantedTags(db, ctx.entrepriseId, m.roleId), SELLING)) return null;
  const stores = (await memberStores(db, ctx.entrepriseId, [userId])).get(userId) ?? [];
  const scope = storesInScope(m.roleTag as RoleTag, stores.length ? stores : m.magasinId ? [m.magasinId] : []);
  return !scope || scope.includes(magasinId) ? userId : null;
}

/** One action of the time clock, after the code is checked. */
export async function punch(deps: Deps, ctx: RequestContext, body: PunchBody, action: PunchAction): Promise<PunchState> {
  const database = deps.database;
  const member = await identify(database, ctx, body);
  const now = nowIso();
  let cardId: number | null = null;
  try {
    cardId = await database.db.transaction().execute(async (trx) => {
      const open = await repo.openCard(trx, member.id);
      switch (action) {
        case 'unlock':
          return open?.id ?? null;
        case 'in': {
          if (open) {
            if (Date.now() - Date.parse(open.startAt) < PUNCH_STALE_HOURS * HOUR_MS) throw conflict('already_clocked_in', 'collaboratorId');
            await repo.releaseCard(trx, open.id);
          }
          return repo.insertCard(trx, {
            entrepriseId: ctx.entrepriseId,
            collaboratorId: member.id,
            magasinId: body.magasinId,
            startAt: now,
            offsetMinutes: utcOffsetOf(ctx.localTime, Date.now()),
          });
        }
        case 'out': {
          if (!open) throw conflict('not_clocked_in', 'collaboratorId');
          await repo.closeOpenBreak(trx, open.id, now);
          if (!(await repo.closeOpenCard(trx, open.id, now))) throw conflict('not_clocked_in', 'collaboratorId');
          return open.id;
        }
        case 'break_start': {
          if (!open) throw conflict('not_clocked_in', 'collaboratorId');
          if (await repo.openBreak(trx, open.id)) throw conflict('already_on_break', 'collaboratorId');
          await repo.insertBreak(trx, ctx.entrepriseId, open.id, now);
          return open.id;
        }
        case 'break_end': {
          if (!open) throw conflict('not_clocked_in', 'collaboratorId');
          if (!(await repo.closeOpenBreak(trx, open.id, now))) throw conflict('not_on_break', 'collaboratorId');
          return open.id;
        }
      }
    });
  } catch (err) {
    // Two requests at once: the unique index let one through; the other answers as if it came second.
    if (isUnique(err)) throw conflict(action === 'in' ? 'already_clocked_in' : 'already_on_break', 'collaboratorId');
    throw err;
  }
  const fresh = (await repo.storeMembers(database.db, ctx.entrepriseId, body.magasinId)).find((m) => m.id === member.id)!;
  const state: PunchState = { collaborator: toMember(fresh), action, at: now, punchCardId: cardId };
  // The till opened for him: it goes on under his own account when he has one (his tickets are his).
  const account = OPENS_TILL.includes(action) ? await tillAccountOf(database.db, ctx, member.memberUserId, body.magasinId) : null;
  if (account !== null) state.session = await database.db.transaction().execute((trx) => openTillSession(deps, trx, ctx, account));
  return state;
}

// ---- The list of cards and their anomalies.
type CardRow = NonNullable<Awaited<ReturnType<typeof repo.findCard>>>;

async function toCards(db: Executor, entrepriseId: number, rows: CardRow[]): Promise<PunchCard[]> {
  if (!rows.length) return [];
  const nowMs = Date.now();
  const breaks = await repo.breaksOf(
    db,
    rows.map((r) => r.id),
  );
  const from = rows.reduce((m, r) => (r.startAt < m ? r.startAt : m), rows[0]!.startAt);
  const to = new Date(Math.max(...rows.map((r) => (r.endAt ? Date.parse(r.endAt) : nowMs))) + 1).toISOString();
  const around = await repo.cardsAround(db, entrepriseId, [...new Set(rows.map((r) => r.collaborator_id))], from, to);
  const endOf = (e: string | null) => (e ? Date.parse(e) : nowMs);
  return rows.map((r) => {
    const mine = breaks.filter((b) => b.punch_card_id === r.id).map((b) => ({ startAt: b.startAt, endAt: b.endAt }));
    const anomalies: PunchAnomaly[] = [];
    const forgotten = r.endAt === null && (r.open_key === null || nowMs - Date.parse(r.startAt) >= PUNCH_STALE_HOURS * HOUR_MS);
    if (forgotten) anomalies.push('missing_out');
    const start = Date.parse(r.startAt);
    const end = endOf(r.endAt);
    if (
      around.some((o) => o.id !== r.id && o.collaborator_id === r.collaborator_id && Date.parse(o.startAt) < end && endOf(o.endAt) > start)
    )
      anomalies.push('overlapping');
    if (opensBeforeOpening(r.startAt, r.offsetMinutes, r.startTime)) anomalies.push('outside_opening_hours');
    const span = { startAt: r.startAt, endAt: r.endAt ?? new Date(nowMs).toISOString(), offsetMinutes: r.offsetMinutes, breaks: mine };
    const worked = workedSegments(span).reduce((s, [a, b]) => s + (b - a) / 60_000, 0);
    const total = (Date.parse(span.endAt) - start) / 60_000;
    return {
      id: r.id,
      collaboratorId: r.collaborator_id,
      collaboratorName: `${r.firstName} ${r.lastName}`,
      magasinId: r.magasin_id,
      magasinIntitule: r.magasinIntitule,
      startAt: r.startAt,
      endAt: r.endAt,
      offsetMinutes: r.offsetMinutes,
      breakMinutes: Math.round(Math.max(0, total - worked)),
      workedMinutes: r.endAt ? Math.round(worked) : null,
      breaks: mine,
      closedByName: r.closedByName ?? null,
      closeReason: r.closeReason,
      anomalies,
    };
  });
}

const ANOMALY_SCAN_MAX = 2000;

export async function list(database: Database, ctx: RequestContext, q: z.infer<typeof punchCardsQuery>) {
  const { db } = database;
  let base = repo.cardsQuery(db, ctx.entrepriseId, scopeOf(ctx));
  if (q.from) base = base.where('p.startAt', '>=', `${q.from}T00:00:00.000Z`);
  if (q.to) base = base.where('p.startAt', '<', new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000).toISOString());
  if (q.magasinId) base = base.where('p.magasin_id', '=', q.magasinId);
  if (q.collaboratorId) base = base.where('p.collaborator_id', '=', q.collaboratorId);
  const ordered = base.select(repo.cardColumns).orderBy('p.startAt', 'desc').orderBy('p.id', 'desc');
  if (q.anomaly) {
    // Anomalies are computed: the period's cards (at most ANOMALY_SCAN_MAX) are read, then filtered and paged here.
    const all = await toCards(db, ctx.entrepriseId, await ordered.limit(ANOMALY_SCAN_MAX).execute());
    const hit = all.filter((c) => (q.anomaly === 'any' ? c.anomalies.length > 0 : c.anomalies.includes(q.anomaly!)));
    return { data: hit.slice((q.page - 1) * q.limit, q.page * q.limit), total: hit.length, page: q.page, limit: q.limit };
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await ordered
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { data: await toCards(db, ctx.entrepriseId, rows), total, page: q.page, limit: q.limit };
}

/** A manager closes a card left without clock-out: when the collaborator left and why; audited. */
export async function close(database: Database, ctx: RequestContext, id: number, body: z.infer<typeof punchCloseBody>): Promise<PunchCard> {
  const endAt = new Date(Date.parse(body.endAt)).toISOString();
  return database.db.transaction().execute(async (trx) => {
    const card = await repo.findCard(trx, ctx.entrepriseId, scopeOf(ctx), id);
    if (!card) throw notFound('punch_card');
    if (card.endAt !== null) throw conflict('punch_card_closed');
    const errors = [];
    if (Date.parse(endAt) <= Date.parse(card.startAt)) errors.push({ field: 'endAt', message: 'end_before_start' });
    else if (Date.parse(endAt) > Date.now()) errors.push({ field: 'endAt', message: 'date_future' });
    else {
      const next = await repo.nextCardStart(trx, card.collaborator_id, card.startAt, id);
      if (next && Date.parse(next.startAt) < Date.parse(endAt)) errors.push({ field: 'endAt', message: 'punch_overlap' });
    }
    if (errors.length) throw invalid(errors);
    await repo.closeOpenBreak(trx, id, endAt);
    if (!(await repo.closeByManager(trx, ctx.entrepriseId, id, { endAt, userId: ctx.userId, reason: body.reason })))
      throw conflict('punch_card_closed');
    await insertAudit(trx, {
      entrepriseId: ctx.entrepriseId,
      userId: ctx.userId,
      action: 'punch_card.close',
      entity: 'punch_card',
      entityId: id,
      data: { collaboratorId: card.collaborator_id, startAt: card.startAt, endAt, reason: body.reason },
      ip: ctx.ip,
      now: nowIso(),
    });
    return (await toCards(trx, ctx.entrepriseId, [(await repo.findCard(trx, ctx.entrepriseId, scopeOf(ctx), id))!]))[0]!;
  });
}
