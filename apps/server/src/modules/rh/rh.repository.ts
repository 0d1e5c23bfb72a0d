// SQL of human resources (issue 32). Every query is scoped to the company; store-bound roles see their stores only.
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { CollaboratorsTable } from '../../db/schema';

/** Stores a store-bound user may see (undefined: every store of the company). */
export type Scope = number[] | undefined;
const inScope = (scope: Scope) => (scope && scope.length ? scope : [0]);

export function collaboratorsQuery(db: Executor, entrepriseId: number, scope: Scope) {
  let q = db
    .selectFrom('collaborators as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null);
  if (scope)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collaborator_magasins as cm')
          .select('cm.magasin_id')
          .whereRef('cm.collaborator_id', '=', 'c.id')
          .where('cm.magasin_id', 'in', inScope(scope)),
      ),
    );
  return q;
}

export const collaboratorColumns = [
  'c.id',
  'c.firstName',
  'c.lastName',
  'c.email',
  'c.tel',
  'c.position',
  'c.contractType',
  'c.contractStart',
  'c.contractEnd',
  'c.weeklyMinutes',
  'c.payType',
  'c.payAmount',
  'c.user_id',
  'u.name as userName',
  'c.emergencyName',
  'c.emergencyTel',
  'c.codeHash',
  'c.isActive',
  'c.created_at',
] as const;

export const findCollaborator = (db: Executor, entrepriseId: number, scope: Scope, id: number) =>
  collaboratorsQuery(db, entrepriseId, scope).select(collaboratorColumns).where('c.id', '=', id).executeTakeFirst();
export type CollaboratorRow = NonNullable<Awaited<ReturnType<typeof findCollaborator>>>;

export async function storesOf(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('collaborator_magasins as cm')
    .innerJoin('magasins as m', 'm.id', 'cm.magasin_id')
    .select(['cm.collaborator_id', 'm.id', 'm.intitule'])
    .where('cm.collaborator_id', 'in', ids)
    .orderBy('m.intitule')
    .execute();
}

export async function documentsOf(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('collaborator_files as cf')
    .innerJoin('files as f', 'f.id', 'cf.file_id')
    .select(['cf.collaborator_id', 'f.id', 'f.name', 'f.extension', 'f.mime', 'f.size'])
    .where('cf.collaborator_id', 'in', ids)
    .orderBy('f.id')
    .execute();
}

