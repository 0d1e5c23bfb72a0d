// Stock on the secondary gateway (api-spec 7.7): what a store can sell of some prices now (the till and the shop show
// it beside a price), and the serial numbers recorded on sales (which sale a serial number left with; the same answer
// as the main API's /Command/SerialNumbers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialNumber, serialNumbersQuery, stockByPricesAnswer, stockByPricesBody, type StockByPricesAnswer } from '@comptoir/shared';
import type { Database } from '../../db/database';
import { ctxOf } from '../../http/access';
import { invalid } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import type { Deps } from '../../lib/deps';
import * as orders from '../orders/orders-read.service';
import { availabilityOf } from '../storefront/storefront-stock';
import { findStore } from './stock.repository';

export async function stockByPrices(
  database: Database,
  ctx: RequestContext,
  body: { magasinId: number; priceIds: number[] },
): Promise<StockByPricesAnswer> {
  const db = database.db;
  if (!(await findStore(db, ctx, body.magasinId))) throw invalid([{ field: 'magasinId', message: 'unknown_reference' }]);
  const prices = await db
    .selectFrom('prices')
    .select(['id', 'unity'])
    .where('entreprise_id', '=', ctx.entrepriseId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...new Set(body.priceIds)])
    .orderBy('id')
    .execute();
  const stock = await availabilityOf(db, ctx.entrepriseId, body.magasinId, prices);
  return { stocks: prices.map((p) => ({ priceId: p.id, ...(stock.get(p.id) ?? { stock: null, inStock: true }) })) };
}

export const stockGateway2Routes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The till asks what is left of what it shows; stock and order screens look serial numbers up (the main API's
    // readers' tags, and gestion_stock).
    const selling = { tags: ['gestion_stock', 'gestion_caisse', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };
    const looking = {
      tags: ['gestion_stock', 'gestion_command', 'gestion_caisse', 'web_point_of_sell', 'direct_web_point_of_sell'] as const,
    };
    const db = deps.database;
    app.post(
      '/stockV2AP/MsAccessPoint/stock/byPrices',
      { config: selling, schema: { body: stockByPricesBody, response: { 200: stockByPricesAnswer } } },
      (req) => stockByPrices(db, ctxOf(req), req.body),
    );
    app.get(
      '/stockV2AP/serialNumbers',
      { config: looking, schema: { querystring: serialNumbersQuery, response: { 200: z.array(serialNumber) } } },
      (req) => orders.serialNumbers(db, ctxOf(req), req.query),
    );
  };
