// The Z report of a closed session, printed from the browser (58 mm, 80 mm rolls or A4): store, session, totals per
// mode, operations, counted notes, differences and approvers. Right-to-left in Arabic through the page's direction.
import type { Operation, SessionDetail } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from './z-report.module.css';
import { paymentModeLabel } from '../../../lib/payment-mode';

export type PaperSize = '58' | '80' | 'a4';

export function ZReport({ session, operations, paper }: { session: SessionDetail; operations: readonly Operation[]; paper: PaperSize }) {
  const { t } = useTranslation();
  const f = useFormat();
  const fmt = (amount: number) => f.money(amount, session.currencyTag);
  const date = (v: string | null) => (v ? f.dateTime(v) : '—');
  return (
    <div className={classes.report} data-paper={paper} data-testid="z-report">
      <h2 className={classes.center}>{session.magasinName}</h2>
      <p className={classes.center}>{t('caisse.z.title')}</p>
      <p>
        {session.registerName} · #{session.id} · {session.day}
      </p>
      <p>
        {t('caisse.z.opened')}: {date(session.openedAt)} — {session.openedByName ?? '—'}
      </p>
      <p>
        {t('caisse.z.closed')}: {date(session.closedAt)} — {session.closedByName ?? '—'}
      </p>
      <p>
        {t('caisse.detail.openingFund')}: <span dir="ltr">{fmt(session.openingFund)}</span>
      </p>
      <table className={classes.table}>
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
              <td dir="ltr">{fmt(m.expected)}</td>
              <td dir="ltr">{m.counted === null ? '—' : fmt(m.counted)}</td>
              <td dir="ltr">{m.difference === null ? '—' : fmt(m.difference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('caisse.z.operations')}</h3>
      <table className={classes.table}>
        <tbody>
          {[...operations].reverse().map((o) => (
            <tr key={o.id}>
              <td>
                {t(`caisse.types.${o.type}`)}
                {o.subType ? ` · ${t(`caisse.fees.${o.subType}`)}` : ''}
                {o.reason ? ` · ${o.reason}` : ''}
              </td>
              <td>{paymentModeLabel(t, o.modePayment)}</td>
              <td dir="ltr">{fmt(o.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('caisse.z.billets')}</h3>
      <table className={classes.table}>
        <tbody>
          {session.billets
            .filter((b) => b.type === 'closing')
            .map((b) => (
              <tr key={b.id}>
                <td dir="ltr">{f.money(b.value, b.currencyTag)}</td>
                <td>× {b.quantity}</td>
                <td dir="ltr">{fmt(b.amount)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p>
        {t('caisse.detail.difference')}: <span dir="ltr">{session.difference === null ? '—' : fmt(session.difference)}</span>
      </p>
      {session.approvals.map((a) => (
        <p key={a.id}>{t('caisse.z.approvedBy', { name: a.approvedByName ?? '—', date: date(a.created_at) })}</p>
      ))}
    </div>
  );
}
