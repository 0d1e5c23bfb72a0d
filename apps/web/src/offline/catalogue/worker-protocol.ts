// Messages between the page and the catalogue worker.
export interface SyncJob {
  id: number;
  kind: 'full' | 'delta';
  magasinId: number;
  currencyTag: string;
  token: string;
  /** full: the ETag of the copy held, for a 304. delta: the marker. */
  etag?: string | null;
  marker?: string | null;
}

export type WorkerAnswer =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; marker: string | null; etag: string | null; total: number; notModified: boolean; changed: number }
  | { id: number; type: 'error'; status: number; message: string };
