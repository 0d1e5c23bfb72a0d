// Cash registers, sessions, business days, billets, operations and credits journal (api-spec 7.8), main API.
// Paths the spec does not show are ours (docs/decisions.md): registers, open and close, CalendarDayEntity calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billet,
  billetControlAnswer,
  billetCount,
  billetOperationBody,
  billetOperationsQuery,
  billetsQuery,
  calendarDay,
  calendarDayTagQuery,
  calendarDayUpdateBody,
  cashRegister,
  cashRegisterBody,
  closeSessionBody,
  commandIdParams,
  commandsRecap,
  commandsRecapBody,
  commandSummary,
  creditsPage,
  creditsQuery,
  graphData,
  graphQuery,
  idPathParam,
  modePaymentBody,
  okBody,
  openSessionBody,
  operation,
  operationAddBody,
  operationsPage,
  operationsQuery,
  operationType,
  payTotalyAnswer,
  payTotalyBody,
  paymentMethod,
  paymentMethodBody,
  paymentMethodsQuery,
  storePaymentMethodsBody,
  productRecapLine,
  recapOperations,
  recapQuery,
  session,
  sessionDetail,
  sessionsPage,
  sessionsQuery,
  zReport,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import type { Deps } from '../../lib/deps';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import { businessDay, localTimeOf } from './caisse.common';
