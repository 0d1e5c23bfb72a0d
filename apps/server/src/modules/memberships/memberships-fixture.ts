// The memberships tests' company: a till (tillSetup), a 'Brushing' service at 50, a client and a 'Forfait 4 brushings'
// plan of 150 a month on that service, made through the real routes; and the dates the tests count periods from.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { newArticle, tillSetup } from '../orders/orders-helpers';

export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The plan's uses per period (null: unlimited) and its tax rate (the server's default when not given). */
export async function membershipSetup(t: TestApp, plan: { usesPerPeriod?: number | null; tva?: number } = {}) {
  const s = await tillSetup(t);
  const service = await newArticle(t, s.entrepriseId, { price: 5000, label: 'Brushing', isService: true });
  const client = await t.call({ method: 'POST', url: '/api/Client', token: s.admin.token, payload: { name: 'Salma Idrissi' } });
  expect(client.statusCode, client.body).toBe(200);
  const made = await t.call({
    method: 'POST',
    url: '/api/MembershipPlan',
    token: s.admin.token,
    payload: {
      intitule: 'Forfait 4 brushings',
      kind: 'package',
      price: 150,
      period: 'monthly',
      usesPerPeriod: plan.usesPerPeriod === undefined ? 4 : plan.usesPerPeriod,
      priceIds: [service.priceId],
      ...(plan.tva === undefined ? {} : { tva: plan.tva }),
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  return { ...s, service, clientId: client.json().client.id as number, planId: made.json().id as number, plan: made.json() };
}
export type MembershipSetup = Awaited<ReturnType<typeof membershipSetup>>;
