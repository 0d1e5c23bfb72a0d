// /pos/customer-display: the screen the client faces. The cart as the cashier rings it up (lines, options, discounts,
// the total), then what was paid and the change; when nothing is being sold, the store's slideshow. Fed by the till of
// this device (BroadcastChannel, offline too) or, with ?code=, by a till on another device (the live channel).
// Right to left in Arabic through the page's direction (logical CSS properties).
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';
import { useFormat } from '../../../lib/format';
import { useTillStore } from '../../pos/hooks/use-till-data';
import type { DisplayState } from './display-state';
import { Slideshow } from './slideshow';
import { useLocalFeed, useRemoteFeed } from './use-display-feed';
import classes from './customer-display.module.css';

export function CustomerDisplayPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.toUpperCase() ?? null;
  const local = useLocalFeed(code === null);
  const remote = useRemoteFeed(code);
  const state = code ? remote : local;
  const { storeId, stores } = useTillStore();
  const store = stores.find((s) => s.id === (state?.storeId ?? storeId));
  return (
    <main className={classes.display} data-testid="customer-display" data-status={state?.status ?? 'idle'}>
      <header className={classes.brand}>
        {(state?.logoFileId ?? store?.fileId) ? (
          <FileImage fileId={state?.logoFileId ?? store?.fileId} alt="" size={56} fit="contain" />
        ) : null}
        <h1>{state?.storeName || store?.intitule}</h1>
      </header>
      {!state || state.status === 'idle' ? (
        <Idle storeId={state?.storeId ?? storeId} name={state?.storeName || store?.intitule || ''} />
      ) : (
        <Cart state={state} />
      )}
    </main>
  );
}

function Idle({ storeId, name }: { storeId: number | null; name: string }) {
  const { t } = useTranslation();
  return (
    <section className={classes.idle} data-testid="display-idle">
      <Slideshow
        storeId={storeId}
        fallback={
          <div className={classes.welcome}>
            <p>{t('displays.customer.welcome', { name })}</p>
          </div>
        }
      />
    </section>
  );
}

function Cart({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const f = useFormat();
  const m = (v: number) => <span dir="ltr">{f.minor(v, state.currencyTag)}</span>;
  return (
    <section className={classes.cart}>
      <ol className={classes.lines} data-testid="display-lines">
        {state.lines.map((l) => (
          <li key={l.key} data-testid="display-line">
            <span className={classes.qty}>{f.decimal(l.quantity, 0, 3)} ×</span>
            <span className={classes.label}>
              <bdi>{l.label}</bdi>
              {l.options.map((o) => (
                <small key={o}>+ {o}</small>
              ))}
              {l.discount > 0 && (
                <small className={classes.discount}>
                  {t('displays.customer.discount')} −{m(l.discount)}
                </small>
              )}
            </span>
            <span className={classes.amount}>{m(l.amount)}</span>
          </li>
        ))}
      </ol>
      <div className={classes.totals}>
        {state.discounts > 0 && (
          <p>
            <span>{t('displays.customer.discounts')}</span>
            <span>−{m(state.discounts)}</span>
          </p>
        )}
        <p className={classes.total} data-testid="display-total">
          <span>{t('displays.customer.total')}</span>
          {m(state.total)}
        </p>
        {state.status === 'paid' && (
          <>
            <p data-testid="display-paid">
              <span>{t('displays.customer.paid')}</span>
              {m(state.paid)}
            </p>
            <p className={classes.change} data-testid="display-change">
              <span>{t('displays.customer.change')}</span>
              {m(state.change)}
            </p>
            <p className={classes.thanks}>{t('displays.customer.thanks')}</p>
          </>
        )}
      </div>
    </section>
  );
}
