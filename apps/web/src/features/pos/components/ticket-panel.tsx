// The ticket on the till's end side (right, left in Arabic): client, lines, options, totals and the one large pay
// button. It reads the cart only: every tap shows at once, nothing waits for the network.
import { Alert, Badge, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle, IconCalculator, IconTrash, IconUser, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { CartAction, CartState, CartTotals } from '../cart/cart-types';
import { TicketLines } from './ticket-lines';
import { TicketTotals } from './ticket-totals';
import classes from './till.module.css';

interface Props {
  cart: CartState;
  totals: CartTotals;
  currencyTag: string;
  dispatch: (a: CartAction) => void;
  onClient: () => void;
  onKeypad: () => void;
  onPay: () => void;
  options: ReactNode;
}

export function TicketPanel({ cart, totals, currencyTag, dispatch, onClient, onKeypad, onPay, options }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const [more, setMore] = useState(false);
  // Options in use show on the toggle, so a hidden promo code or credit sale is never forgotten.
  const used = [cart.orderDiscount, cart.promo, cart.source, cart.notes.trim() || null, cart.isCredit || null].filter(Boolean).length;
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
          onClick={() => dispatch({ type: 'clear' })}
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
      ) : (
        <Button
          variant="default"
          mb="xs"
          leftSection={<IconUser size={16} />}
          rightSection={<Kbd size="xs">F4</Kbd>}
          onClick={onClient}
          data-testid="pos-client-add"
        >
          {t('pos.client.add')}
        </Button>
      )}
      {/* The browser's scrolling, not Mantine's ScrollArea: the till's first load carries no floating layer. */}
      <div className={classes.lines}>
        <TicketLines lines={cart.lines} selectedKey={cart.selectedKey} dispatch={dispatch} />
      </div>
      <Stack gap="xs" mt="xs">
        {cart.selectedKey && (
          <Button
            variant="default"
            leftSection={<IconCalculator size={16} />}
            rightSection={<Kbd size="xs">F3</Kbd>}
            onClick={onKeypad}
            data-testid="pos-keypad"
          >
            {t('pos.keypad.open')}
          </Button>
        )}
        <Button
          variant="subtle"
          leftSection={<IconAdjustments size={16} />}
          rightSection={used > 0 ? <Badge size="sm">{used}</Badge> : undefined}
          onClick={() => setMore((v) => !v)}
          aria-expanded={more}
          data-testid="pos-options"
        >
          {t('pos.ticket.options')}
        </Button>
        {/* Folded without Mantine's Collapse (one piece less in the till's first load), kept mounted as before. */}
        <Stack gap="xs" display={more ? undefined : 'none'} data-testid="pos-options-panel">
          {options}
        </Stack>
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
          rightSection={<Kbd size="xs">F9</Kbd>}
          data-testid="pos-pay"
        >
          {t('pos.pay.button', { amount: f.minor(totals.total, currencyTag) })}
        </Button>
      </Stack>
    </Paper>
  );
}
