// The dashboard calls of api-spec 7.13 under /DashBoard (issue 24), each with the period and the stores of its query and
// the previous period beside every figure; the xlsx of any chart, and the export-charts link that downloads it without
// a session (a short-lived signed token). Rights: the sales charts need gestion_caisse; the home gestion_caisse or
// gestion_stock (product-spec §2 '/'); real versus theoretical stock gestion_stock; margins gestion_profit.
import {
  bestSellersCharts,
  billetsCharts,
  caisseLiveCharts,
  caisseLiveQuery,
  chartExportBody,
  chartExportLink,
  chartExportLinkQuery,
  chiffreAffaireCharts,
  contributionCharts,
  dashboardQuery,
  homeQuickCharts,
  marginsCharts,
  pointOfSellCharts,
  productSalesByUsersCharts,
  productSalesCharts,
  productSalesQuery,
  stockReelTheoriqueCharts,
  topSellersCharts,
  ventesCharts,
} from '@comptoir/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { businessDay, localTimeOf } from '../caisse/caisse.common';
import * as charts from './dashboards.service';
import {
  CHARTS,
  HOME_TAGS,
  PROFIT_TAGS,
  SALES_TAGS,
  STOCK_TAGS,
  chartFileName,
  chartWorkbook,
  hasChartTags,
  linkContext,
  signLink,
  verifyLink,
} from './export';
import { periodsOf } from './periods';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const dashboardsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const input = (req: FastifyRequest) => ({ db, ctx: ctxOf(req), today: businessDay(localTimeOf(req)) });
    const query = dashboardQuery.prefault({});
    const products = productSalesQuery.prefault({});
    const sales = { tags: SALES_TAGS };

    app.post(
      '/DashBoard/getHomeQuickCharts',
      { config: { tags: HOME_TAGS }, schema: { body: query, response: { 200: homeQuickCharts } } },
      (req) => charts.homeQuickCharts(input(req), req.body),
    );
    app.post('/DashBoard/getPointOfSellCharts', { config: sales, schema: { body: query, response: { 200: pointOfSellCharts } } }, (req) =>
      charts.pointOfSellCharts(input(req), req.body),
    );
    app.post('/DashBoard/getContributionCharts', { config: sales, schema: { body: query, response: { 200: contributionCharts } } }, (req) =>
      charts.contributionCharts(input(req), req.body),
    );
    app.post(
      '/DashBoard/getChiffreAffaireCharts',
      { config: sales, schema: { body: query, response: { 200: chiffreAffaireCharts } } },
      (req) => charts.chiffreAffaireCharts(input(req), req.body),
    );
    app.post(
      '/DashBoard/getStockReelTheoriqueCharts',
      { config: { tags: STOCK_TAGS }, schema: { body: query, response: { 200: stockReelTheoriqueCharts } } },
      (req) => charts.stockReelTheoriqueCharts(input(req), req.body),
    );
    app.post('/DashBoard/getVentesCharts', { config: sales, schema: { body: query, response: { 200: ventesCharts } } }, (req) =>
      charts.ventesCharts(input(req), req.body),
    );
    app.post(
      '/DashBoard/getProductSalesCharts',
      { config: sales, schema: { body: products, response: { 200: productSalesCharts } } },
      (req) => charts.productSalesCharts(input(req), req.body),
    );
    app.post(
      '/DashBoard/getProductSalesCharts/ByUsersV2',
      { config: sales, schema: { body: products, response: { 200: productSalesByUsersCharts } } },
      (req) => charts.productSalesByUsersCharts(input(req), req.body),
    );
    app.post('/DashBoard/getTopSellersCharts', { config: sales, schema: { body: query, response: { 200: topSellersCharts } } }, (req) =>
      charts.topSellersCharts(input(req), req.body),
    );
    app.post('/DashBoard/getBestSellersCharts', { config: sales, schema: { body: query, response: { 200: bestSellersCharts } } }, (req) =>
      charts.bestSellersCharts(input(req), req.body),
    );
    app.post(
      '/DashBoard/getMarginsCharts',
      { config: { tags: PROFIT_TAGS }, schema: { body: query, response: { 200: marginsCharts } } },
      (req) => charts.marginsCharts(input(req), req.body),
    );
    app.post('/DashBoard/getBilletsCharts', { config: sales, schema: { body: query, response: { 200: billetsCharts } } }, (req) =>
      charts.billetsCharts(input(req), req.body),
    );
    app.get(
      '/DashBoard/getCaisseLiveCharts',
      { config: sales, schema: { querystring: caisseLiveQuery, response: { 200: caisseLiveCharts } } },
      (req) => charts.caisseLiveCharts(input(req), req.query.entityIdList),
    );

    // Exports: the route is open to any signed-in user of the dashboards; the chart's own tags are checked per chart.
    const exportTags = { tags: [...new Set([...HOME_TAGS, ...PROFIT_TAGS])] };
    app.post('/DashBoard/exportCharts', { config: exportTags, schema: { body: chartExportBody } }, async (req, reply) => {
      const i = input(req);
      if (!hasChartTags(i.ctx, req.body.chartName)) throw new AppError('FORBIDDEN', 'unauthorized action');
      const answer = await CHARTS[req.body.chartName].read(i, req.body);
      const p = periodsOf(req.body, i.today).current;
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${chartFileName(req.body.chartName, p.from, p.to)}"`)
        .send(chartWorkbook(req.body.chartName, answer, i.ctx.locale));
    });
    app.post(
      '/DashBoard/exportChartsLink',
      { config: exportTags, schema: { body: chartExportBody, response: { 200: chartExportLink } } },
      async (req) => {
        const i = input(req);
        if (!hasChartTags(i.ctx, req.body.chartName)) throw new AppError('FORBIDDEN', 'unauthorized action');
        // The stores are checked now too: a link is made only for what the user sees.
        const entityIdList = req.body.entityIdList?.length ? await charts.storesFor(db, i.ctx, req.body.entityIdList) : undefined;
        const { from, to } = periodsOf(req.body, i.today).current;
        const params = { chartName: req.body.chartName, from, to, userId: i.ctx.userId, entityIdList };
        const { token, expiresAt } = signLink(deps.config.secret, params, i.ctx.entrepriseId);
        const q = new URLSearchParams({ chartName: params.chartName, from, to, userId: String(params.userId), token });
        if (entityIdList) q.set('entityIdList', entityIdList.join(','));
        return { url: `${deps.config.publicUrl}${deps.config.prefixes.api}/DashBoard/exportCharts?${q.toString()}`, token, expiresAt };
      },
    );
    // Public door, but only with a valid signed token: the link is opened by the browser or a mail, without the session.
    app.get('/DashBoard/exportCharts', { config: { public: true }, schema: { querystring: chartExportLinkQuery } }, async (req, reply) => {
      const { token, ...params } = req.query;
      const entrepriseId = verifyLink(deps.config.secret, params, token);
      const ctx = await linkContext(db, entrepriseId, params.userId, params.chartName, req.locale);
      const answer = await CHARTS[params.chartName].read(
        { db, ctx, today: params.to },
        { period: 'custom', from: params.from, to: params.to, entityIdList: params.entityIdList },
      );
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${chartFileName(params.chartName, params.from, params.to)}"`)
        .send(chartWorkbook(params.chartName, answer, req.locale));
    });
  };
