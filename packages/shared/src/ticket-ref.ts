// What a ticket carries to find its order again (issue 23): the QR code printed on it, the order's uuid, the
// provisional number printed while the till was offline ("ABC-0001"), or the day's ticket number. One reading, used by
// the till's return search and by the server's GET /Command/tickets.

/** The provisional number of a sale kept offline: the till's 3-character code and its outbox sequence. */
export const PROVISIONAL_NUMBER = /^[A-Z0-9]{3}-\d{4,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QR = /^CPT:(\d*):([^:]*):(.{8,64})$/i;

export type TicketRef =
  | { kind: 'uuid'; uuid: string }
  | { kind: 'provisional'; provisional: string }
  | { kind: 'ticket'; ticketNumber: number }
  | { kind: 'text'; text: string };

/** What the ticket's QR code holds: `CPT:{orderId}:{number}:{uuid}` (the uuid finds the order, even one printed offline). */
export function ticketQrValue(t: { orderId: number; ticketNumber: number | null; provisional?: string; uuid: string }): string {
  return `CPT:${t.orderId || ''}:${t.ticketNumber ?? t.provisional ?? ''}:${t.uuid}`;
}

/** Reads what was typed or scanned in a ticket search; anything else is a client's name or phone. */
export function parseTicketRef(input: string): TicketRef {
  const s = input.trim();
  const qr = QR.exec(s);
  if (qr) return { kind: 'uuid', uuid: qr[3] };
  if (UUID.test(s)) return { kind: 'uuid', uuid: s.toLowerCase() };
  if (PROVISIONAL_NUMBER.test(s.toUpperCase())) return { kind: 'provisional', provisional: s.toUpperCase() };
  if (/^\d{1,9}$/.test(s) && Number(s) > 0) return { kind: 'ticket', ticketNumber: Number(s) };
  return { kind: 'text', text: s };
}
