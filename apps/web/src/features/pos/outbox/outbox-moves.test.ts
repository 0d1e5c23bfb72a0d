// A delivery man's moves queued in the till's outbox (issue 29): sent once, in the order they were made, with the
// sales and payments; a lost network stops the round and keeps the move; a refusal is kept with its reason.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { resetOutboxDb, type OutboxMove } from './outbox-db';
import { drainOnce, type DrainDeps } from './outbox-drain';
import { enqueueMove, openMoves, pendingMoves } from './outbox-moves';
import { enqueuePayment } from './outbox-payments';

const pause = () => new Promise((r) => setTimeout(r, 3));

const move = (key: string, commandId: number, path = 'addCommandsToDelivered') =>
  enqueueMove({
    key,
    entrepriseId: 1,
    userId: 9,
    userName: 'Omar',
    path,
    body: { commandIds: [commandId], collected: [{ commandId, amount: 20 }] },
    label: `#${commandId}`,
  });

function server(answer: (key: string) => Error | null = () => null) {
  const seen: string[] = [];
  const deps: DrainDeps = {
    entrepriseId: 1,
    send: () => Promise.reject(new Error('no sale here')),
    pay: async (_b, key) => {
      seen.push(key);
      const a = answer(key);
      if (a) throw a;
    },
    move: async (row: OutboxMove) => {
      seen.push(row.key);
      const a = answer(row.key);
      if (a) throw a;
    },
  };
  return { seen, deps };
}

beforeEach(async () => {
  await resetOutboxDb();
});
afterEach(async () => {
  await resetOutboxDb();
});

describe('shipping moves in the outbox', () => {
  it('sends each move once, in the order made among the payments, and keeps a refusal with its reason', async () => {
    await move('move-aaaa-1', 1);
    await pause();
    await enqueuePayment({
      key: 'pay-bbbb-2',
      entrepriseId: 1,
      userId: 3,
      userName: 'Karim',
      body: { commandId: 5, caisseId: 7, modePayment: 'cash' },
      ticketNumber: 12,
      amount: 1000,
      currencyTag: 'MAD',
    });
    await pause();
    await move('move-cccc-3', 2, 'addCommandsToReturned');
    await move('move-aaaa-1', 1); // the same key again: one row
    const refusal = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'déjà livrée',
      errors: [{ field: 'commandIds.2', message: 'x' }],
      hasBody: true,
    });
    const { seen, deps } = server((k) => (k === 'move-cccc-3' ? refusal : null));
    const round = await drainOnce(deps);
    expect(seen).toEqual(['move-aaaa-1', 'pay-bbbb-2', 'move-cccc-3']);
    expect(round).toEqual({ sent: 2, refused: 1, blocked: false });
    const open = await openMoves(1);
    expect(open.map((m) => [m.key, m.status, m.refusal?.message])).toEqual([['move-cccc-3', 'failed', 'déjà livrée']]);
    // Nothing left to send: a second round sends nothing again.
    expect((await drainOnce(deps)).sent).toBe(0);
  });

  it('keeps the move when the network is lost, and sends it on the next round', async () => {
    await move('move-dddd-4', 3);
    let offline = true;
    const noNetwork = new ApiError({ status: 0, code: 'NETWORK', message: '', errors: [], hasBody: false });
    const { seen, deps } = server(() => (offline ? noNetwork : null));
    expect((await drainOnce(deps)).blocked).toBe(true);
    expect((await pendingMoves(1)).map((m) => m.attempts)).toEqual([1]);
    offline = false;
    expect(await drainOnce(deps)).toEqual({ sent: 1, refused: 0, blocked: false });
    expect(seen).toEqual(['move-dddd-4', 'move-dddd-4']);
    expect(await openMoves(1)).toEqual([]);
  });
});
