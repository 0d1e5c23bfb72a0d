// Recipes (ProductElement: a product made from quantities of others, in their units; semi-finished products included)
// and catalogue sliders (tagged sections of the shop's home, with an e-commerce flag).
import { unitRatio, type CatalogueListQueryData, type CatalogueSliderData, type FieldError } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { findFileIds } from '../files/files.repository';
import { findStoreIds } from '../magasins/magasins.repository';
import { SLIDER, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';

// ---- Recipes ----
async function recipeOf(db: Executor, entrepriseId: number, productIds: number[]) {
  const lines = await repo.findRows(db, 'product_elements', entrepriseId, 'productId', productIds);
  const products = await repo.findRows(db, 'products', entrepriseId, 'id', [...productIds, ...lines.map((l) => l.elementId as number)]);
  const descs = await repo.findRows(
    db,
    'product_descriptions',
    entrepriseId,
    'id',
    products.map((p) => p.productDescriptionId as number),
  );
  const descOf = (productId: number) => descs.find((d) => d.id === products.find((p) => p.id === productId)?.productDescriptionId);
  return productIds
    .filter((id) => products.some((p) => p.id === id))
    .map((productId) => ({
      productId,
      label: (descOf(productId)?.label as string) ?? '',
      type: (descOf(productId)?.type as string) ?? 'outbound',
      elements: lines
        .filter((l) => l.productId === productId)
        .map((l) => ({
          id: l.id,
          productId,
          elementId: l.elementId as number,
          quantity: Number(l.quantity),
          label: (descOf(l.elementId as number)?.label as string) ?? '',
          unity: (descOf(l.elementId as number)?.unity as string) ?? 'unit',
          lineUnity: (l.unity as string | null) ?? null,
        })),
    }));
}

/** Recipes of one product, or of every product that has one. */
export async function recipes(database: Database, ctx: RequestContext, productId?: number) {
  const db = database.db;
  if (productId !== undefined) {
    if (!(await repo.findRow(db, 'products', ctx.entrepriseId, productId))) throw notFound('product');
    return recipeOf(db, ctx.entrepriseId, [productId]);
  }
  const owners = await db
    .selectFrom('product_elements')
    .select('productId')
    .distinct()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .execute();
  return recipeOf(
    db,
    ctx.entrepriseId,
    owners.map((o) => o.productId).sort((a, b) => a - b),
  );
}

/** Does `elementId`'s recipe (transitively) use `productId`? Then adding it would loop. */
async function uses(db: Executor, entrepriseId: number, elementId: number, productId: number, seen = new Set<number>()): Promise<boolean> {
  if (elementId === productId) return true;
  if (seen.has(elementId)) return false;
  seen.add(elementId);
  const lines = await repo.findRows(db, 'product_elements', entrepriseId, 'productId', [elementId]);
  for (const l of lines) if (await uses(db, entrepriseId, l.elementId as number, productId, seen)) return true;
  return false;
}

export async function saveRecipe(
  database: Database,
  ctx: RequestContext,
  body: { productId: number; elements: { elementId: number; quantity: number; unity?: string | null }[] },
) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    if (!(await repo.findRow(trx, 'products', e, body.productId))) throw notFound('product');
    const products = await repo.findRows(
      trx,
      'products',
      e,
      'id',
      body.elements.map((x) => x.elementId),
    );
    const descs = await repo.findRows(
      trx,
      'product_descriptions',
      e,
      'id',
      products.map((p) => p.productDescriptionId as number),
    );
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    for (const [i, x] of body.elements.entries()) {
      const p = products.find((y) => y.id === x.elementId);
      const d = descs.find((y) => y.id === p?.productDescriptionId);
      if (!p || !d) errors.push({ field: `elements.${i}.elementId`, message: 'unknown_reference' });
      else if (d.isService || d.nature === 'composition' || d.nature === 'bundle')
        errors.push({ field: `elements.${i}.elementId`, message: 'product_not_allowed' });
      else if (await uses(trx, e, x.elementId, body.productId)) errors.push({ field: `elements.${i}.elementId`, message: 'recipe_cycle' });
      else if (x.unity && !unitRatio(x.unity, (d.unity as string | null) ?? 'unit'))
        errors.push({ field: `elements.${i}.unity`, message: 'unit_mismatch' });
      if (seen.has(x.elementId)) errors.push({ field: `elements.${i}.elementId`, message: 'duplicate' });
      seen.add(x.elementId);
    }
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    await repo.softDelete(trx, 'product_elements', e, 'productId', [body.productId], now);
    await repo.insertRows(
      trx,
      'product_elements',
      body.elements.map((x) => ({
        entreprise_id: e,
        productId: body.productId,
        elementId: x.elementId,
        quantity: x.quantity,
        unity: x.unity ?? null,
        created_at: now,
        updated_at: now,
      })),
    );
    return (await recipeOf(trx, e, [body.productId]))[0];
  });
}

