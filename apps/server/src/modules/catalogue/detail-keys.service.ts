// Type-size (product-spec §2 settings → type-size): the variant attributes (DetailKey: Taille, Couleur…) with the
// values the company's products give them, the number of products using each, and their names in four languages.
import type { DetailKeyData } from '@comptoir/shared';
import { sql } from 'kysely';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { uniqueViolationRule } from '../../lib/unique-rules';
import * as repo from './catalogue.repository';
import { searchTextOf } from './catalogue.entities';

type Row = Record<string, unknown> & { id: number };
const wire = (r: Row, productsCount: number, values: string[]) => ({
  id: r.id,
  label: r.label as string,
  tag: r.tag as string,
  en_label: (r.en_label as string | null) ?? null,
  ar_label: (r.ar_label as string | null) ?? null,
  it_label: (r.it_label as string | null) ?? null,
  productsCount,
  values,
  created_at: r.created_at as string,
  updated_at: r.updated_at as string,
  deleted_at: (r.deleted_at as string | null) ?? null,
});

/** Live products per key and the distinct values they use (sorted), in one query. */
async function usage(db: Executor, entrepriseId: number) {
  const rows = await sql<{ detailKeyId: number; value: string; n: number }>`
    select d."detailKeyId", d.value, count(*) as n
    from product_detail_keys d join products p on p.id = d."productId"
    where d.entreprise_id = ${entrepriseId} and d.deleted_at is null and p.deleted_at is null
    group by d."detailKeyId", d.value`.execute(db);
  const out = new Map<number, { count: number; values: string[] }>();
  for (const r of rows.rows) {
    const u = out.get(Number(r.detailKeyId)) ?? { count: 0, values: [] };
    u.count += Number(r.n);
    u.values.push(r.value);
    out.set(Number(r.detailKeyId), u);
  }
  for (const u of out.values()) u.values.sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  return out;
}

export async function list(database: Database, ctx: RequestContext) {
  const [rows, used] = await Promise.all([
    repo.allLive(database.db, 'detail_keys', ctx.entrepriseId),
    usage(database.db, ctx.entrepriseId),
  ]);
  return rows
    .sort((a, b) => String(a.label).localeCompare(String(b.label), 'fr'))
    .map((r) => wire(r as Row, used.get(r.id)?.count ?? 0, used.get(r.id)?.values ?? []));
}

const tagOf = (label: string) =>
  searchTextOf([label])
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60) || 'key';

/** Creates (id undefined) or updates a type; its name and code are unique among the company's live types (409). */
export async function save(database: Database, ctx: RequestContext, body: DetailKeyData, id?: number) {
  try {
    const saved = await database.db.transaction().execute(async (trx) => {
      const e = ctx.entrepriseId;
      const current = id === undefined ? undefined : await repo.findRow(trx, 'detail_keys', e, id);
      if (id !== undefined && !current) throw notFound('detail_key');
      const tag = body.tag ?? (current?.tag as string | undefined) ?? tagOf(body.label);
      if (await repo.findSameText(trx, 'detail_keys', e, 'label', body.label, id)) throw conflict('detail_key_taken', 'label');
      if (await repo.findSameText(trx, 'detail_keys', e, 'tag', tag, id)) throw conflict('detail_key_taken', 'tag');
      const now = nowIso();
      const values = {
        label: body.label,
        tag,
        en_label: body.en_label ?? null,
        ar_label: body.ar_label ?? null,
        it_label: body.it_label ?? null,
        updated_at: now,
      };
      if (id !== undefined) {
        await repo.updateRows(trx, 'detail_keys', e, 'id', [id], values);
        return id;
      }
      return repo.insertRow(trx, 'detail_keys', { ...values, entreprise_id: e, created_at: now });
    });
    return (await list(database, ctx)).find((k) => k.id === saved)!;
  } catch (err) {
    if (uniqueViolationRule(err)?.message === 'detail_key_taken') throw conflict('detail_key_taken', 'tag');
    throw err;
  }
}

/** Soft delete; a type still given by live products answers 409 (their variants would lose their name). */
export async function remove(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'detail_keys', ctx.entrepriseId, id))) throw notFound('detail_key');
    if ((await usage(trx, ctx.entrepriseId)).get(id)?.count) throw conflict('detail_key_in_use');
    await repo.softDelete(trx, 'detail_keys', ctx.entrepriseId, 'id', [id], nowIso());
  });
}
