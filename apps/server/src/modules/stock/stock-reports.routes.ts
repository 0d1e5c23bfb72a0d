// Stock reports (issue 26 point 4; calls named in the spec's style where api-spec 7.7 shows none, see
// docs/decisions.md): GET /Entity/{id}/control, GET /Stock/statistics, GET /BalanceSheet/byEntity/{id} and its
// spreadsheet (gestion_bilan), GET /Product/Status (the company's products across its entities), a business day's or
// an entity's movements one by one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceSheet,
  balanceSheetQuery,
  idPathParam,
  stockControl,
  stockControlQuery,
  stockDayMovements,
  stockDayMovementsQuery,
  stockEntityMovementsQuery,
  stockEntityParams,
  stockProducts,
  stockProductsQuery,
  stockStatistics,
  stockStatisticsQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as reports from './stock-reports';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const stockReportsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const stock = { tags: ['gestion_stock'] as const };
    const bilan = { tags: ['gestion_bilan'] as const };
    const db = deps.database;
    app.get(
      '/Entity/:id/control',
      { config: stock, schema: { params: stockEntityParams, querystring: stockControlQuery, response: { 200: stockControl } } },
      (req) => reports.control(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Stock/statistics',
      { config: stock, schema: { querystring: stockStatisticsQuery, response: { 200: stockStatistics } } },
      (req) => reports.statistics(db, ctxOf(req), req.query),
    );
    app.get(
      '/BalanceSheet/byEntity/:id',
      { config: bilan, schema: { params: stockEntityParams, querystring: balanceSheetQuery, response: { 200: balanceSheet } } },
      async (req) => {
        const { minor: _minor, ...b } = await reports.balanceSheet(db, ctxOf(req), req.params.id, req.query);
        return b;
      },
    );
    app.get(
      '/BalanceSheet/byEntity/:id/excel',
      { config: bilan, schema: { params: stockEntityParams, querystring: balanceSheetQuery } },
      async (req, reply) => {
        const { buffer, fileName } = await reports.balanceSheetWorkbook(db, ctxOf(req), req.params.id, req.query);
        return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(buffer);
      },
    );
    app.get(
      '/Stock/day/:id/movements',
      { config: stock, schema: { params: idPathParam, querystring: stockDayMovementsQuery, response: { 200: stockDayMovements } } },
      (req) => reports.dayMovements(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/Entity/:id/movements',
      {
        config: stock,
        schema: { params: stockEntityParams, querystring: stockEntityMovementsQuery, response: { 200: stockDayMovements } },
      },
      (req) => reports.entityMovements(db, ctxOf(req), req.params.id, req.query),
    );
    app.get('/Product/Status', { config: stock, schema: { querystring: stockProductsQuery, response: { 200: stockProducts } } }, (req) =>
      reports.products(db, ctxOf(req), req.query),
    );
  };
