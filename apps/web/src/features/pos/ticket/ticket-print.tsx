// The printed ticket (58 or 80 mm roll): store header and logo, ticket number, date, cashier, lines with their options
// and discounts, taxes per rate, payments, change, client and points, the store's footer and a QR code of the ticket.
// Text only, laid out by the page's direction, so Arabic prints right to left without an image. Same print block as the
// Z report (caisse/components/z-report.module.css): hidden on screen, alone on the printed page.
import { ticketQrValue } from '@comptoir/shared';
import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';
import { useFormat } from '../../../lib/format';
import classes from '../../caisse/components/z-report.module.css';
import own from './ticket.module.css';
import { lineLabel, type TicketData } from './ticket-data';
import { paymentModeLabel } from '../../../lib/payment-mode';

export type RollWidth = '58' | '80';

/** The QR code as SVG markup, made in the browser (the qrcode package is loaded only when a ticket is shown). */
function useQrSvg(value: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((s) => {
        if (live) setSvg(s);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return svg;
}

/** `preview`: the copy shown on screen (not printed); without it, the print-only copy. */
export function TicketPrint({ ticket, paper, preview = false }: { ticket: TicketData; paper: RollWidth; preview?: boolean }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const m = (v: number) => f.minor(v, ticket.currencyTag);
  // The order's uuid, which the return search reads (a ticket printed offline has no order id or number yet).
  const qr = useQrSvg(ticketQrValue(ticket));
  return (
    <div className={preview ? own.preview : classes.report} data-paper={paper} data-testid={preview ? 'ticket-preview' : 'ticket-print'}>
      {ticket.store.fileId && (
        <Box className={classes.center} mb={4} style={{ display: 'flex', justifyContent: 'center' }}>
          <FileImage fileId={ticket.store.fileId} alt={ticket.store.name} size={48} fit="contain" />
        </Box>
      )}
      <h2 className={classes.center}>{ticket.store.name}</h2>
      {/* The address takes its own direction (an Arabic ticket keeps "45 rue …" with its number in place). */}
      {ticket.store.address && (
        <p className={classes.center} dir="auto" data-testid="ticket-address">
          {ticket.store.address}
        </p>
      )}
      {ticket.store.tel && (
        <p className={classes.center}>
          <span dir="ltr">{ticket.store.tel}</span>
        </p>
      )}
      {ticket.store.ice && <p className={classes.center}>{t('pos.ticketPrint.ice', { ice: ticket.store.ice })}</p>}
      <p data-testid="ticket-number">
        {ticket.ticketNumber === null && ticket.provisional
          ? t('pos.ticketPrint.provisional', { number: ticket.provisional })
          : t('pos.ticketPrint.number', { number: ticket.ticketNumber ?? ticket.orderId })}{' '}
        · {f.dateTime(ticket.date)}
      </p>
      {ticket.cashier && <p>{t('pos.ticketPrint.cashier', { name: ticket.cashier })}</p>}
      <table className={classes.table}>
        <tbody>
          {ticket.lines.map((l, i) => (
            <tr key={i}>
              <td>
                {lineLabel(l, i18n.language)}
                <br />
                {f.decimal(l.quantity, 0, 3)} × <span dir="ltr">{m(l.unitPrice)}</span>
                {l.options.map((o) => (
                  <span key={o}>
                    <br />+ {o}
                  </span>
                ))}
                {l.returned > 0 && (
                  <>
                    <br />
                    {t('pos.ticketPrint.returned', { quantity: f.decimal(l.returned, 0, 3) })}
                  </>
                )}
              </td>
              <td dir="ltr">{m(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={classes.table}>
        <tbody>
          {ticket.lineRemise > 0 && <Row label={t('pos.totals.lineDiscounts')} value={`−${m(ticket.lineRemise)}`} />}
          {ticket.orderRemise > 0 && (
            <>
              <Row label={t('pos.ticketPrint.subtotal')} value={m(ticket.subtotal)} />
              <Row
                label={ticket.codePromo ? t('pos.totals.promo', { code: ticket.codePromo }) : t('pos.totals.orderDiscount')}
                value={`−${m(ticket.orderRemise)}`}
              />
            </>
          )}
          <Row label={t('pos.totals.total')} value={m(ticket.total)} strong />
          {ticket.taxes.map((x) => (
            <Row key={x.tva} label={t('pos.ticketPrint.tax', { rate: f.percent(x.tva), base: m(x.base) })} value={m(x.amount)} />
          ))}
          {ticket.payments.map((p, i) => (
            <Row key={i} label={paymentModeLabel(t, p.mode)} value={m(p.amount)} />
          ))}
          {ticket.change > 0 && <Row label={t('pos.pay.change')} value={m(ticket.change)} strong />}
          {ticket.refunded > 0 && <Row label={t('pos.ticketPrint.refunded')} value={m(ticket.refunded)} strong />}
          {ticket.remaining > 0 && (
            <Row label={ticket.isCredit ? t('pos.pay.onCredit') : t('pos.pay.remaining')} value={m(ticket.remaining)} />
          )}
        </tbody>
      </table>
      {ticket.instructions?.length ? (
        <p dir="auto" data-testid="ticket-instructions">
          <strong>{t('pos.ticketPrint.instructions')}</strong> {ticket.instructions.join(' · ')}
        </p>
      ) : null}
      {ticket.client && (
        <p>
          {t('pos.ticketPrint.client', { name: ticket.client.name })}
          {ticket.client.pointsEarned > 0 && (
            <>
              <br />
              {t('pos.ticketPrint.points', { points: f.number(ticket.client.pointsEarned) })}
            </>
          )}
        </p>
      )}
      {ticket.store.footer && (
        <p className={classes.center} dir="auto">
          {ticket.store.footer}
        </p>
      )}
      {qr && (
        <div
          className={classes.center}
          style={{ width: 96, margin: '4px auto' }}
          dangerouslySetInnerHTML={{ __html: qr }}
          data-testid="ticket-qr"
        />
      )}
      {!ticket.store.footer && <p className={classes.center}>{t('pos.ticketPrint.thanks')}</p>}
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr style={strong ? { fontWeight: 700 } : undefined}>
      <td>{label}</td>
      <td dir="ltr">{value}</td>
    </tr>
  );
}
