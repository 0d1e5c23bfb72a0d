// Files (api-spec 7.16): multipart upload (1 MB limit), binary download with file-* headers, metadata by id list.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_HEADERS, UPLOAD_LIMIT_BYTES, fileListQuery, fileMeta, idPathParam, uploadAnswer, uploadQuery } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { periodic } from '../../http/periodic';
import { invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { FileStorage } from '../../files/storage';
import * as service from './files.service';

const SWEEP_EVERY_MS = 3_600_000;
const noFile = () => invalid([{ field: 'file', message: 'file_required' }]);

export const filesRoutes =
  (deps: Deps, storage: FileStorage = service.defaultStorage(deps)): FastifyPluginAsyncZod =>
  async (app) => {
    // Files whose row never committed (a crash mid-upload) are removed at start and every hour.
    periodic(
      app,
      'orphan files removed',
      SWEEP_EVERY_MS,
      async () => {
        const removed = await service.sweepOrphans(deps.database, storage);
        return removed.length && { removed: removed.length };
      },
      'await',
    );

    // Scoped to this plugin: only /File parses multipart bodies.
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 } });

    app.post('/File', { schema: { querystring: uploadQuery, response: { 200: uploadAnswer } } }, async (req) => {
      const ctx = ctxOf(req);
      if (!req.isMultipart()) throw noFile();
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw noFile();
      const data = await part.toBuffer(); // throws 413 past the limit
      const id = await service.upload(deps.database, storage, ctx, req.query.folder, {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      });
      return { data: id };
    });

    app.get('/File', { schema: { querystring: fileListQuery, response: { 200: z.array(fileMeta) } } }, (req) =>
      service.listMeta(deps.database, ctxOf(req), req.query.listId),
    );

    app.get('/File/:id', { schema: { params: idPathParam } }, async (req, reply) => {
      const { meta, body, type, attachment } = await service.download(deps.database, storage, ctxOf(req), req.params.id);
      const encoded = encodeURIComponent(meta.name);
      return reply
        .type(type)
        .header(FILE_HEADERS.extension, meta.extension)
        .header(FILE_HEADERS.size, String(meta.size))
        .header(FILE_HEADERS.name, encoded)
        .header('content-disposition', `${attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encoded}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('access-control-expose-headers', Object.values(FILE_HEADERS).join(', '))
        .send(body);
    });
  };
