// Human resources (issue 32; paths ours, in the spec's style: docs/decisions.md "Human resources"). Collaborators,
// punch cards and timekeeping need human_resources; the time clock at the till's lock screen is the till's too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clockBoard,
  collaborator,
  collaboratorBody,
  collaboratorsPage,
  collaboratorsQuery,
  idPathParam,
  okBody,
  punchBody,
  punchCard,
  punchCardsPage,
  punchCardsQuery,
  punchCloseBody,
  punchState,
  timekeeping,
  timekeepingQuery,
} from '@comptoir/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as collaborators from './collaborators.service';
import * as punch from './punch.service';
import * as hours from './timekeeping.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const storeParam = z.object({ magasinId: idPathParam.shape.id });

export const rhRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const hr = { tags: ['human_resources'] as const };
    const clock = { tags: ['human_resources', 'web_point_of_sell', 'direct_web_point_of_sell'] as const };

    app.get('/Collaborator', { config: hr, schema: { querystring: collaboratorsQuery, response: { 200: collaboratorsPage } } }, (req) =>
      collaborators.list(db, ctxOf(req), req.query),
    );
    app.post('/Collaborator', { config: hr, schema: { body: collaboratorBody, response: { 200: collaborator } } }, (req) =>
      collaborators.save(db, ctxOf(req), req.body),
    );
    // /rh/collaborator/{id} carries no tag: a collaborator's card is readable by any member of the company.
    app.get('/Collaborator/:id', { schema: { params: idPathParam, response: { 200: collaborator } } }, (req) =>
      collaborators.get(db, ctxOf(req), req.params.id),
    );
    app.delete('/Collaborator/:id', { config: hr, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await collaborators.remove(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });

    app.get('/PunchCard/Magasin/:magasinId', { config: clock, schema: { params: storeParam, response: { 200: clockBoard } } }, (req) =>
      punch.board(db, ctxOf(req), req.params.magasinId),
    );
    const actions = [
      ['/PunchCard/Unlock', 'unlock'],
      ['/PunchCard/ClockIn', 'in'],
      ['/PunchCard/ClockOut', 'out'],
      ['/PunchCard/BreakStart', 'break_start'],
      ['/PunchCard/BreakEnd', 'break_end'],
    ] as const;
    for (const [path, action] of actions)
      app.post(path, { config: clock, schema: { body: punchBody, response: { 200: punchState } } }, (req) =>
        punch.punch(deps, ctxOf(req), req.body, action),
      );
    app.get('/PunchCard', { config: hr, schema: { querystring: punchCardsQuery, response: { 200: punchCardsPage } } }, (req) =>
      punch.list(db, ctxOf(req), req.query),
    );
    app.post(
      '/PunchCard/:id/Close',
      { config: hr, schema: { params: idPathParam, body: punchCloseBody, response: { 200: punchCard } } },
      (req) => punch.close(db, ctxOf(req), req.params.id, req.body),
    );

    app.get('/Timekeeping', { config: hr, schema: { querystring: timekeepingQuery, response: { 200: timekeeping } } }, (req) =>
      hours.month(db, ctxOf(req), req.query),
    );
    app.get('/Timekeeping/export', { config: hr, schema: { querystring: timekeepingQuery } }, async (req, reply) => {
      const { buffer, fileName } = await hours.workbook(db, ctxOf(req), req.query);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(buffer);
    });
  };
