// Prices: the list, a formula's prices, adding a store or currency price, update by lot (promotions), buying price.
import { toMinor, type CatalogueListQueryData, type FieldError, type PriceAddData, type PriceByLotData } from '@comptoir/shared';
import { nowIso, type Database } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { parseListQuery, pickColumns } from '../../lib/list-query';
import { findStoreIds } from '../magasins/magasins.repository';
import { companyCurrencyTags } from '../reference/reference.service';
import { CATEGORY, PRICE, effectivePrice, searchTextOf, toWire } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { recordPriceChanges, recordProductChanges } from './price-history.service';
import { priceRelations } from './products.service';
import { auditBuyingPrice, compositionIdentifier, copyCompositionItems } from './products.write';

type Row = Record<string, unknown> & { id: number };
const wire = (r: Row) => toWire(PRICE, r);

export async function list(database: Database, ctx: RequestContext, q: CatalogueListQueryData) {
  const db = database.db;
  const p = parseListQuery(q, PRICE);
  const { rows, total } = await repo.listRows(db, PRICE, ctx.entrepriseId, p);
  const out = rows.map(wire);
  if (p.with.some((w) => w !== 'category')) {
    const rel = await priceRelations(
      db,
      ctx.entrepriseId,
      rows.map((r) => r.id),
    );
    for (const r of out) {
      const x = rel(r.id as number);
      for (const w of ['tags', 'files', 'combinedProducts'] as const) if (p.with.includes(w)) r[w] = x[w];
    }
  }
  if (p.with.includes('category')) {
    const cats = await repo.findRows(
      db,
      'product_categories',
      ctx.entrepriseId,
      'id',
      rows.map((r) => Number(r.categoryId)).filter(Boolean),
    );
    for (const r of out) {
      const c = cats.find((x) => x.id === r.categoryId);
      r.category = c ? toWire(CATEGORY, c) : null;
    }
  }
  const now = Date.now();
  rows.forEach((r, i) => {
    const eff = effectivePrice(r as never, now);
    if (p.appends.includes('effectivePrice')) out[i].effectivePrice = eff / 100;
    if (p.appends.includes('isPromoActive')) out[i].isPromoActive = eff !== r.price;
  });
  return { data: pickColumns(out, p), total, offset: p.offset, limit: p.limit };
}

/** GET /price/edit: the prices of one formula (same compositionIdentifier) with what each sells. */
export async function editByComposition(database: Database, ctx: RequestContext, identifier: string) {
  const db = database.db;
  const rows = await db
    .selectFrom('prices')
    .selectAll()
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where('compositionIdentifier', '=', identifier)
    .orderBy('id')
    .execute();
  if (!rows.length) throw notFound('price');
  const rel = await priceRelations(
    db,
    ctx.entrepriseId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...wire(r), ...rel(r.id) }));
}

/** PATCH /price/add: a price of a product for a store (or all stores) in a currency; with id, that price is updated. */
export async function add(database: Database, ctx: RequestContext, body: PriceAddData) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const product = await repo.findRow(trx, 'products', e, body.productId);
    if (!product) throw notFound('product');
    const d = (await repo.findRow(trx, 'product_descriptions', e, product.productDescriptionId as number))!;
    const errors: FieldError[] = [];
    if (d.nature === 'variants' && !(body.price > 0)) errors.push({ field: 'price', message: 'variant_price_positive' });
    if (typeof body.magasinId === 'number' && !(await findStoreIds(trx, e, [body.magasinId])).length)
      errors.push({ field: 'magasinId', message: 'unknown_reference' });
    if (!(await companyCurrencyTags(trx, e)).includes(body.currencyTag))
      errors.push({ field: 'currencyTag', message: 'currency_unavailable' });
    if (typeof body.categoryId === 'number' && !(await repo.findRow(trx, 'product_categories', e, body.categoryId)))
      errors.push({ field: 'categoryId', message: 'unknown_reference' });
    const siblings = await repo.findRows(trx, 'prices', e, 'productId', [product.id]);
    if (body.id !== undefined && !siblings.some((s) => s.id === body.id)) errors.push({ field: 'id', message: 'unknown_reference' });
    if (
      siblings.some((s) => s.id !== body.id && (s.magasinId ?? null) === (body.magasinId ?? null) && s.currencyTag === body.currencyTag)
    ) {
      errors.push({ field: 'magasinId', message: 'price_duplicate_store' });
    }
    if (errors.length) throw invalid(errors);
    const now = nowIso();
    const base = siblings[0] ?? {
      label: d.label,
      en_label: d.en_label,
      ar_label: d.ar_label,
      it_label: d.it_label,
      barcode: product.barcode,
    };
    const values = {
      label: base.label,
      en_label: base.en_label ?? null,
      ar_label: base.ar_label ?? null,
      it_label: base.it_label ?? null,
      price: toMinor(body.price),
      promoPrice: body.promoPrice === null || body.promoPrice === undefined ? null : toMinor(body.promoPrice),
      promotionEndAt: body.promoPrice === null || body.promoPrice === undefined ? null : (body.promotionEndAt ?? null),
      categoryId: body.categoryId ?? d.categoryId,
      isHidden: body.isHidden ?? false,
      isDisplayed: body.isDisplayed ?? true,
      order: body.order ?? 0,
      tva: body.tva ?? product.tva ?? null,
      barcode: body.barcode ?? base.barcode ?? null,
      externalId: body.externalId ?? null,
      description: body.description ?? null,
      currencyTag: body.currencyTag,
      magasinId: body.magasinId ?? null,
      nature: d.nature,
      unity: d.unity,
      subUnity: d.subUnity,
      weight: d.weight,
      criticalQuantity: d.criticalQuantity,
      isStandard: d.nature === 'standard' || d.nature === 'variants',
      compositionIdentifier: d.nature === 'composition' ? compositionIdentifier(d.id) : null,
      productDescriptionId: d.id,
      productId: product.id,
      searchText: searchTextOf([
        base.label as string,
        base.en_label as string,
        base.ar_label as string,
        base.it_label as string,
        (body.barcode ?? base.barcode) as string,
        product.sku as string,
      ]),
      updated_at: now,
    };
    let id = body.id;
    if (id !== undefined) await repo.updateRows(trx, 'prices', e, 'id', [id], values);
    else {
      id = await repo.insertRow(trx, 'prices', { ...values, entreprise_id: e, created_at: now });
      if (d.nature === 'composition') await copyCompositionItems(trx, e, d.id, id, now);
      else if (d.nature === 'bundle' && siblings[0]) {
        const items = await repo.findRows(trx, 'combined_products', e, 'priceId', [siblings[0].id]);
        await repo.insertRows(
          trx,
          'combined_products',
          items.map((i) => ({
            entreprise_id: e,
            priceId: id,
            productId: i.productId,
            quantity: i.quantity,
            isDefault: true,
            created_at: now,
            updated_at: now,
          })),
        );
      } else
        await repo.insertRow(trx, 'combined_products', {
          entreprise_id: e,
          priceId: id,
          productId: product.id,
          quantity: 1,
          isDefault: true,
          created_at: now,
          updated_at: now,
        });
    }
    await recordPriceChanges(trx, ctx, [id], now);
    return wire((await repo.findRow(trx, 'prices', e, id))!);
  });
}

