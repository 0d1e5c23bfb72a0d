// Uploaded files (api-spec 7.16): upload answer, metadata list; the binary answer carries file-* headers.
import { z } from 'zod';
import { idListQuery } from './fields.schema';

export const FILE_HEADERS = { extension: 'file-extension', size: 'file-size', name: 'file-name' } as const;
export const DEFAULT_FILE_FOLDER = 'unknown';

export const fileMeta = z.object({
  id: z.number(),
  name: z.string(),
  extension: z.string(),
  size: z.number(),
  mime: z.string(),
  folder: z.string(),
  created_at: z.string(),
});
export type FileMeta = z.infer<typeof fileMeta>;

export const uploadQuery = z.object({
  folder: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, { error: 'invalid_value' })
    .default(DEFAULT_FILE_FOLDER),
});
export const uploadAnswer = z.object({ data: z.number() });
export const fileListQuery = z.object({ listId: idListQuery });
