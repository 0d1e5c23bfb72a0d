// The offline catalogue's calls (api-spec 7.5 'Sync', 'Point-of-sale sync', 'Local catalogue'): the SQLite file, the
// catalogue fetch by marker (path not given by the spec: /catalogueV2/sync/catalogue), what is unsynced, rows by id
// list, and the point-of-sale sync on the secondary gateway (the same delta).
import { catalogueDelta, catalogueDeltaQuery, catalogueScopeQuery, syncByListIdBody, unsyncedCounts } from '@comptoir/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { READ } from '../catalogue/catalogue.routes';
import { catalogueFile } from './sqlite-file';
import * as sync from './sync.service';

const read = { tags: READ };

export const catalogueSyncRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    app.get('/assets/data.sqlite', { config: read, schema: { querystring: catalogueScopeQuery } }, async (req, reply) => {
      const { etag, file } = await catalogueFile(db, ctxOf(req), req.query);
      reply.header('etag', etag);
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
      const f = await file();
      return reply
        .header('x-catalogue-marker', f.lastUpdatedAt)
        .header('content-disposition', 'attachment; filename="data.sqlite"')
        .type('application/vnd.sqlite3')
        .send(f.bytes);
    });
    app.get('/sync/catalogue', { config: read, schema: { querystring: catalogueDeltaQuery, response: { 200: catalogueDelta } } }, (req) =>
      sync.delta(db, ctxOf(req), req.query),
    );
    app.get('/sync/unsynced', { config: read, schema: { querystring: catalogueDeltaQuery, response: { 200: unsyncedCounts } } }, (req) =>
      sync.unsynced(db, ctxOf(req), req.query),
    );
    app.post('/sync/by-list-id', { config: read, schema: { body: syncByListIdBody, response: { 200: catalogueDelta } } }, (req) =>
      sync.byListId(db, ctxOf(req), req.body),
    );
  };

/** On the secondary gateway: the till's sync, the same delta as the catalogue fetch. */
export const catalogueSyncGateway2Routes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/catalogueV2AP/PointOfSell/sync',
      { config: read, schema: { querystring: catalogueDeltaQuery, response: { 200: catalogueDelta } } },
      (req) => sync.delta(deps.database, ctxOf(req), req.query),
    );
  };
