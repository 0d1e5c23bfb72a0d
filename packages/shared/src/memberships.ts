// Client memberships (issue 32; product-spec §1, §3 frequencies, §4 "subscription: expired, suspended", §9 periods):
// the periods a plan renews by, the date arithmetic of a period, and the subscription's state machine, used by the
// server (every change) and the web (which actions to offer).

/** Subscription periods (product-spec §9): weekly +7 days, biweekly +14 days, then months. */
export const MEMBERSHIP_PERIODS = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semester', 'annual', 'two_years', 'three_years'] as const;
export type MembershipPeriod = (typeof MEMBERSHIP_PERIODS)[number];

const STEP: Record<MembershipPeriod, { days?: number; months?: number }> = {
  weekly: { days: 7 },
  biweekly: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  semester: { months: 6 },
  annual: { months: 12 },
  two_years: { months: 24 },
  three_years: { months: 36 },
};

/** A plan is a number of sessions of services, or a product given each period. */
export const MEMBERSHIP_PLAN_KINDS = ['package', 'product'] as const;
export type MembershipPlanKind = (typeof MEMBERSHIP_PLAN_KINDS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The day a period starting on `day` (YYYY-MM-DD) ends (exclusive: the next period's first day). Months keep the day of
 * the month, clamped to the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addPeriod(day: string, period: MembershipPeriod): string {
  const [y, m, d] = day.split('-').map(Number);
  const step = STEP[period];
  if (step.days) return dayOf(new Date(Date.UTC(y, m - 1, d + step.days)));
  const months = m - 1 + (step.months ?? 0);
  const last = new Date(Date.UTC(y, months + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(y, months, Math.min(d, last))));
}

/** Days from `from` to `to` (YYYY-MM-DD), negative when `to` is before. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * 'refunded': ended because the order line that billed one of its periods was refunded, returned or cancelled
 * (terminal, as 'expired'; its uses can no longer be taken at the till).
 */
export const MEMBERSHIP_STATES = ['active', 'suspended', 'expired', 'refunded'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** What a manager does to a subscription: suspend, resume, stop renewing (ends with the period), end now. */
export const MEMBERSHIP_ACTIONS = ['suspend', 'resume', 'cancel', 'expire'] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

const ACTIONS: Record<MembershipState, readonly MembershipAction[]> = {
  active: ['suspend', 'cancel', 'expire'],
  suspended: ['resume', 'expire'],
  expired: [],
  refunded: [],
};

/** The actions a subscription allows in its state (cancel only while it still renews). */
export function membershipActions(m: { etat: MembershipState; autoRenew: boolean }): MembershipAction[] {
  return ACTIONS[m.etat].filter((a) => a !== 'cancel' || m.autoRenew);
}

/** The state an action leads to (cancel keeps the subscription active until its period ends). */
export function membershipAfter(etat: MembershipState, action: MembershipAction): MembershipState {
  switch (action) {
    case 'suspend':
      return 'suspended';
    case 'resume':
      return 'active';
    case 'cancel':
      return etat;
    case 'expire':
      return 'expired';
  }
}

/** What the history records. */
export const MEMBERSHIP_EVENTS = [
  'subscribed',
  'renewed',
  'used',
  'use_returned',
  'suspended',
  'resumed',
  'cancelled',
  'expired',
  'reminded',
  'refunded',
] as const;
export type MembershipEventType = (typeof MEMBERSHIP_EVENTS)[number];

/** A renewal reminder goes this many days before the period's end. */
export const MEMBERSHIP_REMIND_DAYS = 3;
