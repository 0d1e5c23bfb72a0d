// The one parser of the catalogue list query (criterias, with, appends, offset, limit, columns, keyword, withDeleted,
// onlyTrashed, isComposition): every name is checked against the entity's whitelist, every value is typed; an unknown
// field or relation is a 422. Repositories then apply the parsed query with applyList (values are bound, never spliced).
import { sql, type SelectQueryBuilder } from 'kysely';
import { MAX_ID, toMinor, type CatalogueListQueryData, type FieldError, type ListOperator } from '@comptoir/shared';
import type { DB } from '../db/schema';
import { invalid } from './app-error';

export type ListFieldType = 'number' | 'string' | 'bool' | 'money' | 'date';

export interface ListEntity {
  /** The table; fields are its columns (wire name = column name). */
  table: keyof DB;
  fields: Readonly<Record<string, ListFieldType>>;
  relations: readonly string[];
  appends: readonly string[];
  /** Columns the keyword matches (case-insensitive contains). */
  search: readonly string[];
  defaultSort: readonly string[];
  /** The entity knows isComposition (categories, descriptions, prices). */
  composition?: (isComposition: boolean) => { field: string; value: unknown };
  /** How the keyword is normalised before matching (e.g. accents removed for a search column). */
  normalise?: (keyword: string) => string;
  /**
   * The search columns are stored lower-cased (a search text): matched as they are, without lower(), so an index on the
   * column itself serves the match (PostgreSQL's trigram index on prices' search text).
   */
  searchLowered?: boolean;
  /**
   * SQLite: an index holding every live row of the company (partial on deleted_at is null) that answers an unfiltered
   * count alone. Without statistics SQLite counts through another company-prefixed index and reads every row for
   * deleted_at (24 ms at 100,000 prices instead of 3 ms).
   */
  liveCountIndex?: string;
  /** A table (entreprise_id, n) kept by triggers with the company's count of live rows: read instead of counting. */
  liveCountTable?: string;
}

// Lists run over any catalogue table through its whitelist, so the builder is untyped here; names never come from input.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface ParsedCriterion {
  field: string;
  op: ListOperator;
  value: unknown;
}

export interface ParsedList {
  criterias: ParsedCriterion[];
  with: string[];
  appends: string[];
  columns: string[] | null;
  offset: number;
  limit: number;
  keyword: string | null;
  trashed: 'without' | 'with' | 'only';
  sort: { field: string; desc: boolean }[];
}

export const LIST_DEFAULT_LIMIT = 50;
const COMMON: Record<string, ListFieldType> = { id: 'number', created_at: 'date', updated_at: 'date', deleted_at: 'date' };

function coerce(type: ListFieldType, v: unknown): unknown {
  if (v === null) return null;
  switch (type) {
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      // Within a database integer: a bigger value is bad input, not an out-of-range error from PostgreSQL.
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > MAX_ID) throw new Error('invalid');
      return n;
    }
    case 'money': {
      if (typeof v !== 'number' && typeof v !== 'string') throw new Error('invalid');
      const minor = toMinor(v);
      if (Math.abs(minor) > 1e15) throw new Error('invalid');
      return minor;
    }
    case 'bool':
      if (v === true || v === 'true' || v === 1 || v === '1') return true;
      if (v === false || v === 'false' || v === 0 || v === '0') return false;
      throw new Error('invalid');
    case 'date':
      if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) throw new Error('invalid');
      return new Date(v).toISOString();
    case 'string':
      if (typeof v !== 'string' && typeof v !== 'number') throw new Error('invalid');
      return String(v).slice(0, 255);
  }
}

/** Criteria as a list of { field, operator, value } from either accepted shape. */
function normalise(raw: CatalogueListQueryData['criterias']): { field: string; operator?: ListOperator; value?: unknown }[] {
  if (!raw) return [];
  if (Array.isArray(raw)) return raw;
  return Object.entries(raw).map(([field, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const [operator, v] = Object.entries(value as Record<string, unknown>)[0] ?? ['=', undefined];
      return { field, operator: operator as ListOperator, value: v };
    }
    return { field, value };
  });
}

