// SQL for clients, their additional info and the queue. Every query is scoped to the company.
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { normalizePhone, type ClientsQueryData } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { ClientsTable, DB } from '../../db/schema';

/** A LIKE pattern that matches the text anywhere, with % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ClientFilters = Omit<ClientsQueryData, 'offset' | 'limit' | 'sort'>;

/** Name, e-mail, phone (whatever the spacing) or card number contains the keyword (3+ characters). */
function keywordMatch(eb: ExpressionBuilder<DB, 'clients'>, keyword: string) {
  const pattern = containsPattern(keyword.toLowerCase());
  const ors = [
    sql<boolean>`lower(${sql.ref('clients.name')}) like ${pattern} escape '\\'`,
    sql<boolean>`lower(${sql.ref('clients.email')}) like ${pattern} escape '\\'`,
    eb.exists(
      eb
        .selectFrom('loyalty_cards as lc')
        .select('lc.id')
        .whereRef('lc.client_id', '=', 'clients.id')
        .where('lc.deleted_at', 'is', null)
        .where(sql<boolean>`upper(${sql.ref('lc.reference')}) like ${containsPattern(keyword.toUpperCase())} escape '\\'`),
    ),
  ];
  const digits = keyword.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    // A national number typed with its 0 matches the stored international form.
    const key = normalizePhone(digits) ?? digits.replace(/^0+/, '');
    ors.push(sql<boolean>`${sql.ref('clients.tel_normalized')} like ${containsPattern(key)} escape '\\'`);
  }
  return eb.or(ors);
}

export function filteredClients(db: Executor, entrepriseId: number, f: ClientFilters) {
  let q = db.selectFrom('clients').where('clients.entreprise_id', '=', entrepriseId).where('clients.deleted_at', 'is', null);
  if (f.keyword && f.keyword.length >= 3) q = q.where((eb) => keywordMatch(eb, f.keyword!));
  if (f.type) q = q.where('clients.type', '=', f.type);
  if (f.sex) q = q.where('clients.sex', '=', f.sex);
  if (f.cityId?.length) q = q.where('clients.cityId', 'in', f.cityId);
  if (f.isActive !== undefined) q = q.where('clients.isActive', '=', f.isActive);
  if (f.birthMonth) q = q.where(sql<string>`substr(${sql.ref('clients.birthday')}, 6, 2)`, '=', String(f.birthMonth).padStart(2, '0'));
  return q;
}

