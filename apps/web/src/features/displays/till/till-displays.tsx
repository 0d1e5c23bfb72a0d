// The till's part of issue 30, loaded once the till is usable (lazy-till-displays.ts), never slowing a sale: it keeps
// the customer display in step (BroadcastChannel on this device; the server and the live channel for a display paired
// by QR code), opens it, and shows the orders the preparation screens have ready.
import type { Magasin } from '@comptoir/shared';
import { Badge, Button, Group } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartState } from '../../pos/cart/cart-types';
import type { TicketData } from '../../pos/ticket/ticket-data';
import { CHANNEL, stateOfCart, stateOfTicket, type DisplayMessage, type DisplayState } from '../customer/display-state';
import { displaysApi } from '../api/displays-api';
import { pairedCode } from './pairing';
import { ReadyOrders } from './ready-orders';

const DisplayMenu = lazy(() => import('./display-menu').then((m) => ({ default: m.DisplayMenu })));

/** A sale just made stays on the display this long, unless the next one starts. */
const PAID_MS = 20_000;

export interface TillDisplaysProps {
  cart: CartState;
  store: Magasin | undefined;
  /** The ticket on screen (the sale just made, or a reprint). */
  ticket: TicketData | null;
}

export function TillDisplays({ cart, store, ticket }: TillDisplaysProps) {
  const { t } = useTranslation();
  // The till's own rule (pages/pos-page.tsx): the first line's currency, else the store's.
  const currencyTag = cart.lines[0]?.currencyTag ?? store?.currencyTag ?? 'MAD';
  const [menu, setMenu] = useState(false);
  const shown = useDisplaySender(cart, store, currencyTag, ticket);
  return (
    <Group gap="xs" wrap="nowrap">
      {store && <ReadyOrders storeId={store.id} />}
      <Button
        variant="default"
        leftSection={<IconDeviceDesktop size={16} />}
        onClick={() => setMenu(true)}
        data-testid="pos-customer-display"
      >
        {t('displays.till.display')}
        {shown.remote && (
          <Badge ms={6} size="xs" variant="light">
            {t('displays.till.paired')}
          </Badge>
        )}
      </Button>
      {menu && (
        <Suspense fallback={null}>
          <DisplayMenu storeId={store?.id ?? null} onClose={() => setMenu(false)} />
        </Suspense>
      )}
    </Group>
  );
}

/** Sends what the display shows at every change; a display that just opened asks for it ('hello'). */
function useDisplaySender(cart: CartState, store: Magasin | undefined, currencyTag: string, ticket: TicketData | null) {
  const channel = useRef<BroadcastChannel | null>(null);
  const last = useRef<DisplayState | null>(null);
  const paid = useRef<{ uuid: string; until: number } | null>(null);
  const [remote, setRemote] = useState(pairedCode() !== null);

  const send = (state: DisplayState) => {
    last.current = state;
    channel.current?.postMessage({ kind: 'state', state } satisfies DisplayMessage);
    const code = pairedCode();
    setRemote(code !== null);
    if (code && store) void displaysApi.putDisplay(code, store.id, state).catch(() => undefined); // offline: the next change
  };

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(CHANNEL);
    c.onmessage = (e: MessageEvent<DisplayMessage>) => {
      if (e.data?.kind === 'hello' && last.current) c.postMessage({ kind: 'state', state: last.current } satisfies DisplayMessage);
    };
    channel.current = c;
    return () => {
      c.close();
      channel.current = null;
    };
  }, []);

  // The sale just made: what was paid and the change (once per sale, not on a reprint of an older one).
  useEffect(() => {
    if (!ticket || paid.current?.uuid === ticket.uuid || Date.now() - Date.parse(ticket.date) > 60_000) return;
    paid.current = { uuid: ticket.uuid, until: Date.now() + PAID_MS };
    send(stateOfTicket(ticket, store));
    const timer = setTimeout(() => {
      if (last.current?.status === 'paid') send(stateOfCart({ ...cart, lines: [] }, store, currencyTag));
    }, PAID_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ticket
  }, [ticket?.uuid]);

  // The cart as it changes; an empty cart right after a sale keeps the sale on screen.
  useEffect(() => {
    if (!cart.lines.length && paid.current && paid.current.until > Date.now()) return;
    send(stateOfCart(cart, store, currencyTag));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the cart's changes
  }, [cart, store?.id, currencyTag]);

  return { remote };
}
