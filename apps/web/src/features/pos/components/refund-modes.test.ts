import { parseTicketRef, ticketQrValue } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { refundBody, refundProblem } from './refund-modes';

const balances = [
  { modePayment: 'pos_machine', paid: 3000, refunded: 0, left: 3000 },
  { modePayment: 'cash', paid: 1000, refunded: 0, left: 1000 },
];

describe('the refund choice', () => {
  it('sends nothing by default, one mode, or the split in decimals', () => {
    expect(refundBody({ kind: 'default' })).toEqual({});
    expect(refundBody({ kind: 'mode', mode: 'cash' })).toEqual({ modePayment: 'cash' });
    expect(refundBody({ kind: 'split', parts: { pos_machine: 1550, cash: 0 } })).toEqual({
      refunds: [{ modePayment: 'pos_machine', amount: 15.5 }],
    });
  });

  it('says when a mode cannot pay back that much or a split does not add up', () => {
    expect(refundProblem(balances, 2000, { kind: 'default' })).toBeNull();
    expect(refundProblem(balances, 2000, { kind: 'mode', mode: 'cash' })).toBe('refund_exceeds_mode');
    expect(refundProblem(balances, 2000, { kind: 'mode', mode: 'pos_machine' })).toBeNull();
    expect(refundProblem(balances, 2000, { kind: 'split', parts: { pos_machine: 1500, cash: 400 } })).toBe('refund_split_mismatch');
    expect(refundProblem(balances, 2000, { kind: 'split', parts: { pos_machine: 1000, cash: 1000 } })).toBeNull();
  });
});

describe('what a ticket carries', () => {
  it('reads the QR code, a uuid, a provisional number, a ticket number, else a client', () => {
    const uuid = '0b7d3c1e-58a4-4f3e-9d2a-6f1b2c3d4e5f';
    expect(parseTicketRef(ticketQrValue({ orderId: 0, ticketNumber: null, provisional: 'K7P-0003', uuid }))).toEqual({
      kind: 'uuid',
      uuid,
    });
    expect(parseTicketRef(ticketQrValue({ orderId: 12, ticketNumber: 4, uuid }))).toEqual({ kind: 'uuid', uuid });
    expect(parseTicketRef(uuid.toUpperCase())).toEqual({ kind: 'uuid', uuid });
    expect(parseTicketRef(' k7p-0003 ')).toEqual({ kind: 'provisional', provisional: 'K7P-0003' });
    expect(parseTicketRef('42')).toEqual({ kind: 'ticket', ticketNumber: 42 });
    expect(parseTicketRef('0661234567')).toEqual({ kind: 'text', text: '0661234567' });
    expect(parseTicketRef('Nadia')).toEqual({ kind: 'text', text: 'Nadia' });
  });
});
