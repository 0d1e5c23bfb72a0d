// The delivery-platform menu export (product-spec §2 /glovo/upload-menu/{storeId}): the store's menu — the prices it
// sells (its own and the company's), shown, not compositions — in Glovo's menu file format: a product per price (its
// stock in the store says whether it is available), one collection per parent category and a section per category.
import type { GlovoMenu } from '@comptoir/shared';
import { fromMinor } from '@comptoir/shared';
import type { Database } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { visibleStore } from '../magasins/magasins.service';
import { STORE_ENTITY } from '../orders/stock';

/**
 * Stock-tracked, as the stock module keeps stock (stock.repository `keepsStock`): a price of an article (a product)
 * that is not a service and not baked in store from a recipe (a sale of those takes their ingredients, so their own
 * level says nothing). Prices without a product (bundles, free prices), services and recipes are always offered.
 */
const stockTracked = (p: { productId: number | null; isService: unknown; isPreparedInStore: unknown; hasRecipe: unknown }) =>
  p.productId !== null && !Number(p.isService ?? 0) && !(Number(p.isPreparedInStore ?? 0) && Number(p.hasRecipe ?? 0));

export async function glovoMenu(database: Database, ctx: RequestContext, storeId: number, baseUrl: string): Promise<GlovoMenu> {
  const db = database.db;
  await visibleStore(db, ctx, storeId);
  const prices = await db
    .selectFrom('prices as p')
    .leftJoin('product_categories as c', (j) => j.onRef('c.id', '=', 'p.categoryId').on('c.deleted_at', 'is', null))
    .leftJoin('product_categories as parent', (j) => j.onRef('parent.id', '=', 'c.parentId').on('parent.deleted_at', 'is', null))
    .leftJoin('stock_levels as s', (j) =>
      j
        .onRef('s.product_id', '=', 'p.productId')
        .on('s.entreprise_id', '=', ctx.entrepriseId)
        .on('s.entityTypeTag', '=', STORE_ENTITY)
        .on('s.entity_id', '=', storeId),
    )
    .leftJoin('product_descriptions as d', 'd.id', 'p.productDescriptionId')
    .select([
      'p.id',
      'p.label',
      'p.price',
      'p.promoPrice',
      'p.promotionEndAt',
      'p.description',
      'p.productId',
      'd.fileId',
      'd.isService',
      'd.isPreparedInStore',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('product_elements as e')
              .select('e.id')
              .whereRef('e.productId', '=', 'p.productId')
              .where('e.entreprise_id', '=', ctx.entrepriseId)
              .where('e.deleted_at', 'is', null),
          )
          .as('hasRecipe'),
      'c.id as categoryId',
      'c.label as category',
      'c.order as categoryOrder',
      'parent.label as parent',
      'parent.order as parentOrder',
      's.quantity',
    ])
    .where('p.entreprise_id', '=', ctx.entrepriseId)
    .where('p.deleted_at', 'is', null)
    .where('p.isHidden', '=', false)
    .where('p.compositionIdentifier', 'is', null)
    .where((w) => w.or([w('p.magasinId', 'is', null), w('p.magasinId', '=', storeId)]))
    .orderBy('p.order')
    .orderBy('p.id')
    .execute();
  const now = Date.now();
  const collections = new Map<string, { position: number; sections: Map<string, { position: number; products: string[] }> }>();
  const products = prices.map((p) => {
    const promo =
      p.promoPrice !== null &&
      p.promotionEndAt !== null &&
      Date.parse(String(p.promotionEndAt)) > now &&
      Number(p.promoPrice) < Number(p.price);
    const collection = p.parent ?? p.category ?? 'Menu';
    const section = p.category ?? 'Menu';
    const c = collections.get(collection) ?? { position: Number(p.parentOrder ?? p.categoryOrder ?? 0), sections: new Map() };
    const s = c.sections.get(section) ?? { position: Number(p.categoryOrder ?? 0), products: [] };
    s.products.push(String(p.id));
    c.sections.set(section, s);
    collections.set(collection, c);
    return {
      id: String(p.id),
      name: p.label,
      price: fromMinor(Number(promo ? p.promoPrice : p.price)),
      image_url: p.fileId ? `${baseUrl}/File/${p.fileId}` : null,
      description: p.description ?? '',
      attributes_groups: [],
      // A stock-tracked article is offered only with some left in the store: never stocked there (no level row) is none.
      available: !stockTracked(p) || (p.quantity !== null && Number(p.quantity) > 0),
    };
  });
  const ordered = <T extends { position: number }>(m: Map<string, T>) =>
    [...m.entries()].sort((a, b) => a[1].position - b[1].position || a[0].localeCompare(b[0]));
  return {
    attributes: [],
    attribute_groups: [],
    products,
    collections: ordered(collections).map(([name, c], i) => ({
      name,
      position: i,
      image_url: null,
      sections: ordered(c.sections).map(([sname, s], j) => ({ name: sname, position: j, products: s.products })),
    })),
    supercollections: [],
  };
}
