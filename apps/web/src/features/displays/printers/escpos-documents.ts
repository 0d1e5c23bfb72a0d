// The three printed documents in ESC/POS: the sale's ticket, the Z report of a closed session and the kitchen ticket
// of the preparation display. Their words come translated and their amounts formatted by the caller (the screen's
// language and money format), so these stay pure and testable.
import { EscPos, type EscPosOptions } from './escpos';

export interface TicketDoc {
  store: { name: string; lines: string[] };
  /** "Ticket 12", the date, the cashier… one per line. */
  heading: string[];
  lines: { label: string; quantity: string; amount: string; details: string[] }[];
  /** Label and amount: subtotal, discounts, taxes, the total (strong), payments, change. */
  totals: { label: string; value: string; strong?: boolean }[];
  footer: string[];
  qr: string | null;
  /** Opens the cash drawer after printing (a cash sale). */
  drawer?: boolean;
}

export function ticketBytes(doc: TicketDoc, options: EscPosOptions): Uint8Array {
  const p = new EscPos(options).init().align('center').bold(true).double(true).line(doc.store.name).double(false).bold(false);
  for (const l of doc.store.lines) p.line(l);
  p.align('left').rule();
  for (const h of doc.heading) p.line(h);
  p.rule();
  for (const l of doc.lines) {
    p.pair(`${l.quantity} x ${l.label}`, l.amount);
    for (const d of l.details) p.line(`  ${d}`);
  }
  p.rule();
  for (const x of doc.totals) {
    if (x.strong) p.bold(true).double(true).pair(x.label, x.value).double(false).bold(false);
    else p.pair(x.label, x.value);
  }
  if (doc.footer.length || doc.qr) p.feed(1).align('center');
  for (const f of doc.footer) p.line(f);
  if (doc.qr) p.qr(doc.qr, options.roll === '58' ? 4 : 6);
  p.feed(2).cut();
  if (doc.drawer) p.drawer();
  return p.bytes();
}

export interface ZReportDoc {
  title: string;
  store: string;
  heading: { label: string; value: string }[];
  sections: { title: string; rows: { label: string; value: string; strong?: boolean }[] }[];
}

export function zReportBytes(doc: ZReportDoc, options: EscPosOptions): Uint8Array {
  const p = new EscPos(options).init().align('center').bold(true).line(doc.store).double(true).line(doc.title).double(false).bold(false);
  p.align('left').rule();
  for (const h of doc.heading) p.pair(h.label, h.value);
  for (const s of doc.sections) {
    p.rule().bold(true).line(s.title).bold(false);
    for (const r of s.rows) {
      if (r.strong) p.bold(true).pair(r.label, r.value).bold(false);
      else p.pair(r.label, r.value);
    }
  }
  return p.feed(3).cut().bytes();
}

export interface KitchenDoc {
  /** The ticket number (large) and the screen's name. */
  number: string;
  screen: string;
  time: string;
  lines: { quantity: string; label: string; options: string[]; notes: string | null }[];
  notes: string | null;
}

export function kitchenBytes(doc: KitchenDoc, options: EscPosOptions): Uint8Array {
  const p = new EscPos(options).init().align('center').bold(true).double(true).line(doc.number).double(false).line(doc.screen).bold(false);
  p.line(doc.time).align('left').rule();
  for (const l of doc.lines) {
    p.bold(true).double(true).line(`${l.quantity} ${l.label}`).double(false).bold(false);
    for (const o of l.options) p.line(`  + ${o}`);
    if (l.notes) p.line(`  ! ${l.notes}`);
  }
  if (doc.notes) p.rule().bold(true).line(doc.notes).bold(false);
  return p.feed(3).cut().bytes();
}
