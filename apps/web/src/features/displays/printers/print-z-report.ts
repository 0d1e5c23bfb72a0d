// The Z report on this device's thermal printer (ESC/POS): its main figures on the roll, in the screen's words (the
// cash feature's texts) and money format; the A4 copy stays the browser's.
import type { SessionDetail, ZReport } from '@comptoir/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../lib/format';
import { zReportBytes } from './escpos-documents';
import { rasterText } from './arabic-raster';
import { escPosOptionsOf, readPrinter } from './printer-settings';
import { sendToPrinter } from './printer-transport';

type Format = ReturnType<typeof useFormat>;

/** The Z report's main figures on the roll (the A4 copy stays the browser's). */
export async function printZReport(session: SessionDetail, report: ZReport, t: TFunction, f: Format): Promise<void> {
  const s = readPrinter();
  const m = (v: number) => f.money(v, session.currencyTag);
  const doc = {
    title: t('caisse.z.title'),
    store: session.magasinName,
    heading: [
      { label: t('caisse.history.register'), value: session.registerName },
      { label: t('caisse.history.session'), value: `#${session.id}` },
      { label: t('caisse.z.opened'), value: session.openedAt ? f.dateTime(session.openedAt) : '-' },
      { label: t('caisse.z.closed'), value: session.closedAt ? f.dateTime(session.closedAt) : '-' },
    ],
    sections: [
      {
        title: t('caisse.z.sales'),
        rows: [
          { label: t('caisse.z.tickets'), value: f.number(report.tickets) },
          { label: t('caisse.z.salesTotal'), value: m(report.salesTotal), strong: true },
          { label: t('caisse.z.averageTicket'), value: m(report.averageTicket) },
          { label: t('caisse.z.discounts'), value: m(report.discounts) },
          { label: t('caisse.z.refunds', { count: report.refunds.count }), value: m(report.refunds.amount) },
          { label: t('caisse.z.netSales'), value: m(report.netSales), strong: true },
          { label: t('caisse.z.cancellations', { count: report.cancellations.count }), value: m(report.cancellations.total) },
        ],
      },
      {
        title: t('caisse.z.taxes'),
        rows: report.taxes.map((x) => ({ label: `${f.percent(x.tva)} (${m(x.base)})`, value: m(x.amount) })),
      },
    ],
  };
  await sendToPrinter(zReportBytes(doc, { ...escPosOptionsOf(s), raster: rasterText }), s);
}
