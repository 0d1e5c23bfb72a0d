// The small settings of api-spec 7.17 (issue 25): AdditionalInfoPaperSize and Instruction (CRUD with trash and
// restore), and the command report configuration of a store (product-spec §2 /settings/command/{id}/report).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandReportBody,
  commandReportConfig,
  idPathParam,
  instruction,
  instructionBody,
  okBody,
  paperSize,
  paperSizeBody,
  trashQuery,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './settings.service';

export const settingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    // Paper sizes are what order reports print on: read by whoever configures reports or the company.
    const papers = { tags: ['command_report', 'gestion_admins'] as const };
    const instructions = { tags: ['command_instruction'] as const };
    const report = { tags: ['command_report'] as const };
    const ok = { ok: true as const };

    app.get(
      '/AdditionalInfoPaperSize',
      { config: papers, schema: { querystring: trashQuery, response: { 200: z.array(paperSize) } } },
      (req) => service.paperSizes(db, ctxOf(req), req.query.onlyTrashed),
    );
    app.post('/AdditionalInfoPaperSize', { config: papers, schema: { body: paperSizeBody, response: { 200: paperSize } } }, (req) =>
      service.savePaperSize(db, ctxOf(req), req.body),
    );
    app.delete(
      '/AdditionalInfoPaperSize/:id',
      { config: papers, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => (await service.trash(db, ctxOf(req), 'paper_sizes', req.params.id), ok),
    );
    app.patch(
      '/AdditionalInfoPaperSize/restore/:id',
      { config: papers, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => (await service.restore(db, ctxOf(req), 'paper_sizes', req.params.id), ok),
    );

    app.get('/Instruction', { config: instructions, schema: { querystring: trashQuery, response: { 200: z.array(instruction) } } }, (req) =>
      service.instructions(db, ctxOf(req), req.query.onlyTrashed),
    );
    app.get('/Instruction/:id', { config: instructions, schema: { params: idPathParam, response: { 200: instruction } } }, (req) =>
      service.instruction(db, ctxOf(req), req.params.id),
    );
    app.post('/Instruction', { config: instructions, schema: { body: instructionBody, response: { 200: instruction } } }, (req) =>
      service.saveInstruction(db, ctxOf(req), req.body),
    );
    app.delete(
      '/Instruction/:id',
      { config: instructions, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => (await service.trash(db, ctxOf(req), 'instructions', req.params.id), ok),
    );
    app.patch(
      '/Instruction/restore/:id',
      { config: instructions, schema: { params: idPathParam, response: { 200: okBody } } },
      async (req) => (await service.restore(db, ctxOf(req), 'instructions', req.params.id), ok),
    );

    app.get(
      '/Magasin/:id/CommandReport',
      { config: report, schema: { params: idPathParam, response: { 200: commandReportConfig } } },
      (req) => service.commandReport(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/Magasin/:id/CommandReport',
      { config: report, schema: { params: idPathParam, body: commandReportBody, response: { 200: commandReportConfig } } },
      (req) => service.saveCommandReport(db, ctxOf(req), req.params.id, req.body),
    );
  };
