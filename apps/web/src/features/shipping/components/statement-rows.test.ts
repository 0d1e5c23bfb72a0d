import { describe, expect, it } from 'vitest';
import { isTicketOf, statementLines } from './statement-rows';

describe("a transport company's statement sheet", () => {
  it('finds the ticket and amount columns by their header in any of the four languages, in any order', () => {
    expect(
      statementLines([
        ['Client', 'Montant', 'N° ticket'],
        ['Aya', '12,50', '#41'],
        ['Ali', 30, 42],
      ]),
    ).toEqual({
      lines: [
        { row: 2, ticket: '41', amount: 12.5 },
        { row: 3, ticket: '42', amount: 30 },
      ],
      unreadable: [],
    });
    expect(
      statementLines([
        ['المبلغ', 'رقم'],
        [5, 7],
      ]).lines,
    ).toEqual([{ row: 2, ticket: '7', amount: 5 }]);
  });
  it('takes the first two columns without a header, and lists the lines it cannot read', () => {
    expect(
      statementLines([
        [41, 12],
        ['', ''],
        ['a b', 3],
        [43, 0],
        [44, 9.99],
      ]),
    ).toEqual({
      lines: [
        { row: 1, ticket: '41', amount: 12 },
        { row: 5, ticket: '44', amount: 9.99 },
      ],
      unreadable: [3, 4],
    });
    expect(
      statementLines([
        ['Ticket', 'Montant'],
        ['P-0042', '15'],
      ]).lines,
    ).toEqual([{ row: 2, ticket: 'P-0042', amount: 15 }]);
    expect(isTicketOf('41', { ticketNumber: 41, provisional: null })).toBe(true);
    expect(isTicketOf('P-0042', { ticketNumber: null, provisional: 'P-0042' })).toBe(true);
    expect(isTicketOf('42', { ticketNumber: 41, provisional: '42x' })).toBe(false);
    // A title line above the figures is skipped silently.
    expect(statementLines([['Relevé Amana novembre'], [41, 12]])).toEqual({
      lines: [{ row: 2, ticket: '41', amount: 12 }],
      unreadable: [],
    });
  });
});
