// A transport company's statement read from its spreadsheet: one line per order, its ticket number and the cash the
// company collected. The header row is recognised in the four languages (normalizeHeader); without one, the first two
// columns are taken as ticket and amount. Amounts with a comma decimal ('12,50') are read as such.
import { normalizeHeader } from '../../../lib/xlsx-sheet';

export interface StatementLine {
  /** The sheet's line (1-based), to point at a line that matches no order. */
  row: number;
  /** As printed on the ticket: its number ('41', '#41') or its provisional number. */
  ticket: string;
  amount: number;
}

const TICKET = new Set([
  'ticket',
  'ticketnumber',
  'numero',
  'numeroticket',
  'n',
  'no',
  'number',
  'commande',
  'order',
  'ordine',
  'numeroordine',
  'رقم',
  'رقمالتذكرة',
  'الطلب',
]);
const AMOUNT = new Set(['montant', 'amount', 'importo', 'encaisse', 'collected', 'cod', 'المبلغ', 'مبلغ']);

const toNumber = (v: string | number): number =>
  typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.replace(/\s/g, '').replace(',', '.'));

/** Whether a statement's ticket is this order's: its number or its provisional number. */
export const isTicketOf = (ticket: string, c: { ticketNumber: number | null; provisional: string | null }): boolean =>
  (c.ticketNumber !== null && ticket === String(c.ticketNumber)) || (c.provisional !== null && ticket === c.provisional);

/** The statement's lines, and the sheet lines that could not be read (no ticket or no positive amount). */
export function statementLines(rows: (string | number)[][]): { lines: StatementLine[]; unreadable: number[] } {
  const header = rows[0]?.map((c) => normalizeHeader(String(c))) ?? [];
  let ticketCol = header.findIndex((h) => h.includes('ticket') || TICKET.has(h.replace(/[°º#]/g, '')));
  let amountCol = header.findIndex((h) => AMOUNT.has(h) || h.startsWith('montant') || h.startsWith('amount'));
  const hasHeader = ticketCol >= 0 && amountCol >= 0;
  if (!hasHeader) [ticketCol, amountCol] = [0, 1];
  const lines: StatementLine[] = [];
  const unreadable: number[] = [];
  rows.forEach((cells, i) => {
    if (hasHeader && i === 0) return;
    if (cells.every((c) => String(c).trim() === '')) return;
    const ticket = String(cells[ticketCol] ?? '')
      .trim()
      .replace(/^#\s*/, '');
    const amount = toNumber(cells[amountCol] ?? '');
    if (/^[\w-]+$/.test(ticket) && Number.isFinite(amount) && amount > 0) lines.push({ row: i + 1, ticket, amount });
    // A first line that is not a header nor a line (a title) is not an error.
    else if (i > 0 || hasHeader) unreadable.push(i + 1);
  });
  return { lines, unreadable };
}
