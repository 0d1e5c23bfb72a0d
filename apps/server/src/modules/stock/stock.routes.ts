// Stock and inventory on the main API (api-spec 7.7): a stock entity's levels and figures, a product's levels and
// movements, inventory counts one by one or from a spreadsheet, stock operations between stores (expeditions) and out
// of them (losses). Everything needs gestion_stock; an order's stock movements also gestion_command.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commandStockMovements,
  idPathParam,
  inventoriesPage,
  inventoriesQuery,
  inventoryBulkAnswer,
  inventoryBulkBody,
  inventoryBulkQuery,
  inventorySetAnswer,
  inventorySetBody,
  stockEntityParams,
  stockEntityProductParams,
  stockEntityQuery,
  stockClosedDays,
  stockDayDetail,
  stockDayQuery,
  stockDestinations,
  stockDaysQuery,
  stockEntityStatus,
  stockOpenedDays,
  stockOperation,
  stockOperationBody,
  stockOperationCountAnswer,
  stockOperationCountBody,
  stockTimelinePage,
  stockCategories,
  stockTimelineQuery,
  stockOperationNoteBody,
  stockOperationReceiveBody,
  stockOperationsPage,
  stockOperationsQuery,
  stockOperationTimeline,
  stockProductStatus,
  stockStatusPage,
  stockStatusQuery,
  stockTransactionsPage,
  stockTransactionsQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as stockDays from './stock-days';
import * as operations from './stock-operations';
import * as service from './stock.service';

export const stockRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const stock = { tags: ['gestion_stock'] as const };
    const db = deps.database;
    app.get(
      '/Product/Status/byEntity/:id',
      { config: stock, schema: { params: stockEntityParams, querystring: stockStatusQuery, response: { 200: stockStatusPage } } },
      (req) => service.statusByEntity(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Entity/:id/Status',
      { config: stock, schema: { params: stockEntityParams, querystring: stockEntityQuery, response: { 200: stockEntityStatus } } },
      (req) => service.entityStatus(db, ctxOf(req), req.params.id, req.query.entityTypeTag),
    );
    app.get('/Product/:id/Status', { config: stock, schema: { params: idPathParam, response: { 200: stockProductStatus } } }, (req) =>
      service.productStatus(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Entity/:id/productId/:productId/transactions',
      {
        config: stock,
        schema: { params: stockEntityProductParams, querystring: stockTransactionsQuery, response: { 200: stockTransactionsPage } },
      },
      (req) => service.transactions(db, ctxOf(req), req.params.id, req.params.productId, req.query),
    );
    app.get(
      '/entity/:id/inventories',
      { config: stock, schema: { params: stockEntityParams, querystring: inventoriesQuery, response: { 200: inventoriesPage } } },
      (req) => service.inventories(db, ctxOf(req), req.params.id, req.query),
    );
    app.patch(
      '/setProduct/Inventory',
      { config: stock, schema: { body: inventorySetBody, response: { 200: inventorySetAnswer } } },
      (req) => service.setInventory(db, ctxOf(req), req.body),
    );
    app.post(
      '/inventory/bulk-update',
      { config: stock, schema: { querystring: inventoryBulkQuery, body: inventoryBulkBody, response: { 200: inventoryBulkAnswer } } },
      (req) => service.bulkUpdate(db, ctxOf(req), req.query, req.body.excelData),
    );

    // ---- Stock operations
    app.get(
      '/StockOperation',
      { config: stock, schema: { querystring: stockOperationsQuery, response: { 200: stockOperationsPage } } },
      (req) => operations.list(db, ctxOf(req), req.query),
    );
    app.post('/StockOperation', { config: stock, schema: { body: stockOperationBody, response: { 200: stockOperation } } }, (req) =>
      operations.create(db, ctxOf(req), req.body),
    );
    app.get('/StockOperation/destinations', { config: stock, schema: { response: { 200: stockDestinations } } }, (req) =>
      operations.destinations(db, ctxOf(req)),
    );
    app.get('/StockOperation/categories', { config: stock, schema: { response: { 200: stockCategories } } }, (req) =>
      operations.categories(db, ctxOf(req)),
    );
    app.get(
      '/StockOperation/timeline',
      { config: stock, schema: { querystring: stockTimelineQuery, response: { 200: stockTimelinePage } } },
      (req) => operations.companyTimeline(db, ctxOf(req), req.query),
    );
    app.patch(
      '/StockOperation/:id/count',
      { config: stock, schema: { params: idPathParam, body: stockOperationCountBody, response: { 200: stockOperationCountAnswer } } },
      (req) => operations.count(db, ctxOf(req), req.params.id, req.body),
    );
    app.patch(
      '/StockOperation/:id/close',
      { config: stock, schema: { params: idPathParam, body: stockOperationNoteBody, response: { 200: stockOperation } } },
      (req) => operations.close(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.get('/StockOperation/:id', { config: stock, schema: { params: idPathParam, response: { 200: stockOperation } } }, (req) =>
      operations.detail(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/StockOperation/:id/timeLine',
      { config: stock, schema: { params: idPathParam, response: { 200: stockOperationTimeline } } },
      (req) => operations.timeline(db, ctxOf(req), req.params.id),
    );
    app.patch(
      '/StockOperation/:id/send',
      { config: stock, schema: { params: idPathParam, body: stockOperationNoteBody, response: { 200: stockOperation } } },
      (req) => operations.send(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.patch(
      '/StockOperation/:id/receive',
      { config: stock, schema: { params: idPathParam, body: stockOperationReceiveBody, response: { 200: stockOperation } } },
      (req) => operations.receive(db, ctxOf(req), req.params.id, req.body),
    );
    app.patch(
      '/StockOperation/:id/cancel',
      { config: stock, schema: { params: idPathParam, body: stockOperationNoteBody, response: { 200: stockOperation } } },
      (req) => operations.cancel(db, ctxOf(req), req.params.id, req.body?.note),
    );
    app.get(
      '/StockOperation/command/:id',
      {
        config: { tags: ['gestion_stock', 'gestion_command'] as const },
        schema: { params: idPathParam, response: { 200: commandStockMovements } },
      },
      (req) => operations.commandMovements(db, ctxOf(req), req.params.id),
    );

    // ---- Stock by business day
    app.get(
      '/Stock/getOpened/byEntity/:id',
      { config: stock, schema: { params: stockEntityParams, querystring: stockEntityQuery, response: { 200: stockOpenedDays } } },
      (req) => stockDays.opened(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Stock/getClosed/byEntity/:id',
      { config: stock, schema: { params: stockEntityParams, querystring: stockDaysQuery, response: { 200: stockClosedDays } } },
      (req) => stockDays.closed(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Stock/day/:id',
      { config: stock, schema: { params: idPathParam, querystring: stockDayQuery, response: { 200: stockDayDetail } } },
      (req) => stockDays.dayDetail(db, ctxOf(req), req.params.id, req.query),
    );
  };
