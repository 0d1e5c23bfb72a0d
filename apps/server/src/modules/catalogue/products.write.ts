// Writing an article: its description, its products (one, or one per variant) with detail values, its prices and
// the CombinedProduct rows that say what each price sells. The rules of product-spec §4/§5 are checked first.
import { toMinor, type FieldError, type PriceLine, type ProductData } from '@comptoir/shared';
import type { Executor } from '../../db/database';
import { conflict, invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { insertAudit } from '../audit/audit.repository';
import { findFileIds } from '../files/files.repository';
import { findStoreIds } from '../magasins/magasins.repository';
import { companyCurrencyTags } from '../reference/reference.service';
import { searchTextOf } from './catalogue.entities';
import * as repo from './catalogue.repository';
import { recordPriceChanges } from './price-history.service';

type Row = Record<string, unknown> & { id: number };
interface ProductPlan {
  id?: number;
  barcode: string | null;
  sku: string | null;
  tva: number | null;
  buyingPrice: number | null;
  unitsPerCarton: number | null;
  fileId: number | null;
  details: { detailKeyId?: number; key?: string; value: string; en?: string | null; ar?: string | null; it?: string | null }[];
  prices: PriceLine[];
  /** Field path prefix for errors ('' or 'variants.N.'). */
  at: string;
}

export const compositionIdentifier = (descriptionId: number) => `composition-${descriptionId}`;

/** The products an article's form describes: its variants, or its one product. */
function plan(body: ProductData): ProductPlan[] {
  if (body.nature === 'variants') {
    return (body.variants ?? []).map((v, i) => ({
      id: v.id,
      barcode: v.barcode ?? null,
      sku: v.sku ?? null,
      tva: v.tva ?? null,
      buyingPrice: v.buyingPrice ?? null,
      unitsPerCarton: v.unitsPerCarton ?? null,
      fileId: v.fileId ?? null,
      details: v.details,
      prices: v.prices,
      at: `variants.${i}.`,
    }));
  }
  return [
    {
      barcode: body.barcode ?? null,
      sku: body.sku ?? null,
      tva: body.tva ?? null,
      buyingPrice: body.buyingPrice ?? null,
      unitsPerCarton: body.unitsPerCarton ?? null,
      fileId: body.fileId ?? null,
      details: [],
      prices: body.prices ?? [],
      at: '',
    },
  ];
}

/** Every rule that needs no write: natures, references, currencies, codes. Throws 422 (all problems) or 409. */
export async function checkProduct(
  trx: Executor,
  ctx: RequestContext,
  body: ProductData,
  descriptionId?: number,
  ownProductIds: number[] = [],
) {
  const e: FieldError[] = [];
  const plans = plan(body);
  if (body.nature === 'variants') {
    if (!body.variants?.length) e.push({ field: 'variants', message: 'variants_required' });
    if (body.prices?.length) e.push({ field: 'prices', message: 'variant_parent_not_sold' });
    if (body.barcode || body.sku) e.push({ field: body.barcode ? 'barcode' : 'sku', message: 'variant_parent_not_sold' });
    plans.forEach((p) =>
      p.prices.forEach((l, j) => {
        if (!(l.price > 0)) e.push({ field: `${p.at}prices.${j}.price`, message: 'variant_price_positive' });
      }),
    );
  } else if (body.variants?.length) e.push({ field: 'variants', message: 'variants_only_for_variants' });
  if (body.nature === 'bundle' && !body.bundle?.length) e.push({ field: 'bundle', message: 'bundle_required' });
  if (body.nature !== 'bundle' && body.bundle?.length) e.push({ field: 'bundle', message: 'bundle_only_for_bundle' });
  if (body.subUnity && body.subUnity === body.unity) e.push({ field: 'subUnity', message: 'invalid_value' });

  const id = ctx.entrepriseId;
  const category = await repo.findRow(trx, 'product_categories', id, body.categoryId);
  if (!category) e.push({ field: 'categoryId', message: 'unknown_reference' });
  if (typeof body.brandId === 'number' && !(await repo.findRow(trx, 'brands', id, body.brandId)))
    e.push({ field: 'brandId', message: 'unknown_reference' });
  if (typeof body.supplierId === 'number' && !(await repo.findRow(trx, 'suppliers', id, body.supplierId))) {
    e.push({ field: 'supplierId', message: 'unknown_reference' });
  }
  const files = [
    ...(typeof body.fileId === 'number' ? [{ field: 'fileId', id: body.fileId }] : []),
    ...plans.filter((p) => p.at && p.fileId).map((p) => ({ field: `${p.at}fileId`, id: p.fileId! })),
  ];
  const foundFiles = await findFileIds(
    trx,
    id,
    files.map((f) => f.id),
  );
  for (const f of files) if (!foundFiles.includes(f.id)) e.push({ field: f.field, message: 'unknown_reference' });

  const lines = plans.flatMap((p) => p.prices.map((l, j) => ({ l, at: `${p.at}prices.${j}.` })));
  const stores = await findStoreIds(
    trx,
    id,
    lines.map((x) => x.l.magasinId).filter((m): m is number => typeof m === 'number'),
  );
  const currencies = await companyCurrencyTags(trx, id);
  const priceCats = await repo.liveIds(
    trx,
    'product_categories',
    id,
    lines.map((x) => x.l.categoryId).filter((c): c is number => typeof c === 'number'),
  );
  const ownPrices = descriptionId
    ? await repo.liveIds(
        trx,
        'prices',
        id,
        lines.map((x) => x.l.id).filter((p): p is number => p !== undefined),
      )
    : [];
  const ownPriceRows = descriptionId ? await repo.findRows(trx, 'prices', id, 'id', ownPrices) : [];
  const seen = new Set<string>();
  for (const { l, at } of lines) {
    if (typeof l.magasinId === 'number' && !stores.includes(l.magasinId)) e.push({ field: `${at}magasinId`, message: 'unknown_reference' });
    if (!currencies.includes(l.currencyTag)) e.push({ field: `${at}currencyTag`, message: 'currency_unavailable' });
    if (typeof l.categoryId === 'number' && !priceCats.includes(l.categoryId))
      e.push({ field: `${at}categoryId`, message: 'unknown_reference' });
    if (l.id !== undefined && !ownPriceRows.some((r) => r.id === l.id && r.productDescriptionId === descriptionId)) {
      e.push({ field: `${at}id`, message: 'unknown_reference' });
    }
    // One price per store and currency for a product.
    const key = `${at.split('prices')[0]}|${l.magasinId ?? 0}|${l.currencyTag}`;
    if (seen.has(key)) e.push({ field: `${at}magasinId`, message: 'price_duplicate_store' });
    seen.add(key);
  }
  const keys = await repo.liveIds(
    trx,
    'detail_keys',
    id,
    plans.flatMap((p) => p.details.map((d) => d.detailKeyId ?? 0)),
  );
  plans.forEach((p) =>
    p.details.forEach((d, j) => {
      if (d.detailKeyId !== undefined && !keys.includes(d.detailKeyId))
        e.push({ field: `${p.at}details.${j}.detailKeyId`, message: 'unknown_reference' });
    }),
  );
  if (descriptionId) {
    plans.forEach((p) => {
      if (p.id !== undefined && !ownProductIds.includes(p.id)) e.push({ field: `${p.at}id`, message: 'unknown_reference' });
    });
  }
  if (body.bundle?.length) {
    const parts = await repo.findRows(
      trx,
      'products',
      id,
      'id',
      body.bundle.map((b) => b.productId),
    );
    const descs = await repo.findRows(
      trx,
      'product_descriptions',
      id,
      'id',
      parts.map((p) => p.productDescriptionId as number),
    );
    body.bundle.forEach((b, i) => {
      const part = parts.find((p) => p.id === b.productId);
      const desc = descs.find((d) => d.id === part?.productDescriptionId);
      if (!part || !desc || ownProductIds.includes(part.id)) e.push({ field: `bundle.${i}.productId`, message: 'unknown_reference' });
      else if (desc.nature === 'composition' || desc.nature === 'bundle')
        e.push({ field: `bundle.${i}.productId`, message: 'product_not_allowed' });
    });
  }
  if (e.length) throw invalid(e);
  await checkCodes(trx, id, plans, ownProductIds);
}

/** Barcodes and skus are unique among the company's live products (and within the form): 409 otherwise. */
async function checkCodes(trx: Executor, entrepriseId: number, plans: ProductPlan[], ownProductIds: number[]) {
  for (const column of ['barcode', 'sku'] as const) {
    const seen = new Map<string, string>();
    for (const p of plans) {
      const v = p[column];
      if (!v) continue;
      if (seen.has(v)) throw conflict(`${column}_taken`, `${p.at}${column}`);
      seen.set(v, p.at);
      const other = await trx
        .selectFrom('products')
        .select('id')
        .where('entreprise_id', '=', entrepriseId)
        .where('deleted_at', 'is', null)
        .where(column, '=', v)
        .executeTakeFirst();
      if (other && !ownProductIds.includes(other.id)) throw conflict(`${column}_taken`, `${p.at}${column}`);
    }
  }
}

const money = (v: number | null | undefined) => (v === null || v === undefined ? null : toMinor(v));

function descriptionValues(body: ProductData, codes: string[]) {
  return {
    label: body.label,
    en_label: body.en_label ?? null,
    ar_label: body.ar_label ?? null,
    it_label: body.it_label ?? null,
    description: body.description ?? null,
    categoryId: body.categoryId,
    brandId: body.brandId ?? null,
    supplierId: body.supplierId ?? null,
    fileId: body.fileId ?? null,
    nature: body.nature,
    type: body.type,
    isService: body.isService ?? false,
    isReturnable: body.isReturnable ?? false,
    isPreparedInStore: body.isPreparedInStore ?? false,
    withSerialNumber: body.withSerialNumber ?? false,
    isLegacy: body.isLegacy ?? false,
    criticalQuantity: body.criticalQuantity ?? null,
    unity: body.unity,
    subUnity: body.subUnity ?? null,
    weight: body.weight ?? null,
    frequency: body.frequency ?? null,
    buyingPrice: money(body.buyingPrice),
    searchText: searchTextOf([body.label, body.en_label, body.ar_label, body.it_label, ...codes]),
  };
}

/** Writes the article (insert when descriptionId is undefined); returns its id. Call checkProduct first. */
export async function writeProduct(
  trx: Executor,
  ctx: RequestContext,
  body: ProductData,
  now: string,
  descriptionId?: number,
): Promise<number> {
  const id = ctx.entrepriseId;
  const plans = plan(body);
  const codes = plans.flatMap((p) => [p.barcode, p.sku]).filter((c): c is string => Boolean(c));
  const values = descriptionValues(body, codes);
  let descId = descriptionId;
  if (descId === undefined)
    descId = await repo.insertRow(trx, 'product_descriptions', { ...values, entreprise_id: id, created_at: now, updated_at: now });
  else {
    const before = await repo.findRow(trx, 'product_descriptions', id, descId);
    await repo.updateRows(trx, 'product_descriptions', id, 'id', [descId], { ...values, updated_at: now });
    if (before && (before.buyingPrice ?? null) !== values.buyingPrice) {
      await auditBuyingPrice(trx, ctx, now, 'product_description', descId, before.buyingPrice as number | null, values.buyingPrice);
    }
  }
  const existing = await repo.findRows(trx, 'products', id, 'productDescriptionId', [descId]);
  const keptProducts: number[] = [];
  const keptPrices: number[] = [];
  for (const [n, p] of plans.entries()) {
    // A standard article's one product keeps its id across saves.
    const productId = p.id ?? (body.nature !== 'variants' ? existing[0]?.id : undefined);
    const pv = {
      barcode: p.barcode,
      sku: p.sku,
      tva: p.tva ?? body.tva ?? null,
      buyingPrice: money(p.buyingPrice ?? body.buyingPrice),
      unitsPerCarton: p.unitsPerCarton ?? body.unitsPerCarton ?? null,
      fileId: p.fileId ?? (body.nature !== 'variants' ? (body.fileId ?? null) : null),
    };
    let pid: number;
    if (productId !== undefined) {
      const before = existing.find((x) => x.id === productId);
      await repo.updateRows(trx, 'products', id, 'id', [productId], { ...pv, updated_at: now });
      if (before && (before.buyingPrice ?? null) !== pv.buyingPrice) {
        await auditBuyingPrice(trx, ctx, now, 'product', productId, before.buyingPrice as number | null, pv.buyingPrice);
      }
      pid = productId;
    } else
      pid = await repo.insertRow(trx, 'products', {
        ...pv,
        productDescriptionId: descId,
        entreprise_id: id,
        created_at: now,
        updated_at: now,
      });
    keptProducts.push(pid);
    await repo.softDelete(trx, 'product_detail_keys', id, 'productId', [pid], now);
    const keyIds: number[] = [];
    for (const d of p.details) keyIds.push(d.detailKeyId ?? (await detailKeyId(trx, id, d.key!, now)));
    await repo.insertRows(
      trx,
      'product_detail_keys',
      p.details.map((d, k) => ({
        entreprise_id: id,
        productId: pid,
        detailKeyId: keyIds[k],
        value: d.value,
        fr: d.value,
        en: d.en ?? null,
        ar: d.ar ?? null,
        it: d.it ?? null,
        created_at: now,
        updated_at: now,
      })),
    );
    const suffix = p.details.length ? ` ${p.details.map((d) => d.value).join(' / ')}` : '';
    for (const l of p.prices) {
      const priceId = await writePrice(trx, ctx, {
        body,
        descId,
        productId: pid,
        line: l,
        suffix,
        barcode: p.barcode,
        sku: p.sku,
        order: n,
        now,
      });
      keptPrices.push(priceId);
    }
  }
  // What the form no longer lists goes to the trash (tombstones for the offline catalogue).
  const gone = existing.filter((x) => !keptProducts.includes(x.id)).map((x) => x.id);
  await repo.softDelete(trx, 'products', id, 'id', gone, now);
  const prices = await repo.findRows(trx, 'prices', id, 'productDescriptionId', [descId]);
  const goneP = prices.filter((x) => !keptPrices.includes(x.id)).map((x) => x.id);
  await repo.softDelete(trx, 'prices', id, 'id', goneP, now);
  await repo.softDelete(trx, 'combined_products', id, 'priceId', goneP, now);
  if (body.nature === 'bundle') await writeBundle(trx, id, keptPrices, body.bundle ?? [], now);
  if (body.tags) await writeTags(trx, id, keptPrices, body.tags, now);
  await recordPriceChanges(trx, ctx, keptPrices, now);
  return descId;
}

/** A DetailKey by name: the company's existing one (case-insensitive), else a new one. */
async function detailKeyId(trx: Executor, entrepriseId: number, label: string, now: string): Promise<number> {
  const found = await repo.findSameText(trx, 'detail_keys', entrepriseId, 'label', label);
  if (found) return found.id;
  const tag =
    searchTextOf([label])
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'key';
  const sameTag = await repo.findSameText(trx, 'detail_keys', entrepriseId, 'tag', tag);
  return repo.insertRow(trx, 'detail_keys', {
    entreprise_id: entrepriseId,
    label,
    tag: sameTag ? `${tag}_${Date.now().toString(36)}` : tag,
    created_at: now,
    updated_at: now,
  });
}

interface PriceWrite {
  body: ProductData;
  descId: number;
  productId: number;
  line: PriceLine;
  suffix: string;
  barcode: string | null;
  sku: string | null;
  order: number;
  now: string;
}

async function writePrice(trx: Executor, ctx: RequestContext, w: PriceWrite): Promise<number> {
  const { body, line: l } = w;
  const label = `${body.label}${w.suffix}`;
  const values = {
    label,
    en_label: body.en_label ? `${body.en_label}${w.suffix}` : null,
    ar_label: body.ar_label ? `${body.ar_label}${w.suffix}` : null,
    it_label: body.it_label ? `${body.it_label}${w.suffix}` : null,
    price: toMinor(l.price),
    promoPrice: money(l.promoPrice),
    promotionEndAt: l.promoPrice === null || l.promoPrice === undefined ? null : (l.promotionEndAt ?? null),
    categoryId: l.categoryId ?? body.categoryId,
    isHidden: l.isHidden ?? false,
    isDisplayed: l.isDisplayed ?? true,
    isStandard: body.nature === 'standard' || body.nature === 'variants',
    order: l.order ?? w.order,
    tva: l.tva ?? body.tva ?? null,
    barcode: l.barcode ?? w.barcode,
    externalId: l.externalId ?? null,
    currencyTag: l.currencyTag,
    magasinId: l.magasinId ?? null,
    description: l.description ?? body.description ?? null,
    nature: body.nature,
    unity: body.unity,
    subUnity: body.subUnity ?? null,
    weight: body.weight ?? null,
    criticalQuantity: body.criticalQuantity ?? null,
    compositionIdentifier: body.nature === 'composition' ? compositionIdentifier(w.descId) : null,
    productDescriptionId: w.descId,
    productId: w.productId,
    searchText: searchTextOf([label, body.en_label, body.ar_label, body.it_label, l.barcode ?? w.barcode, w.sku]),
    updated_at: w.now,
  };
  const id = ctx.entrepriseId;
  if (l.id !== undefined) {
    await repo.updateRows(trx, 'prices', id, 'id', [l.id], values);
    if (body.nature === 'standard' || body.nature === 'variants') await linkOne(trx, id, l.id, w.productId, w.now);
    return l.id;
  }
  const priceId = await repo.insertRow(trx, 'prices', { ...values, entreprise_id: id, created_at: w.now });
  if (body.nature === 'standard' || body.nature === 'variants') await linkOne(trx, id, priceId, w.productId, w.now);
  if (body.nature === 'composition') await copyCompositionItems(trx, id, w.descId, priceId, w.now);
  return priceId;
}

/** A plain price sells one unit of one product. */
async function linkOne(trx: Executor, entrepriseId: number, priceId: number, productId: number, now: string) {
  const rows = await repo.findRows(trx, 'combined_products', entrepriseId, 'priceId', [priceId]);
  if (rows.length === 1 && rows[0].productId === productId && Number(rows[0].quantity) === 1) return;
  await repo.softDelete(trx, 'combined_products', entrepriseId, 'priceId', [priceId], now);
  await repo.insertRow(trx, 'combined_products', {
    entreprise_id: entrepriseId,
    priceId,
    productId,
    quantity: 1,
    isDefault: true,
    created_at: now,
    updated_at: now,
  });
}

async function writeBundle(
  trx: Executor,
  entrepriseId: number,
  priceIds: number[],
  items: { productId: number; quantity: number }[],
  now: string,
) {
  await repo.softDelete(trx, 'combined_products', entrepriseId, 'priceId', priceIds, now);
  await repo.insertRows(
    trx,
    'combined_products',
    priceIds.flatMap((priceId) =>
      items.map((b) => ({
        entreprise_id: entrepriseId,
        priceId,
        productId: b.productId,
        quantity: b.quantity,
        isDefault: true,
        created_at: now,
        updated_at: now,
      })),
    ),
  );
}

/** A new price of a formula offers the same choices as its other prices. */
export async function copyCompositionItems(trx: Executor, entrepriseId: number, descId: number, priceId: number, now: string) {
  const siblings = (await repo.findRows(trx, 'prices', entrepriseId, 'productDescriptionId', [descId])).filter((p) => p.id !== priceId);
  if (!siblings.length) return;
  const items = await repo.findRows(trx, 'combined_products', entrepriseId, 'priceId', [siblings[0].id]);
  await repo.insertRows(
    trx,
    'combined_products',
    items.map((i: Row) => ({
      entreprise_id: entrepriseId,
      priceId,
      productId: i.productId,
      quantity: i.quantity,
      isDefault: i.isDefault,
      isAutoIncluded: i.isAutoIncluded,
      isOrCombination: i.isOrCombination,
      compositionNumber: i.compositionNumber,
      created_at: now,
      updated_at: now,
    })),
  );
}

/** Price tags: created on first use (unique per company), linked to every price of the article. */
export async function writeTags(trx: Executor, entrepriseId: number, priceIds: number[], tags: string[], now: string) {
  const wanted = [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const tagIds: number[] = [];
  for (const tag of wanted) {
    const found = await repo.findSameText(trx, 'price_tags', entrepriseId, 'tag', tag);
    tagIds.push(
      found ? found.id : await repo.insertRow(trx, 'price_tags', { entreprise_id: entrepriseId, tag, created_at: now, updated_at: now }),
    );
  }
  await repo.softDelete(trx, 'price_tag_prices', entrepriseId, 'priceId', priceIds, now);
  await repo.insertRows(
    trx,
    'price_tag_prices',
    priceIds.flatMap((priceId) =>
      tagIds.map((priceTagId) => ({ entreprise_id: entrepriseId, priceId, priceTagId, created_at: now, updated_at: now })),
    ),
  );
}

export async function auditBuyingPrice(
  trx: Executor,
  ctx: RequestContext,
  now: string,
  entity: string,
  entityId: number,
  from: number | null,
  to: number | null,
) {
  await insertAudit(trx, {
    entrepriseId: ctx.entrepriseId,
    userId: ctx.userId,
    action: 'product.buying_price',
    entity,
    entityId,
    data: { from: from === null ? null : from / 100, to: to === null ? null : to / 100 },
    ip: ctx.ip,
    now,
  });
}
