// Test helpers for orders: catalogue rows written directly (article, product, price, combined products, recipes),
// an open session, and a sale through POST /InsertCommand/.
import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/database';
import { cashSetup } from '../../../test/caisse-factories';
import type { TestApp } from '../../../test/test-app';

export async function newArticle(
  t: TestApp,
  entrepriseId: number,
  o: {
    label?: string;
    price?: number;
    tva?: number;
    isService?: boolean;
    isPreparedInStore?: boolean;
    criticalQuantity?: number | null;
  } = {},
) {
  const db = t.deps.database.db;
  const now = nowIso();
  const stamps = { entreprise_id: entrepriseId, created_at: now, updated_at: now, deleted_at: null };
  const label = o.label ?? `Article ${Math.random().toString(36).slice(2, 7)}`;
  const d = await db
    .insertInto('product_descriptions')
    .values({
      ...stamps,
      label,
      fileId: null,
      categoryId: null,
      brandId: null,
      supplierId: null,
      buyingPrice: null,
      isReturnable: true,
      isPreparedInStore: o.isPreparedInStore ?? false,
      criticalQuantity: o.criticalQuantity ?? null,
      nature: 'standard',
      type: 'outbound',
      unity: 'unit',
      subUnity: null,
      weight: null,
      description: null,
      withSerialNumber: false,
      isService: o.isService ?? false,
      frequency: null,
      isLegacy: false,
      searchText: label.toLowerCase(),
      en_label: null,
      ar_label: null,
      it_label: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const p = await db
    .insertInto('products')
    .values({ ...stamps, fileId: null, productDescriptionId: d.id, tva: o.tva ?? 20, buyingPrice: null, barcode: null, sku: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const price = await newPrice(t, entrepriseId, {
    label,
    price: o.price ?? 1000,
    tva: o.tva ?? 20,
    productDescriptionId: d.id,
    productId: p.id,
  });
  await combine(t, entrepriseId, price, [{ productId: p.id, quantity: 1 }]);
  return { descriptionId: d.id, productId: p.id, priceId: price };
}

export async function newPrice(
  t: TestApp,
  entrepriseId: number,
  o: {
    label: string;
    price: number;
    tva?: number;
    currencyTag?: string;
    magasinId?: number | null;
    productDescriptionId?: number | null;
    productId?: number | null;
  },
) {
  const now = nowIso();
  const r = await t.deps.database.db
    .insertInto('prices')
    .values({
      entreprise_id: entrepriseId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      label: o.label,
      price: o.price,
      promoPrice: null,
      categoryId: null,
      isHidden: false,
      isStandard: true,
      promotionEndAt: null,
      order: 0,
      description: null,
      barcode: null,
      externalId: null,
      currencyTag: o.currencyTag ?? 'MAD',
      magasinId: o.magasinId ?? null,
      tva: o.tva ?? 20,
      compositionIdentifier: null,
      isDisplayed: true,
      criticalQuantity: null,
      nature: null,
      unity: null,
      subUnity: null,
      weight: null,
      productDescriptionId: o.productDescriptionId ?? null,
      productId: o.productId ?? null,
      searchText: o.label.toLowerCase(),
      en_label: null,
      ar_label: null,
      it_label: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function combine(
  t: TestApp,
  entrepriseId: number,
  priceId: number,
  rows: { productId: number; quantity: number; compositionNumber?: number; isAutoIncluded?: boolean }[],
) {
  const now = nowIso();
  await t.deps.database.db.deleteFrom('combined_products').where('priceId', '=', priceId).execute();
  await t.deps.database.db
    .insertInto('combined_products')
    .values(
      rows.map((r) => ({
        entreprise_id: entrepriseId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        productId: r.productId,
        priceId,
        isDefault: false,
        quantity: r.quantity,
        isOrCombination: false,
        isAutoIncluded: r.isAutoIncluded ?? false,
        compositionNumber: r.compositionNumber ?? null,
      })),
    )
    .execute();
}

export async function newComposition(t: TestApp, entrepriseId: number, o: { name: string; min: number; max: number }) {
  const now = nowIso();
  const r = await t.deps.database.db
    .insertInto('compositions')
    .values({
      entreprise_id: entrepriseId,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      name: o.name,
      min: o.min,
      max: o.max,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function addRecipe(t: TestApp, entrepriseId: number, productId: number, elements: { elementId: number; quantity: number }[]) {
  const now = nowIso();
  await t.deps.database.db
    .insertInto('product_elements')
    .values(elements.map((e) => ({ entreprise_id: entrepriseId, created_at: now, updated_at: now, deleted_at: null, productId, ...e })))
    .execute();
}

/** A company with staff, an open session of its register, and one article at 10.00 MAD (tva 20). */
export async function tillSetup(t: TestApp) {
  const s = await cashSetup(t);
  const open = await t.call({
    method: 'POST',
    url: '/api/Caisse/open',
    token: s.cashier.token,
    payload: { registerId: s.registerId, openingFund: 100 },
  });
  if (open.statusCode !== 200) throw new Error(open.body);
  const article = await newArticle(t, s.entrepriseId, { price: 1000, label: 'Croissant' });
  return { ...s, caisseId: open.json().id as number, article };
}

export const sale = (t: TestApp, token: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/api/InsertCommand', token, payload: { uuid: randomUUID(), ...payload }, headers });

export async function levelOf(t: TestApp, entrepriseId: number, magasinId: number, productId: number) {
  const db = t.deps.database.db;
  const level = await db
    .selectFrom('stock_levels')
    .select('quantity')
    .where('entreprise_id', '=', entrepriseId)
    .where('entity_id', '=', magasinId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.sum<number>('quantity').as('s'))
    .where('entreprise_id', '=', entrepriseId)
    .where('entity_id', '=', magasinId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return { level: Number(level?.quantity ?? 0), sum: Number(sum?.s ?? 0) };
}
