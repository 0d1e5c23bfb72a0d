// Uploads and downloads: the body goes to the storage, the metadata to the files table, both company-scoped.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileMeta } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { createLocalStorage, type FileStorage } from '../../files/storage';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import { ALLOWED_MIMES, sniffType } from '../../files/sniff';
import * as repo from './files.repository';

/** The default storage: local disk under the data directory. */
export const defaultStorage = (deps: Deps): FileStorage => createLocalStorage(path.join(deps.config.dataDir, 'files'));

export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export async function upload(database: Database, storage: FileStorage, ctx: RequestContext, folder: string, file: Upload): Promise<number> {
  if (!file.data.length) throw invalid([{ field: 'file', message: 'file_required' }]);
  // The stored type comes from the bytes; the client's content type and extension are not believed.
  const type = sniffType(file.data, file.filename, file.mimetype);
  if (!type) throw invalid([{ field: 'file', message: 'file_type_refused' }]);
  const { extension } = type;
  // Control characters (NUL above all: PostgreSQL refuses it in text) are dropped from the client's file name.
  // eslint-disable-next-line no-control-regex
  const clean = (file.filename || '').replace(/[\u0000-\u001f\u007f]/g, '');
  const name = (path.basename(clean || `file.${extension}`) || `file.${extension}`).slice(0, 255);
  const key = `${ctx.entrepriseId}/${folder}/${randomUUID()}.${extension}`;
  await storage.put(key, file.data);
  try {
    return await database.db.transaction().execute((trx) =>
      repo.insertFile(trx, {
        entrepriseId: ctx.entrepriseId,
        name,
        extension,
        size: file.data.length,
        mime: type.mime,
        folder,
        path: key,
        now: nowIso(),
      }),
    );
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

export async function download(database: Database, storage: FileStorage, ctx: RequestContext, id: number) {
  const meta = await repo.findFile(database.db, ctx.entrepriseId, id);
  if (!meta) throw notFound('file');
  // A file stored before types were checked, and not one we serve as itself: a download, never rendered.
  const safe = ALLOWED_MIMES.has(meta.mime);
  return { meta, body: await storage.get(meta.path), type: safe ? meta.mime : 'application/octet-stream', attachment: !safe };
}

/** Files on disk with no database row (an upload that crashed before its row committed), older than `graceMs` so
 * uploads in flight on any instance are left alone. Answers the keys removed. */
export async function sweepOrphans(database: Database, storage: FileStorage, graceMs = 15 * 60_000): Promise<string[]> {
  if (!storage.list) return [];
  const removed: string[] = [];
  const cutoff = Date.now() - graceMs;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set(await repo.existingPaths(database.db, batch));
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const f of storage.list()) {
    if (f.modifiedAt > cutoff) continue;
    batch.push(f.key);
    if (batch.length >= 500) await flush();
  }
  if (batch.length) await flush();
  return removed;
}

export function listMeta(database: Database, ctx: RequestContext, ids: number[]): Promise<FileMeta[]> {
  return repo.listFiles(database.db, ctx.entrepriseId, ids);
}
