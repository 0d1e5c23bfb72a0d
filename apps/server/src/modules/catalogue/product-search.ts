// product/search (the till's scanner and name box): exact codes through their indexes in one query, else labels
// through the name index in two (the ids, then their rows). Every statement is prepared (db/prepared.ts): built and
// compiled once per dialect and shape, since building them with Kysely on every call was a third of the CPU of a
// barcode lookup (issue 11, bench:catalogue).
import { rankBySearch } from '@comptoir/shared';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import { isPostgres, type Database, type Executor } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { likeContains } from '../../lib/list-query';
import { PRICE, effectivePrice, normaliseSearch, toWire } from './catalogue.entities';
import { nameMatchOf, whereNameMatch, type NameMatch } from './catalogue.repository';

/** product/search sorts its name matches by label when fewer than this many (else shows the first the index gave). */
const NAME_INDEX_CAP = 100;

/** Who is searching and in what: the values every statement below is scoped by. */
// A type, not an interface: prepared() takes a plain record of arguments.
type Scope = {
  e: number;
  currencyTag: string;
  type?: string;
  magasinId?: number;
};

/**
 * The company's live prices in the currency (of the article type, visible in the store). `byIds`: the name index
 * already chose the rows. On SQLite the company scope is then written `+p.entreprise_id` (and the order `+p.label`
 * below), which no index can serve, so the planner fetches the chosen rows by id instead of walking the company's
 * prices in label order until 20 match (bench: a rare word 5 ms → under 1 ms per query).
 */
function scoped(db: Executor, a: Scope, byIds = false) {
  const sqlite = !isPostgres(db);
  let query = db
    .selectFrom('prices as p')
    .where(byIds && sqlite ? sql<number>`+p.entreprise_id` : sql.ref<number>('p.entreprise_id'), '=', a.e)
    .where('p.deleted_at', 'is', null)
    .where('p.currencyTag', '=', a.currencyTag);
  if (a.type !== undefined) {
    const type = a.type;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_descriptions as d')
          .select('d.id')
          .whereRef('d.id', '=', 'p.productDescriptionId')
          .where('d.type', '=', type),
      ),
    );
  }
  if (a.magasinId !== undefined) {
    const magasinId = a.magasinId;
    query = query.where((eb) => eb.or([eb('p.magasinId', 'is', null), eb('p.magasinId', '=', magasinId)]));
  }
  return query;
}

/** The prices of `query` with their live article's isService (the article found by its primary key). */
function withArticle(db: Executor, a: Scope, query: ReturnType<typeof scoped>) {
  const sqlite = !isPostgres(db);
  return query
    .innerJoin('product_descriptions as d', (join) =>
      join
        .onRef('d.id', '=', 'p.productDescriptionId')
        .on(sqlite ? sql<number>`+d.entreprise_id` : sql.ref<number>('d.entreprise_id'), '=', a.e)
        .on('d.deleted_at', 'is', null),
    )
    .selectAll('p')
    .select('d.isService as articleIsService');
}

/**
 * A code: a price's own barcode, or the prices of the product with that barcode or sku. Each branch a plain equality
 * on its own index, joined (no OR across them, which SQLite answered by walking the company's prices; no IN
 * (subquery), which costs SQLite a temporary table).
 */
const byCode = prepared((db: Executor, a: Scope & { code: string }) => {
  const viaProduct = (column: 'barcode' | 'sku') =>
    withArticle(
      db,
      a,
      scoped(db, a).innerJoin('products as pr', (join) =>
        join
          .onRef('pr.id', '=', 'p.productId')
          .on('pr.entreprise_id', '=', a.e)
          .on('pr.deleted_at', 'is', null)
          .on(`pr.${column}`, '=', a.code),
      ),
    );
  return (
    withArticle(db, a, scoped(db, a))
      .where('p.barcode', '=', a.code)
      .unionAll(viaProduct('barcode'))
      .unionAll(viaProduct('sku'))
      // A literal: SQLite runs this compound query ~8× slower with a bound LIMIT (16 → 130 µs).
      .limit(sql.lit(1000))
  );
});

