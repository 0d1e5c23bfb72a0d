// Client memberships (issue 32; api-spec 7.17 "subscriptions: paths not shown", ours in docs/decisions.md): plans,
// subscriptions, the till's view of a client's subscriptions, the dashboard, the statistics and the history.
import { z } from 'zod';
import { MEMBERSHIP_ACTIONS, MEMBERSHIP_EVENTS, MEMBERSHIP_PERIODS, MEMBERSHIP_PLAN_KINDS, MEMBERSHIP_STATES } from '../memberships';
import { clientKey, moneyAmount } from './caisse.schema';
import { looseBoolean } from './common.schema';
import { dayString, idField, int32, int32Query } from './fields.schema';
import { listPage } from './list-query.schema';

export const membershipPlanBody = z.object({
  intitule: z.string().trim().min(3, { error: 'min_length' }).max(120),
  description: z
    .string()
    .trim()
    .max(500)
    .transform((s) => s || null)
    .nullable()
    .optional(),
  kind: z.enum(MEMBERSHIP_PLAN_KINDS),
  price: moneyAmount,
  currencyTag: z.string().trim().min(1).max(10).default('MAD'),
  period: z.enum(MEMBERSHIP_PERIODS),
  /** Uses allowed per period; null: unlimited. */
  usesPerPeriod: int32(1, 10_000).nullable(),
  /** The catalogue prices (services or the product) the plan covers: sold at 0 at the till while uses remain. */
  priceIds: z.array(idField).min(1, { error: 'required' }).max(200),
  active: z.boolean().default(true),
  /** The plan's tax rate in percent: its price includes it, its orders' lines carry it (0: none). */
  tva: z.number().min(0).max(100).default(0),
});
export type MembershipPlanBody = z.input<typeof membershipPlanBody>;
export type MembershipPlanData = z.output<typeof membershipPlanBody>;

export const membershipPlan = z.object({
  id: z.number(),
  intitule: z.string(),
  description: z.string().nullable(),
  kind: z.enum(MEMBERSHIP_PLAN_KINDS),
  price: z.number(),
  currencyTag: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  usesPerPeriod: z.number().nullable(),
  active: z.boolean(),
  prices: z.array(z.object({ id: z.number(), label: z.string() })),
  activeMembers: z.number(),
  tva: z.number(),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;

/** A client subscribes (at the till or in the back office); the first period's order is written with it. */
export const subscribeBody = z.object({
  clientId: idField,
  planId: idField,
  magasinId: idField,
  startAt: dayString.optional(),
  autoRenew: z.boolean().default(true),
  key: clientKey,
});
export type SubscribeBody = z.input<typeof subscribeBody>;
export type SubscribeData = z.output<typeof subscribeBody>;

export const membershipStateBody = z.object({ action: z.enum(MEMBERSHIP_ACTIONS) });
export type MembershipStateBody = z.infer<typeof membershipStateBody>;

export const membership = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string().nullable(),
  planId: z.number(),
  planIntitule: z.string(),
  kind: z.enum(MEMBERSHIP_PLAN_KINDS),
  magasinId: z.number(),
  etat: z.enum(MEMBERSHIP_STATES),
  autoRenew: z.boolean(),
  startAt: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  period: z.enum(MEMBERSHIP_PERIODS),
  price: z.number(),
  currencyTag: z.string(),
  usesPerPeriod: z.number().nullable(),
  used: z.number(),
  /** Uses left in the current period; null: unlimited. */
  usesLeft: z.number().nullable(),
  priceIds: z.array(z.number()),
  actions: z.array(z.enum(MEMBERSHIP_ACTIONS)),
  createdAt: z.string(),
});
export type Membership = z.infer<typeof membership>;

export const membershipsQuery = z.object({
  etat: z.enum(MEMBERSHIP_STATES).optional(),
  planId: int32Query(1).optional(),
  clientId: int32Query(1).optional(),
  keyword: z.string().trim().max(100).optional(),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 200).default(50),
});
export type MembershipsQuery = z.input<typeof membershipsQuery>;
export const membershipsPage = listPage(membership);

/** The scheduled renewal run, asked by hand (the job runs it by itself): what it did. */
export const renewalRun = z.object({ renewed: z.number(), expired: z.number(), reminded: z.number() });
export type RenewalRun = z.infer<typeof renewalRun>;

export const membershipDashboardQuery = z.object({ months: int32Query(1, 36).default(12), currencyTag: z.string().max(10).optional() });
export const membershipDashboard = z.object({
  currencyTag: z.string(),
  activeMembers: z.number(),
  suspendedMembers: z.number(),
  newThisMonth: z.number(),
  expiredLast30Days: z.number(),
  /** Members lost in the last 30 days over those active 30 days ago, in percent. */
  churnRate: z.number(),
  /** Revenue of billed periods (first and renewals) per month, YYYY-MM. */
  revenueByMonth: z.array(z.object({ month: z.string(), amount: z.number(), count: z.number() })),
  /** Renewals falling due in the next 7 days. */
  renewalsDue: z.array(membership),
});
export type MembershipDashboard = z.infer<typeof membershipDashboard>;

export const membershipStats = z.object({
  currencyTag: z.string(),
  plans: z.array(
    z.object({
      planId: z.number(),
      intitule: z.string(),
      active: z.number(),
      suspended: z.number(),
      expired: z.number(),
      refunded: z.number(),
      revenue: z.number(),
      uses: z.number(),
    }),
  ),
  usesByMonth: z.array(z.object({ month: z.string(), uses: z.number() })),
  byPeriod: z.array(z.object({ period: z.enum(MEMBERSHIP_PERIODS), active: z.number() })),
});
export type MembershipStats = z.infer<typeof membershipStats>;

export const membershipHistoryQuery = z.object({
  type: z.enum(MEMBERSHIP_EVENTS).optional(),
  clientId: int32Query(1).optional(),
  membershipId: int32Query(1).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
  all: looseBoolean.optional(),
  offset: int32Query(0, 10_000_000).default(0),
  limit: int32Query(1, 200).default(50),
});
export type MembershipHistoryQuery = z.input<typeof membershipHistoryQuery>;
export const membershipEvent = z.object({
  id: z.number(),
  membershipId: z.number(),
  clientId: z.number(),
  clientName: z.string().nullable(),
  planIntitule: z.string(),
  type: z.enum(MEMBERSHIP_EVENTS),
  commandId: z.number().nullable(),
  amount: z.number().nullable(),
  currencyTag: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type MembershipEvent = z.infer<typeof membershipEvent>;
export const membershipHistoryPage = listPage(membershipEvent);

/** A new subscription and the order of its first period. */
export const subscribeAnswer = membership.extend({ commandId: z.number().nullable() });
export type SubscribeAnswer = z.infer<typeof subscribeAnswer>;
