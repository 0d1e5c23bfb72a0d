import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comptoir/shared';
import { caisseKeys } from '../../caisse/api/keys';
import { commandsKeys } from '../../commands/api/commands-api';
import { stockKeys } from '../../stock/api/keys';
import { ALL_LIVE_KEYS, keysOf, notificationKeys, type Key } from './invalidation';

const ev = (topic: LiveEvent['topic'], magasinId = 1, caisseId: number | null = null): LiveEvent => ({
  type: 'event',
  topic,
  userIdList: [1],
  magasinId,
  caisseId,
  tags: [],
});

/** Which of the screens' cached queries an event marks stale, through a real QueryClient. */
const staleAfter = (e: LiveEvent): string[] => staleAfterKeys(keysOf(e));

function staleAfterKeys(invalidated: Key[]): string[] {
  const qc = new QueryClient();
  const keys: (readonly unknown[])[] = [
    notificationKeys.list(1, {}),
    commandsKeys.list(1, { page: 1 } as never),
    commandsKeys.list(2, { page: 1 } as never),
    commandsKeys.detail(5),
    ['pos', 'prepared', 1],
    ['pos', 'prepared', 2],
    ['dashboard', 'live', 1],
    ['dashboard', 'caisseLive', [1]],
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
  for (const k of invalidated) void qc.invalidateQueries({ queryKey: k, refetchType: 'none' });
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
    expect(staleAfter(ev('sale'))).toEqual(['["dashboard","live",1]', '["dashboard","caisseLive",[1]]']);
  });
  it('stock: that store’s levels and the operations (its transit page), not another store', () => {
    expect(staleAfter(ev('stock'))).toEqual(['["stock","status",1,{}]', '["stock","operations"]']);
  });
  it('a register: its session, its store’s registers and the live dashboard’s sessions, not the denominations', () => {
    expect(staleAfter(ev('caisse', 1, 9))).toEqual([
      '["dashboard","caisseLive",[1]]',
      '["caisse","session",9]',
      '["caisse","registers",1]',
    ]);
  });
  it('once the channel opens: everything an event may concern, not the denominations nor the prices', () => {
    const stale = staleAfterKeys(ALL_LIVE_KEYS);
    expect(stale).not.toContain('["caisse","billets","MAD"]');
    expect(stale).not.toContain('["pos","prices",1]');
    expect(stale).toContain('["prep",1,"board",3]');
    expect(stale).toHaveLength(19);
  });
});
