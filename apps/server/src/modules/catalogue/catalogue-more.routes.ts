// Catalogue V2 (api-spec 7.5): sliders, recipes, channels, and the product import (rows or an xlsx upload).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueListQuery,
  catalogueSlider,
  catalogueSliderBody,
  channel,
  channelBody,
  channelExceptions,
  channelExceptionsQuery,
  detailKeyBody,
  detailKeyRow,
  channelExceptionsBody,
  channelRootQuery,
  idPathParam,
  productImportAnswer,
  importBody,
  okBody,
  recipe,
  recipeBody,
  recipeDeleteQuery,
  recipesQuery,
  sliderEcomBody,
  sliderHideBody,
  sliderIdsBody,
  sliderListPage,
  UPLOAD_LIMIT_BYTES,
  type FunctionalityTag,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { MANAGE, READ } from './catalogue.routes';
import * as channels from './channels.service';
import * as detailKeys from './detail-keys.service';
import * as importer from './import.service';
import * as more from './recipes-sliders.service';

const SLIDERS_MANAGE: readonly FunctionalityTag[] = ['gestion_produits', 'gestion_ecommerce'];
const SLIDERS_READ: readonly FunctionalityTag[] = [...READ, 'gestion_ecommerce'];
const RECIPES_MANAGE: readonly FunctionalityTag[] = ['gestion_produits', 'gestion_lab'];
const RECIPES_READ: readonly FunctionalityTag[] = [...READ, 'gestion_lab'];
const CANALS: readonly FunctionalityTag[] = ['canals'];
const CANALS_READ: readonly FunctionalityTag[] = ['canals', ...READ, 'gestion_ecommerce'];
const rootPage = z.object({ data: z.array(z.record(z.string(), z.unknown())), total: z.number(), page: z.number(), limit: z.number() });

