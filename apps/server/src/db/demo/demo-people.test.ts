// The demo's people and memberships (issue 32, members helper): collaborators with punch cards of recent weeks, plans
// with subscribed clients, and the demo cashier's code unlocking the till under her own account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoCompany } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo people and memberships', () => {
  it('seeds collaborators with recent punch cards, three plans and subscribed clients with billed periods', async () => {
    await createDemoCompany(t.deps.database);
    const { db } = t.deps.database;
    const people = await db.selectFrom('collaborators').select(['id', 'user_id']).execute();
    expect(people).toHaveLength(5);
    expect(people.filter((p) => p.user_id !== null)).toHaveLength(2);
    const cards = await db.selectFrom('punch_cards').select(['startAt', 'endAt']).execute();
    expect(cards.length).toBeGreaterThan(80);
    expect(cards.filter((c) => c.endAt === null)).toHaveLength(1);
    const plans = await db.selectFrom('membership_plans').select(['id', 'tva']).execute();
    expect(plans).toHaveLength(3);
    const members = await db.selectFrom('memberships').select(['etat']).execute();
    expect(members).toHaveLength(20);
    expect(members.filter((m) => m.etat === 'active').length).toBeGreaterThan(15);
    const periods = await db.selectFrom('membership_periods').select(['command_id']).execute();
    expect(periods.length).toBeGreaterThan(20);
    for (const p of periods) expect(p.command_id).not.toBeNull();
    // Sessions used at the counter: each a 0 ticket whose line is the use's, within the plan's uses per period.
    const uses = await db
      .selectFrom('membership_uses as u')
      .innerJoin('command_lines as l', 'l.id', 'u.command_line_id')
      .innerJoin('commands as c', 'c.id', 'u.command_id')
      .innerJoin('memberships as m', 'm.id', 'u.membership_id')
      .innerJoin('membership_plans as p', 'p.id', 'm.plan_id')
      .select([
        'u.membership_id',
        'u.periodStart',
        'u.quantity',
        'l.price_id as linePrice',
        'u.price_id',
        'l.total',
        'c.total as orderTotal',
        'p.usesPerPeriod',
      ])
      .execute();
    expect(uses.length).toBeGreaterThan(10);
    for (const u of uses) {
      expect(u.linePrice).toBe(u.price_id);
      expect([Number(u.total), Number(u.orderTotal)]).toEqual([0, 0]);
    }
    const perPeriod = new Map<string, { n: number; max: number | null }>();
    for (const u of uses) {
      const k = `${u.membership_id}|${u.periodStart}`;
      perPeriod.set(k, { n: (perPeriod.get(k)?.n ?? 0) + Number(u.quantity), max: u.usesPerPeriod });
    }
    for (const v of perPeriod.values()) if (v.max !== null) expect(v.n).toBeLessThanOrEqual(v.max);
    const used = await db.selectFrom('membership_events').select('id').where('type', '=', 'used').execute();
    expect(used).toHaveLength(uses.length);
  }, 120_000);
});
