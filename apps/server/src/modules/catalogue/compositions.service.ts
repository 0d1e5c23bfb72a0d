// Formulas (nature 'composition'): an article whose prices sell a choice in each of its Compositions (min/max choices,
// auto-included items, or-combinations). The choices are CombinedProduct rows of every price of the formula, grouped
// by compositionNumber (= the composition's id); CompositionRelation orders the compositions of the article.
import { MIN_COMPOSITIONS, PRODUCT_NATURES, PRODUCT_TYPES, UNITS, type FieldError, type SaveCompositionsData } from '@comptoir/shared';
import { nowIso, type Database, type Executor } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { CATEGORY, PRICE, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';

type Row = Record<string, unknown> & { id: number };

async function labelsOf(db: Executor, entrepriseId: number, productIds: number[]) {
  const products = await repo.findRows(db, 'products', entrepriseId, 'id', productIds);
  const descs = await repo.findRows(
    db,
    'product_descriptions',
    entrepriseId,
    'id',
    products.map((p) => p.productDescriptionId as number),
  );
  const details = await repo.findRows(db, 'product_detail_keys', entrepriseId, 'productId', productIds);
  return (productId: number) => {
    const p = products.find((x) => x.id === productId);
    const d = descs.find((x) => x.id === p?.productDescriptionId);
    const values = details.filter((x) => x.productId === productId).map((x) => x.value);
    return `${(d?.label as string | undefined) ?? '?'}${values.length ? ` ${values.join(' / ')}` : ''}`;
  };
}

/** The compositions of a formula with their choices, in order. */
export async function compositionsOf(db: Executor, entrepriseId: number, descriptionId: number) {
  const relations = (await repo.findRows(db, 'composition_relations', entrepriseId, 'productDescription_id', [descriptionId])).sort(
    (a, b) => Number(a.position) - Number(b.position) || a.id - b.id,
  );
  const compositions = await repo.findRows(
    db,
    'compositions',
    entrepriseId,
    'id',
    relations.map((r) => r.composition_id as number),
  );
  const prices = await repo.findRows(db, 'prices', entrepriseId, 'productDescriptionId', [descriptionId]);
  const items = prices.length ? await repo.findRows(db, 'combined_products', entrepriseId, 'priceId', [prices[0].id]) : [];
  const label = await labelsOf(
    db,
    entrepriseId,
    items.map((i) => i.productId as number),
  );
  return relations
    .map((r) => compositions.find((c) => c.id === r.composition_id))
    .filter((c): c is Row => Boolean(c))
    .map((c) => ({
      id: c.id,
      name: c.name as string,
      min: Number(c.min),
      max: Number(c.max),
      position: Number(c.position),
      items: items
        .filter((i) => i.compositionNumber === c.id)
        .map((i) => ({
          id: i.id,
          productId: i.productId as number,
          label: label(i.productId as number),
          quantity: Number(i.quantity),
          isDefault: Boolean(i.isDefault),
          isAutoIncluded: Boolean(i.isAutoIncluded),
          isOrCombination: Boolean(i.isOrCombination),
        })),
    }));
}

async function formula(db: Executor, ctx: RequestContext, descriptionId: number) {
  const d = await repo.findRow(db, 'product_descriptions', ctx.entrepriseId, descriptionId);
  if (!d) throw notFound('product');
  if (d.nature !== 'composition') throw invalid([{ field: 'productDescriptionId', message: 'not_a_composition' }]);
  const prices = await repo.findRows(db, 'prices', ctx.entrepriseId, 'productDescriptionId', [descriptionId]);
  if (!prices.length) throw invalid([{ field: 'productDescriptionId', message: 'price_required' }]);
  return { d, prices };
}

/** Products that may be offered in a formula: live, not the formula's own, not a formula or bundle themselves. */
async function checkChoices(db: Executor, ctx: RequestContext, descriptionId: number, choices: { productId: number; at: string }[]) {
  const products = await repo.findRows(
    db,
    'products',
    ctx.entrepriseId,
    'id',
    choices.map((c) => c.productId),
  );
  const descs = await repo.findRows(
    db,
    'product_descriptions',
    ctx.entrepriseId,
    'id',
    products.map((p) => p.productDescriptionId as number),
  );
  const errors: FieldError[] = [];
  for (const c of choices) {
    const p = products.find((x) => x.id === c.productId);
    const d = descs.find((x) => x.id === p?.productDescriptionId);
    if (!p || !d) errors.push({ field: c.at, message: 'unknown_reference' });
    else if (d.id === descriptionId || d.nature === 'composition' || d.nature === 'bundle')
      errors.push({ field: c.at, message: 'product_not_allowed' });
  }
  return errors;
}

/** Replaces the compositions of a formula: at least two, each with min ≤ max ≤ its choices. */
export async function save(database: Database, ctx: RequestContext, body: SaveCompositionsData) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const { prices } = await formula(trx, ctx, body.productDescriptionId);
    const errors: FieldError[] = [];
    if (body.compositions.length < MIN_COMPOSITIONS) errors.push({ field: 'compositions', message: 'compositions_min_two' });
    body.compositions.forEach((c, i) => {
      const choosable = c.items.filter((x) => !x.isAutoIncluded).length;
      if (c.max > Math.max(choosable, c.items.length)) errors.push({ field: `compositions.${i}.max`, message: 'max_above_choices' });
      const seen = new Set<number>();
      c.items.forEach((x, j) => {
        if (seen.has(x.productId)) errors.push({ field: `compositions.${i}.items.${j}.productId`, message: 'duplicate' });
        seen.add(x.productId);
      });
    });
    const existing = await repo.findRows(trx, 'composition_relations', e, 'productDescription_id', [body.productDescriptionId]);
    const ownIds = existing.map((r) => r.composition_id as number);
    body.compositions.forEach((c, i) => {
      if (c.id !== undefined && !ownIds.includes(c.id)) errors.push({ field: `compositions.${i}.id`, message: 'unknown_reference' });
    });
    errors.push(
      ...(await checkChoices(
        trx,
        ctx,
        body.productDescriptionId,
        body.compositions.flatMap((c, i) =>
          c.items.map((x, j) => ({ productId: x.productId, at: `compositions.${i}.items.${j}.productId` })),
        ),
      )),
    );
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    const priceIds = prices.map((p) => p.id);
    await repo.softDelete(trx, 'combined_products', e, 'priceId', priceIds, now);
    const kept: number[] = [];
    for (const [i, c] of body.compositions.entries()) {
      const values = { name: c.name, min: c.min, max: c.max, position: c.position ?? i, updated_at: now };
      let cid = c.id;
      if (cid !== undefined) {
        await repo.updateRows(trx, 'compositions', e, 'id', [cid], values);
        await repo.updateRows(trx, 'composition_relations', e, 'composition_id', [cid], { position: values.position, updated_at: now });
      } else {
        cid = await repo.insertRow(trx, 'compositions', { ...values, entreprise_id: e, created_at: now });
        await repo.insertRow(trx, 'composition_relations', {
          entreprise_id: e,
          productDescription_id: body.productDescriptionId,
          composition_id: cid,
          position: values.position,
          created_at: now,
          updated_at: now,
        });
      }
      kept.push(cid);
      await repo.insertRows(
        trx,
        'combined_products',
        priceIds.flatMap((priceId) =>
          c.items.map((x) => ({
            entreprise_id: e,
            priceId,
            productId: x.productId,
            quantity: x.quantity,
            isDefault: x.isDefault ?? false,
            isAutoIncluded: x.isAutoIncluded ?? false,
            isOrCombination: x.isOrCombination ?? false,
            compositionNumber: cid,
            created_at: now,
            updated_at: now,
          })),
        ),
      );
    }
    const gone = ownIds.filter((id) => !kept.includes(id));
    await repo.softDelete(trx, 'composition_relations', e, 'composition_id', gone, now);
    await repo.softDelete(trx, 'compositions', e, 'id', gone, now);
    await repo.updateRows(trx, 'prices', e, 'id', priceIds, { updated_at: now });
    return compositionsOf(trx, e, body.productDescriptionId);
  });
}

