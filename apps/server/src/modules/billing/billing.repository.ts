// SQL of the billing documents (issue 28). Every query is scoped to the company.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DocumentKind, InvoicesQueryData } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import type { BillingDocumentsTable } from '../../db/schema';

/**
 * The next number of a company's kind of document in a year, taken in the caller's transaction: one counter row updated
 * atomically (an upsert). On PostgreSQL the row stays locked until the transaction ends, so concurrent issues queue on
 * it and a rolled-back issue gives its number back: the numbers have no gap and no duplicate.
 */
export async function takeNumber(trx: Executor, entrepriseId: number, kind: DocumentKind, year: number): Promise<number> {
  const row = await trx
    .insertInto('billing_counters')
    .values({ entreprise_id: entrepriseId, kind, year, last: 1 })
    .onConflict((oc) => oc.columns(['entreprise_id', 'kind', 'year']).doUpdateSet({ last: sql<number>`billing_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/** The number the next issue of the kind would take (GET /Invoice/nextId). */
export async function peekNumber(db: Executor, entrepriseId: number, kind: DocumentKind, year: number): Promise<number> {
  const row = await db
    .selectFrom('billing_counters')
    .select('last')
    .where('entreprise_id', '=', entrepriseId)
    .where('kind', '=', kind)
    .where('year', '=', year)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertDocument(trx: Executor, values: Insertable<BillingDocumentsTable>): Promise<number> {
  const row = await trx.insertInto('billing_documents').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  trx: Executor,
  entrepriseId: number,
  id: number,
  set: Updateable<BillingDocumentsTable>,
  status?: string,
) {
  let q = trx.updateTable('billing_documents').set(set).where('entreprise_id', '=', entrepriseId).where('id', '=', id);
  if (status) q = q.where('status', '=', status);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const findDocument = (db: Executor, entrepriseId: number, id: number) =>
  db
    .selectFrom('billing_documents')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export const findCreditNoteOf = (db: Executor, entrepriseId: number, ids: number[]) =>
  ids.length
    ? db
        .selectFrom('billing_documents')
        .select(['id', 'credit_of_id'])
        .where('entreprise_id', '=', entrepriseId)
        .where('credit_of_id', 'in', ids)
        .execute()
    : Promise.resolve([]);

export async function linkCommands(trx: Executor, entrepriseId: number, documentId: number, kind: string, commandIds: number[]) {
  if (!commandIds.length) return;
  await trx
    .insertInto('billing_document_commands')
    .values(commandIds.map((command_id) => ({ entreprise_id: entrepriseId, document_id: documentId, command_id, kind, active: true })))
    .execute();
}

export async function unlinkCommands(trx: Executor, entrepriseId: number, documentId: number, commandIds?: number[]) {
  let q = trx
    .updateTable('billing_document_commands')
    .set({ active: false })
    .where('entreprise_id', '=', entrepriseId)
    .where('document_id', '=', documentId);
  if (commandIds) q = q.where('command_id', 'in', commandIds.length ? commandIds : [0]);
  await q.execute();
}

/** The orders among `commandIds` already on a live document of the kind. */
export async function commandsAlreadyOn(db: Executor, entrepriseId: number, kind: string, commandIds: number[]) {
  if (!commandIds.length) return [];
  const rows = await db
    .selectFrom('billing_document_commands')
    .select('command_id')
    .where('entreprise_id', '=', entrepriseId)
    .where('kind', '=', kind)
    .where('active', '=', true)
    .where('command_id', 'in', commandIds)
    .execute();
  return rows.map((r) => r.command_id);
}

/** The live orders of each document. */
export async function commandIdsOf(db: Executor, entrepriseId: number, documentIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!documentIds.length) return map;
  const rows = await db
    .selectFrom('billing_document_commands')
    .select(['document_id', 'command_id'])
    .where('entreprise_id', '=', entrepriseId)
    .where('document_id', 'in', documentIds)
    .where('active', '=', true)
    .orderBy('command_id')
    .execute();
  for (const r of rows) map.set(r.document_id, [...(map.get(r.document_id) ?? []), r.command_id]);
  return map;
}

/** The live document of the kind an order is on. */
export const documentOfCommand = (db: Executor, entrepriseId: number, commandId: number, kind: string) =>
  db
    .selectFrom('billing_document_commands')
    .select('document_id')
    .where('entreprise_id', '=', entrepriseId)
    .where('command_id', '=', commandId)
    .where('kind', '=', kind)
    .where('active', '=', true)
    .executeTakeFirst();

export async function listDocuments(
  db: Executor,
  entrepriseId: number,
  q: InvoicesQueryData & { kinds?: DocumentKind[] },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('billing_documents').where('entreprise_id', '=', entrepriseId).where('deleted_at', 'is', null);
  if (q.kinds?.length) base = base.where('kind', 'in', q.kinds);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.tags?.length) base = base.where('tag', 'in', q.tags);
  if (q.templateId) base = base.where('template_id', '=', q.templateId);
  if (q.clientId) base = base.where('client_id', '=', q.clientId);
  if (q.from) base = base.where('created_at', '>=', `${q.from}T00:00:00.000Z`);
  if (q.to) base = base.where('created_at', '<=', `${q.to}T23:59:59.999Z`);
  if (q.keyword) {
    const like = `%${q.keyword.toLowerCase().replace(/[%_]/g, '')}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(${sql.ref('reference')}, ''))`, 'like', like),
        eb(sql`lower(coalesce(${sql.ref('clientName')}, ''))`, 'like', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The documents of a period, oldest first (the monthly zip). */
export const documentsBetween = (db: Executor, entrepriseId: number, fromTs: string, toTs: string, kind?: DocumentKind) => {
  let q = db
    .selectFrom('billing_documents')
    .selectAll()
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is', null)
    .where('number', 'is not', null)
    .where('issued_at', '>=', fromTs)
    .where('issued_at', '<=', toTs);
  if (kind) q = q.where('kind', '=', kind);
  return q.orderBy('issued_at').orderBy('id').execute();
};