/** Update by lot (the promotions screen): the same change on many prices; a promo must stay below each price. */
export async function byLot(database: Database, ctx: RequestContext, body: PriceByLotData) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const rows = await repo.findRows(trx, 'prices', e, 'id', body.priceIds);
    const errors: FieldError[] = [];
    body.priceIds.forEach((id, i) => {
      if (!rows.some((r) => r.id === id)) errors.push({ field: `priceIds.${i}`, message: 'unknown_reference' });
    });
    if (typeof body.categoryId === 'number' && !(await repo.findRow(trx, 'product_categories', e, body.categoryId)))
      errors.push({ field: 'categoryId', message: 'unknown_reference' });
    const now = nowIso();
    const updates: { id: number; set: Record<string, unknown> }[] = [];
    for (const r of rows) {
      const set: Record<string, unknown> = { updated_at: now };
      const priceMinor = body.price !== undefined ? toMinor(body.price) : Number(r.price);
      if (body.price !== undefined) set.price = priceMinor;
      if (body.promoPercent !== undefined) set.promoPrice = Math.round((priceMinor * (100 - body.promoPercent)) / 100);
      else if (body.promoPrice !== undefined) set.promoPrice = body.promoPrice === null ? null : toMinor(body.promoPrice);
      if (set.promoPrice === null) set.promotionEndAt = null;
      else if (body.promotionEndAt !== undefined) set.promotionEndAt = body.promotionEndAt;
      const promo = set.promoPrice !== undefined ? (set.promoPrice as number | null) : (r.promoPrice as number | null);
      if (promo !== null && promo >= priceMinor)
        errors.push({ field: `priceIds.${body.priceIds.indexOf(r.id)}`, message: 'promo_not_lower' });
      if (r.nature === 'variants' && !(priceMinor > 0))
        errors.push({ field: `priceIds.${body.priceIds.indexOf(r.id)}`, message: 'variant_price_positive' });
      for (const k of ['categoryId', 'tva', 'isHidden', 'isDisplayed'] as const) if (body[k] !== undefined) set[k] = body[k];
      updates.push({ id: r.id, set });
    }
    if (errors.length) throw invalid(errors);
    for (const u of updates) await repo.updateRows(trx, 'prices', e, 'id', [u.id], u.set);
    await recordPriceChanges(trx, ctx, body.priceIds, now);
    return (await repo.findRows(trx, 'prices', e, 'id', body.priceIds)).map(wire);
  });
}

/** The buying price of what a plain price sells (its one product); the change is written to the audit log. */
export async function buyingPrice(database: Database, ctx: RequestContext, priceId: number, value: number) {
  return database.db.transaction().execute(async (trx) => {
    const e = ctx.entrepriseId;
    const p = await repo.findRow(trx, 'prices', e, priceId);
    if (!p) throw notFound('price');
    const items = await repo.findRows(trx, 'combined_products', e, 'priceId', [priceId]);
    if (items.length !== 1) throw invalid([{ field: 'priceId', message: 'buying_price_single_product' }]);
    const product = (await repo.findRow(trx, 'products', e, items[0].productId as number))!;
    const now = nowIso();
    const minor = toMinor(value);
    if ((product.buyingPrice ?? null) !== minor) {
      await repo.updateRows(trx, 'products', e, 'id', [product.id], { buyingPrice: minor, updated_at: now });
      await auditBuyingPrice(trx, ctx, now, 'product', product.id, (product.buyingPrice as number | null) ?? null, minor);
      await recordProductChanges(trx, ctx, [product.id], now);
    }
    return { priceId, productId: product.id, buyingPrice: minor / 100 };
  });
}
