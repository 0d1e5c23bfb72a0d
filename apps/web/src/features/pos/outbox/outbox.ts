// What the till and the drain do with the outbox (outbox-db.ts): add a sale, read the queue in order, record what the
// server answered, and a manager's retry or cancellation. Every change is announced to the other tabs (BroadcastChannel)
// so the tab that drains wakes up and every till's indicator follows.
import type { CommandDetail } from '@comptoir/shared';
import type { Table, UpdateSpec } from 'dexie';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import type { InsertCommandBody } from '../api/orders-api';
import { ticketOf, type TicketData } from '../ticket/ticket-data';
import { outboxDb, type OutboxRefusal, type OutboxSale } from './outbox-db';

const CHANNEL = 'comptoir-outbox';
const DEVICE_KEY = 'comptoir.pos.device';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function theChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) {
      channel.onmessage = () => listeners.forEach((l) => l());
      // Node (the unit tests) would wait for an open channel before exiting; browsers have no unref.
      (channel as BroadcastChannel & { unref?: () => void }).unref?.();
    }
  }
  return channel;
}

/** Tells this tab and the others that the outbox changed. */
export function announce(): void {
  listeners.forEach((l) => l());
  theChannel()?.postMessage('changed');
}

/** Called on every change of the outbox, made in this tab or another. */
export function onOutboxChange(listener: () => void): () => void {
  theChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A short code of this browser, so provisional numbers of two tills never look alike. */
export function deviceCode(): string {
  const held = readStorage(DEVICE_KEY);
  if (held && /^[A-Z0-9]{3}$/.test(held)) return held;
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = new Uint8Array(3);
  crypto.getRandomValues(bytes);
  const code = Array.from(bytes, (b) => letters[b % letters.length]).join('');
  writeStorage(DEVICE_KEY, code);
  return code;
}

export const provisionalNumber = (device: string, seq: number): string => `${device}-${String(seq).padStart(4, '0')}`;

export interface NewSale {
  body: InsertCommandBody;
  ticket: TicketData;
  entrepriseId: number;
  userId: number;
  userName: string;
  storeId: number | null;
}

/** Writes the sale (first thing the till does with it); answers it with its provisional number. */
export async function enqueueSale(sale: NewSale): Promise<OutboxSale> {
  const db = outboxDb();
  const device = deviceCode();
  const stored = await db.transaction('rw', db.sales, async () => {
    const row: OutboxSale = {
      ...sale,
      // Credited to who made it, whoever is signed in when it is sent (the server checks that member and store). A body
      // that says nothing (`sellerId: undefined`: a sale kept before the outbox, maybe received already) stays as it was.
      body: 'sellerId' in sale.body ? sale.body : { ...sale.body, sellerId: sale.userId },
      uuid: sale.body.uuid,
      provisional: '',
      createdAt: new Date().toISOString(),
      status: 'pending',
      attempts: 0,
      lastAttemptAt: null,
      refusal: null,
      order: null,
      sentAt: null,
      history: [],
    };
    const seq = await db.sales.add(row);
    const provisional = provisionalNumber(device, seq);
    const ticket = { ...sale.ticket, provisional };
    // The server keeps the number printed on the ticket, so the return search and the orders list find it.
    const body = { ...row.body, provisional };
    await db.sales.update(seq, { provisional, ticket, body });
    return { ...row, seq, provisional, ticket, body };
  });
  announce();
  return stored;
}

const bySeq = (a: OutboxSale, b: OutboxSale) => (a.seq ?? 0) - (b.seq ?? 0);

/** The company's sales waiting to be sent, oldest first. */
export async function pendingSales(entrepriseId: number): Promise<OutboxSale[]> {
  return (await outboxDb().sales.where({ entrepriseId, status: 'pending' }).toArray()).sort(bySeq);
}

/** What the indicator and the drawer show: pending and failed (oldest first), then the last sent and cancelled. */
export async function outboxView(entrepriseId: number, recent = 20): Promise<{ open: OutboxSale[]; done: OutboxSale[] }> {
  const rows = (await outboxDb().sales.where('entrepriseId').equals(entrepriseId).toArray()).sort(bySeq);
  const open = rows.filter((r) => r.status === 'pending' || r.status === 'failed');
  const done = rows
    .filter((r) => r.status === 'sent' || r.status === 'cancelled')
    .slice(-recent)
    .reverse();
  return { open, done };
}

export const findSale = (uuid: string) => outboxDb().sales.where('uuid').equals(uuid).first();

/**
 * Changes one outbox row (a sale by its uuid, a payment by its key) in a transaction: `update` answers the changes, or
 * null to leave the row as it is (a move its state does not allow); a change is announced to the other tabs.
 */
export async function changeRow<T extends { seq?: number }>(
  table: Table<T, number>,
  field: string,
  id: string,
  update: (row: T) => Partial<T> | null,
): Promise<T | null> {
  const out = await outboxDb().transaction('rw', table, async () => {
    const row = await table.where(field).equals(id).first();
    if (!row?.seq) return null;
    const next = update(row);
    if (!next) return null;
    await table.update(row.seq, next as UpdateSpec<T>);
    return { ...row, ...next };
  });
  if (out) announce();
  return out;
}

const change = (uuid: string, update: (row: OutboxSale) => Partial<OutboxSale> | null) => changeRow(outboxDb().sales, 'uuid', uuid, update);

export const markAttempt = (uuid: string) =>
  change(uuid, (r) => (r.status === 'pending' ? { attempts: r.attempts + 1, lastAttemptAt: new Date().toISOString() } : null));

/** The server took it (first time or as a repeat): its order, and the ticket as the server wrote it. */
export const markSent = (uuid: string, order: CommandDetail) =>
  change(uuid, (r) =>
    r.status === 'pending'
      ? {
          status: 'sent',
          order: { id: order.id, ticketNumber: order.ticketNumber },
          sentAt: new Date().toISOString(),
          ticket: {
            ...ticketOf(
              order,
              undefined,
              r.ticket.lines.map((l) => l.options),
            ),
            store: r.ticket.store,
            provisional: r.provisional,
          },
        }
      : null,
  );

/** The server refused it: kept with its reason, the next sales go on. */
export const markRefused = (uuid: string, refusal: OutboxRefusal) =>
  change(uuid, (r) => (r.status === 'pending' ? { status: 'failed', refusal } : null));

export interface RetryChanges {
  /** The promo code is dropped (already used, expired). */
  dropPromo?: boolean;
  /** Into this open session of the register (the one the sale was made in has been closed). */
  caisseId?: number;
  /** Credited to this user (the manager sending it) when the server no longer knows its seller in this store. */
  sellerId?: number;
}

/** A manager sends a refused sale again, fixed or as it was; the same client id (the server stored nothing for it). */
export const retrySale = (uuid: string, by: string, changes: RetryChanges = {}) =>
  change(uuid, (r) => {
    if (r.status !== 'failed') return null;
    const body: InsertCommandBody = { ...r.body };
    const notes: string[] = [];
    if (changes.dropPromo && body.codePromo) {
      notes.push(`-promo ${body.codePromo}`);
      delete body.codePromo;
    }
    if (changes.caisseId && changes.caisseId !== body.caisseId) {
      notes.push(`session ${body.caisseId}→${changes.caisseId}`);
      body.caisseId = changes.caisseId;
    }
    if (changes.sellerId && changes.sellerId !== body.sellerId) {
      notes.push(`seller ${body.sellerId ?? '-'}→${changes.sellerId}`);
      body.sellerId = changes.sellerId;
    }
    return {
      status: 'pending',
      body,
      history: [...r.history, { at: new Date().toISOString(), by, action: 'retried', note: notes.join(', ') || undefined }],
    };
  });

/** A manager cancels a refused sale: it stays in the outbox, cancelled, with who and when. */
export const cancelSale = (uuid: string, by: string) =>
  change(uuid, (r) =>
    r.status === 'failed'
      ? { status: 'cancelled', history: [...r.history, { at: new Date().toISOString(), by, action: 'cancelled' }] }
      : null,
  );
