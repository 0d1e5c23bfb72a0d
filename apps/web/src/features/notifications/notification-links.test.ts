import { describe, expect, it } from 'vitest';
import type { Notification } from '@comptoir/shared';
import { detailOf, linkOf } from './notification-links';

const n = (p: Partial<Notification>): Notification => ({
  id: 1,
  tag: 'close_cash',
  title: 't',
  message: 'm',
  data: null,
  magasinId: 3,
  caisseId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  viewed: false,
  ...p,
});

describe('where a notification leads', () => {
  it('a register’s to its session, a product’s to its stock in the store, an order’s to the orders', () => {
    expect(linkOf(n({ caisseId: 12 }))).toBe('/caisses/12');
    expect(linkOf(n({ tag: 'critical_stock', data: { productId: 40, quantity: 1 } }))).toBe('/entity/3/productId/40');
    expect(linkOf(n({ data: { commandId: 9 } }))).toBe('/command/9/planning');
    expect(linkOf(n({ tag: 'order_new', data: { commandId: 9 } }))).toBe('/command/9/planning');
    expect(linkOf(n({ tag: 'help', magasinId: null }))).toBeNull();
  });
  it('tells an order’s ticket, client, planned time and total', () => {
    const d = {
      commandId: 9,
      ticketNumber: 12,
      clientName: 'Amina',
      remindTimeAt: '2026-11-27T16:00:00.000Z',
      total: 45.5,
      currencyTag: 'MAD',
    };
    expect(detailOf(n({ tag: 'order_due', data: d }))).toEqual({
      place: null,
      amount: { value: 45.5, currency: 'MAD', kind: 'amount' },
      quantity: null,
      order: { ticketNumber: 12, clientName: 'Amina', remindTimeAt: '2026-11-27T16:00:00.000Z' },
    });
  });
  it('tells the closing’s difference, the withdrawal’s amount and the quantity left', () => {
    expect(detailOf(n({ data: { registerName: 'C1', magasinName: 'Gueliz', difference: -300 } }))).toEqual({
      place: 'C1 · Gueliz',
      amount: { value: -300, currency: null, kind: 'difference' },
      quantity: null,
    });
    expect(detailOf(n({ tag: 'withdrawal', data: { amount: 50 } })).amount).toEqual({ value: 50, currency: null, kind: 'amount' });
    expect(detailOf(n({ tag: 'critical_stock', data: { label: 'Thé', quantity: 2 } })).quantity).toEqual({ label: 'Thé', value: 2 });
  });
});
