// The catalogue list query (product-spec §3, api-spec §3): one shape for every list call, parsed by the server against a
// whitelist of fields and relations per entity (an unknown field is a 422, never SQL).
import { z } from 'zod';
import { int32Query } from './fields.schema';

/** "a,b", ["a","b"] or one string → a list of names. */
const nameList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string().trim().max(60))
    .max(60)
    .transform((a) => a.filter(Boolean)),
) as unknown as z.ZodType<string[], string | string[]>;

const queryBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const LIST_OPERATORS = ['=', '!=', '<', '<=', '>', '>=', 'in', 'notIn', 'like', 'null', 'notNull'] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

/** One criterion: { field, operator, value }; operator '=' by default ('in' when value is a list). */
export const listCriterion = z.object({
  field: z.string().max(60),
  operator: z.enum(LIST_OPERATORS).optional(),
  value: z.unknown().optional(),
});
export type ListCriterion = z.infer<typeof listCriterion>;

/**
 * criterias: a JSON text (query strings) or a value: a list of criteria, or a map { field: value } where the value may be
 * a list (in) or { operator: value }.
 */
const criterias = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.union([z.array(listCriterion).max(40), z.record(z.string().max(60), z.unknown())]),
);

export const catalogueListQuery = z.object({
  criterias: criterias.optional(),
  with: nameList.optional(),
  appends: nameList.optional(),
  columns: nameList.optional(),
  offset: int32Query(0, 10_000_000).optional(),
  limit: int32Query(1, 500).optional(),
  keyword: z.string().trim().max(100).optional(),
  withDeleted: queryBool.optional(),
  onlyTrashed: queryBool.optional(),
  isComposition: queryBool.optional(),
  /** Ours (the DataTable's server mode): a field name, '-' in front for descending. */
  sort: z.string().trim().max(61).optional(),
});
export type CatalogueListQuery = z.input<typeof catalogueListQuery>;
export type CatalogueListQueryData = z.output<typeof catalogueListQuery>;

/** Every list answer: the rows of the page and the count of rows matching. */
export const listPage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), offset: z.number(), limit: z.number() });
