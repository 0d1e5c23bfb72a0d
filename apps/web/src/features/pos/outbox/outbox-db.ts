// The till's outbox (DESIGN.md §3b, issue 13): every sale is written here, in IndexedDB, before anything else — with its
// client id (the server's idempotency key) and a provisional ticket number — and stays here for good: sent, failed
// (the server's reason kept) or cancelled by a manager (who and when kept). Nothing is ever deleted.
// Its own database (not the offline catalogue's, which a sign-out deletes).
import type { FieldError } from '@comptoir/shared';
import Dexie, { type Table } from 'dexie';
import type { InsertCommandBody } from '../api/orders-api';
import type { TicketData } from '../ticket/ticket-data';

export const OUTBOX_DB = 'comptoir-outbox';

/** pending: to send (in order); failed: refused by the server, waits for a manager; sent; cancelled by a manager. */
export type OutboxStatus = 'pending' | 'failed' | 'sent' | 'cancelled';

export interface OutboxRefusal {
  status: number;
  message: string;
  errors: FieldError[];
}

export interface OutboxSale {
  /** Auto-increment: the order sales were made in on this device (the drain's order). */
  seq?: number;
  /** The client id: the sale's uuid and the request's idempotency key. */
  uuid: string;
  /** Printed on the ticket until the server's number is known (device code and sequence). */
  provisional: string;
  entrepriseId: number;
  userId: number;
  /** Who sold (for the list). */
  userName: string;
  storeId: number | null;
  createdAt: string;
  body: InsertCommandBody;
  /** The ticket as printed at the till (reprinted from here while the server has not answered). */
  ticket: TicketData;
  status: OutboxStatus;
  attempts: number;
  lastAttemptAt: string | null;
  /** The server's refusal (status failed), kept after a retry for the record of the last one. */
  refusal: OutboxRefusal | null;
  /** The server's order once sent. */
  order: { id: number; ticketNumber: number | null } | null;
  sentAt: string | null;
  /** Changes a manager made before sending it again, and cancellation. */
  history: { at: string; by: string; action: 'retried' | 'cancelled'; note?: string }[];
}

/** What the payments and the moves share: a request kept by its idempotency key, sent once in the order made. */
export interface OutboxKeyedRow {
  seq?: number;
  /** The request's idempotency key (and its clientId): the server applies it once. */
  key: string;
  entrepriseId: number;
  userId: number;
  userName: string;
  createdAt: string;
  status: OutboxStatus;
  attempts: number;
  lastAttemptAt: string | null;
  refusal: OutboxRefusal | null;
  sentAt: string | null;
  history: { at: string; by: string; action: 'retried' | 'cancelled'; note?: string }[];
}

/** The payment of a prepared order made at /pos/payer while the server did not answer (POST /Operation/PayTotaly). */
export interface OutboxPayment extends OutboxKeyedRow {
  body: { commandId: number; caisseId: number; modePayment: string };
  /** The order's number and what was paid, for the list. */
  ticketNumber: number | null;
  amount: number;
  currencyTag: string;
}

/**
 * A move of a delivery made on the road while the server did not answer (issue 29: delivered with the cash collected,
 * returned with its reason): a PATCH of /Shipping with its idempotency key, drained with the sales and payments.
 */
export interface OutboxMove extends OutboxKeyedRow {
  /** The batch path (addCommandsToDelivered…) and its body. */
  path: string;
  body: { commandIds: number[]; reason?: string; collected?: { commandId: number; amount: number }[] };
  /** The order's number, for the list. */
  label: string;
}

export class OutboxDb extends Dexie {
  sales!: Table<OutboxSale, number>;
  payments!: Table<OutboxPayment, number>;
  moves!: Table<OutboxMove, number>;
  constructor(name = OUTBOX_DB) {
    super(name);
    this.version(1).stores({ sales: '++seq, &uuid, status, [entrepriseId+status]' });
    // Version 2 (the payer offline): the payments of prepared orders wait here, drained with the sales.
    this.version(2).stores({ payments: '++seq, &key, status, [entrepriseId+status]' });
    // Version 3 (issue 29): a delivery man's moves made without the network.
    this.version(3).stores({ moves: '++seq, &key, status, [entrepriseId+status]' });
  }
}

let db: OutboxDb | null = null;
export const outboxDb = (): OutboxDb => (db ??= new OutboxDb());

/** Tests: a fresh database. */
export async function resetOutboxDb(): Promise<void> {
  db?.close();
  db = null;
  await Dexie.delete(OUTBOX_DB);
}
