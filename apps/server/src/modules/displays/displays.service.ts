// Rules of the screens of issue 30. Preparation: a store's screens and the categories each prepares; a paid order shows
// on every screen that prepares one of its lines (packages/shared/src/preparation.ts); its step on a screen moves by
// one conditional write (a second touch of the same step, on any device, gets a 409). The kiosk's settings per store.
// A customer display on another device: the till writes the state it shows, the display reads it on the live event.
import {
  canMovePrep,
  orderPrepStep,
  PREP_STEPS,
  routeLines,
  type CustomerDisplay,
  type KioskSettings,
  type KioskSettingsBody,
  type PrepBoard,
  type PrepOrder,
  type PrepReady,
  type PrepScreen,
  type PrepScreenBody,
  type PrepStep,
  type PrepStepBody,
} from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { orderChanged } from '../../realtime/changes';
import { visibleStore } from '../magasins/magasins.service';
import { choiceNames } from '../orders/orders.view';
import * as repo from './displays.repository';

const ids = (s: string): number[] => {
  try {
    const v: unknown = JSON.parse(s);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
};
const toScreen = (r: repo.ScreenRow): PrepScreen => ({
  id: r.id,
  magasinId: r.magasin_id,
  name: r.name,
  categoryIds: ids(r.category_ids),
  clearAfter: r.clear_after,
  warnAfter: r.warn_after,
  lateAfter: r.late_after,
});
const isStep = (s: string): s is PrepStep => (PREP_STEPS as readonly string[]).includes(s);
const stepOf = (s: string | undefined): PrepStep => (s && isStep(s) ? s : 'todo');

/** How far back the screens look for paid orders, and for the till's ready orders. */
const BOARD_HOURS = 12;
const READY_HOURS = 2;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

// ---- Screens (settings)
export async function listScreens(database: Database, ctx: RequestContext, magasinId: number): Promise<PrepScreen[]> {
  await visibleStore(database.db, ctx, magasinId);
  return (await repo.listScreens(database.db, ctx.entrepriseId, magasinId)).map(toScreen);
}

async function visibleScreen(db: Executor, ctx: RequestContext, id: number): Promise<repo.ScreenRow> {
  const row = await repo.findScreen(db, ctx.entrepriseId, id);
  if (!row) throw notFound('prep_screen');
  await visibleStore(db, ctx, row.magasin_id).catch(() => {
    throw notFound('prep_screen');
  });
  return row;
}

async function checkCategories(db: Executor, entrepriseId: number, categoryIds: number[]): Promise<void> {
  if (!categoryIds.length) return;
  const found = new Set(
    (
      await db
        .selectFrom('product_categories')
        .select('id')
        .where('entreprise_id', '=', entrepriseId)
        .where('id', 'in', categoryIds)
        .execute()
    ).map((r) => r.id),
  );
  const errors = categoryIds.flatMap((id, i) => (found.has(id) ? [] : [{ field: `categoryIds.${i}`, message: 'unknown_reference' }]));
  if (errors.length) throw invalid(errors);
}

export async function saveScreen(
  database: Database,
  ctx: RequestContext,
  body: PrepScreenBody & { clearAfter: number; warnAfter: number; lateAfter: number; categoryIds: number[] },
): Promise<PrepScreen> {
  return database.db.transaction().execute(async (trx) => {
    const magasinId = Number(body.magasinId);
    await visibleStore(trx, ctx, magasinId);
    if (body.id !== undefined) {
      const current = await visibleScreen(trx, ctx, Number(body.id));
      if (current.magasin_id !== magasinId) throw invalid([{ field: 'magasinId', message: 'unknown_reference' }]);
    }
    const categoryIds = [...new Set(body.categoryIds)];
    await checkCategories(trx, ctx.entrepriseId, categoryIds);
    const values = {
      magasin_id: magasinId,
      name: body.name,
      category_ids: JSON.stringify(categoryIds),
      clear_after: body.clearAfter,
      warn_after: body.warnAfter,
      late_after: body.lateAfter,
    };
    const now = nowIso();
    const id = body.id !== undefined ? Number(body.id) : await repo.insertScreen(trx, ctx.entrepriseId, values, now);
    if (body.id !== undefined) await repo.updateScreen(trx, ctx.entrepriseId, id, values, now);
    return toScreen((await repo.findScreen(trx, ctx.entrepriseId, id))!);
  });
}

export async function deleteScreen(database: Database, ctx: RequestContext, id: number): Promise<{ ok: true }> {
  await database.db.transaction().execute(async (trx) => {
    await visibleScreen(trx, ctx, id);
    await repo.deleteScreen(trx, ctx.entrepriseId, id);
  });
  return { ok: true };
}

// ---- The orders of a screen
type Routed = { order: repo.PaidOrderRow; lines: repo.PrepLineRow[]; byScreen: Map<number, number[]> };

/** Paid orders of the store with their lines and where each line goes. */
async function routed(db: Executor, entrepriseId: number, screens: PrepScreen[], orders: repo.PaidOrderRow[]): Promise<Routed[]> {
  const lines = await repo.orderLines(
    db,
    entrepriseId,
    orders.map((o) => o.id),
  );
  const of = new Map<number, repo.PrepLineRow[]>();
  for (const l of lines) of.set(l.command_id, [...(of.get(l.command_id) ?? []), l]);
  return orders.map((order) => {
    const own = of.get(order.id) ?? [];
    return { order, lines: own, byScreen: routeLines(own, screens) };
  });
}

export async function board(database: Database, ctx: RequestContext, screenId: number): Promise<PrepBoard> {
  const { db } = database;
  const screen = toScreen(await visibleScreen(db, ctx, screenId));
  const screens = (await repo.listScreens(db, ctx.entrepriseId, screen.magasinId)).map(toScreen);
  const orders = await repo.paidOrders(db, ctx.entrepriseId, screen.magasinId, hoursAgo(BOARD_HOURS));
  const mine = (await routed(db, ctx.entrepriseId, screens, orders)).filter((r) => r.byScreen.has(screenId));
  const steps = await repo.stepsOf(
    db,
    ctx.entrepriseId,
    mine.map((r) => r.order.id),
  );
  const here = new Map(steps.filter((s) => s.screen_id === screenId).map((s) => [s.command_id, s]));
  const names = await choiceNames(
    db,
    ctx.entrepriseId,
    mine.flatMap((r) => r.lines),
  );
  const out: PrepOrder[] = mine.map(({ order, lines, byScreen }) => {
    const s = here.get(order.id);
    return {
      commandId: order.id,
      ticketNumber: order.ticketNumber,
      clientName: order.clientName,
      notes: order.notes,
      since: order.updated_at,
      step: stepOf(s?.step),
      stepAt: s?.updated_at ?? null,
      lines: (byScreen.get(screenId) ?? []).map((i) => {
        const l = lines[i];
        const choices = (() => {
          try {
            return JSON.parse(l.compositions ?? '[]') as { productId: number; quantity?: number }[];
          } catch {
            return [];
          }
        })();
        return {
          label: l.label,
          labels: { en: l.en_label, ar: l.ar_label, it: l.it_label },
          quantity: Number(l.quantity),
          options: choices.map(
            (c) => `${names.get(c.productId)?.label ?? `#${c.productId}`}${(c.quantity ?? 1) !== 1 ? ` × ${c.quantity}` : ''}`,
          ),
          notes: l.notes,
        };
      }),
    };
  });
  return { screen, orders: out, now: nowIso() };
}

export async function moveStep(database: Database, ctx: RequestContext, screenId: number, body: PrepStepBody) {
  const commandId = Number(body.commandId);
  if (!canMovePrep(body.from, body.to)) throw invalid([{ field: 'to', message: 'prep_move_not_allowed' }]);
  return database.db.transaction().execute(async (trx) => {
    const screen = toScreen(await visibleScreen(trx, ctx, screenId));
    const [order] = await repo.paidOrders(trx, ctx.entrepriseId, screen.magasinId, '', [commandId]);
    if (!order) throw notFound('command');
    const screens = (await repo.listScreens(trx, ctx.entrepriseId, screen.magasinId)).map(toScreen);
    const [r] = await routed(trx, ctx.entrepriseId, screens, [order]);
    if (!r.byScreen.has(screenId)) throw invalid([{ field: 'commandId', message: 'prep_not_routed' }]);
    const now = nowIso();
    const v = { entrepriseId: ctx.entrepriseId, commandId, screenId, userId: ctx.userId, now };
    const done =
      body.from === 'todo'
        ? await repo.startStep(trx, { ...v, magasinId: screen.magasinId, step: body.to })
        : await repo.moveStep(trx, { ...v, from: body.from, to: body.to });
    if (done === 0) throw conflict('prep_step_changed', 'from');
    orderChanged(commandId);
    return { commandId, screenId, step: body.to, stepAt: now };
  });
}

/** The store's orders every screen has ready (the till calls the client), and those served lately. */
export async function ready(database: Database, ctx: RequestContext, magasinId: number): Promise<PrepReady> {
  const { db } = database;
  await visibleStore(db, ctx, magasinId);
  const moved = await repo.movedSince(db, ctx.entrepriseId, magasinId, hoursAgo(READY_HOURS));
  if (!moved.length) return { orders: [] };
  const screens = (await repo.listScreens(db, ctx.entrepriseId, magasinId)).map(toScreen);
  const orders = await repo.paidOrders(db, ctx.entrepriseId, magasinId, '', moved);
  const steps = await repo.stepsOf(db, ctx.entrepriseId, moved);
  const out: PrepReady['orders'] = [];
  for (const r of await routed(db, ctx.entrepriseId, screens, orders)) {
    const own = steps.filter((s) => s.command_id === r.order.id);
    const step = orderPrepStep([...r.byScreen.keys()].map((id) => stepOf(own.find((s) => s.screen_id === id)?.step)));
    if (step !== 'ready' && step !== 'served') continue;
    const at = own.reduce((m, s) => (s.updated_at > m ? s.updated_at : m), '');
    out.push({ commandId: r.order.id, ticketNumber: r.order.ticketNumber, step, stepAt: at });
  }
  out.sort((a, b) => b.stepAt.localeCompare(a.stepAt));
  return { orders: out };
}

// ---- Kiosk
const on = (v: unknown) => v === true || v === 1 || v === '1';

export async function kiosk(database: Database, ctx: RequestContext, magasinId: number): Promise<KioskSettings> {
  await visibleStore(database.db, ctx, magasinId);
  const r = await repo.findKiosk(database.db, ctx.entrepriseId, magasinId);
  if (!r)
    return {
      magasinId,
      enabled: false,
      categoryIds: [],
      upsellCategoryIds: [],
      title: null,
      welcome: null,
      color: null,
      idleSeconds: 90,
      cardTerminal: false,
    };
  return {
    magasinId,
    enabled: on(r.enabled),
    categoryIds: ids(r.category_ids),
    upsellCategoryIds: ids(r.upsell_category_ids),
    title: r.title,
    welcome: r.welcome,
    color: r.color,
    idleSeconds: r.idle_seconds,
    cardTerminal: on(r.card_terminal),
  };
}

export async function saveKiosk(
  database: Database,
  ctx: RequestContext,
  body: KioskSettingsBody & { categoryIds: number[]; upsellCategoryIds: number[]; idleSeconds: number; cardTerminal: boolean },
): Promise<KioskSettings> {
  const magasinId = Number(body.magasinId);
  await database.db.transaction().execute(async (trx) => {
    await visibleStore(trx, ctx, magasinId);
    const categoryIds = [...new Set(body.categoryIds)];
    const upsell = [...new Set(body.upsellCategoryIds)];
    await checkCategories(trx, ctx.entrepriseId, [...categoryIds, ...upsell]);
    await repo.upsertKiosk(
      trx,
      ctx.entrepriseId,
      {
        magasin_id: magasinId,
        enabled: body.enabled,
        category_ids: JSON.stringify(categoryIds),
        upsell_category_ids: JSON.stringify(upsell),
        title: body.title ?? null,
        welcome: body.welcome ?? null,
        color: body.color ?? null,
        idle_seconds: body.idleSeconds,
        card_terminal: body.cardTerminal,
      },
      nowIso(),
    );
  });
  return kiosk(database, ctx, magasinId);
}

// ---- Customer display on another device
const toDisplay = (r: NonNullable<Awaited<ReturnType<typeof repo.findDisplay>>>): CustomerDisplay => ({
  code: r.code,
  magasinId: r.magasin_id,
  state: JSON.parse(r.state) as Record<string, unknown>,
  version: Number(r.version),
  updatedAt: r.updated_at,
});

export async function display(database: Database, ctx: RequestContext, code: string): Promise<CustomerDisplay> {
  const r = await repo.findDisplay(database.db, ctx.entrepriseId, code);
  if (!r) throw notFound('customer_display');
  await visibleStore(database.db, ctx, r.magasin_id).catch(() => {
    throw notFound('customer_display');
  });
  return toDisplay(r);
}

export async function putDisplay(
  database: Database,
  ctx: RequestContext,
  code: string,
  body: { magasinId: number | string; state: Record<string, unknown> },
): Promise<CustomerDisplay> {
  const magasinId = Number(body.magasinId);
  return database.db.transaction().execute(async (trx) => {
    await visibleStore(trx, ctx, magasinId);
    const n = await repo.putDisplay(trx, {
      entrepriseId: ctx.entrepriseId,
      magasinId,
      code,
      state: JSON.stringify(body.state),
      now: nowIso(),
    });
    if (n === 0) throw conflict('already_used', 'code');
    return toDisplay((await repo.findDisplay(trx, ctx.entrepriseId, code))!);
  });
}
