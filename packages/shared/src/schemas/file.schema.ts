// Uploaded files (api-spec 7.16): upload answer, metadata list; the binary answer carries file-* headers.
import { z } from 'zod';
import { DEFAULT_FILE_FOLDER } from '../file-headers';
import { idListQuery } from './fields.schema';

export { DEFAULT_FILE_FOLDER, FILE_HEADERS } from '../file-headers';

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
