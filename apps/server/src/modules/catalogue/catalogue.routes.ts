// Catalogue V2 (api-spec 7.5): products, prices, compositions, categories, brands and suppliers. Paths relative to the
// section's base: app.ts registers these routes at the API root and again under /catalogueV2.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandBody,
  brandListPage,
  buyingPriceBody,
  byPriceIdQuery,
  catalogueListQuery,
  categoryBody,
  categoryDeleteQuery,
  categoryListPage,
  categoryPatchBody,
  categoryProductsQuery,
  categorySortBody,
  composition,
  compositionAddBody,
  compositionException,
  compositionExceptionsBody,
  compositionPriceParams,
  entityStatusQuery,
  externalLastSynced,
  idPathParam,
  okBody,
  priceAddBody,
  priceByLotBody,
  priceEditQuery,
  priceHistory,
  priceListPage,
  pricePopularity,
  pricePopularityQuery,
  productCreateQuery,
  productFiles,
  productBody,
  productListPage,
  productQrCode,
  productSearchQuery,
  qrcodeQuery,
  saveCompositionsBody,
  saveImagesBody,
  supplierBody,
  supplierListPage,
  trashedQuery,
  type FunctionalityTag,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as parties from './brands-suppliers.service';
import * as categories from './categories.service';
import * as compositions from './compositions.service';
import * as priceHistoryService from './price-history.service';
import * as prices from './prices.service';
import { popularity } from './price-popularity';
import * as products from './products.service';
import { search as productSearch } from './product-search';

/** Managing the catalogue. */
export const MANAGE: readonly FunctionalityTag[] = ['gestion_produits'];
/** Reading it: managers, the tills (they sell from it), stock and the legacy tiers/supplement screens. */
export const READ: readonly FunctionalityTag[] = [
  'gestion_produits',
  'direct_web_point_of_sell',
  'web_point_of_sell',
  'gestion_stock',
  'produits_tiers',
  'supplements',
];
const BRANDS: readonly FunctionalityTag[] = ['gestion_brands', 'gestion_produits'];
const anyRow = z.record(z.string(), z.unknown());