export const catalogueMoreRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    // Scoped to this plugin: only the xlsx import parses multipart bodies here.
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES * 5, files: 1, fields: 5, parts: 10 } });

    // ---- Sliders ----
    app.get(
      '/slider',
      { config: { tags: SLIDERS_READ }, schema: { querystring: catalogueListQuery, response: { 200: sliderListPage } } },
      (req) => more.sliders(db, ctxOf(req), req.query),
    );
    app.post(
      '/slider',
      { config: { tags: SLIDERS_MANAGE }, schema: { body: catalogueSliderBody, response: { 200: catalogueSlider } } },
      (req) => more.saveSlider(db, ctxOf(req), req.body),
    );
    app.get('/slider/tags', { config: { tags: SLIDERS_READ }, schema: { response: { 200: z.array(z.string()) } } }, (req) =>
      more.sliderTags(db, ctxOf(req)),
    );
    app.get(
      '/slider/get/:id',
      { config: { tags: SLIDERS_READ }, schema: { params: idPathParam, response: { 200: catalogueSlider } } },
      (req) => more.slider(db, ctxOf(req), req.params.id),
    );
    app.delete(
      '/slider/delete/:id',
      { config: { tags: SLIDERS_MANAGE }, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => {
        await more.deleteSlider(db, ctxOf(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.post(
      '/slider/Ecom',
      { config: { tags: SLIDERS_MANAGE }, schema: { body: sliderEcomBody, response: { 200: z.array(catalogueSlider) } } },
      (req) => more.bulk(db, ctxOf(req), req.body.ids, 'ecom', req.body.isEcom),
    );
    app.post(
      '/slider/reset',
      { config: { tags: SLIDERS_MANAGE }, schema: { body: sliderIdsBody, response: { 200: z.array(catalogueSlider) } } },
      (req) => more.bulk(db, ctxOf(req), req.body.ids, 'reset'),
    );
    app.post(
      '/slider/hide-section',
      { config: { tags: SLIDERS_MANAGE }, schema: { body: sliderHideBody, response: { 200: z.array(catalogueSlider) } } },
      (req) => more.bulk(db, ctxOf(req), req.body.ids, 'hide', req.body.isHidden),
    );

    // ---- Recipes ----
    app.get(
      '/recipes',
      { config: { tags: RECIPES_READ }, schema: { querystring: recipesQuery, response: { 200: z.array(recipe) } } },
      (req) => more.recipes(db, ctxOf(req), req.query.productId),
    );
    app.post('/recipes', { config: { tags: RECIPES_MANAGE }, schema: { body: recipeBody, response: { 200: recipe } } }, (req) =>
      more.saveRecipe(db, ctxOf(req), req.body),
    );
    app.delete(
      '/recipes',
      { config: { tags: RECIPES_MANAGE }, schema: { querystring: recipeDeleteQuery, response: { 200: okBody } } },
      async (req) => {
        await more.deleteRecipe(db, ctxOf(req), req.query.productId);
        return { ok: true as const };
      },
    );

    // ---- Channels ----
    app.get(
      '/channels',
      {
        config: { tags: CANALS_READ },
        schema: { querystring: catalogueListQuery, response: { 200: rootPage.omit({ page: true }).extend({ offset: z.number() }) } },
      },
      (req) => channels.list(db, ctxOf(req), req.query),
    );
    app.post(
      '/addChannel',
      { config: { tags: CANALS }, schema: { body: channelBody, response: { 200: channel } } },
      (req) => channels.add(db, ctxOf(req), req.body) as never,
    );
    app.delete('/channels/:id', { config: { tags: CANALS }, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await channels.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });
    app.get(
      '/makeChannelstable',
      { config: { tags: CANALS }, schema: { response: { 200: z.array(channel) } } },
      (req) => channels.makeDefaults(db, ctxOf(req)) as never,
    );
    app.post(
      '/channel_exceptions',
      { config: { tags: CANALS }, schema: { body: channelExceptionsBody, response: { 200: channelExceptions } } },
      (req) => channels.saveExceptions(db, ctxOf(req), req.body),
    );
    app.get(
      '/channel_exceptions',
      { config: { tags: CANALS_READ }, schema: { querystring: channelExceptionsQuery, response: { 200: channelExceptions } } },
      (req) => channels.getExceptions(db, ctxOf(req), req.query.channelId, req.query.magasinId ?? null),
    );
    for (const [path, fn] of [
      ['/getRootCategoriesByCanal/:id', channels.rootCategories],
      ['/getRootProductByCanal/:id', channels.rootProducts],
      ['/getRootProductDescription/:id', channels.rootDescriptions],
    ] as const) {
      app.get(
        path,
        { config: { tags: CANALS_READ }, schema: { params: idPathParam, querystring: channelRootQuery, response: { 200: rootPage } } },
        (req) => fn(db, ctxOf(req), req.params.id, req.query),
      );
    }

    // ---- Type-size: variant attributes (DetailKey) and the values products give them (paths ours) ----
    app.get('/detailKey', { config: { tags: READ }, schema: { response: { 200: z.array(detailKeyRow) } } }, (req) =>
      detailKeys.list(db, ctxOf(req)),
    );
    app.post('/detailKey', { config: { tags: MANAGE }, schema: { body: detailKeyBody, response: { 200: detailKeyRow } } }, (req) =>
      detailKeys.save(db, ctxOf(req), req.body),
    );
    app.patch(
      '/detailKey/:id',
      { config: { tags: MANAGE }, schema: { params: idPathParam, body: detailKeyBody, response: { 200: detailKeyRow } } },
      (req) => detailKeys.save(db, ctxOf(req), req.body, req.params.id),
    );
    app.delete('/detailKey/:id', { config: { tags: MANAGE }, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await detailKeys.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });

    // ---- Import ----
    app.post('/product/import', { config: { tags: MANAGE }, schema: { body: importBody, response: { 200: productImportAnswer } } }, (req) =>
      importer.importRows(db, ctxOf(req), req.body.products),
    );
    app.post('/product/import/xlsx', { config: { tags: MANAGE }, schema: { response: { 200: productImportAnswer } } }, async (req) => {
      const ctx = ctxOf(req);
      const part = req.isMultipart() ? await req.file() : undefined;
      if (!part) throw invalid([{ field: 'file', message: 'import_file' }]);
      return importer.importXlsx(db, ctx, await part.toBuffer());
    });
    app.get('/product/import/template', { config: { tags: MANAGE } }, async (req, reply) => {
      const buffer = await importer.template(ctxOf(req));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="products-import.xlsx"')
        .send(buffer);
    });
  };
