// Company and store sliders, client questions (api-spec 7.2, 7.3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idPathParam, okBody, question, questionBody, questionsParam, slider, sliderBody } from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import * as service from './content.service';

export const contentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const manage = { tags: ['gestion_admins', 'gestion_magasin'] as const };
    const db = deps.database;
    app.post('/Entreprise/Slider/add', { config: manage, schema: { body: sliderBody, response: { 200: slider } } }, (req) =>
      service.saveSlider(db, ctxOf(req), req.body),
    );
    app.get('/Entreprise/sliders', { schema: { response: { 200: z.array(slider) } } }, (req) => service.companySliders(db, ctxOf(req)));
    app.delete('/Entreprise/Slider/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), 'sliders', req.params.id);
      return { ok: true as const };
    });
    app.get('/Magasin/:id/sliders', { schema: { params: idPathParam, response: { 200: z.array(slider) } } }, (req) =>
      service.storeSliders(db, ctxOf(req), req.params.id),
    );

    app.post('/Entreprise/Question/add', { config: manage, schema: { body: questionBody, response: { 200: question } } }, (req) =>
      service.saveQuestion(db, ctxOf(req), req.body),
    );
    app.get('/Entreprise/Question/:id/getQuestions', { schema: { params: questionsParam, response: { 200: z.array(question) } } }, (req) =>
      service.questions(db, ctxOf(req), req.params.id),
    );
    app.delete('/Entreprise/Question/:id', { config: manage, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await service.remove(db, ctxOf(req), 'questions', req.params.id);
      return { ok: true as const };
    });
  };
