// What a request changed that open screens show (orders, stock levels, registers, sales), noted by the writers as they
// write and announced over the live channel once the request has answered (so after its commit). The note is kept
// per request (AsyncLocalStorage entered by realtime/live.routes.ts); outside a request (housekeeping, tests calling a
// service directly) noting does nothing.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Changes {
  /** Stores whose orders were created (a sale: the dashboard too). */
  createdIn: Set<number>;
  /** Orders changed (state, payment, planning, refund), resolved to their store afterwards. */
  commandIds: Set<number>;
  /** Stores whose stock levels moved. */
  stockIn: Set<number>;
  /** Register sessions opened, closed, or with an operation (withdrawal, payment…), resolved to their store. */
  caisseIds: Set<number>;
  /** Stores whose sales figures (the dashboards' aggregates) moved: a sale, a refund, a return, a credit payment… */
  figuresIn: Set<number>;
}

const store = new AsyncLocalStorage<Changes>();

export const emptyChanges = (): Changes => ({
  createdIn: new Set(),
  commandIds: new Set(),
  stockIn: new Set(),
  caisseIds: new Set(),
  figuresIn: new Set(),
});

export const hasChanges = (c: Changes): boolean =>
  c.createdIn.size + c.commandIds.size + c.stockIn.size + c.caisseIds.size + c.figuresIn.size > 0;

/** Runs a request's handling with its own note of changes. */
export const collectChanges = (changes: Changes, fn: () => void): void => store.run(changes, fn);

export function orderCreated(magasinId: number, commandId: number): void {
  const c = store.getStore();
  if (!c) return;
  c.createdIn.add(magasinId);
  c.commandIds.add(commandId);
}
export function orderChanged(commandId: number): void {
  store.getStore()?.commandIds.add(commandId);
}
export function stockMoved(magasinId: number): void {
  store.getStore()?.stockIn.add(magasinId);
}
/** The dashboards' aggregates of these stores moved (modules/dashboards/aggregates.ts, whatever path wrote them). */
export function figuresMoved(magasinId: number): void {
  store.getStore()?.figuresIn.add(magasinId);
}
export function caisseChanged(caisseId: number | null | undefined): void {
  if (caisseId) store.getStore()?.caisseIds.add(caisseId);
}
