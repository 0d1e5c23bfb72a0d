// /pos/kiosk: the self-order kiosk (Borne) of one store, full screen and touch first. Welcome (the store's look), the
// menu from the store's catalogue (the categories the Borne setting chose; formulas with their min and max; variants),
// supplements offered after an article, the cart, then pay at the counter (the order waits at /pos/payer) or by card
// where the store has a terminal; the order's number and ticket; back to the welcome when left idle. The order goes
// through the real order API with a client uuid kept until it is answered (a retry is the same order).
import type { CommandDetail } from '@comptoir/shared';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { cartReducer, EMPTY_CART } from '../../pos/cart/cart-reducer';
import { useTillCatalogue, useTillSession, useTillStore } from '../../pos/hooks/use-till-data';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { KioskDone } from './kiosk-done';
import { KioskMenu } from './kiosk-menu';
import { KioskWelcome } from './kiosk-welcome';
import { useIdleReset } from './use-idle-reset';
import classes from './kiosk.module.css';

type Stage = { kind: 'welcome' } | { kind: 'menu' } | { kind: 'done'; order: CommandDetail; byCard: boolean };

export function KioskPage() {
  const { t } = useTranslation();
  const { storeId, stores, isLoading } = useTillStore();
  const store = stores.find((s) => s.id === storeId);
  const session = useTillSession(storeId);
  const settings = useQuery({
    queryKey: displaysKeys.kiosk(storeId ?? 0),
    queryFn: () => displaysApi.kiosk(storeId!),
    enabled: storeId !== null,
  });
  const catalogue = useTillCatalogue(storeId);
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [stage, setStage] = useState<Stage>({ kind: 'welcome' });
  const reset = useCallback(() => {
    dispatch({ type: 'clear' });
    setStage({ kind: 'welcome' });
  }, []);
  const idle = settings.data?.idleSeconds ?? 90;
  const warning = useIdleReset(stage.kind !== 'welcome', stage.kind === 'done' ? Math.min(idle, 30) : idle, reset);

  if (isLoading || session.isLoading || settings.isLoading) return <FullPageLoader />;
  const closed = !settings.data?.enabled ? t('displays.kiosk.disabled') : session.sessionId === null ? t('displays.kiosk.noSession') : null;
  if (closed || !store || !settings.data)
    return (
      <main className={classes.page}>
        <Stack p="xl" maw={640} mx="auto">
          <Title order={1}>{t('routes.kiosk')}</Title>
          <Alert color="orange" title={closed ?? t('displays.kiosk.noStore')} data-testid="kiosk-closed">
            <Anchor component={Link} to="/settings/borne">
              {t('displays.kiosk.setUp')}
            </Anchor>
          </Alert>
        </Stack>
      </main>
    );
  const look = settings.data.color ? ({ '--kiosk-accent': settings.data.color } as React.CSSProperties) : undefined;
  return (
    <main className={classes.page} style={look} data-testid="kiosk">
      {stage.kind === 'welcome' && <KioskWelcome store={store} settings={settings.data} onStart={() => setStage({ kind: 'menu' })} />}
      {stage.kind === 'menu' && (
        <KioskMenu
          store={store}
          settings={settings.data}
          catalogue={catalogue}
          cart={cart}
          dispatch={dispatch}
          sessionId={session.sessionId!}
          onCancel={reset}
          onOrdered={(order, byCard) => {
            dispatch({ type: 'clear' });
            setStage({ kind: 'done', order, byCard });
          }}
        />
      )}
      {stage.kind === 'done' && <KioskDone store={store} order={stage.order} byCard={stage.byCard} onNext={reset} />}
      {warning !== null && (
        <div className={classes.idleWarning} role="alertdialog" aria-live="assertive" data-testid="kiosk-idle">
          <p>{t('displays.kiosk.stillThere', { seconds: warning })}</p>
          <p>{t('displays.kiosk.touchToStay')}</p>
        </div>
      )}
    </main>
  );
}
