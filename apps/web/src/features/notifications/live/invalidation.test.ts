import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comptoir/shared';
import { caisseKeys } from '../../caisse/api/keys';
import { commandsKeys } from '../../commands/api/commands-api';
import { stockKeys } from '../../stock/api/keys';
import { keysOf, notificationKeys } from './invalidation';

const ev = (topic: LiveEvent['topic'], magasinId = 1, caisseId: number | null = null): LiveEvent => ({
  type: 'event',
  topic,
  userIdList: [1],
  magasinId,
  caisseId,
  tags: [],
});

/** Which of the screens' cached queries an event marks stale, through a real QueryClient. */
function staleAfter(e: LiveEvent): string[] {
  const qc = new QueryClient();
  const keys: (readonly unknown[])[] = [
    notificationKeys.list(1, {}),
    commandsKeys.list(1, { page: 1 } as never),
    commandsKeys.list(2, { page: 1 } as never),
    commandsKeys.detail(5),
    ['pos', 'prepared', 1],
    ['pos', 'prepared', 2],
    ['dashboard', 'live', 1],
    stockKeys.status(1, {} as never),
    stockKeys.status(2, {} as never),
    stockKeys.operations(),
    caisseKeys.session(9),
    caisseKeys.session(10),
    caisseKeys.registers(1),
    caisseKeys.registers(2),
    caisseKeys.billets('MAD'),
    ['pos', 'prices', 1],
    ['prep', 1, 'board', 3],
    ['prep', 2, 'ready'],
    ['display', 'AB12CD34'],
    ['display', 'ZZ99ZZ99'],
  ];
  for (const k of keys) qc.setQueryData(k, 1);
  for (const k of keysOf(e)) void qc.invalidateQueries({ queryKey: k, refetchType: 'none' });
  return qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey));
}

describe('what a live event refetches', () => {
  it('notifications: the notification lists only', () => {
    expect(staleAfter(ev('notifications'))).toEqual(['["notifications","list",1,{}]']);
  });
  it('orders: the orders lists and pages, the till’s orders to pay of that store', () => {
    expect(staleAfter(ev('orders'))).toEqual([
      '["commands","list",1,{"page":1}]',
      '["commands","list",2,{"page":1}]',
      '["commands","detail",5]',
      '["pos","prepared",1]',
      '["prep",1,"board",3]',
    ]);
  });
  it('a customer display: the one paired under that code', () => {
    expect(staleAfter({ ...ev('display'), tags: ['AB12CD34'] })).toEqual(['["display","AB12CD34"]']);
  });
  it('a sale: the live dashboard', () => {
    expect(staleAfter(ev('sale'))).toEqual(['["dashboard","live",1]']);
  });
  it('stock: that store’s levels, not the operations nor another store', () => {
    expect(staleAfter(ev('stock'))).toEqual(['["stock","status",1,{}]']);
  });
  it('a register: its session and its store’s registers, not the denominations', () => {
    expect(staleAfter(ev('caisse', 1, 9))).toEqual(['["caisse","session",9]', '["caisse","registers",1]']);
  });
});
