// The Z report of a closed session, printed from the browser (58 mm, 80 mm rolls or A4): store, session, sales (tickets,
// total, average ticket, discounts, refunds, cancellations), VAT by rate, the drawer per mode (expected, counted,
// difference), the remark and approvals, operations and counted notes. Every date in one format (the app's medium
// date, with the time where there is one). On A4 the page is used: a 12 mm margin, two columns of sections.
// Right-to-left in Arabic through the page's direction.
import type { Operation, SessionDetail, ZReport as ZFigures } from '@comptoir/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from './z-report.module.css';
import { paymentModeLabel } from '../../../lib/payment-mode';

export type PaperSize = '58' | '80' | 'a4';

/** A business day (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
const dayDate = (day: string) => `${day}T12:00:00`;

/** A label and its value: an amount or a number (left to right), or a text such as a date (in the page's direction). */
function Row({
  label,
  value,
  text = false,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  text?: boolean;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <tr className={strong ? classes.strong : undefined} data-testid={testId}>
      <td>{label}</td>
      {text ? <td className={classes.value}>{value}</td> : <td dir="ltr">{value}</td>}
    </tr>
  );
}

/** A date and who: each isolated, so a Latin name beside an Arabic date keeps its place. */
const When = ({ at, by }: { at: string; by: string | null }) => (
  <>
    <bdi>{at}</bdi> — <bdi>{by ?? '—'}</bdi>
  </>
);

