import { COMMAND_REPORT_FIELDS } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { applyReport, sampleTicket } from './report-fields';

const store = {
  intitule: 'Comptoir Maarif',
  rue: '5 rue Ibnou Mounir',
  city: 'Casablanca',
  tel: '+212522000000',
  ice: '0011',
  fileId: 7,
  footerTicket: 'Merci',
} as Parameters<typeof sampleTicket>[0];

describe('applyReport', () => {
  it('keeps every part when every field is chosen', () => {
    const ticket = sampleTicket(store, 'MAD');
    expect(applyReport(ticket, COMMAND_REPORT_FIELDS)).toEqual(ticket);
  });

  it('takes out the parts left out, never the lines, total or number', () => {
    const ticket = sampleTicket(store, 'MAD');
    const out = applyReport(ticket, ['payments']);
    expect(out.store).toEqual({ name: 'Comptoir Maarif', address: null, tel: null, ice: null, fileId: null, footer: null });
    expect([out.cashier, out.client]).toEqual([null, null]);
    expect(out.taxes).toEqual([]);
    expect([out.lineRemise, out.orderRemise]).toEqual([0, 0]);
    expect(out.lines.map((l) => l.options)).toEqual([[], []]);
    expect(out.payments).toEqual(ticket.payments);
    expect(out.change).toBe(ticket.change);
    expect([out.total, out.ticketNumber, out.lines.length]).toEqual([ticket.total, 42, 2]);
    const none = applyReport(ticket, []);
    expect([none.payments, none.change]).toEqual([[], 0]);
  });
});
