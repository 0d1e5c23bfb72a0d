// SQL for registers, business days, sessions (caisses), their running totals and counts, and denominations.
// Every query is scoped to the company; store-bound roles pass the stores they may see.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { BilletOperationsTable, CaissesTable, CaisseCountsTable } from '../../db/schema';
import { caisseChanged } from '../../realtime/changes';

/** Store-bound roles: only these stores (undefined = every store of the company). */
export type Stores = number[] | undefined;
const inStores = (stores: Stores) => (stores ? (stores.length ? stores : [0]) : undefined);

// ---- Registers
export function listRegisters(db: Executor, entrepriseId: number, magasinId: number) {
  return db
    .selectFrom('registers as r')
    .leftJoin('caisses as c', (j) => j.onRef('c.register_id', '=', 'r.id').on('c.state', '=', 'opened'))
    .leftJoin('users as u', 'u.id', 'c.openedBy')
    .select(['r.id', 'r.magasin_id', 'r.intitule', 'r.isActive', 'c.id as sessionId', 'c.openedAt', 'c.openedBy', 'u.name as openedByName'])
    .where('r.entreprise_id', '=', entrepriseId)
    .where('r.magasin_id', '=', magasinId)
    .where('r.deleted_at', 'is', null)
    .orderBy('r.intitule')
    .orderBy('r.id')
    .execute();
}

export function findRegister(db: Executor, entrepriseId: number, stores: Stores, id: number) {
  let q = db
    .selectFrom('registers')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  const s = inStores(stores);
  if (s) q = q.where('magasin_id', 'in', s);
  return q.executeTakeFirst();
}