export async function listClients(db: Executor, entrepriseId: number, q: ClientsQueryData) {
  const base = filteredClients(db, entrepriseId, q);
  const sort = q.sort ?? 'name';
  const desc = sort.startsWith('-');
  const column = (desc ? sort.slice(1) : sort) as 'name' | 'created_at' | 'loyaltyPoints';
  const [rows, count] = await Promise.all([
    base
      .selectAll('clients')
      .orderBy(`clients.${column}`, desc ? 'desc' : 'asc')
      .orderBy('clients.id', desc ? 'desc' : 'asc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findClient = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('clients')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const findClientByHash = (db: Executor, entrepriseId: number, hash: string) =>
  db
    .selectFrom('clients')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('cardHash', '=', hash)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export async function findByPhoneKeys(db: Executor, entrepriseId: number, keys: string[], exceptId?: number) {
  if (!keys.length) return [];
  let q = db
    .selectFrom('clients')
    .select(['id', 'tel_normalized'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('tel_normalized', 'in', keys);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.execute();
}

export async function insertClient(db: Executor, row: Insertable<ClientsTable>): Promise<number> {
  const r = await db.insertInto('clients').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/**
 * Batches keep each statement under SQLite's bound-parameter limit; `turn` (an import's `turnEvery`) lets other requests
 * through between batches: better-sqlite3 answers at once, so 25 batches in a row held the event loop for 200 ms.
 */
export async function insertClients(db: Executor, rows: Insertable<ClientsTable>[], turn?: () => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('clients')
      .values(rows.slice(i, i + 200))
      .execute();
    await turn?.();
  }
}

export async function updateClient(db: Executor, entrepriseId: number, id: number, set: Updateable<ClientsTable>) {
  await db.updateTable('clients').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id).execute();
}

export async function cardReferencesOf(db: Executor, entrepriseId: number, clientIds: number[]) {
  if (!clientIds.length) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('loyalty_cards')
    .select(['client_id', 'reference'])
    .where('entreprise_id', '=', entrepriseId)
    .where('client_id', 'in', clientIds)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.client_id!, [...(map.get(r.client_id!) ?? []), r.reference]);
  return map;
}

export const selectOptions = (db: Executor, entrepriseId: number, keyword: string | undefined) => {
  let q = db
    .selectFrom('clients')
    .select(['clients.id', 'clients.name', 'clients.tel', 'clients.loyaltyPoints'])
    .where('clients.entreprise_id', '=', entrepriseId)
    .where('clients.deleted_at', 'is', null)
    .where('clients.isActive', '=', true);
  if (keyword && keyword.length >= 3) q = q.where((eb) => keywordMatch(eb, keyword));
  return q.orderBy('clients.name').orderBy('clients.id').limit(50).execute();
};

/** One active client as the till's chooser shows it (its points now), or undefined. */
export const selectOption = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('clients')
    .select(['clients.id', 'clients.name', 'clients.tel', 'clients.loyaltyPoints'])
    .where('clients.entreprise_id', '=', entrepriseId)
    .where('clients.id', '=', id)
    .where('clients.deleted_at', 'is', null)
    .where('clients.isActive', '=', true)
    .executeTakeFirst();

// Additional info: natures, types, values.
export const listNatures = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('client_info_natures')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('intitule')
    .execute();

export const listInfoTypes = (db: Executor, entrepriseId: number) =>
  db
    .selectFrom('client_info_types as t')
    .innerJoin('client_info_natures as n', 'n.id', 't.natureId')
    .select(['t.id', 't.intitule', 't.natureId'])
    .where('t.entreprise_id', '=', entrepriseId)
    .where('t.deleted_at', 'is', null)
    .where('n.deleted_at', 'is', null)
    .orderBy('t.intitule')
    .execute();

export const findNature = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('client_info_natures')
    .select(['id', 'intitule'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const findInfoType = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('client_info_types')
    .select(['id', 'intitule', 'natureId'])
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const clientInfos = (db: Executor, entrepriseId: number, clientId: number) =>
  db
    .selectFrom('client_additional_infos as i')
    .innerJoin('client_info_types as t', 't.id', 'i.typeId')
    .innerJoin('client_info_natures as n', 'n.id', 't.natureId')
    .select(['i.id', 'i.typeId', 't.intitule as type', 't.natureId', 'n.intitule as nature', 'i.value'])
    .where('i.entreprise_id', '=', entrepriseId)
    .where('i.client_id', '=', clientId)
    .where('t.deleted_at', 'is', null)
    .orderBy('n.intitule')
    .orderBy('t.intitule')
    .execute();

export async function setInfo(db: Executor, entrepriseId: number, clientId: number, typeId: number, value: string, now: string) {
  if (!value) {
    await db
      .deleteFrom('client_additional_infos')
      .where('entreprise_id', '=', entrepriseId)
      .where('client_id', '=', clientId)
      .where('typeId', '=', typeId)
      .execute();
    return;
  }
  await db
    .insertInto('client_additional_infos')
    .values({ entreprise_id: entrepriseId, client_id: clientId, typeId, value, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'typeId']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

// Queue.
export const queueOfDay = (db: Executor, entrepriseId: number, day: string, magasinId: number | undefined, all: boolean) => {
  let q = db
    .selectFrom('client_queue as q')
    .innerJoin('clients as c', 'c.id', 'q.client_id')
    .select([
      'q.id',
      'q.number',
      'q.status',
      'q.client_id as clientId',
      'c.name as clientName',
      'c.tel',
      'q.magasin_id as magasinId',
      'q.comment',
      'q.created_at',
      'q.updated_at',
    ])
    .where('q.entreprise_id', '=', entrepriseId)
    .where('q.day', '=', day);
  if (magasinId !== undefined) q = q.where('q.magasin_id', '=', magasinId);
  if (!all) q = q.where('q.status', 'in', ['waiting', 'arrived']);
  return q.orderBy('q.number').execute();
};

export const findQueueEntry = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('client_queue').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

export async function nextQueueNumber(db: Executor, entrepriseId: number, day: string, magasinId: number | null) {
  const r = await db
    .selectFrom('client_queue')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('entreprise_id', '=', entrepriseId)
    .where('day', '=', day)
    .where('magasin_id', magasinId === null ? 'is' : '=', magasinId)
    .executeTakeFirst();
  return Number(r?.n ?? 0) + 1;
}

export const openQueueEntryOf = (db: Executor, entrepriseId: number, day: string, clientId: number) =>
  db
    .selectFrom('client_queue')
    .select('id')
    .where('entreprise_id', '=', entrepriseId)
    .where('day', '=', day)
    .where('client_id', '=', clientId)
    .where('status', 'in', ['waiting', 'arrived'])
    .executeTakeFirst();

// References a form may give: a city (reference data) and a store of the company.
export const cityExists = async (db: Executor, id: number) =>
  Boolean(await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst());

export const storeExists = async (db: Executor, entrepriseId: number, id: number) =>
  Boolean(await db.selectFrom('magasins').select('id').where('id', '=', id).where('entreprise_id', '=', entrepriseId).executeTakeFirst());

export async function insertQueueEntry(
  db: Executor,
  e: { entrepriseId: number; magasinId: number | null; clientId: number; day: string; number: number; comment: string | null; now: string },
) {
  const r = await db
    .insertInto('client_queue')
    .values({
      entreprise_id: e.entrepriseId,
      magasin_id: e.magasinId,
      client_id: e.clientId,
      status: 'waiting',
      day: e.day,
      number: e.number,
      comment: e.comment,
      created_at: e.now,
      updated_at: e.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateQueueEntry(
  db: Executor,
  entrepriseId: number,
  id: number,
  set: { status: string; comment: string | null; now: string },
) {
  await db
    .updateTable('client_queue')
    .set({ status: set.status, comment: set.comment, updated_at: set.now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .execute();
}

// Export links: the token stored hashed, spent once.
export async function insertExportToken(
  db: Executor,
  t: { tokenHash: string; entrepriseId: number; userId: number; purpose: string; expiresAt: string; now: string },
) {
  await db
    .insertInto('export_tokens')
    .values({
      tokenHash: t.tokenHash,
      entreprise_id: t.entrepriseId,
      user_id: t.userId,
      purpose: t.purpose,
      expiresAt: t.expiresAt,
      usedAt: null,
      created_at: t.now,
    })
    .execute();
}

/** Marks a live token used and answers who made it; undefined when unknown, spent or expired. */
export const spendExportToken = (db: Executor, tokenHash: string, purpose: string, now: string) =>
  db
    .updateTable('export_tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['entreprise_id', 'user_id'])
    .executeTakeFirst();

export const activeMemberRole = (db: Executor, entrepriseId: number, userId: number) =>
  db
    .selectFrom('entreprise_users')
    .select('roleId')
    .where('entreprise_id', '=', entrepriseId)
    .where('user_id', '=', userId)
    .where('isActive', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
