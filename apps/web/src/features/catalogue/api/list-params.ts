// A catalogue list's page and query parameters, on their own so the till's first load does not carry the whole
// catalogue client with them (issue 23 point 10; ./catalogue-api.ts re-exports them).
import type { CatalogueListQuery } from '@comptoir/shared';

export interface ListPage<T> {
  data: T[];
  total: number;
  offset: number;
  limit: number;
}

/** The list query as query-string values: criterias as JSON, lists comma-separated. */
export function listParams(q: CatalogueListQuery): Record<string, string | number | boolean | undefined> {
  return {
    criterias: q.criterias === undefined ? undefined : JSON.stringify(q.criterias),
    with: Array.isArray(q.with) ? q.with.join(',') : q.with,
    appends: Array.isArray(q.appends) ? q.appends.join(',') : q.appends,
    columns: Array.isArray(q.columns) ? q.columns.join(',') : q.columns,
    offset: q.offset as number | undefined,
    limit: q.limit as number | undefined,
    keyword: q.keyword || undefined,
    withDeleted: q.withDeleted === undefined ? undefined : String(q.withDeleted),
    onlyTrashed: q.onlyTrashed === undefined ? undefined : String(q.onlyTrashed),
    isComposition: q.isComposition === undefined ? undefined : String(q.isComposition),
    sort: q.sort,
  };
}
