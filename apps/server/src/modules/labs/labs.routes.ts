// Labs and production planning (issue 27, api-spec 7.15). The spec's calls: POST /Lab/{id}/DayPlanning/ (the day's
// grid, with the suggestion) and /Lab/{id}/DayPlanning/Add (save it), GET /Lab/{id}/ProduitMagasin and
// /Lab/{id}/LabPlannings, GET /LabPlanning/{id}/details, POST /LabProduitMagasin, GET /PlanningPeriod/. Ours: PUT
// /Lab/{id} and GET /Lab/{id}/settings (name, store, people), GET /Lab/bakers, POST and DELETE /PlanningPeriod, PATCH
// /LabPlanning/{id}/state (the moves), PATCH /LabPlanning/{id}/shipments/{operationId}/send. GET/POST /Lab and GET/DELETE /Lab/{id} stay in the stock module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayPlanning,
  dbId,
  dayPlanningAddBody,
  dayPlanningBody,
  idPathParam,
  labPerson,
  labPlanningDetails,
  labPlanningsPage,
  labPlanningsQuery,
  labPlanningStateBody,
  labProduitMagasin,
  labProduitMagasinBody,
  labSettings,
  labUpdateBody,
  planningPeriod,
  planningPeriodBody,
} from '@comptoir/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as day from './day-planning.service';
import * as production from './lab-production.service';
import * as settings from './labs-settings.service';

export const labsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const lab = { tags: ['gestion_lab'] as const };
    const labOrStock = { tags: ['gestion_lab', 'gestion_stock'] as const };
    app.get('/PlanningPeriod', { config: labOrStock, schema: { response: { 200: z.array(planningPeriod) } } }, (req) =>
      settings.periods(db.db, ctxOf(req).entrepriseId),
    );
    app.post('/PlanningPeriod', { config: lab, schema: { body: planningPeriodBody, response: { 200: planningPeriod } } }, (req) =>
      settings.addPeriod(db, ctxOf(req), req.body),
    );
    app.delete(
      '/PlanningPeriod/:id',
      { config: lab, schema: { params: idPathParam, response: { 200: z.object({ id: z.number() }) } } },
      (req) => settings.deletePeriod(db, ctxOf(req), req.params.id),
    );
    app.get('/Lab/bakers', { config: labOrStock, schema: { response: { 200: z.array(labPerson) } } }, (req) =>
      settings.bakers(db, ctxOf(req)),
    );
    app.get('/Lab/:id/settings', { config: labOrStock, schema: { params: idPathParam, response: { 200: labSettings } } }, (req) =>
      settings.settings(db, ctxOf(req), req.params.id),
    );
    app.put(
      '/Lab/:id',
      { config: labOrStock, schema: { params: idPathParam, body: labUpdateBody, response: { 200: labSettings } } },
      (req) => settings.update(db, ctxOf(req), req.params.id, req.body),
    );
    app.get(
      '/Lab/:id/ProduitMagasin',
      { config: labOrStock, schema: { params: idPathParam, response: { 200: z.array(labProduitMagasin) } } },
      (req) => settings.listProduitMagasins(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/LabProduitMagasin',
      { config: labOrStock, schema: { body: labProduitMagasinBody, response: { 200: z.array(labProduitMagasin) } } },
      (req) => settings.saveProduitMagasins(db, ctxOf(req), req.body),
    );
    app.post(
      '/Lab/:id/DayPlanning',
      { config: lab, schema: { params: idPathParam, body: dayPlanningBody, response: { 200: dayPlanning } } },
      (req) => day.dayPlanning(db, ctxOf(req), req.params.id, req.body),
    );
    app.post(
      '/Lab/:id/DayPlanning/Add',
      { config: lab, schema: { params: idPathParam, body: dayPlanningAddBody, response: { 200: dayPlanning } } },
      (req) => day.addDayPlanning(db, ctxOf(req), req.params.id, req.body),
    );
    app.get(
      '/Lab/:id/LabPlannings',
      { config: lab, schema: { params: idPathParam, querystring: labPlanningsQuery, response: { 200: labPlanningsPage } } },
      (req) => production.labPlannings(db, ctxOf(req), req.params.id, req.query),
    );
    app.get('/LabPlanning/:id/details', { config: lab, schema: { params: idPathParam, response: { 200: labPlanningDetails } } }, (req) =>
      production.details(db, ctxOf(req), req.params.id),
    );
    app.patch(
      '/LabPlanning/:id/state',
      { config: lab, schema: { params: idPathParam, body: labPlanningStateBody, response: { 200: labPlanningDetails } } },
      (req) => production.move(db, ctxOf(req), req.params.id, req.body),
    );
    app.patch(
      '/LabPlanning/:id/shipments/:operationId/send',
      {
        config: lab,
        schema: { params: z.object({ id: dbId, operationId: dbId }), response: { 200: labPlanningDetails } },
      },
      (req) => production.sendShipment(db, ctxOf(req), req.params.id, req.params.operationId),
    );
  };