import * as credits from './credits.service';
import * as ops from './operations.service';
import * as registers from './registers.service';
import * as sessions from './sessions.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const caisseRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const cash = { tags: ['gestion_caisse'] as const };
    const manageRegisters = { tags: ['gestion_magasin'] as const };
    const credit = { tags: ['commande_credite'] as const };
    const readMethods = { tags: ['gestion_caisse', 'gestion_payment_methods'] as const };
    const writeMethods = { tags: ['gestion_payment_methods'] as const };

    // ---- Registers of a store
    app.get('/Magasin/:id/Registers', { config: cash, schema: { params: idPathParam, response: { 200: z.array(cashRegister) } } }, (req) =>
      registers.listRegisters(db, ctxOf(req), req.params.id),
    );
    app.post('/Register', { config: manageRegisters, schema: { body: cashRegisterBody, response: { 200: cashRegister } } }, (req) =>
      registers.saveRegister(db, ctxOf(req), req.body),
    );
    app.delete('/Register/:id', { config: manageRegisters, schema: { params: idPathParam, response: { 200: okBody } } }, async (req) => {
      await registers.deleteRegister(db, ctxOf(req), req.params.id);
      return { ok: true as const };
    });

    // ---- Sessions
    app.post('/Caisse/open', { config: cash, schema: { body: openSessionBody, response: { 200: sessionDetail } } }, async (req, reply) =>
      answer(
        reply,
        await sessions.openSession(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.clientId), businessDay(localTimeOf(req))),
      ),
    );
    app.post(
      '/Caisse/:id/close',
      { config: cash, schema: { params: idPathParam, body: closeSessionBody, response: { 200: sessionDetail } } },
      async (req, reply) =>
        answer(reply, await sessions.closeSession(db, ctxOf(req), req.params.id, req.body, idempotencyKeyOf(req, req.body.clientId))),
    );
    const byStore = { config: cash, schema: { params: idPathParam, querystring: sessionsQuery, response: { 200: sessionsPage } } };
    app.get('/Caisse/getClosed/byMagasin/:id', byStore, (req) => sessions.listByStore(db, ctxOf(req), req.params.id, 'closed', req.query));
    app.get(
      '/Caisse/getOpened/byMagasin/:id',
      { config: cash, schema: { params: idPathParam, response: { 200: z.array(session) } } },
      (req) => sessions.openedByStore(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Caisse/graphData/:id',
      { config: cash, schema: { params: idPathParam, querystring: graphQuery, response: { 200: graphData } } },
      (req) => sessions.graphData(db, ctxOf(req), req.params.id, req.query.selectedTime, businessDay(localTimeOf(req))),
    );
    app.get('/Caisse/:id/getDetail', { config: cash, schema: { params: idPathParam, response: { 200: sessionDetail } } }, (req) =>
      sessions.getDetail(db, ctxOf(req), req.params.id),
    );
    app.get('/Caisse/:id/zReport', { config: cash, schema: { params: idPathParam, response: { 200: zReport } } }, (req) =>
      sessions.zReport(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Caisse/:id/recapVentesByProduct',
      { config: cash, schema: { params: idPathParam, response: { 200: z.array(productRecapLine) } } },
      (req) => ops.recapByProduct(db, ctxOf(req), req.params.id),
    );
    app.get('/Caisse/Command/:id', { config: cash, schema: { params: idPathParam, response: { 200: z.array(commandSummary) } } }, (req) =>
      ops.sessionCommands(db, ctxOf(req), req.params.id),
    );
    app.post('/Caisse/:id/accuse', { config: cash, schema: { params: idPathParam, response: { 200: sessionDetail } } }, (req) =>
      sessions.accuse(db, ctxOf(req), req.params.id),
    );
    app.post(
      '/Caisse/:id/validate/Command/:commandId',
      { config: cash, schema: { params: commandIdParams, response: { 200: commandSummary } } },
      async (req, reply) =>
        answer(reply, await ops.validateCommand(db, ctxOf(req), req.params.id, req.params.commandId, idempotencyKeyOf(req))),
    );
    app.post('/Caisse/CommandsRecap', { config: cash, schema: { body: commandsRecapBody, response: { 200: commandsRecap } } }, (req) =>
      ops.commandsRecap(db, ctxOf(req), req.body.caisseIds),
    );

    // ---- Business days (CalendarDayEntity) and billets
    app.get(
      '/CalendarDayEntity/Billets',
      { config: cash, schema: { querystring: billetsQuery, response: { 200: z.array(billet) } } },
      (req) => registers.billets(db, ctxOf(req), req.query.currencyTag),
    );
    const dayOf = (req: { headers: Record<string, unknown> }, tag: string) =>
      tag === 'today' ? businessDay(localTimeOf(req as never)) : tag;
    app.get(
      '/CalendarDayEntity/getByTag',
      { config: cash, schema: { querystring: calendarDayTagQuery, response: { 200: calendarDay } } },
      (req) => registers.dayByTag(db, ctxOf(req), req.query.magasinId, dayOf(req, req.query.tag)),
    );
    app.post(
      '/CalendarDayEntity/updateByTag',
      { config: cash, schema: { body: calendarDayUpdateBody, response: { 200: calendarDay } } },
      (req) => registers.updateDayByTag(db, ctxOf(req), req.body.magasinId, dayOf(req, req.body.tag), req.body.state),
    );
    app.get(
      '/CalendarDayEntity/:id/Operation',
      { config: cash, schema: { params: idPathParam, querystring: operationsQuery, response: { 200: operationsPage } } },
      (req) => ops.byDay(db, ctxOf(req), req.params.id, req.query),
    );
    app.get(
      '/CalendarDayEntity/:id/getRecapOperations',
      { config: cash, schema: { params: idPathParam, response: { 200: recapOperations } } },
      (req) => ops.dayRecap(db, ctxOf(req), req.params.id),
    );
    app.get(
      '/Billet/Operations',
      { config: cash, schema: { querystring: billetOperationsQuery, response: { 200: z.array(billetCount) } } },
      (req) => sessions.billetOperations(db, ctxOf(req), req.query.caisseId, req.query.type),
    );
    app.post(
      '/BilletOperation',
      { config: cash, schema: { body: billetOperationBody, response: { 200: billetControlAnswer } } },
      async (req, reply) =>
        answer(reply, await sessions.controlCount(db, ctxOf(req), req.body.caisseId, req.body.billets, idempotencyKeyOf(req))),
    );

    // ---- Operations
    app.post(
      '/CaisseOperations/add',
      { config: cash, schema: { body: operationAddBody, response: { 200: operation } } },
      async (req, reply) => answer(reply, await ops.addOperation(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.clientId))),
    );
    app.get('/CaisseOperation/Types', { config: cash, schema: { response: { 200: z.array(operationType) } } }, () => ops.operationTypes());
    app.get(
      '/Operation/Methods',
      { config: readMethods, schema: { querystring: paymentMethodsQuery, response: { 200: z.array(paymentMethod) } } },
      (req) => registers.paymentMethods(db, ctxOf(req), req.query.magasinId),
    );
    app.post(
      '/Operation/Methods/Magasin',
      { config: writeMethods, schema: { body: storePaymentMethodsBody, response: { 200: z.array(paymentMethod) } } },
      (req) => registers.saveStorePaymentMethods(db, ctxOf(req), req.body),
    );
    app.post(
      '/Operation/Methods',
      { config: writeMethods, schema: { body: paymentMethodBody, response: { 200: z.array(paymentMethod) } } },
      (req) => registers.savePaymentMethod(db, ctxOf(req), req.body),
    );
    app.put(
      '/Operation/:id/modePayment',
      { config: cash, schema: { params: idPathParam, body: modePaymentBody, response: { 200: operation } } },
      async (req, reply) =>
        answer(reply, await ops.changeMode(db, ctxOf(req), req.params.id, req.body.modePayment, req.body.reason, idempotencyKeyOf(req))),
    );
    app.post(
      '/Operation/PayTotaly',
      { config: cash, schema: { body: payTotalyBody, response: { 200: payTotalyAnswer } } },
      async (req, reply) => answer(reply, await ops.payTotaly(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.clientId))),
    );
    const list = { config: cash, schema: { params: idPathParam, querystring: operationsQuery, response: { 200: operationsPage } } };
    app.get('/Operations/ByMagasin/:id', list, (req) => ops.byStore(db, ctxOf(req), req.params.id, req.query));
    app.get('/Operations/ByCaisse/:id', list, (req) => ops.byCaisse(db, ctxOf(req), req.params.id, req.query));
    app.get(
      '/Magasin/:id/getRecapOperations',
      { config: cash, schema: { params: idPathParam, querystring: recapQuery, response: { 200: recapOperations } } },
      (req) => ops.storeRecap(db, ctxOf(req), req.params.id, req.query),
    );

    // ---- Credits journal
    app.get('/Credits/Journal', { config: credit, schema: { querystring: creditsQuery, response: { 200: creditsPage } } }, (req) =>
      credits.journal(db, ctxOf(req), req.query),
    );
    app.get(
      '/Credits/Journal/Export',
      { config: credit, schema: { querystring: creditsQuery.omit({ page: true, limit: true }) } },
      async (req, reply) => {
        const { buffer, fileName } = await credits.journalWorkbook(db, ctxOf(req), req.query);
        return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(buffer);
      },
    );
  };
