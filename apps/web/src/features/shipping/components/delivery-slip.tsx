// The print view of the orders handed to a transport company (GET /Shipping/GetBlCommands/{id}): one A4 sheet the
// driver signs, with each order's client, address, phone, articles and what to collect. The delivery forms themselves
// (one document per order, /BonLivraison) are the billing documents' (invoice28); this is the hand-over list.
import type { BlCommands } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import classes from './delivery-slip.module.css';
import { Money, orderNumber } from './shipping-parts';

export function DeliverySlip({ bl }: { bl: BlCommands }) {
  const { t } = useTranslation();
  const f = useFormat();
  const tag = bl.commands[0]?.currencyTag ?? 'MAD';
  return (
    <div className={classes.slip} data-testid="delivery-slip">
      <h2 style={{ margin: 0 }}>{t('shipping.slipTitle', { company: bl.transportCompany.intitule })}</h2>
      <p>
        {f.dateTime(new Date().toISOString())} · {t('shipping.stops', { count: bl.commands.length })}
      </p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('shipping.number')}</th>
            <th>{t('shipping.client')}</th>
            <th>{t('shipping.address')}</th>
            <th>{t('shipping.lines')}</th>
            <th>{t('shipping.toCollect')}</th>
          </tr>
        </thead>
        <tbody>
          {bl.commands.map((c) => (
            <tr key={c.id}>
              <td>{orderNumber(c)}</td>
              <td>
                {c.clientName}
                {c.tel && (
                  <>
                    <br />
                    <span dir="ltr">{c.tel}</span>
                  </>
                )}
              </td>
              <td dir="auto">{[c.address, c.city].filter(Boolean).join(', ')}</td>
              <td>{c.lines.map((l) => `${l.quantity} × ${l.label}`).join(', ')}</td>
              <td dir="ltr">
                <Money value={Math.max(0, c.total - c.paid)} tag={c.currencyTag} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('shipping.total')} : <Money value={bl.total} tag={tag} /> · {t('shipping.toCollect')} : <Money value={bl.toCollect} tag={tag} />
      </p>
      <div className={classes.sign}>
        <span>{t('shipping.signStore')}</span>
        <span>{t('shipping.signCarrier')}</span>
      </div>
    </div>
  );
}
