// SQL for file metadata; every read is scoped to the company.
import type { Executor } from '../../db/database';

const META = ['id', 'name', 'extension', 'size', 'mime', 'folder', 'created_at'] as const;

export async function insertFile(
  db: Executor,
  f: { entrepriseId: number; name: string; extension: string; size: number; mime: string; folder: string; path: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      entreprise_id: f.entrepriseId,
      name: f.name,
      extension: f.extension,
      size: f.size,
      mime: f.mime,
      folder: f.folder,
      path: f.path,
      created_at: f.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findFile = (db: Executor, entrepriseId: number, id: number) =>
  db.selectFrom('files').selectAll().where('entreprise_id', '=', entrepriseId).where('id', '=', id).executeTakeFirst();

export async function listFiles(db: Executor, entrepriseId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('files').select(META).where('entreprise_id', '=', entrepriseId).where('id', 'in', ids).orderBy('id').execute();
}

/** The ids among `ids` that are files of the company (to check a fileId reference). */
export async function findFileIds(db: Executor, entrepriseId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('files').select('id').where('entreprise_id', '=', entrepriseId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Which of these storage keys have a row (any company: the sweep looks at the whole store). */
export async function existingPaths(db: Executor, paths: string[]): Promise<string[]> {
  if (!paths.length) return [];
  const rows = await db.selectFrom('files').select('path').where('path', 'in', paths).execute();
  return rows.map((r) => r.path);
}
