// The trash of the small soft-deleted settings tables (issue 25): their trashed rows, newest first, and restore. A
// restored name another live row took meanwhile hits the table's unique index: the error handler answers its 409.
import type { Executor } from '../../db/database';

/** Company tables with `deleted_at` whose trash is listed and restorable. */
export type TrashTable = 'paper_sizes' | 'instructions' | 'transport_companies' | 'client_info_natures' | 'client_info_types';

export function trashedRows<C extends string>(db: Executor, table: TrashTable, entrepriseId: number, columns: readonly C[]) {
  // One generic query over tables that share these columns; Kysely cannot type a union of tables.
  const t = table as 'paper_sizes';
  return db
    .selectFrom(t)
    .select([...(columns as unknown as 'id'[]), 'deleted_at'])
    .where('entreprise_id', '=', entrepriseId)
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute() as unknown as Promise<(Record<C, unknown> & { deleted_at: string | null })[]>;
}

/** When a trashed row was trashed (undefined: no such trashed row in the company). */
export async function trashedAt(db: Executor, table: TrashTable, entrepriseId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(table as 'paper_sizes')
    .select('deleted_at')
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return row?.deleted_at ?? undefined;
}

/** Puts a trashed row back (`trashed` false) or trashes a live one (true); answers whether one was. */
export async function setTrashed(db: Executor, table: TrashTable, entrepriseId: number, id: number, trashed: boolean, now: string) {
  const r = await db
    .updateTable(table as 'paper_sizes')
    .set({ deleted_at: trashed ? now : null, updated_at: now })
    .where('entreprise_id', '=', entrepriseId)
    .where('id', '=', id)
    .where('deleted_at', trashed ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
