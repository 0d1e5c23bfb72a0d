// The demo cash data: registers in the three stores, 90 closed days, today's sessions open, ledgers consistent.
import { expectedByMode } from '@comptoir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createDemoCompany, DEMO_DOMAIN, DEMO_PASSWORD } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo cash registers', () => {
  it('creates 90 days of closed sessions and today open, quickly, with running totals equal to the ledger', async () => {
    const started = Date.now();
    await createDemoCompany(t.deps.database);
    expect(Date.now() - started).toBeLessThan(15_000);
    const { db } = t.deps.database;
    const registers = await db.selectFrom('registers').select(['id', 'magasin_id']).execute();
    expect(new Set(registers.map((r) => r.magasin_id)).size).toBe(3);
    const sessions = await db.selectFrom('caisses').selectAll().execute();
    expect(sessions.filter((s) => s.state === 'closed')).toHaveLength(registers.length * 90);
    expect(sessions.filter((s) => s.state === 'opened')).toHaveLength(registers.length - 1);
    const ops = await db.selectFrom('operations').select(['caisse_id', 'type', 'modePayment', 'amount']).execute();
    const totals = await db.selectFrom('caisse_totals').selectAll().execute();
    for (const s of sessions) {
      const mine = ops
        .filter((o) => o.caisse_id === s.id)
        .map((o) => ({ type: o.type, modePayment: o.modePayment, amount: Number(o.amount) }));
      const kept = totals
        .filter((x) => x.caisse_id === s.id)
        .map((x) => ({ type: x.type, modePayment: x.modePayment, amount: Number(x.amount) }));
      expect(expectedByMode(kept)).toEqual(expectedByMode(mine));
      if (s.state === 'closed') {
        const exp = Object.values(expectedByMode(mine)).reduce((a, b) => a + b, 0);
        expect(Number(s.expectedTotal)).toBe(exp);
        expect(Number(s.countedTotal) - Number(s.expectedTotal)).toBe(Number(s.difference));
      }
    }
    const diffs = sessions.filter((s) => s.state === 'closed').map((s) => Number(s.difference));
    expect(diffs.filter((d) => d === 0).length).toBeGreaterThan(diffs.length / 2);
    expect(diffs.some((d) => d !== 0)).toBe(true);
    // The manager reads a session with a difference beyond the threshold and its approval.
    const token = await signIn(t, `gerant@${DEMO_DOMAIN}`, DEMO_PASSWORD);
    const approval = await db.selectFrom('approvals').select('caisse_id').executeTakeFirst();
    if (approval) {
      const d = (await t.call({ method: 'GET', url: `/api/Caisse/${approval.caisse_id}/getDetail`, token })).json();
      expect(d.approvals).toHaveLength(1);
      expect(Math.abs(d.difference)).toBeGreaterThan(20);
    }
    const open = sessions.find((s) => s.state === 'opened')!;
    expect(
      (await t.call({ method: 'GET', url: `/api/Caisse/getOpened/byMagasin/${open.magasin_id}`, token })).json().length,
    ).toBeGreaterThan(0);
  });
});
