// Uploads and downloads: the body goes to the storage, the metadata to the files table, both company-scoped.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FileMeta } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { createLocalStorage, type FileStorage } from '../../files/storage';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import * as repo from './files.repository';

/** The default storage: local disk under the data directory. */
export const defaultStorage = (deps: Deps): FileStorage => createLocalStorage(path.join(deps.config.dataDir, 'files'));

export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const MIME_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

function extensionOf(filename: string, mimetype: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (/^[a-z0-9]{1,20}$/.test(ext)) return ext;
  return MIME_EXTENSIONS[mimetype] ?? 'bin';
}

export async function upload(database: Database, storage: FileStorage, ctx: RequestContext, folder: string, file: Upload): Promise<number> {
  if (!file.data.length) throw invalid([{ field: 'file', message: 'file_required' }]);
  const extension = extensionOf(file.filename, file.mimetype);
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
        mime: (file.mimetype || 'application/octet-stream').slice(0, 120),
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
  return { meta, body: await storage.get(meta.path) };
}

export function listMeta(database: Database, ctx: RequestContext, ids: number[]): Promise<FileMeta[]> {
  return repo.listFiles(database.db, ctx.entrepriseId, ids);
}