export function findRegisterByTitle(db: Executor, magasinId: number, intitule: string, exceptId?: number) {
  let q = db
    .selectFrom('registers')
    .select('id')
    .where('magasin_id', '=', magasinId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['intitule']), '=', intitule.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function insertRegister(
  db: Executor,
  r: { entrepriseId: number; magasinId: number; intitule: string; isActive: boolean; now: string },
) {
  const row = await db
    .insertInto('registers')
    .values({
      entreprise_id: r.entrepriseId,
      magasin_id: r.magasinId,
      intitule: r.intitule,
      isActive: r.isActive,
      created_at: r.now,
      updated_at: r.now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRegister(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { intitule?: string; isActive?: boolean; deleted_at?: string; updated_at: string },
) {
  await db.updateTable('registers').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

// ---- Business days
export const findDay = (db: Executor, entrepriseId: number, magasinId: number, day: string) =>
  db
    .selectFrom('calendar_days')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('magasin_id', '=', magasinId)
    .where('day', '=', day)
    .executeTakeFirst();

export const findDayById = (db: Executor, entrepriseId: number, stores: Stores, id: number) => {
  let q = db.selectFrom('calendar_days').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id);
  const s = inStores(stores);
  if (s) q = q.where('magasin_id', 'in', s);
  return q.executeTakeFirst();
};

/** Creates the day if it does not exist (a concurrent creation is ignored), then reads it. */
export async function ensureDay(db: Executor, entrepriseId: number, magasinId: number, day: string, now: string) {
  await db
    .insertInto('calendar_days')
    .values({ entreprise_id: entrepriseId, magasin_id: magasinId, day, state: 'opened', openedAt: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['magasin_id', 'day']).doNothing())
    .execute();
  return (await findDay(db, entrepriseId, magasinId, day))!;
}

export async function setDayState(
  db: Executor,
  id: number,
  set: { state: 'opened' | 'closed'; closedAt: string | null; closedBy: number | null; updated_at: string },
) {
  await db.updateTable('calendar_days').set(set).where('id', '=', id).execute();
}

export async function countOpenSessions(db: Executor, calendarDayId: number): Promise<number> {
  const r = await db
    .selectFrom('caisses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('calendar_day_id', '=', calendarDayId)
    .where('state', '=', 'opened')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ---- Sessions
function sessionQuery(db: Executor, entrepriseId: number) {
  return db
    .selectFrom('caisses as c')
    .innerJoin('registers as r', 'r.id', 'c.register_id')
    .innerJoin('magasins as m', 'm.id', 'c.magasin_id')
    .innerJoin('calendar_days as d', 'd.id', 'c.calendar_day_id')
    .leftJoin('users as uo', 'uo.id', 'c.openedBy')
    .leftJoin('users as uc', 'uc.id', 'c.closedBy')
    .selectAll('c')
    .select(['r.intitule as registerName', 'm.intitule as magasinName', 'd.day', 'uo.name as openedByName', 'uc.name as closedByName'])
    .where('c.entreprise_id', '=', entrepriseId);
}
export type SessionRow = Awaited<ReturnType<typeof findSession>> & object;

// Every sale reads its session: compiled once (db/prepared.ts), for all stores or for the user's.
const findSessionQuery = prepared((db: Executor, a: { entrepriseId: number; id: number; stores: number[] | undefined }) => {
  const q = sessionQuery(db, a.entrepriseId).where('c.id', '=', a.id);
  return a.stores ? q.where('c.magasin_id', 'in', a.stores) : q;
});
export async function findSession(db: Executor, entrepriseId: number, stores: Stores, id: number) {
  return (await findSessionQuery(db, { entrepriseId, id, stores: inStores(stores) })).rows[0];
}

export function listSessions(
  db: Executor,
  entrepriseId: number,
  f: { magasinIds: number[]; state?: 'opened' | 'closed'; from?: string; to?: string; limit?: number; offset?: number },
) {
  let q = sessionQuery(db, entrepriseId).where('c.magasin_id', 'in', f.magasinIds.length ? f.magasinIds : [0]);
  if (f.state) q = q.where('c.state', '=', f.state);
  if (f.from) q = q.where('d.day', '>=', f.from);
  if (f.to) q = q.where('d.day', '<=', f.to);
  q = q.orderBy('c.openedAt', 'desc').orderBy('c.id', 'desc');
  if (f.limit !== undefined) q = q.limit(f.limit).offset(f.offset ?? 0);
  return q.execute();
}

export async function countSessions(
  db: Executor,
  entrepriseId: number,
  f: { magasinId: number; state: 'opened' | 'closed'; from?: string; to?: string },
) {
  let q = db
    .selectFrom('caisses as c')
    .innerJoin('calendar_days as d', 'd.id', 'c.calendar_day_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.magasin_id', '=', f.magasinId)
    .where('c.state', '=', f.state);
  if (f.from) q = q.where('d.day', '>=', f.from);
  if (f.to) q = q.where('d.day', '<=', f.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const openSessionOfRegister = (db: Executor, registerId: number) =>
  db.selectFrom('caisses').select('id').where('register_id', '=', registerId).where('state', '=', 'opened').executeTakeFirst();

export async function insertSession(db: Executor, values: Insertable<CaissesTable>): Promise<number> {
  const id = (await db.insertInto('caisses').values(values).returning('id').executeTakeFirstOrThrow()).id;
  caisseChanged(id);
  return id;
}

/**
 * Takes the session's row lock while it is open (PostgreSQL: concurrent writers to the session queue here), so
 * an operation and the closing never interleave. False when the session is not open.
 */
const lockOpenSessionQuery = prepared((db: Executor, a: { entrepriseId: number; id: number; now: string }) =>
  db
    .updateTable('caisses')
    .set({ updated_at: a.now })
    .where('entreprise_id', '=', a.entrepriseId)
    .where('id', '=', a.id)
    .where('state', '=', 'opened'),
);
export async function lockOpenSession(db: Executor, entrepriseId: number, id: number, now: string): Promise<boolean> {
  const r = await lockOpenSessionQuery(db, { entrepriseId, id, now });
  return Number(r.numAffectedRows) === 1;
}

export async function updateSession(db: Executor, entrepriseId: number, id: number, set: Updateable<CaissesTable>) {
  await db.updateTable('caisses').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
  caisseChanged(id);
}

// ---- Running totals and closing counts
/** Adds to the running total of (session, type, mode) in the caller's transaction; negative undoes. */
export async function addToTotals(
  db: Executor,
  t: { entrepriseId: number; caisseId: number; type: string; modePayment: string; amount: number; count: number },
) {
  await addToTotalsQuery(db, t);
}
const addToTotalsQuery = prepared(
  (db: Executor, t: { entrepriseId: number; caisseId: number; type: string; modePayment: string; amount: number; count: number }) =>
    db
      .insertInto('caisse_totals')
      .values({
        entreprise_id: t.entrepriseId,
        caisse_id: t.caisseId,
        type: t.type,
        modePayment: t.modePayment,
        amount: t.amount,
        count: t.count,
      })
      .onConflict((oc) =>
        oc.columns(['caisse_id', 'type', 'modePayment']).doUpdateSet({
          amount: sql`caisse_totals.amount + excluded.amount`,
          count: sql`caisse_totals.count + excluded.count`,
        }),
      ),
);

export const listTotals = (db: Executor, entrepriseId: number, caisseIds: number[]) =>
  db
    .selectFrom('caisse_totals')
    .select(['caisse_id', 'type', 'modePayment', 'amount', 'count'])
    .where('entreprise_id', '=', entrepriseId)
    .where('caisse_id', 'in', caisseIds.length ? caisseIds : [0])
    .orderBy('type')
    .orderBy('modePayment')
    .execute();

export async function insertCounts(db: Executor, rows: Insertable<CaisseCountsTable>[]) {
  if (rows.length) await db.insertInto('caisse_counts').values(rows).execute();
}

export const listCounts = (db: Executor, entrepriseId: number, caisseId: number) =>
  db.selectFrom('caisse_counts').selectAll().where('entreprise_id', '=', entrepriseId).where('caisse_id', '=', caisseId).execute();

// ---- Denominations and counted billets
export function listBillets(db: Executor, currencyTags?: string[]) {
  let q = db.selectFrom('billets').selectAll().orderBy('currencyTag').orderBy('order');
  if (currencyTags) q = q.where('currencyTag', 'in', currencyTags.length ? currencyTags : ['']);
  return q.execute();
}

export async function insertBilletOperations(db: Executor, rows: Insertable<BilletOperationsTable>[]) {
  if (rows.length) await db.insertInto('billet_operations').values(rows).execute();
}

export function listBilletOperations(db: Executor, entrepriseId: number, caisseId: number, type?: string) {
  let q = db
    .selectFrom('billet_operations as o')
    .innerJoin('billets as b', 'b.id', 'o.billet_id')
    .select([
      'o.id',
      'o.caisse_id',
      'o.billet_id',
      'o.type',
      'o.quantity',
      'o.amount',
      'o.user_id',
      'o.created_at',
      'b.currencyTag',
      'b.value',
      'b.kind',
    ])
    .where('o.entreprise_id', '=', entrepriseId)
    .where('o.caisse_id', '=', caisseId);
  if (type) q = q.where('o.type', '=', type as 'opening');
  return q.orderBy('o.id').execute();
}
