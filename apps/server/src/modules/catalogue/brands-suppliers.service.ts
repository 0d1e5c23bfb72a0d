// Brands and suppliers: lists through the shared parser, unique names among live rows, soft delete.
import { toMinor, type BrandData, type CatalogueListQueryData, type FieldError, type SupplierData } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { findFileIds } from '../files/files.repository';
import { BRAND, SUPPLIER, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { uniqueViolationRule } from '../../lib/unique-rules';

type Kind = 'brands' | 'suppliers';
const ENTITY = { brands: BRAND, suppliers: SUPPLIER } as const;
const TAKEN = { brands: 'brand_taken', suppliers: 'supplier_taken' } as const;
const NAME = { brands: 'brand', suppliers: 'supplier' } as const;

export async function list(database: Database, ctx: RequestContext, kind: Kind, q: CatalogueListQueryData) {
  const entity = ENTITY[kind];
  const p = parseListQuery(q, entity);
  const { rows, total } = await repo.listRows(database.db, entity, ctx.entrepriseId, p);
  const out = rows.map((r) => toWire(entity, r));
  if (p.appends.includes('productsCount')) {
    const column = kind === 'brands' ? 'brandId' : 'supplierId';
    const counts = await repo.countBy(
      database.db,
      'product_descriptions',
      ctx.entrepriseId,
      column,
      rows.map((r) => r.id),
    );
    for (const r of out) r.productsCount = counts.get(r.id as number) ?? 0;
  }
  return { data: pickColumns(out, p), total, offset: p.offset, limit: p.limit };
}

async function checkSupplier(db: Executor, ctx: RequestContext, body: SupplierData) {
  const errors: FieldError[] = [];
  if (typeof body.fileId === 'number' && !(await findFileIds(db, ctx.entrepriseId, [body.fileId])).length) {
    errors.push({ field: 'fileId', message: 'unknown_reference' });
  }
  if (typeof body.cityId === 'number' && !(await db.selectFrom('cities').select('id').where('id', '=', body.cityId).executeTakeFirst())) {
    errors.push({ field: 'cityId', message: 'unknown_reference' });
  }
  if (errors.length) throw invalid(errors);
}

function values(kind: Kind, body: BrandData | SupplierData): Record<string, unknown> {
  if (kind === 'brands') {
    const b = body as BrandData;
    return { label: b.label, tag: b.tag ?? null, order: b.order ?? 0, description: b.description ?? null };
  }
  const s = body as SupplierData;
  return {
    label: s.label,
    tag: s.tag ?? null,
    address: s.address ?? null,
    fileId: s.fileId ?? null,
    turnover: s.turnover === null || s.turnover === undefined ? null : toMinor(s.turnover),
    postalCode: s.postalCode ?? null,
    email: s.email ?? null,
    reference: s.reference ?? null,
    phone: s.phone ?? null,
    cityId: s.cityId ?? null,
    webSite: s.webSite ?? null,
  };
}

/** Creates (id undefined) or replaces a brand or supplier; the label is unique among the company's live ones. */
export async function save(database: Database, ctx: RequestContext, kind: Kind, body: BrandData | SupplierData, id?: number) {
  try {
    return await database.db.transaction().execute(async (trx) => {
      if (id !== undefined && !(await repo.findRow(trx, kind, ctx.entrepriseId, id))) throw notFound(NAME[kind]);
      if (kind === 'suppliers') await checkSupplier(trx, ctx, body as SupplierData);
      if (await repo.findSameText(trx, kind, ctx.entrepriseId, 'label', body.label, id)) throw conflict(TAKEN[kind], 'label');
      const now = nowIso();
      let rowId = id;
      if (rowId !== undefined)
        await repo.updateRows(trx, kind, ctx.entrepriseId, 'id', [rowId], { ...values(kind, body), updated_at: now });
      else
        rowId = await repo.insertRow(trx, kind, {
          ...values(kind, body),
          entreprise_id: ctx.entrepriseId,
          created_at: now,
          updated_at: now,
        });
      return toWire(ENTITY[kind], (await repo.findRow(trx, kind, ctx.entrepriseId, rowId))!);
    });
  } catch (err) {
    if (uniqueViolationRule(err)) throw conflict(TAKEN[kind], 'label');
    throw err;
  }
}

/** Soft delete; the articles keep their history but lose the link. */
export async function remove(database: Database, ctx: RequestContext, kind: Kind, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, kind, ctx.entrepriseId, id))) throw notFound(NAME[kind]);
    const now = nowIso();
    await repo.softDelete(trx, kind, ctx.entrepriseId, 'id', [id], now);
    const column = kind === 'brands' ? 'brandId' : 'supplierId';
    await repo.updateRows(trx, 'product_descriptions', ctx.entrepriseId, column, [id], { [column]: null, updated_at: now });
  });
}
