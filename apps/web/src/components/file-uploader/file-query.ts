// Files (api-spec 7.16): upload and the cached binary answer of GET /File/{id}.
import { FILE_HEADERS } from '@comptoir/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const fileKeys = {
  all: ['files'] as const,
  detail: (id: number) => ['files', id] as const,
};

export interface LoadedFile {
  blob: Blob;
  name: string;
  extension: string;
  size: number;
}

/** A usable file id (a positive integer, or its digits as text), else null: no call is made for anything else. */
export function parseFileId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function decodeName(raw: string | null): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function loadFile(id: number): Promise<LoadedFile> {
  const { blob, headers } = await api.getBlob(`/File/${id}`, { withoutLoader: true });
  const size = Number(headers.get(FILE_HEADERS.size));
  return {
    blob,
    name: decodeName(headers.get(FILE_HEADERS.name)),
    extension: headers.get(FILE_HEADERS.extension) ?? '',
    size: Number.isFinite(size) && size > 0 ? size : blob.size,
  };
}

/** A stored file never changes under its id: cached for the session so a list of 50 rows loads each image once. */
export const fileQuery = (id: number) =>
  queryOptions({
    queryKey: fileKeys.detail(id),
    queryFn: () => loadFile(id),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });

export async function uploadFile(file: File, folder: string): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api.upload<{ data: number }>('/File', form, { query: { folder } });
  return answer.data;
}