export async function deleteRecipe(database: Database, ctx: RequestContext, productId: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'products', ctx.entrepriseId, productId))) throw notFound('product');
    await repo.softDelete(trx, 'product_elements', ctx.entrepriseId, 'productId', [productId], nowIso());
  });
}

// ---- Catalogue sliders ----
const sliderWire = (r: Record<string, unknown>) => toWire(SLIDER, r) as never;

export async function sliders(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const p = parseListQuery(q, SLIDER);
  const { rows, total } = await repo.listRows(database.db, SLIDER, ctx.entrepriseId, p);
  return {
    data: pickColumns(
      rows.map((r) => toWire(SLIDER, r)),
      p,
    ),
    total,
    offset: p.offset,
    limit: p.limit,
  };
}

export async function slider(database: Database, ctx: RequestContext, id: number) {
  const r = await repo.findRow(database.db, 'catalogue_sliders', ctx.entrepriseId, id);
  if (!r) throw notFound('slider');
  return sliderWire(r);
}

export async function sliderTags(database: Database, ctx: RequestContext): Promise<string[]> {
  const rows = await database.db
    .selectFrom('catalogue_sliders')
    .select('tag')
    .distinct()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

export async function saveSlider(database: Database, ctx: RequestContext, body: CatalogueSliderData) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    if (body.id !== undefined && !(await repo.findRow(trx, 'catalogue_sliders', e, body.id))) throw notFound('slider');
    const errors: FieldError[] = [];
    if (typeof body.fileId === 'number' && !(await findFileIds(trx, e, [body.fileId])).length)
      errors.push({ field: 'fileId', message: 'unknown_reference' });
    if (typeof body.priceId === 'number' && !(await repo.findRow(trx, 'prices', e, body.priceId)))
      errors.push({ field: 'priceId', message: 'unknown_reference' });
    if (typeof body.categoryId === 'number' && !(await repo.findRow(trx, 'product_categories', e, body.categoryId)))
      errors.push({ field: 'categoryId', message: 'unknown_reference' });
    if (typeof body.magasinId === 'number' && !(await findStoreIds(trx, e, [body.magasinId])).length)
      errors.push({ field: 'magasinId', message: 'unknown_reference' });
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    const values = {
      label: body.label,
      tag: body.tag,
      description: body.description ?? null,
      fileId: body.fileId ?? null,
      link: body.link ?? null,
      priceId: body.priceId ?? null,
      categoryId: body.categoryId ?? null,
      magasinId: body.magasinId ?? null,
      order: body.order ?? 0,
      isEcom: body.isEcom ?? false,
      isHidden: body.isHidden ?? false,
      updated_at: now,
    };
    let id = body.id;
    if (id !== undefined) await repo.updateRows(trx, 'catalogue_sliders', e, 'id', [id], values);
    else id = await repo.insertRow(trx, 'catalogue_sliders', { ...values, entreprise_id: e, created_at: now });
    return sliderWire((await repo.findRow(trx, 'catalogue_sliders', e, id))!);
  });
}

export async function deleteSlider(database: Database, ctx: RequestContext, id: number) {
  await database.db.transaction().execute(async (trx) => {
    if (!(await repo.findRow(trx, 'catalogue_sliders', ctx.entrepriseId, id))) throw notFound('slider');
    await repo.softDelete(trx, 'catalogue_sliders', ctx.entrepriseId, 'id', [id], nowIso());
  });
}

/** A change on many sliders at once (e-commerce flag, hidden section, reset); every id must be the company's. */
export async function bulk(database: Database, ctx: RequestContext, ids: number[], change: 'ecom' | 'hide' | 'reset', value = false) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const live = await repo.liveIds(trx, 'catalogue_sliders', e, ids);
    const errors = ids.map((id, i) => ({ id, i })).filter(({ id }) => !live.includes(id));
    if (errors.length) throw invalid(errors.map(({ i }) => ({ field: `ids.${i}`, message: 'unknown_reference' })));
    const now = nowIso();
    if (change === 'ecom') await repo.updateRows(trx, 'catalogue_sliders', e, 'id', ids, { isEcom: value, updated_at: now });
    if (change === 'hide') await repo.updateRows(trx, 'catalogue_sliders', e, 'id', ids, { isHidden: value, updated_at: now });
    // Reset: shown again, in the order of the list given.
    if (change === 'reset')
      for (const [i, id] of ids.entries())
        await repo.updateRows(trx, 'catalogue_sliders', e, 'id', [id], { isHidden: false, order: i, updated_at: now });
    return (await repo.findRows(trx, 'catalogue_sliders', e, 'id', ids)).map(sliderWire);
  });
}
