// Currencies of the company, countries and cities (api-spec 7.3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citiesQuery, city, countriesAnswer, currenciesQuery, currency, currencyBody } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './reference.service';

export const referenceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/currencies', { schema: { querystring: currenciesQuery, response: { 200: z.array(currency) } } }, (req) =>
      service.currencies(deps.database, ctxOf(req), req.query.tag),
    );
    app.post(
      '/currencies',
      { config: { tags: ['gestion_admins'] }, schema: { body: currencyBody, response: { 200: z.array(currency) } } },
      (req) => service.setRate(deps.database, ctxOf(req), req.body.tag, req.body.value),
    );
    app.get('/countries', { schema: { response: { 200: countriesAnswer } } }, () => service.countries(deps.database));
    app.get('/cities', { schema: { querystring: citiesQuery, response: { 200: z.array(city) } } }, (req) =>
      service.cities(deps.database, req.query.countryId),
    );
  };
