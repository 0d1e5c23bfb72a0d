// The ticket on the till's end side (right, left in Arabic): client, lines, options, totals and the one large pay
// button. It reads the cart only: every tap shows at once, nothing waits for the network. From tablets up the lines
// scroll between the ticket's head and its foot, so the total and the pay button never leave the screen; the line just
// rung up scrolls into view.
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle, IconId, IconTrash, IconUser, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { CartAction, CartState, CartTotals } from '../cart/cart-types';
import { scrollIntoBox } from './scroll-within';
import { TicketLines } from './ticket-lines';
import { TicketTotals } from './ticket-totals';
import { KeyHint } from './key-hint';
import classes from './till.module.css';

interface Props {
  cart: CartState;
  totals: CartTotals;
  currencyTag: string;
  dispatch: (a: CartAction) => void;
  onClient: () => void;
  /** The client's memberships (issue 32). */
  onMembership?: () => void;
  onKeypad: () => void;
  onPay: () => void;
  options: ReactNode;
  /** The pay button: the phone's bottom bar hides while it is on screen. */
  payRef?: Ref<HTMLButtonElement>;
}

export function TicketPanel({ cart, totals, currencyTag, dispatch, onClient, onMembership, onKeypad, onPay, options, payRef }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [more, setMore] = useState(false);
  const scroll = useRef<HTMLDivElement>(null);
  const optionsBox = useRef<HTMLDivElement>(null);
  // Options in use show on the toggle, so a hidden promo code or credit sale is never forgotten.
  const used = [
    cart.orderDiscount,
    cart.promo,
    cart.source,
    cart.notes.trim() || null,
    cart.instructions?.length || null,
    cart.isCredit || null,
  ].filter(Boolean).length;
  // The line rung up (or changed) last is the selected one: shown, whatever the number of lines.
  useEffect(() => {
    const box = scroll.current;
    const line = box?.querySelector<HTMLElement>('[data-testid="pos-line"][data-selected="true"]');
    if (box && line) scrollIntoBox(box, line.parentElement ?? line);
  }, [cart.selectedKey, cart.lines]);
  useEffect(() => {
    if (more && scroll.current && optionsBox.current) scrollIntoBox(scroll.current, optionsBox.current);
  }, [more]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.ticket}
      component="aside"
      aria-label={t('pos.ticket.title')}
      data-testid="pos-ticket"
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6}>
          <Text fw={700}>{t('pos.ticket.title')}</Text>
          {totals.itemCount > 0 && (
            <Badge variant="light" data-testid="pos-item-count">
              {f.decimal(totals.itemCount, 0, 3)}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-md"
          leftSection={<IconTrash size={16} />}
          disabled={cart.lines.length === 0}
          onClick={() => dispatch({ type: 'discard' })}
          data-testid="pos-clear"
        >
          {t('pos.ticket.clear')}
        </Button>
      </Group>
      {cart.client ? (
        <Group justify="space-between" wrap="nowrap" mb="xs" data-testid="pos-client">
          <Button variant="light" leftSection={<IconUser size={16} />} onClick={onClient} style={{ flex: 1 }} justify="start">
            {cart.client.name} · {t('pos.client.points', { points: f.number(cart.client.loyaltyPoints) })}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="md"
            px="xs"
            onClick={() => dispatch({ type: 'client', client: null })}
            aria-label={t('pos.client.remove')}
          >
            <IconX size={16} />
          </Button>
        </Group>
      ) : null}
      {cart.client && onMembership ? (
        <Button variant="default" mb="xs" leftSection={<IconId size={16} />} onClick={onMembership} data-testid="pos-memberships">
          {t('pos.client.memberships')}
        </Button>
      ) : null}
      {cart.client ? null : (
        <Button
          variant="default"
          mb="xs"
          leftSection={<IconUser size={16} />}
          rightSection={<KeyHint>F4</KeyHint>}
          onClick={onClient}
          data-testid="pos-client-add"
        >
          {t('pos.client.add')}
        </Button>
      )}
      {/* The browser's scrolling, not Mantine's ScrollArea: the till's first load carries no floating layer. */}
      <div className={classes.ticketScroll} ref={scroll} data-testid="pos-ticket-scroll">
        <TicketLines
          lines={cart.lines}
          selectedKey={cart.selectedKey}
          dispatch={dispatch}
          discarded={cart.discarded?.lines.length ?? 0}
          onKeypad={onKeypad}
        />
        {/* Folded without Mantine's Collapse (one piece less in the till's first load), kept mounted as before. */}
        <Stack gap="xs" mt="xs" ref={optionsBox} display={more ? undefined : 'none'} data-testid="pos-options-panel">
          {options}
        </Stack>
      </div>
      <div className={classes.ticketFoot}>
        <Button
          variant="subtle"
          fullWidth
          mt="xs"
          leftSection={<IconAdjustments size={16} />}
          rightSection={used > 0 ? <Badge size="sm">{used}</Badge> : undefined}
          onClick={() => setMore((v) => !v)}
          aria-expanded={more}
          data-testid="pos-options"
        >
          {t('pos.ticket.options')}
        </Button>
        <Stack gap="xs" mt="xs">
          {totals.currencies.length > 1 && (
            <Alert color="orange" icon={<IconAlertTriangle size={16} />} p="xs">
              {t('pos.pay.mixedCurrencies')}
            </Alert>
          )}
          <TicketTotals totals={totals} currencyTag={currencyTag} promoCode={cart.promo?.code} />
          <Button
            size="xl"
            fullWidth
            disabled={cart.lines.length === 0}
            onClick={onPay}
            ref={payRef}
            rightSection={<KeyHint>F9</KeyHint>}
            data-testid="pos-pay"
          >
            {t('pos.pay.button', { amount: f.minor(totals.total, currencyTag) })}
          </Button>
        </Stack>
      </div>
    </Paper>
  );
}