export async function openCardsOf(db: Executor, entrepriseId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('punch_cards as p')
    .leftJoin('punch_breaks as b', 'b.open_key', 'p.id')
    .select(['p.id', 'p.collaborator_id', 'p.startAt', 'p.magasin_id', 'b.id as breakId'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.collaborator_id', 'in', ids)
    .where('p.open_key', 'is not', null)
    .execute();
}

export async function insertCollaborator(db: Executor, values: Insertable<CollaboratorsTable>): Promise<number> {
  const row = await db.insertInto('collaborators').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateCollaborator = (db: Executor, entrepriseId: number, id: number, values: Updateable<CollaboratorsTable>) =>
  db.updateTable('collaborators').set(values).where('id', '=', id).where('entreprise_id', '=', entrepriseId).execute();

export async function replaceLinks(db: Executor, entrepriseId: number, id: number, magasinIds: number[], fileIds: number[]) {
  await db.deleteFrom('collaborator_magasins').where('collaborator_id', '=', id).execute();
  await db.deleteFrom('collaborator_files').where('collaborator_id', '=', id).execute();
  if (magasinIds.length)
    await db
      .insertInto('collaborator_magasins')
      .values(magasinIds.map((m) => ({ entreprise_id: entrepriseId, collaborator_id: id, magasin_id: m })))
      .execute();
  if (fileIds.length)
    await db
      .insertInto('collaborator_files')
      .values(fileIds.map((f) => ({ entreprise_id: entrepriseId, collaborator_id: id, file_id: f })))
      .execute();
}

/** Another live collaborator of the company already linked to this sign-in account. */
export const findLinkedUser = (db: Executor, entrepriseId: number, userId: number, exceptId?: number) => {
  let q = db
    .selectFrom('collaborators')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
};

/** The member of the company with this user id (a sign-in account the collaborator may be linked to). */
export const findMember = (db: Executor, entrepriseId: number, userId: number) =>
  db
    .selectFrom('entreprise_users')
    .select(['user_id', 'codeHash'])
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

// ---- Punch cards
export const findStoreForClock = (db: Executor, entrepriseId: number, magasinId: number) =>
  db
    .selectFrom('magasins')
    .select(['id', 'intitule', 'timeClockLogin', 'startTime'])
    .where('id', '=', magasinId)
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The active collaborators of a store, with their open card and break. */
export function storeMembers(db: Executor, entrepriseId: number, magasinId: number) {
  return db
    .selectFrom('collaborators as c')
    .innerJoin('collaborator_magasins as cm', (j) => j.onRef('cm.collaborator_id', '=', 'c.id').on('cm.magasin_id', '=', magasinId))
    .leftJoin('entreprise_users as eu', (j) => j.onRef('eu.user_id', '=', 'c.user_id').on('eu.entreprise_id', '=', entrepriseId))
    .leftJoin('punch_cards as p', 'p.open_key', 'c.id')
    .leftJoin('punch_breaks as b', 'b.open_key', 'p.id')
    .select([
      'c.id',
      'c.firstName',
      'c.lastName',
      'c.position',
      'c.codeHash',
      'eu.codeHash as memberCodeHash',
      'eu.user_id as memberUserId',
      'p.startAt',
      'b.id as breakId',
    ])
    .where('c.entreprise_id', '=', entrepriseId)
    .where('c.deleted_at', 'is', null)
    .where('c.isActive', '=', true)
    .orderBy('c.firstName')
    .orderBy('c.lastName')
    .execute();
}

export const openCard = (db: Executor, collaboratorId: number) =>
  db.selectFrom('punch_cards').select(['id', 'startAt', 'magasin_id']).where('open_key', '=', collaboratorId).executeTakeFirst();

export const openBreak = (db: Executor, cardId: number) =>
  db.selectFrom('punch_breaks').select(['id', 'startAt']).where('open_key', '=', cardId).executeTakeFirst();

export async function insertCard(
  db: Executor,
  v: { entrepriseId: number; collaboratorId: number; magasinId: number; startAt: string; offsetMinutes: number },
): Promise<number> {
  const row = await db
    .insertInto('punch_cards')
    .values({
      entreprise_id: v.entrepriseId,
      collaborator_id: v.collaboratorId,
      magasin_id: v.magasinId,
      startAt: v.startAt,
      offsetMinutes: v.offsetMinutes,
      open_key: v.collaboratorId,
      created_at: v.startAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes the open card (atomic: answers whether this call closed it). */
export async function closeOpenCard(db: Executor, cardId: number, endAt: string): Promise<boolean> {
  const r = await db
    .updateTable('punch_cards')
    .set({ endAt, open_key: null })
    .where('id', '=', cardId)
    .where('open_key', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Leaves a forgotten card open (no end) but no longer the collaborator's open card: a manager closes it. */
export const releaseCard = (db: Executor, cardId: number) =>
  db.updateTable('punch_cards').set({ open_key: null }).where('id', '=', cardId).where('open_key', 'is not', null).executeTakeFirst();

export async function insertBreak(db: Executor, entrepriseId: number, cardId: number, startAt: string) {
  await db.insertInto('punch_breaks').values({ entreprise_id: entrepriseId, punch_card_id: cardId, startAt, open_key: cardId }).execute();
}

export async function closeOpenBreak(db: Executor, cardId: number, endAt: string): Promise<boolean> {
  const r = await db.updateTable('punch_breaks').set({ endAt, open_key: null }).where('open_key', '=', cardId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function cardsQuery(db: Executor, entrepriseId: number, scope: Scope) {
  let q = db
    .selectFrom('punch_cards as p')
    .innerJoin('collaborators as c', 'c.id', 'p.collaborator_id')
    .innerJoin('magasins as m', 'm.id', 'p.magasin_id')
    .leftJoin('users as u', 'u.id', 'p.closedBy')
    .where('p.entreprise_id', '=', entrepriseId);
  if (scope) q = q.where('p.magasin_id', 'in', inScope(scope));
  return q;
}

export const cardColumns = [
  'p.id',
  'p.collaborator_id',
  'c.firstName',
  'c.lastName',
  'p.magasin_id',
  'm.intitule as magasinIntitule',
  'm.startTime',
  'p.startAt',
  'p.endAt',
  'p.offsetMinutes',
  'p.open_key',
  'u.name as closedByName',
  'p.closeReason',
] as const;

export async function breaksOf(db: Executor, cardIds: number[]) {
  if (!cardIds.length) return [];
  return db
    .selectFrom('punch_breaks')
    .select(['punch_card_id', 'startAt', 'endAt'])
    .where('punch_card_id', 'in', cardIds)
    .orderBy('startAt')
    .execute();
}

/** Cards of these collaborators that overlap a span (to find overlapping cards). */
export function cardsAround(db: Executor, entrepriseId: number, collaboratorIds: number[], from: string, to: string) {
  if (!collaboratorIds.length) return Promise.resolve([]);
  return db
    .selectFrom('punch_cards')
    .select(['id', 'collaborator_id', 'startAt', 'endAt'])
    .where('entreprise_id', '=', entrepriseId)
    .where('collaborator_id', 'in', collaboratorIds)
    .where('startAt', '<', to)
    .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>', from)]))
    .execute();
}

export const findCard = (db: Executor, entrepriseId: number, scope: Scope, id: number) =>
  cardsQuery(db, entrepriseId, scope).select(cardColumns).where('p.id', '=', id).executeTakeFirst();

/** The next card of the collaborator after an instant (a manager's close may not run into it). */
export const nextCardStart = (db: Executor, collaboratorId: number, after: string, exceptId: number) =>
  db
    .selectFrom('punch_cards')
    .select('startAt')
    .where('collaborator_id', '=', collaboratorId)
    .where('id', '!=', exceptId)
    .where('startAt', '>=', after)
    .orderBy('startAt')
    .limit(1)
    .executeTakeFirst();

/** A manager's close: only while the card has no end (answers whether this call closed it). */
export async function closeByManager(db: Executor, entrepriseId: number, id: number, v: { endAt: string; userId: number; reason: string }) {
  const r = await db
    .updateTable('punch_cards')
    .set({ endAt: v.endAt, open_key: null, closedBy: v.userId, closeReason: v.reason })
    .where('id', '=', id)
    .where('entreprise_id', '=', entrepriseId)
    .where('endAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Closed cards of a company that touch a span, for the timekeeping figures. */
export function closedCardsBetween(db: Executor, entrepriseId: number, scope: Scope, from: string, to: string, magasinId?: number) {
  let q = db
    .selectFrom('punch_cards as p')
    .select(['p.id', 'p.collaborator_id', 'p.startAt', 'p.endAt', 'p.offsetMinutes'])
    .where('p.entreprise_id', '=', entrepriseId)
    .where('p.endAt', 'is not', null)
    .where('p.startAt', '<', to)
    .where('p.endAt', '>', from);
  if (scope) q = q.where('p.magasin_id', 'in', inScope(scope));
  if (magasinId) q = q.where('p.magasin_id', '=', magasinId);
  return q.execute();
}

export function unclosedCardsBetween(db: Executor, entrepriseId: number, from: string, to: string) {
  return db
    .selectFrom('punch_cards')
    .select(['collaborator_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entreprise_id', '=', entrepriseId)
    .where('endAt', 'is', null)
    .where('startAt', '>=', from)
    .where('startAt', '<', to)
    .groupBy('collaborator_id')
    .execute();
}