async function relationOf(db: Executor, ctx: RequestContext, compositionId: number) {
  const rel = (await repo.findRows(db, 'composition_relations', ctx.entrepriseId, 'composition_id', [compositionId]))[0];
  if (!rel || !(await repo.findRow(db, 'compositions', ctx.entrepriseId, compositionId))) throw notFound('composition');
  return rel.productDescription_id as number;
}

/** Deletes one composition; a formula keeps at least two (409). */
export async function remove(database: Database, ctx: RequestContext, compositionId: number) {
  await database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const descId = await relationOf(trx, ctx, compositionId);
    const siblings = await repo.findRows(trx, 'composition_relations', e, 'productDescription_id', [descId]);
    if (siblings.length <= MIN_COMPOSITIONS) throw conflict('compositions_min_two');
    const now = nowIso();
    const priceIds = (await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descId])).map((p) => p.id);
    const items = (await repo.findRows(trx, 'combined_products', e, 'priceId', priceIds)).filter(
      (i) => i.compositionNumber === compositionId,
    );
    await repo.softDelete(
      trx,
      'combined_products',
      e,
      'id',
      items.map((i) => i.id),
      now,
    );
    await repo.softDelete(trx, 'composition_relations', e, 'composition_id', [compositionId], now);
    await repo.softDelete(trx, 'compositions', e, 'id', [compositionId], now);
  });
}

