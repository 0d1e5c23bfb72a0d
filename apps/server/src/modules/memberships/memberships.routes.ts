// Client memberships (issue 32; api-spec 7.17 names subscriptions without paths: ours, in the spec's style, are listed
// in docs/decisions.md). The back office needs gestion_des_abonnements; the till reads plans and a client's
// subscriptions and subscribes a client with its selling rights too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idPathParam,
  membership,
  membershipDashboard,
  membershipDashboardQuery,
  membershipHistoryPage,
  membershipHistoryQuery,
  membershipPlan,
  membershipPlanBody,
  membershipStateBody,
  membershipStats,
  membershipsPage,
  membershipsQuery,
  renewalRun,
  subscribeAnswer,
  subscribeBody,
  type FunctionalityTag,
} from '@comptoir/shared';
import { ctxOf } from '../../http/access';
import { periodic } from '../../http/periodic';
import { answer, idempotencyKeyOf } from '../../lib/idempotency';
import type { Deps } from '../../lib/deps';
import * as reports from './membership-reports.service';
import * as service from './memberships.service';
import { RENEWAL_EVERY_MS, runRenewals } from './renewals';

export const membershipsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database;
    const manage: { tags: readonly FunctionalityTag[] } = { tags: ['gestion_des_abonnements'] };
    const till: { tags: readonly FunctionalityTag[] } = {
      tags: ['gestion_des_abonnements', 'direct_web_point_of_sell', 'web_point_of_sell'],
    };

    // The scheduled renewals: every instance runs them; the claims make each due date bill once.
    if (deps.config.nodeEnv !== 'test')
      periodic(app, 'membership renewals', RENEWAL_EVERY_MS, async () => {
        const r = await runRenewals(db, { live: deps.live });
        return (r.renewed || r.expired || r.reminded) && r;
      });

    app.get('/MembershipPlans', { config: till, schema: { response: { 200: z.array(membershipPlan) } } }, (req) =>
      service.listPlans(db, ctxOf(req)),
    );
    app.post('/MembershipPlan', { config: manage, schema: { body: membershipPlanBody, response: { 200: membershipPlan } } }, (req) =>
      service.savePlan(db, ctxOf(req), req.body),
    );
    app.put(
      '/MembershipPlan/:id',
      { config: manage, schema: { params: idPathParam, body: membershipPlanBody, response: { 200: membershipPlan } } },
      (req) => service.savePlan(db, ctxOf(req), req.body, req.params.id),
    );
    app.delete(
      '/MembershipPlan/:id',
      { config: manage, schema: { params: idPathParam, response: { 200: z.object({ id: z.number() }) } } },
      (req) => service.deletePlan(db, ctxOf(req), req.params.id),
    );

    app.get('/Subscriptions', { config: manage, schema: { querystring: membershipsQuery, response: { 200: membershipsPage } } }, (req) =>
      service.list(db, ctxOf(req), req.query),
    );
    app.get(
      '/Subscriptions/ByClient/:id',
      { config: till, schema: { params: idPathParam, response: { 200: z.array(membership) } } },
      (req) => service.byClient(db, ctxOf(req), req.params.id),
    );
    app.post('/Subscription', { config: till, schema: { body: subscribeBody, response: { 200: subscribeAnswer } } }, async (req, reply) =>
      answer(reply, await service.subscribe(db, ctxOf(req), req.body, idempotencyKeyOf(req, req.body.key))),
    );
    app.patch(
      '/Subscription/:id/state',
      { config: manage, schema: { params: idPathParam, body: membershipStateBody, response: { 200: membership } } },
      (req) => service.changeState(db, ctxOf(req), req.params.id, req.body.action),
    );
    // The job's run asked by hand (it runs by itself every few minutes): what it did.
    app.post('/Subscriptions/Renew', { config: manage, schema: { response: { 200: renewalRun } } }, (req) =>
      runRenewals(db, { live: deps.live, entrepriseId: ctxOf(req).entrepriseId }),
    );

    app.get(
      '/Membership/Dashboard',
      { config: manage, schema: { querystring: membershipDashboardQuery, response: { 200: membershipDashboard } } },
      (req) => reports.dashboard(db, ctxOf(req), req.query),
    );
    app.get(
      '/Membership/Stats',
      {
        config: manage,
        schema: { querystring: z.object({ currencyTag: z.string().max(10).optional() }), response: { 200: membershipStats } },
      },
      (req) => reports.stats(db, ctxOf(req), req.query),
    );
    app.get(
      '/Membership/Historique',
      { config: manage, schema: { querystring: membershipHistoryQuery, response: { 200: membershipHistoryPage } } },
      (req) => reports.history(db, ctxOf(req), req.query),
    );
  };