export const catalogueRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const read = { tags: READ };
    const manage = { tags: MANAGE };

    // ---- Products ----
    app.get(
      '/product',
      {
        config: read,
        schema: {
          querystring: catalogueListQuery.extend({ old_central_achat_model: z.string().max(10).optional() }),
          response: { 200: productListPage },
        },
      },
      (req) => products.list(db, ctxOf(req), req.query),
    );
    app.get('/product/external', { config: read, schema: { querystring: catalogueListQuery, response: { 200: priceListPage } } }, (req) =>
      products.external(db, ctxOf(req), req.query),
    );
    app.get('/product/external/last-synced', { config: read, schema: { response: { 200: externalLastSynced } } }, (req) =>
      products.lastSynced(db, ctxOf(req)),
    );
    app.get('/product/search', { config: read, schema: { querystring: productSearchQuery, response: { 200: z.array(anyRow) } } }, (req) =>
      productSearch(db, ctxOf(req), req.query),
    );
    app.get('/product/edit/:id', { config: read, schema: { params: idPathParam, response: { 200: anyRow } } }, (req) =>
      products.edit(db, ctxOf(req), req.params.id),
    );
    app.get('/product/create', { config: manage, schema: { querystring: productCreateQuery, response: { 200: anyRow } } }, (req) =>
      products.createInit(db, ctxOf(req), req.query.isComposition),
    );
    app.get(
      '/product/:id/compositions',
      { config: read, schema: { params: idPathParam, response: { 200: z.array(composition) } } },
      async (req) => {
        await products.edit(db, ctxOf(req), req.params.id);
        return compositions.compositionsOf(db.db, ctxOf(req).entrepriseId, req.params.id);
      },
    );
    app.get(
      '/product/:id/qrcode',
      { config: read, schema: { params: idPathParam, querystring: qrcodeQuery, response: { 200: productQrCode } } },
      (req) => products.qrcode(db, ctxOf(req), req.params.id, req.query.isForced),
    );
    app.get('/product/trashed', { config: manage, schema: { querystring: trashedQuery, response: { 200: productListPage } } }, (req) =>
      products.trashed(db, ctxOf(req), req.query),
    );
    app.get(
      '/product/getFilesByProductDescriptionId/:id',
      { config: read, schema: { params: idPathParam, response: { 200: productFiles } } },
      (req) => products.filesOf(db, ctxOf(req), req.params.id),
    );
    app.patch('/product/trashed/restore/:id', { config: manage, schema: { params: idPathParam, response: { 200: anyRow } } }, (req) =>
      products.restore(db, ctxOf(req), req.params.id),
    );
    app.post('/product', { config: manage, schema: { body: productBody, response: { 200: anyRow } } }, (req) =>
      products.create(db, ctxOf(req), req.body),
    );
    app.patch('/product/:id', { config: manage, schema: { params: idPathParam, body: productBody, response: { 200: anyRow } } }, (req) =>
      products.update(db, ctxOf(req), req.params.id, req.body),
    );
    app.delete('/product/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await products.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.post(
      '/product/compositions',
      { config: manage, schema: { body: saveCompositionsBody, response: { 200: z.array(composition) } } },
      (req) => compositions.save(db, ctxOf(req), req.body),
    );
    app.delete('/product/compositions/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await compositions.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.post(
      '/product/:id/compositionsException',
      {
        config: manage,
        schema: { params: idPathParam, body: compositionExceptionsBody, response: { 200: z.array(compositionException) } },
      },
      (req) => compositions.saveExceptions(db, ctxOf(req), req.params.id, req.body.exceptions),
    );
    app.post('/product/saveImages', { config: manage, schema: { body: saveImagesBody, response: { 200: productFiles } } }, (req) =>
      products.saveImages(db, ctxOf(req), req.body),
    );
    app.delete('/product/DeleteImages/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await products.deleteImage(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.get(
      '/product/inventory',
      { config: { tags: ['gestion_produits', 'gestion_stock'] }, schema: { response: { 200: z.array(anyRow) } } },
      (req) => products.inventory(db, ctxOf(req)),
    );

    app.get(
      '/product/entity/:id/status',
      {
        config: { tags: ['gestion_produits', 'gestion_stock'] },
        schema: { params: idPathParam, querystring: entityStatusQuery, response: { 200: z.array(anyRow) } },
      },
      (req) => products.entityStatus(db, ctxOf(req), req.params.id, req.query),
    );

    // ---- Prices ----
    app.get('/price', { config: read, schema: { querystring: catalogueListQuery, response: { 200: priceListPage } } }, (req) =>
      prices.list(db, ctxOf(req), req.query),
    );
    app.get('/price/edit', { config: read, schema: { querystring: priceEditQuery, response: { 200: z.array(anyRow) } } }, (req) =>
      prices.editByComposition(db, ctxOf(req), req.query.compositionIdentifier),
    );
    app.get('/composition/:id/prices', { config: read, schema: { params: idPathParam, response: { 200: z.array(anyRow) } } }, (req) =>
      compositions.choicePrices(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/composition/:compositionId/price/:productId',
      {
        config: manage,
        schema: { params: compositionPriceParams, body: compositionAddBody.optional(), response: { 200: z.array(composition) } },
      },
      (req) => compositions.addChoice(db, ctxOf(req), req.params.compositionId, req.params.productId, req.body ?? {}),
    );
    app.patch('/price/update/by-lot', { config: manage, schema: { body: priceByLotBody, response: { 200: z.array(anyRow) } } }, (req) =>
      prices.byLot(db, ctxOf(req), req.body),
    );
    app.patch('/price/update/buyingPrice', { config: manage, schema: { body: buyingPriceBody, response: { 200: anyRow } } }, (req) =>
      prices.buyingPrice(db, ctxOf(req), req.body.priceId, req.body.newBuyingPriceValue),
    );
    app.get(
      '/price/popularity',
      { config: read, schema: { querystring: pricePopularityQuery, response: { 200: pricePopularity } } },
      (req) => popularity(db, ctxOf(req), req.query),
    );
    app.get('/price/:id/history', { config: manage, schema: { params: idPathParam, response: { 200: priceHistory } } }, (req) =>
      priceHistoryService.history(db, ctxOf(req), req.params.id),
    );
    app.patch('/price/add', { config: manage, schema: { body: priceAddBody, response: { 200: anyRow } } }, (req) =>
      prices.add(db, ctxOf(req), req.body),
    );
    app.get('/compositions/init', { config: read, schema: { response: { 200: anyRow } } }, (req) => compositions.init(db, ctxOf(req)));

    // ---- Categories ----
    app.get('/category', { config: read, schema: { querystring: catalogueListQuery, response: { 200: categoryListPage } } }, (req) =>
      categories.list(db, ctxOf(req), req.query),
    );
    app.post('/category', { config: manage, schema: { body: categoryBody, response: { 200: anyRow } } }, (req) =>
      categories.create(db, ctxOf(req), req.body),
    );
    app.patch('/category', { config: manage, schema: { body: categoryPatchBody, response: { 200: anyRow } } }, (req) =>
      categories.update(db, ctxOf(req), req.body),
    );
    app.delete('/category', { config: manage, schema: { querystring: categoryDeleteQuery, response: { 200: okBody } } }, async (req) => {
      await categories.remove(db, ctxOf(req), req.query.id);
      return { ok: true as const };
    });
    app.patch('/category/sort', { config: manage, schema: { body: categorySortBody, response: { 200: okBody } } }, (req) =>
      categories.sort(db, ctxOf(req), req.body.items),
    );
    app.patch('/category/restore/:id', { config: manage, schema: { params: idPathParam, response: { 200: anyRow } } }, (req) =>
      categories.restore(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/category/products',
      { config: read, schema: { querystring: categoryProductsQuery, response: { 200: z.array(anyRow) } } },
      (req) => categories.products(db, ctxOf(req), req.query),
    );
    app.get('/category/bypriceid', { config: read, schema: { querystring: byPriceIdQuery, response: { 200: z.array(anyRow) } } }, (req) =>
      categories.byPriceId(db, ctxOf(req), req.query.id),
    );
    app.get('/magasin/:id/categories', { config: read, schema: { params: idPathParam, response: { 200: z.array(anyRow) } } }, (req) =>
      categories.ofStore(db, ctxOf(req), req.params.id),
    );

    // ---- Brands and suppliers ----
    for (const [path, kind, body, page, write] of [
      ['brand', 'brands', brandBody, brandListPage, BRANDS],
      ['supplier', 'suppliers', supplierBody, supplierListPage, MANAGE],
    ] as const) {
      app.get(`/${path}`, { config: read, schema: { querystring: catalogueListQuery, response: { 200: page } } }, (req) =>
        parties.list(db, ctxOf(req), kind, req.query),
      );
      app.post(`/${path}`, { config: { tags: write }, schema: { body, response: { 200: anyRow } } }, (req) =>
        parties.save(db, ctxOf(req), kind, req.body),
      );
      app.patch(`/${path}/:id`, { config: { tags: write }, schema: { params: idPathParam, body, response: { 200: anyRow } } }, (req) =>
        parties.save(db, ctxOf(req), kind, req.body, req.params.id),
      );
      app.delete(`/${path}/:id`, { config: { tags: write }, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
        await parties.remove(db, ctxOf(req), kind, req.params.id);
        return { ok: true as const };
      });
    }
  };
