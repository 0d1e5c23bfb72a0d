// Sending the outbox (DESIGN.md §3b, api-spec §8): in the order the sales were made, one at a time, from the one tab
// that holds the Web Lock. No answer, an offline browser, a 5xx (or a 408/429, or the server still busy with the same
// key) stops the round and it starts again after a growing delay, or at once when the connection returns or a sale is
// added. A refusal (4xx) is kept with the server's reason and the next sales go on. The till never waits on it.
import type { CommandDetail } from '@comptoir/shared';
import { isApiError } from '../../../lib/api-error';
import type { InsertCommandBody } from '../api/orders-api';
import { markAttempt, markRefused, markSent, onOutboxChange, pendingSales } from './outbox';
import type { OutboxMove, OutboxPayment, OutboxRefusal, OutboxSale } from './outbox-db';
import { markMoveAttempt, markMoveRefused, markMoveSent, pendingMoves } from './outbox-moves';
import { markPaymentAttempt, markPaymentRefused, markPaymentSent, pendingPayments } from './outbox-payments';

export const DRAIN_LOCK = 'comptoir-outbox-drain';
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Even with nothing announced, the leader looks again this often. */
const IDLE_CHECK_MS = 30_000;

export type SendOutcome =
  { kind: 'sent'; order: CommandDetail | null } | { kind: 'refused'; refusal: OutboxRefusal } | { kind: 'unreachable' };

/** What an answer (or its absence) means for a queued sale. */
export function classify(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'unreachable' };
  const s = error.status;
  // No answer, the server failing, too many requests, signed out (the sale waits for the next sign-in).
  if (s === 0 || s >= 500 || s === 408 || s === 429 || s === 401) return { kind: 'unreachable' };
  // The same key is still being written by another request: its answer will come on the next round.
  if (s === 409 && error.errors.length === 0) return { kind: 'unreachable' };
  return { kind: 'refused', refusal: { status: s, message: error.message || error.reason || '', errors: error.errors } };
}

export interface DrainDeps {
  entrepriseId: number;
  send: (body: InsertCommandBody) => Promise<CommandDetail>;
  /** Pays a prepared order (POST /Operation/PayTotaly with its key); without it the payments wait. */
  pay?: (body: OutboxPayment['body'], key: string) => Promise<unknown>;
  /** Sends a delivery's move (PATCH /Shipping/… with its key); without it the moves wait. */
  move?: (row: OutboxMove) => Promise<unknown>;
  /** After a sale reached the server (the app leaves its offline state). */
  onReached?: () => void;
}

export interface DrainRound {
  sent: number;
  refused: number;
  /** Stopped on a sale that could not reach the server: try again later. */
  blocked: boolean;
}

type Next = { kind: 'sale'; row: OutboxSale } | { kind: 'payment'; row: OutboxPayment } | { kind: 'move'; row: OutboxMove };

/** The oldest pending sale, payment or move not tried in this round (all in the order they were made). */
async function nextPending(deps: DrainDeps, tried: Set<string>): Promise<Next | null> {
  const sale = (await pendingSales(deps.entrepriseId)).find((s) => !tried.has(s.uuid));
  const payment = deps.pay ? (await pendingPayments(deps.entrepriseId)).find((p) => !tried.has(p.key)) : undefined;
  const move = deps.move ? (await pendingMoves(deps.entrepriseId)).find((m) => !tried.has(m.key)) : undefined;
  const all: Next[] = [];
  if (sale) all.push({ kind: 'sale', row: sale });
  if (payment) all.push({ kind: 'payment', row: payment });
  if (move) all.push({ kind: 'move', row: move });
  return all.reduce<Next | null>((a, n) => (!a || n.row.createdAt < a.row.createdAt ? n : a), null);
}

const idOf = (n: Next) => (n.kind === 'sale' ? n.row.uuid : n.row.key);
const MARKS = {
  sale: { attempt: markAttempt, refused: markRefused },
  payment: { attempt: markPaymentAttempt, refused: markPaymentRefused },
  move: { attempt: markMoveAttempt, refused: markMoveRefused },
} as const;

async function sendOne(deps: DrainDeps, next: Next): Promise<SendOutcome> {
  try {
    if (next.kind === 'sale') return { kind: 'sent', order: await deps.send(next.row.body) };
    if (next.kind === 'move') {
      if (!deps.move) return { kind: 'unreachable' };
      await deps.move(next.row);
      return { kind: 'sent', order: null };
    }
    const pay = deps.pay;
    if (!pay) return { kind: 'unreachable' };
    await pay(next.row.body, next.row.key);
    return { kind: 'sent', order: null };
  } catch (error) {
    return classify(error);
  }
}

/** One round: sends the pending sales and payments in order until none is left or the server cannot be reached. */
export async function drainOnce(deps: DrainDeps, signal?: AbortSignal): Promise<DrainRound> {
  const round: DrainRound = { sent: 0, refused: 0, blocked: false };
  const tried = new Set<string>();
  for (;;) {
    if (signal?.aborted) return round;
    // Read again each time: a sale added meanwhile (in any tab) joins the round at its place.
    const next = await nextPending(deps, tried);
    if (!next) return round;
    const id = idOf(next);
    tried.add(id);
    await MARKS[next.kind].attempt(id);
    const outcome = await sendOne(deps, next);
    if (outcome.kind === 'unreachable') {
      round.blocked = true;
      return round;
    }
    deps.onReached?.();
    if (outcome.kind === 'sent') {
      if (next.kind === 'payment') await markPaymentSent(id);
      else if (next.kind === 'move') await markMoveSent(id);
      else if (outcome.order) await markSent(id, outcome.order);
      round.sent += 1;
    } else {
      await MARKS[next.kind].refused(id, outcome.refusal);
      round.refused += 1;
    }
  }
}

/** The wait after `failures` blocked rounds in a row: 1 s, 2 s, 4 s… up to 30 s, with some jitter. */
export function backoffDelay(failures: number, random = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Resolves after `ms`, or earlier when the outbox changes, the browser comes online or `signal` aborts. */
function wake(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = onOutboxChange(done);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/** The drain loop, for as long as `signal` is not aborted. */
export async function drainLoop(deps: DrainDeps, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    let round: DrainRound;
    try {
      round = await drainOnce(deps, signal);
    } catch (error) {
      console.warn('[outbox] drain round failed', error);
      round = { sent: 0, refused: 0, blocked: true };
    }
    failures = round.blocked ? failures + 1 : 0;
    await wake(round.blocked ? backoffDelay(failures) : IDLE_CHECK_MS, signal);
  }
}

/**
 * Drains from this tab while it holds the lock; the other tabs queue for the lock and take over when this one closes.
 * Without Web Locks (an old browser) the tab drains by itself: the server's idempotency still applies each sale once.
 */
export function startDrain(deps: DrainDeps): () => void {
  const stop = new AbortController();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    locks
      .request(DRAIN_LOCK, { signal: stop.signal }, () => drainLoop(deps, stop.signal))
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('[outbox] lock failed', error);
      });
  } else void drainLoop(deps, stop.signal);
  return () => stop.abort();
}