/** POST /composition/{compositionId}/price/{productId}: offers one more product in a composition, on every price. */
export async function addChoice(
  database: Database,
  ctx: RequestContext,
  compositionId: number,
  productId: number,
  opts: { quantity?: number; isDefault?: boolean; isAutoIncluded?: boolean; isOrCombination?: boolean },
) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const descId = await relationOf(trx, ctx, compositionId);
    const errors = await checkChoices(trx, ctx, descId, [{ productId, at: 'productId' }]);
    if (errors.length) throw invalid(errors);
    const priceIds = (await repo.findRows(trx, 'prices', e, 'productDescriptionId', [descId])).map((p) => p.id);
    const items = await repo.findRows(trx, 'combined_products', e, 'priceId', priceIds);
    if (items.some((i) => i.compositionNumber === compositionId && i.productId === productId))
      throw conflict('composition_choice_exists', 'productId');
    const now = nowIso();
    await repo.insertRows(
      trx,
      'combined_products',
      priceIds.map((priceId) => ({
        entreprise_id: e,
        priceId,
        productId,
        quantity: opts.quantity ?? 1,
        isDefault: opts.isDefault ?? false,
        isAutoIncluded: opts.isAutoIncluded ?? false,
        isOrCombination: opts.isOrCombination ?? false,
        compositionNumber: compositionId,
        created_at: now,
        updated_at: now,
      })),
    );
    return compositionsOf(trx, e, descId);
  });
}

/** The prices each choice of a composition sells at on its own (what the editor shows next to it). */
export async function choicePrices(database: Database, ctx: RequestContext, compositionId: number) {
  const db = database.db;
  const descId = await relationOf(db, ctx, compositionId);
  const priceIds = (await repo.findRows(db, 'prices', ctx.entrepriseId, 'productDescriptionId', [descId])).map((p) => p.id);
  const productIds = (await repo.findRows(db, 'combined_products', ctx.entrepriseId, 'priceId', priceIds))
    .filter((i) => i.compositionNumber === compositionId)
    .map((i) => i.productId as number);
  return (await repo.findRows(db, 'prices', ctx.entrepriseId, 'productId', productIds)).map((r) => toWire(PRICE, r));
}

/** The live exceptions of these compositions (the product form shows and edits them). */
export async function exceptionsOf(db: Executor, entrepriseId: number, compositionIds: number[]) {
  return (await repo.findRows(db, 'composition_exceptions', entrepriseId, 'composition_id', compositionIds)).map((x) => ({
    id: x.id,
    composition_id: x.composition_id as number,
    product_id: x.product_id as number,
    price_id: (x.price_id as number | null) ?? null,
    visibility: Boolean(x.visibility),
  }));
}

/** Replaces the exceptions of a formula: a choice hidden (or shown) in one composition, for one price or all. */
export async function saveExceptions(
  database: Database,
  ctx: RequestContext,
  descriptionId: number,
  exceptions: { composition_id: number; product_id: number; price_id?: number | null; visibility: boolean }[],
) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const { prices } = await formula(trx, ctx, descriptionId);
    const comps = await compositionsOf(trx, e, descriptionId);
    const errors: FieldError[] = [];
    exceptions.forEach((x, i) => {
      const c = comps.find((k) => k.id === x.composition_id);
      if (!c) errors.push({ field: `exceptions.${i}.composition_id`, message: 'unknown_reference' });
      else if (!c.items.some((it) => it.productId === x.product_id))
        errors.push({ field: `exceptions.${i}.product_id`, message: 'unknown_reference' });
      if (typeof x.price_id === 'number' && !prices.some((p) => p.id === x.price_id))
        errors.push({ field: `exceptions.${i}.price_id`, message: 'unknown_reference' });
    });
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    await repo.softDelete(
      trx,
      'composition_exceptions',
      e,
      'composition_id',
      comps.map((c) => c.id),
      now,
    );
    await repo.insertRows(
      trx,
      'composition_exceptions',
      exceptions.map((x) => ({ entreprise_id: e, ...x, price_id: x.price_id ?? null, created_at: now, updated_at: now })),
    );
    return exceptionsOf(
      trx,
      e,
      comps.map((c) => c.id),
    );
  });
}

/** GET /compositions/init: what the formula editor opens with. */
export async function init(database: Database, ctx: RequestContext) {
  const db = database.db;
  const e = ctx.entrepriseId;
  const [categories, formulas] = await Promise.all([
    db
      .selectFrom('product_categories')
      .selectAll()
      .where('entreprise_id', '=', e)
      .where('deleted_at', 'is', null)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_descriptions')
      .select(['id', 'label', 'categoryId'])
      .where('entreprise_id', '=', e)
      .where('deleted_at', 'is', null)
      .where('nature', '=', 'composition')
      .orderBy('label')
      .execute(),
  ]);
  return {
    categories: categories.map((c) => toWire(CATEGORY, c)),
    compositions: formulas,
    minCompositions: MIN_COMPOSITIONS,
    natures: PRODUCT_NATURES,
    types: PRODUCT_TYPES,
    units: UNITS,
  };
}
