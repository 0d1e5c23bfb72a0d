// Sends a sale and never loses nor doubles it: the sale (with its client-generated id) is kept in the browser until the
// server has answered; a network failure retries the same body with the same id (the server answers a repeat with the
// first order), by itself every few seconds and on demand.
import { isApiError } from '../../../lib/api-error';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommandDetail } from '@comptoir/shared';
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { ordersApi, type InsertCommandBody } from '../api/orders-api';

const PENDING_KEY = STORAGE_KEYS.posPendingSale;
const RETRY_MS = 4000;

export type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; attempts: number } | { kind: 'failed' };

export const newSaleId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now()}-${Math.random().toString(36).slice(2, 14)}`;

export function readPendingSale(): InsertCommandBody | null {
  const raw = readStorage(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as InsertCommandBody;
  } catch {
    return null;
  }
}

export function useSendSale(onSent: (order: CommandDetail, body: InsertCommandBody) => void) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const [pending, setPending] = useState<InsertCommandBody | null>(readPendingSale);
  const timer = useRef<number | null>(null);
  const attempts = useRef(0);
  const inFlight = useRef(false);

  const attempt = useCallback(
    async (body: InsertCommandBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      window.clearTimeout(timer.current ?? undefined);
      setState({ kind: 'sending' });
      try {
        const order = await ordersApi.insert(body);
        removeStorage(PENDING_KEY);
        setPending(null);
        attempts.current = 0;
        setState({ kind: 'idle' });
        onSent(order, body);
      } catch (error) {
        if (isApiError(error) && error.isConnectionError) {
          // Kept: the same sale goes again with the same id.
          attempts.current += 1;
          setState({ kind: 'waiting', attempts: attempts.current });
          timer.current = window.setTimeout(() => void attempt(body), RETRY_MS);
        } else {
          // Refused (422, 409…): nothing was written; the cashier corrects the cart and pays again (a new id).
          removeStorage(PENDING_KEY);
          setPending(null);
          setState({ kind: 'failed' });
        }
      } finally {
        inFlight.current = false;
      }
    },
    [onSent],
  );

  useEffect(() => () => window.clearTimeout(timer.current ?? undefined), []);

  const send = useCallback(
    (body: InsertCommandBody) => {
      writeStorage(PENDING_KEY, JSON.stringify(body));
      setPending(body);
      attempts.current = 0;
      void attempt(body);
    },
    [attempt],
  );
  const retry = useCallback(() => {
    if (pending) void attempt(pending);
  }, [attempt, pending]);
  return { state, pending, send, retry };
}
