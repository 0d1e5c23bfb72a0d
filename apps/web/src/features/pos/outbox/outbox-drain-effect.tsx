// The outbox drains app-wide for a signed-in user (not only on the till): mounted by the root route once the user is
// known, it starts the drain of the user's company and stops it on sign-out or a company switch.
import { useEffect } from 'react';
import { clearOffline } from '../../../lib/app-status';
import { ordersApi } from '../api/orders-api';
import { startDrain } from './outbox-drain';
import { sendMove } from './outbox-moves';

export function OutboxDrain({ entrepriseId }: { entrepriseId: number }) {
  useEffect(
    () => startDrain({ entrepriseId, send: ordersApi.insertQueued, pay: ordersApi.payQueued, move: sendMove, onReached: clearOffline }),
    [entrepriseId],
  );
  return null;
}