export function parseListQuery(q: CatalogueListQueryData, entity: ListEntity): ParsedList {
  const fields: Record<string, ListFieldType> = { ...COMMON, ...entity.fields };
  const errors: FieldError[] = [];
  const criterias: ParsedCriterion[] = [];
  normalise(q.criterias).forEach((c, i) => {
    const type = fields[c.field];
    const at = `criterias.${c.field || i}`;
    if (!type) return errors.push({ field: at, message: 'unknown_field' });
    const op: ListOperator = c.operator ?? (Array.isArray(c.value) ? 'in' : c.value === null ? 'null' : '=');
    if (!['=', '!=', '<', '<=', '>', '>=', 'in', 'notIn', 'like', 'null', 'notNull'].includes(op)) {
      return errors.push({ field: at, message: 'invalid_value' });
    }
    try {
      if (op === 'null' || op === 'notNull') return criterias.push({ field: c.field, op, value: null });
      if (op === 'in' || op === 'notIn') {
        const list = Array.isArray(c.value) ? c.value : String(c.value ?? '').split(',');
        if (!list.length || list.length > 500) throw new Error('invalid');
        return criterias.push({ field: c.field, op, value: list.map((v) => coerce(type, v)) });
      }
      if (op === 'like' && type !== 'string') throw new Error('invalid');
      const value = coerce(type, c.value);
      if (value === null) return criterias.push({ field: c.field, op: op === '!=' ? 'notNull' : 'null', value: null });
      return criterias.push({ field: c.field, op, value });
    } catch {
      return errors.push({ field: at, message: 'invalid_value' });
    }
  });
  if (q.isComposition !== undefined) {
    if (entity.composition) {
      const c = entity.composition(q.isComposition);
      criterias.push({ field: c.field, op: '=', value: c.value });
    } else errors.push({ field: 'isComposition', message: 'unknown_field' });
  }
  const check = (list: string[] | undefined, allowed: readonly string[], name: string) => {
    const out = [...new Set(list ?? [])];
    for (const x of out) if (!allowed.includes(x)) errors.push({ field: `${name}.${x}`, message: 'unknown_field' });
    return out;
  };
  const withs = check(q.with, entity.relations, 'with');
  const appends = check(q.appends, entity.appends, 'appends');
  const columns = q.columns?.length ? check(q.columns, Object.keys(fields), 'columns') : null;
  const sort: ParsedList['sort'] = [];
  if (q.sort) {
    const desc = q.sort.startsWith('-');
    const field = desc ? q.sort.slice(1) : q.sort;
    if (!fields[field]) errors.push({ field: 'sort', message: 'unknown_field' });
    else sort.push({ field, desc });
  }
  if (errors.length) throw invalid(errors);
  return {
    criterias,
    with: withs,
    appends,
    columns: columns ? [...new Set(['id', ...columns])] : null,
    offset: q.offset ?? 0,
    limit: q.limit ?? LIST_DEFAULT_LIMIT,
    keyword: q.keyword ? q.keyword : null,
    trashed: q.onlyTrashed ? 'only' : q.withDeleted ? 'with' : 'without',
    sort: [...sort, ...entity.defaultSort.map((f) => ({ field: f, desc: false })), { field: 'id', desc: false }],
  };
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likeContains = (s: string): string => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The WHERE of a parsed list on `alias` (company scope, trash, criteria, keyword). Names come from the whitelist only;
 * values are bound parameters.
 */
export function applyFilters<Q extends AnyQuery>(qb: Q, alias: string, entity: ListEntity, entrepriseId: number, p: ParsedList): Q {
  const col = (f: string) => sql.ref(`${alias}.${f}`);
  let q: AnyQuery = qb.where(sql<boolean>`${col('entreprise_id')} = ${entrepriseId}`);
  if (p.trashed === 'without') q = q.where(sql<boolean>`${col('deleted_at')} is null`);
  if (p.trashed === 'only') q = q.where(sql<boolean>`${col('deleted_at')} is not null`);
  for (const c of p.criterias) {
    const ref = col(c.field);
    const v = c.value;
    switch (c.op) {
      case 'null':
        q = q.where(sql<boolean>`${ref} is null`);
        break;
      case 'notNull':
        q = q.where(sql<boolean>`${ref} is not null`);
        break;
      case 'in':
        q = q.where(sql<boolean>`${ref} in (${sql.join(v as unknown[])})`);
        break;
      case 'notIn':
        q = q.where(sql<boolean>`(${ref} is null or ${ref} not in (${sql.join(v as unknown[])}))`);
        break;
      case 'like':
        q = q.where(sql<boolean>`lower(${ref}) like ${likeContains(String(v))} escape '\\'`);
        break;
      case '=':
      case '!=':
      case '<':
      case '<=':
      case '>':
      case '>=':
        q = q.where(sql<boolean>`${ref} ${sql.raw(c.op)} ${v}`);
        break;
    }
  }
  if (p.keyword && entity.search.length) {
    const pattern = likeContains(entity.normalise ? entity.normalise(p.keyword) : p.keyword);
    q = q.where(
      sql<boolean>`(${sql.join(
        entity.search.map((f) =>
          entity.searchLowered ? sql`${col(f)} like ${pattern} escape '\\'` : sql`lower(${col(f)}) like ${pattern} escape '\\'`,
        ),
        sql` or `,
      )})`,
    );
  }
  return q as Q;
}

/** ORDER BY, LIMIT and OFFSET of a parsed list. */
export function applyPage<Q extends AnyQuery>(qb: Q, alias: string, p: ParsedList): Q {
  let q: AnyQuery = qb;
  for (const s of p.sort) q = q.orderBy(sql`${sql.ref(`${alias}.${s.field}`)} ${sql.raw(s.desc ? 'desc' : 'asc')}`);
  return q.limit(p.limit).offset(p.offset) as Q;
}

/** Keeps only the requested columns (id always) of each row. */
export function pickColumns<T extends Record<string, unknown>>(rows: T[], p: ParsedList): Partial<T>[] {
  if (!p.columns) return rows;
  const keep = [...p.columns, ...p.with, ...p.appends];
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.includes(k))) as Partial<T>);
}
