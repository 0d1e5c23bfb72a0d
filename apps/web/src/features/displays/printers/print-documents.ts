// What the till, the kiosk and the preparation screens print on a thermal printer: the ticket's data and the kitchen
// ticket turned into ESC/POS documents, with the screen's words and money format, sent to this device's printer.
import { ticketQrValue } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { lineLabel, type TicketData } from '../../pos/ticket/ticket-data';
import { rasterText } from './arabic-raster';
import { kitchenBytes, ticketBytes, type KitchenDoc, type TicketDoc } from './escpos-documents';
import { escPosOptionsOf, readPrinter, type PrinterSettings } from './printer-settings';
import { sendToPrinter } from './printer-transport';

type Format = ReturnType<typeof useFormat>;

export function ticketDoc(ticket: TicketData, t: TFunction, f: Format, lang: string, drawer: boolean): TicketDoc {
  const m = (v: number) => f.minor(v, ticket.currencyTag);
  const totals: TicketDoc['totals'] = [];
  if (ticket.lineRemise > 0) totals.push({ label: t('pos.totals.lineDiscounts'), value: `-${m(ticket.lineRemise)}` });
  if (ticket.orderRemise > 0) {
    totals.push({ label: t('pos.ticketPrint.subtotal'), value: m(ticket.subtotal) });
    totals.push({
      label: ticket.codePromo ? t('pos.totals.promo', { code: ticket.codePromo }) : t('pos.totals.orderDiscount'),
      value: `-${m(ticket.orderRemise)}`,
    });
  }
  totals.push({ label: t('pos.totals.total'), value: m(ticket.total), strong: true });
  for (const x of ticket.taxes)
    totals.push({ label: t('pos.ticketPrint.tax', { rate: f.percent(x.tva), base: m(x.base) }), value: m(x.amount) });
  for (const p of ticket.payments) totals.push({ label: paymentModeLabel(t, p.mode), value: m(p.amount) });
  if (ticket.change > 0) totals.push({ label: t('pos.pay.change'), value: m(ticket.change) });
  if (ticket.remaining > 0)
    totals.push({ label: ticket.isCredit ? t('pos.pay.onCredit') : t('pos.pay.remaining'), value: m(ticket.remaining) });
  const s = ticket.store;
  return {
    store: {
      name: s.name,
      lines: [s.address, s.tel, s.ice ? t('pos.ticketPrint.ice', { ice: s.ice }) : null].filter((x): x is string => Boolean(x)),
    },
    heading: [
      `${
        ticket.ticketNumber === null && ticket.provisional
          ? t('pos.ticketPrint.provisional', { number: ticket.provisional })
          : t('pos.ticketPrint.number', { number: ticket.ticketNumber ?? ticket.orderId })
      } - ${f.dateTime(ticket.date)}`,
      ...(ticket.cashier ? [t('pos.ticketPrint.cashier', { name: ticket.cashier })] : []),
    ],
    lines: ticket.lines.map((l) => ({
      label: lineLabel(l, lang),
      quantity: f.decimal(l.quantity, 0, 3),
      amount: m(l.amount),
      details: l.options.map((o) => `+ ${o}`),
    })),
    totals,
    footer: [
      ...(ticket.client ? [t('pos.ticketPrint.client', { name: ticket.client.name })] : []),
      ticket.store.footer ?? t('pos.ticketPrint.thanks'),
    ],
    qr: ticketQrValue(ticket),
    drawer,
  };
}

const options = (s: PrinterSettings) => ({ ...escPosOptionsOf(s), raster: rasterText });

/** Prints a sale's ticket on this device's thermal printer; a cash sale opens the drawer when the setting says so. */
export async function printTicket(ticket: TicketData, t: TFunction, f: Format, lang: string): Promise<void> {
  const s = readPrinter();
  const cash = ticket.payments.some((p) => p.mode === 'cash');
  await sendToPrinter(ticketBytes(ticketDoc(ticket, t, f, lang, s.drawer && cash), options(s)), s);
}

export async function printKitchen(doc: KitchenDoc): Promise<void> {
  const s = readPrinter();
  await sendToPrinter(kitchenBytes(doc, options(s)), s);
}