/** The name index's first NAME_INDEX_CAP matching ids of the scope, in the index's order. */
const nameProbe = prepared((db: Executor, a: Scope & { m: NameMatch }) =>
  whereNameMatch(db, scoped(db, a, true).select('p.id'), a.m).limit(sql.lit(NAME_INDEX_CAP)),
);

/**
 * The chosen ids' rows (fewer than NAME_INDEX_CAP), by label; the caller keeps its page. The LIMIT is a literal: SQLite
 * sorts these rows ~1.5× slower under a bound one (30 rows: 117 → 170 µs).
 */
const byIds = prepared((db: Executor, a: Scope & { ids: number[] }) =>
  withArticle(db, a, scoped(db, a, true))
    .where('p.id', 'in', a.ids)
    .orderBy(isPostgres(db) ? sql.ref('p.label') : sql`+p.label`)
    .orderBy('p.id')
    .limit(sql.lit(NAME_INDEX_CAP)),
);

/** Under 3 characters, where the name index cannot answer: a scan of the search text. */
const contains = prepared((db: Executor, a: Scope & { like: string; limit: number }) =>
  withArticle(db, a, scoped(db, a))
    .where(sql<boolean>`p."searchText" like ${a.like} escape '\\'`)
    .orderBy('p.label')
    .orderBy('p.id')
    .limit(a.limit),
);

type Found = Record<string, unknown> & { id: number; label: string; articleIsService: unknown };

/**
 * Labels: the name index yields at most NAME_INDEX_CAP of the scope's matching ids, in its own order. Fewer: every
 * match is there, the page is the first by label. As many: a common word (thousands of matches); the page is the
 * first ids the index gave, shown by label, since sorting every match by label only to show 30 is what made a common
 * word cost 2,000 sorted rows (the user types on to narrow it). Under 3 characters: a contains scan.
 */
async function byName(db: Executor, scope: Scope, keyword: string, limit: number): Promise<Found[]> {
  const text = normaliseSearch(keyword);
  const m = await nameMatchOf(db, text);
  if (!m) return (await contains(db, { ...scope, like: likeContains(text), limit })).rows as Found[];
  const ids = (await nameProbe(db, { ...scope, m })).rows.map((r) => r.id);
  if (!ids.length) return [];
  const rows = (await byIds(db, { ...scope, ids: ids.length < NAME_INDEX_CAP ? ids : ids.slice(0, limit) })).rows as Found[];
  return rows.slice(0, limit);
}

/** product/search: 3+ characters over the four labels, barcode and sku; prices in the currency (MAD by default). */
export async function search(
  database: Database,
  ctx: RequestContext,
  q: { keyword: string; type?: string; currencyTag: string; magasinId?: number; limit: number },
) {
  const db = database.db;
  const scope: Scope = { e: ctx.entrepriseId, currencyTag: q.currencyTag, type: q.type, magasinId: q.magasinId };
  const coded = (await byCode(db, { ...scope, code: q.keyword.trim() })).rows as Found[];
  const unique = new Map(coded.map((r) => [r.id, r]));
  const exactRows = [...unique.values()].sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id).slice(0, q.limit);
  // A code that matched is the answer (a scan); else labels through the name index, the page ordered exact and prefix
  // matches first (issue 23: the page already read, so the ranking costs no query).
  const rows = exactRows.length
    ? exactRows
    : rankBySearch(
        await byName(db, scope, q.keyword, q.limit),
        q.keyword,
        (r) => [r.label, r.en_label, r.ar_label, r.it_label] as string[],
      );
  return rows.map((r) => {
    const out = toWire(PRICE, r, 'articleIsService');
    out.isService = Boolean(r.articleIsService);
    out.effectivePrice = effectivePrice(r as never) / 100;
    return out;
  });
}
