// Which TanStack Query keys a live event concerns (features' key factories: caisse/api/keys.ts, commands-api.ts,
// stock/api/keys.ts, pos payer page, the dashboards' ['dashboard', …]): exactly those screens refetch.
import type { LiveEvent } from '@comptoir/shared';

export type Key = readonly unknown[];

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number, q: object) => ['notifications', 'list', userId, q] as const,
  types: () => ['notifications', 'types'] as const,
  userStores: (userId: number) => ['notifications', 'user-stores', userId] as const,
  roles: () => ['notifications', 'roles'] as const,
};

export function keysOf(e: LiveEvent): Key[] {
  const m = e.magasinId;
  switch (e.topic) {
    case 'notifications':
      return [['notifications', 'list']];
    case 'orders':
      // The orders lists and an order's page; the till's orders to pay; a register's pending orders.
      return [
        ['commands', 'list'],
        ['commands', 'detail'],
        ['pos', 'prepared', m],
        ['caisse', 'pending'],
        // Shipping (issue 29): its moves change orders too (lists, kanban, a delivery man's round).
        ['shipping'],
        // The preparation screens and the till's ready orders (issue 30).
        ['prep', m],
        // A client's online orders (issue 31): their states follow the store's changes.
        ['online', 'orders'],
      ];
    case 'display':
      // A customer display paired with a till on another device (issue 30): its code.
      return [['display', e.tags[0] ?? null]];
    case 'sale':
      // Every dashboard chart (a sale, a refund, a return, a credit payment moved the store's figures).
      return [['dashboard']];
    case 'stock':
      return [
        ['stock', 'status', m],
        ['stock', 'entity', m],
        ['stock', 'product'],
        ['stock', 'transactions', m],
        ['stock', 'inventories', m],
        // The stock operations' lists and pages (an expedition sent to this store: its transit page).
        ['stock', 'operations'],
      ];
    case 'caisse':
      return [
        ['caisse', 'registers', m],
        ['caisse', 'session', e.caisseId],
        ['caisse', 'session', 'opened', m],
        ['caisse', 'session', 'closed', m],
        ['caisse', 'operations'],
        ['caisse', 'pending', e.caisseId],
        ['caisse', 'credits'],
        // The live dashboard's open sessions and their running totals.
        ['dashboard', 'caisseLive'],
      ];
  }
}

/**
 * Everything an event may concern: refetched each time the channel opens — after it was away, and the first time
 * (what the screen loaded before the socket was listening may have missed an event).
 */
export const ALL_LIVE_KEYS: Key[] = [
  ['notifications', 'list'],
  ['commands', 'list'],
  ['commands', 'detail'],
  ['pos', 'prepared'],
  ['shipping'],
  ['dashboard'],
  ...['status', 'entity', 'product', 'transactions', 'inventories', 'operations'].map((k) => ['stock', k]),
  ...['registers', 'session', 'operations', 'pending', 'credits'].map((k) => ['caisse', k]),
  ['prep'],
  ['display'],
];
