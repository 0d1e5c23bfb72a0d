// Where a notification leads (the register, order or product it is about) and its detail line, from its data.
import type { Notification } from '@comptoir/shared';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function linkOf(n: Notification): string | null {
  const d = n.data ?? {};
  // A membership's renewal due or its expiry (issue 32): the memberships' dashboard.
  if (n.tag.startsWith('membership_')) return '/membership/dashboard';
  const commandId = num(d.commandId);
  // The order's page.
  if (commandId !== null) return `/command/${commandId}/planning`;
  const productId = num(d.productId);
  if (productId !== null && n.magasinId !== null) return `/entity/${n.magasinId}/productId/${productId}`;
  const caisseId = n.caisseId ?? num(d.caisseId);
  if (caisseId !== null) return `/caisses/${caisseId}`;
  return null;
}

export interface DetailParts {
  place: string | null;
  /** A signed amount to show (a closing's difference, a withdrawal's amount), with its currency. */
  amount: { value: number; currency: string | null; kind: 'difference' | 'amount' } | null;
  /** A product's quantity left (critical stock). */
  quantity: { label: string | null; value: number } | null;
  /** An order's ticket number, client and planned time (the order notifications). */
  order?: { ticketNumber: number | null; clientName: string | null; remindTimeAt: string | null } | null;
}

export function detailOf(n: Notification): DetailParts {
  const d = n.data ?? {};
  const place = [str(d.registerName), str(d.magasinName)].filter(Boolean).join(' · ') || null;
  const currency = str(d.currencyTag);
  let amount: DetailParts['amount'] = null;
  if (n.tag === 'close_cash' && num(d.difference) !== null) amount = { value: num(d.difference)!, currency, kind: 'difference' };
  else if (n.tag === 'withdrawal' && num(d.amount) !== null) amount = { value: num(d.amount)!, currency, kind: 'amount' };
  const quantity = n.tag === 'critical_stock' && num(d.quantity) !== null ? { label: str(d.label), value: num(d.quantity)! } : null;
  if (!n.tag.startsWith('order_')) return { place, amount, quantity };
  if (num(d.total) !== null) amount = { value: num(d.total)!, currency, kind: 'amount' };
  const order = { ticketNumber: num(d.ticketNumber), clientName: str(d.clientName), remindTimeAt: str(d.remindTimeAt) };
  return { place, amount, quantity, order };
}
