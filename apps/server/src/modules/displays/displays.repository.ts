// SQL of the screens of issue 30: preparation screens and steps, the paid orders they show, the kiosk's settings and
// the paired customer displays. Every query is scoped to the company.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type ScreenRow = {
  id: number;
  magasin_id: number;
  name: string;
  category_ids: string;
  clear_after: number;
  warn_after: number;
  late_after: number;
};

const SCREEN_COLUMNS = ['id', 'magasin_id', 'name', 'category_ids', 'clear_after', 'warn_after', 'late_after'] as const;

export const listScreens = (db: Executor, entrepriseId: number, magasinId: number): Promise<ScreenRow[]> =>
  db
    .selectFrom('prep_screens')
    .select(SCREEN_COLUMNS)
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .orderBy('id')
    .execute();

export const findScreen = (db: Executor, entrepriseId: number, id: number): Promise<ScreenRow | undefined> =>
  db.selectFrom('prep_screens').select(SCREEN_COLUMNS).where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

export interface ScreenValues {
  magasin_id: number;
  name: string;
  category_ids: string;
  clear_after: number;
  warn_after: number;
  late_after: number;
}

export async function insertScreen(db: Executor, entrepriseId: number, v: ScreenValues, now: string): Promise<number> {
  const row = await db
    .insertInto('prep_screens')
    .values({ entreprise_id: entrepriseId, ...v, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateScreen = (db: Executor, entrepriseId: number, id: number, v: ScreenValues, now: string) =>
  db
    .updateTable('prep_screens')
    .set({ ...v, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .executeTakeFirst();

export const deleteScreen = (db: Executor, entrepriseId: number, id: number) =>
  db.deleteFrom('prep_screens').where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

/** States of an order the preparation screens show: paid, or on credit the store approved. */
export const PREPARED_STATES = ['paid', 'credit_validated', 'delivered'];

export type PaidOrderRow = {
  id: number;
  ticketNumber: number | null;
  clientName: string | null;
  notes: string | null;
  updated_at: string;
};

/** A store's paid orders changed since `since` (the time they were paid, at the latest), oldest first. */
export const paidOrders = (
  db: Executor,
  entrepriseId: number,
  magasinId: number,
  since: string,
  ids?: number[],
): Promise<PaidOrderRow[]> => {
  let q = db
    .selectFrom('commands')
    .select(['id', 'ticketNumber', 'clientName', 'notes', 'updated_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .where('deleted_at', 'is', null)
    .where('etat', 'in', PREPARED_STATES);
  if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
  else q = q.where('updated_at', '>=', since);
  return q.orderBy('updated_at').orderBy('id').limit(500).execute();
};

export type PrepLineRow = {
  command_id: number;
  label: string;
  quantity: number;
  compositions: string | null;
  notes: string | null;
  categoryId: number | null;
  en_label: string | null;
  ar_label: string | null;
  it_label: string | null;
};

export const orderLines = (db: Executor, entrepriseId: number, commandIds: number[]): Promise<PrepLineRow[]> =>
  commandIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('command_lines as l')
        .leftJoin('prices as p', 'p.id', 'l.price_id')
        .select([
          'l.command_id',
          'l.label',
          'l.quantity',
          'l.compositions',
          'l.notes',
          'p.categoryId',
          'p.en_label',
          'p.ar_label',
          'p.it_label',
        ])
        .where('l.entreprise_id', '=', entrepriseId)
        .where('l.command_id', 'in', commandIds)
        .orderBy('l.command_id')
        .orderBy('l.id')
        .execute();

export type StepRow = { command_id: number; screen_id: number; step: string; updated_at: string };

export const stepsOf = (db: Executor, entrepriseId: number, commandIds: number[]): Promise<StepRow[]> =>
  commandIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('prep_steps')
        .select(['command_id', 'screen_id', 'step', 'updated_at'])
        .where('entreprise_id', '=', entrepriseId)
        .where('command_id', 'in', commandIds)
        .execute();

/** The orders whose step moved on a screen of the store since `since`. */
export const movedSince = async (db: Executor, entrepriseId: number, magasinId: number, since: string): Promise<number[]> =>
  (
    await db
      .selectFrom('prep_steps')
      .select('command_id')
      .distinct()
      .where('entreprise_id', '=', entrepriseId)
      .where('magasin_id', '=', magasinId)
      .where('updated_at', '>=', since)
      .limit(500)
      .execute()
  ).map((r) => r.command_id);

/** To do → in progress: the first stored step; nothing inserted when another touch stored one first. */
export async function startStep(
  db: Executor,
  v: { entrepriseId: number; commandId: number; screenId: number; magasinId: number; step: string; userId: number; now: string },
) {
  const r = await db
    .insertInto('prep_steps')
    .values({
      entreprise_id: v.entrepriseId,
      command_id: v.commandId,
      screen_id: v.screenId,
      magasin_id: v.magasinId,
      step: v.step,
      user_id: v.userId,
      updated_at: v.now,
    })
    .onConflict((oc) => oc.columns(['command_id', 'screen_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n);
}

/** One conditional update: the step moves only from the one the screen showed. */
export async function moveStep(
  db: Executor,
  v: { entrepriseId: number; commandId: number; screenId: number; from: string; to: string; userId: number; now: string },
) {
  const r = await db
    .updateTable('prep_steps')
    .set({ step: v.to, user_id: v.userId, updated_at: v.now })
    .where('entreprise_id', '=', v.entrepriseId)
    .where('command_id', '=', v.commandId)
    .where('screen_id', '=', v.screenId)
    .where('step', '=', v.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// ---- Kiosk
export const findKiosk = (db: Executor, entrepriseId: number, magasinId: number) =>
  db
    .selectFrom('kiosk_settings')
    .select(['magasin_id', 'enabled', 'category_ids', 'upsell_category_ids', 'title', 'welcome', 'color', 'idle_seconds', 'card_terminal'])
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .executeTakeFirst();

export async function upsertKiosk(
  db: Executor,
  entrepriseId: number,
  v: {
    magasin_id: number;
    enabled: boolean;
    category_ids: string;
    upsell_category_ids: string;
    title: string | null;
    welcome: string | null;
    color: string | null;
    idle_seconds: number;
    card_terminal: boolean;
  },
  now: string,
): Promise<void> {
  const { magasin_id, ...rest } = v;
  await db
    .insertInto('kiosk_settings')
    .values({ entreprise_id: entrepriseId, magasin_id, ...rest, updated_at: now })
    .onConflict((oc) => oc.column('magasin_id').doUpdateSet({ ...rest, updated_at: now }))
    .execute();
}

// ---- Customer displays
export const findDisplay = (db: Executor, entrepriseId: number, code: string) =>
  db
    .selectFrom('customer_displays')
    .select(['code', 'magasin_id', 'state', 'version', 'updated_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('code', '=', code)
    .executeTakeFirst();

/** Writes a display's state; a code another company holds is left alone (0 rows). */
export async function putDisplay(
  db: Executor,
  v: { entrepriseId: number; magasinId: number; code: string; state: string; now: string },
): Promise<number> {
  const r = await db
    .insertInto('customer_displays')
    .values({ code: v.code, entreprise_id: v.entrepriseId, magasin_id: v.magasinId, state: v.state, version: 1, updated_at: v.now })
    .onConflict((oc) =>
      oc
        .column('code')
        .doUpdateSet({ magasin_id: v.magasinId, state: v.state, version: sql`customer_displays.version + 1`, updated_at: v.now })
        .where('customer_displays.entreprise_id', '=', v.entrepriseId),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n);
}