export function ZReport({
  session,
  report,
  operations,
  operationsTotal,
  paper,
}: {
  session: SessionDetail;
  report: ZFigures;
  /** The session's operations, the newest first (at most a page of them). */
  operations: readonly Operation[];
  operationsTotal: number;
  paper: PaperSize;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const fmt = (amount: number) => f.money(amount, session.currencyTag);
  const date = (v: string | null) => (v ? f.dateTime(v) : '—');
  const closing = session.billets.filter((b) => b.type === 'closing');
  return (
    <div className={classes.report} data-paper={paper} data-testid="z-report">
      {/* A4 only: the page's size and margins (rolls keep the printer's own). */}
      {paper === 'a4' && <style>{'@page { size: A4; margin: 12mm; }'}</style>}
      <header className={classes.zHeader}>
        <h2 className={classes.center}>{session.magasinName}</h2>
        <p className={`${classes.center} ${classes.zTitle}`}>{t('caisse.z.title')}</p>
        <table className={classes.table}>
          <tbody>
            <Row label={t('caisse.history.register')} value={<bdi>{session.registerName}</bdi>} text />
            <Row label={t('caisse.history.session')} value={`#${session.id}`} text />
            <Row label={t('caisse.history.day')} value={f.date(dayDate(session.day))} text testId="z-day" />
            <Row label={t('caisse.z.opened')} value={<When at={date(session.openedAt)} by={session.openedByName} />} text />
            <Row label={t('caisse.z.closed')} value={<When at={date(session.closedAt)} by={session.closedByName} />} text />
          </tbody>
        </table>
      </header>

      <div className={classes.zColumns}>
        <section className={classes.zSection} data-testid="z-sales">
          <h3>{t('caisse.z.sales')}</h3>
          <table className={classes.table}>
            <tbody>
              <Row label={t('caisse.z.tickets')} value={f.number(report.tickets)} />
              <Row label={t('caisse.z.salesTotal')} value={fmt(report.salesTotal)} strong />
              <Row label={t('caisse.z.averageTicket')} value={fmt(report.averageTicket)} />
              <Row label={t('caisse.z.discounts')} value={fmt(report.discounts)} />
              <Row label={t('caisse.z.refunds', { count: report.refunds.count })} value={fmt(report.refunds.amount)} />
              {report.refunds.byMode.map((r) => (
                <Row
                  key={r.modePayment}
                  label={<span className={classes.indent}>{paymentModeLabel(t, r.modePayment)}</span>}
                  value={fmt(r.amount)}
                />
              ))}
              <Row label={t('caisse.z.netSales')} value={fmt(report.netSales)} strong testId="z-net" />
              <Row label={t('caisse.z.cancellations', { count: report.cancellations.count })} value={fmt(report.cancellations.total)} />
              {report.cancellations.paidBack > 0 && (
                <Row label={<span className={classes.indent}>{t('caisse.z.paidBack')}</span>} value={fmt(report.cancellations.paidBack)} />
              )}
            </tbody>
          </table>
        </section>

        <section className={classes.zSection} data-testid="z-taxes">
          <h3>{t('caisse.z.taxes')}</h3>
          <table className={`${classes.table} ${classes.grid}`}>
            <thead>
              <tr>
                <th>{t('caisse.z.rate')}</th>
                <th>{t('caisse.z.base')}</th>
                <th>{t('caisse.z.tax')}</th>
                <th>{t('caisse.z.withTax')}</th>
              </tr>
            </thead>
            <tbody>
              {report.taxes.map((x) => (
                <tr key={x.tva}>
                  <td>{f.percent(x.tva)}</td>
                  <td dir="ltr">{f.number(x.base, 2)}</td>
                  <td dir="ltr">{f.number(x.amount, 2)}</td>
                  <td dir="ltr">{f.number(x.total, 2)}</td>
                </tr>
              ))}
              {report.taxes.length === 0 && (
                <tr>
                  <td colSpan={4}>{t('caisse.z.noSales')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </section>

        <section className={classes.zSection} data-testid="z-drawer">
          <h3>{t('caisse.z.drawer')}</h3>
          <table className={`${classes.table} ${classes.grid}`}>
            <thead>
              <tr>
                <th>{t('caisse.detail.mode')}</th>
                <th>{t('caisse.detail.expected')}</th>
                <th>{t('caisse.detail.counted')}</th>
                <th>{t('caisse.detail.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {session.modes.map((m) => (
                <tr key={m.modePayment}>
                  <td>{paymentModeLabel(t, m.modePayment)}</td>
                  <td dir="ltr">{m.expected === null ? '—' : f.number(m.expected, 2)}</td>
                  <td dir="ltr">{m.counted === null ? '—' : f.number(m.counted, 2)}</td>
                  <td dir="ltr">{m.difference === null ? '—' : f.number(m.difference, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={classes.table}>
            <tbody>
              <Row label={t('caisse.detail.openingFund')} value={fmt(session.openingFund)} />
              <Row
                label={t('caisse.z.totalDifference')}
                value={session.difference === null ? '—' : fmt(session.difference)}
                strong
                testId="z-difference"
              />
            </tbody>
          </table>
          {session.closingNote && (
            <p data-testid="z-note">
              {t('caisse.close.note')} : {session.closingNote}
            </p>
          )}
          {session.approvals.map((a) => (
            <p key={a.id}>{t('caisse.z.approvedBy', { name: a.approvedByName ?? '—', date: date(a.created_at) })}</p>
          ))}
        </section>

        {closing.length > 0 && (
          <section className={classes.zSection}>
            <h3>{t('caisse.z.billets')}</h3>
            <table className={classes.table}>
              <tbody>
                {closing.map((b) => (
                  <tr key={b.id}>
                    <td dir="ltr">{f.money(b.value, b.currencyTag)}</td>
                    <td>× {b.quantity}</td>
                    <td dir="ltr">{fmt(b.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>

      <section className={classes.zWide}>
        <h3>{t('caisse.z.operations')}</h3>
        <table className={`${classes.table} ${classes.grid}`}>
          <tbody>
            {[...operations].reverse().map((o) => (
              <tr key={o.id}>
                <td dir="ltr">{f.time(o.created_at)}</td>
                <td>
                  {t(`caisse.types.${o.type}`)}
                  {o.subType ? ` · ${t(`caisse.fees.${o.subType}`)}` : ''}
                  {o.reason ? ` · ${o.reason}` : ''}
                  {/* On a roll the mode goes under the operation; on A4 it has its column. */}
                  {paper !== 'a4' && (
                    <>
                      <br />
                      <span className={classes.indent}>{paymentModeLabel(t, o.modePayment)}</span>
                    </>
                  )}
                </td>
                {paper === 'a4' && <td>{paymentModeLabel(t, o.modePayment)}</td>}
                <td dir="ltr">{fmt(o.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {operationsTotal > operations.length && <p>{t('caisse.log.partial')}</p>}
      </section>
      <p className={classes.center}>{t('caisse.z.printed', { date: f.dateTime(new Date()) })}</p>
    </div>
  );
}
