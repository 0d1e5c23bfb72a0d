import type { SessionDetail } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { sessionLog } from '../pages/session-log-page';
import { approvalState } from './approval-field';

describe('the approval step', () => {
  it('shows when the server asks for an approval (422 on approval) or refuses the code (403), not for other errors', () => {
    const err = (status: number, field: string, message = 'x') =>
      new ApiError({ status, code: 'X', message: 'm', errors: [{ field, message }], hasBody: true });
    // The 422 carries the server's reason (what is approved and why); a refused code alone has none.
    expect(approvalState(err(422, 'approval', 'Article non repris : Bague.'))).toEqual({
      kind: 'needed',
      reason: 'Article non repris : Bague.',
    });
    expect(approvalState(err(403, 'approval'))).toEqual({ kind: 'refused', reason: null });
    // A refusal repeats the reason on approval.reason: the dialog keeps saying what is approved and why.
    const refused = new ApiError({
      status: 403,
      code: 'FORBIDDEN',
      message: 'm',
      errors: [
        { field: 'approval', message: 'Code refusé' },
        { field: 'approval.reason', message: 'Article non repris : Bague.' },
      ],
      hasBody: true,
    });
    expect(approvalState(refused)).toEqual({ kind: 'refused', reason: 'Article non repris : Bague.' });
    expect(approvalState(err(422, 'amount'))).toBeNull();
    expect(approvalState(new Error('x'))).toBeNull();
  });
});

describe('the session log', () => {
  it('lists the opening, one event per count, the operations, the approval and the closing in time order', () => {
    const s = {
      openedAt: '2026-11-23T06:00:00.000Z',
      openedByName: 'Karim',
      openingFund: 450,
      closedAt: '2026-11-23T21:00:00.000Z',
      closedByName: 'Karim',
      difference: -70,
      billets: [
        { type: 'opening', created_at: '2026-11-23T06:00:00.000Z', amount: 400 },
        { type: 'opening', created_at: '2026-11-23T06:00:00.000Z', amount: 50 },
        { type: 'closing', created_at: '2026-11-23T21:00:00.000Z', amount: 250 },
      ],
      approvals: [{ created_at: '2026-11-23T21:00:00.000Z', approvedByName: 'Salma', action: 'closing_difference', amount: 70 }],
    } as unknown as SessionDetail;
    const ops = [
      {
        created_at: '2026-11-23T10:00:00.000Z',
        type: 'withdrawal',
        modePayment: 'cash',
        amount: 100,
        subType: null,
        reason: 'Coffre',
        userName: 'Karim',
      },
    ];
    const t = (k: string) => k;
    const log = sessionLog(s, ops, t, (v) => String(v));
    expect(log.map((e) => [e.at.slice(11, 16), e.title.split(' ')[0]])).toEqual([
      ['06:00', 'caisse.log.opened'],
      ['06:00', 'caisse.log.count_opening'],
      ['10:00', 'caisse.types.withdrawal'],
      ['21:00', 'caisse.log.count_closing'],
      ['21:00', 'caisse.z.approvedBy'],
      ['21:00', 'caisse.log.closed'],
    ]);
    expect(log[1].text).toBe('450');
  });
});
