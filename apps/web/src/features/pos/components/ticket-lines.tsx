// The lines of the ticket: a tap selects a line (the keypad and the line discount act on it); +, − and remove by
// touch (44 px targets) or by the keyboard (+, −, Delete).
import { ActionIcon, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalculator, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { lineGross } from '@comptoir/shared';
import { lineNet } from '../cart/cart-reducer';
import type { CartAction, CartLine } from '../cart/cart-types';
import classes from './till.module.css';

export function TicketLines({
  lines,
  selectedKey,
  dispatch,
  discarded = 0,
  onKeypad,
}: {
  lines: CartLine[];
  selectedKey: string | null;
  dispatch: (a: CartAction) => void;
  /** Lines of the ticket just emptied with "Vider", which can still come back. */
  discarded?: number;
  /** The keypad for the selected line's quantity or weight (F3). */
  onKeypad?: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (lines.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl">
        {discarded > 0 && (
          <Group gap="xs" justify="center" role="status" data-testid="pos-discarded">
            <Text fz="sm">{t('pos.ticket.discarded', { count: discarded })}</Text>
            <Button variant="light" onClick={() => dispatch({ type: 'restore' })} data-testid="pos-restore">
              {t('pos.ticket.restore')}
            </Button>
          </Group>
        )}
        <Text c="dimmed" ta="center" data-testid="pos-ticket-empty">
          {t('pos.ticket.empty')}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={4} data-testid="pos-lines">
      {lines.map((l) => {
        const qty = l.byWeight ? `${f.decimal(l.quantity, 0, 3)} ${l.unity ?? ''}` : f.number(l.quantity);
        return (
          <div key={l.key}>
            <UnstyledButton
              className={classes.line}
              data-selected={l.key === selectedKey}
              aria-pressed={l.key === selectedKey}
              onClick={() => dispatch({ type: 'select', key: l.key })}
              data-testid="pos-line"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} fz="sm" lineClamp={2}>
                  {l.label}
                </Text>
                <Text fw={600} fz="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }} data-testid="pos-line-total">
                  {f.minor(lineNet(l), l.currencyTag)}
                </Text>
              </Group>
              {l.choices.map((c) => (
                <Text key={`${c.compositionId}-${c.productId}`} fz="xs" c="dimmed">
                  + {c.label}
                  {c.quantity !== 1 ? ` × ${f.number(c.quantity)}` : ''}
                </Text>
              ))}
              <Group gap="xs">
                <Text fz="xs" c="dimmed">
                  {qty} × <span dir="ltr">{f.minor(l.unitPrice, l.currencyTag)}</span>
                </Text>
                {l.discount && (
                  <Badge size="xs" color="orange" variant="light">
                    {l.discount.type === 'percentage' ? `−${f.percent(l.discount.value)}` : `−${f.minor(l.discount.value, l.currencyTag)}`}
                    {' · '}
                    {f.minor(lineGross(l.unitPrice, l.quantity) - lineNet(l), l.currencyTag)}
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
            {l.key === selectedKey && (
              <Group gap="xs" justify="flex-end" px={8} pb={4}>
                {onKeypad && (
                  <ActionIcon size="xl" variant="default" aria-label={t('pos.keypad.open')} onClick={onKeypad} data-testid="pos-keypad">
                    <IconCalculator size={18} />
                  </ActionIcon>
                )}
                <ActionIcon
                  size="xl"
                  variant="default"
                  aria-label={t('pos.ticket.less')}
                  onClick={() => dispatch({ type: 'increment', key: l.key, by: -1 })}
                >
                  <IconMinus size={18} />
                </ActionIcon>
                <ActionIcon
                  size="xl"
                  variant="default"
                  aria-label={t('pos.ticket.more')}
                  onClick={() => dispatch({ type: 'increment', key: l.key, by: 1 })}
                >
                  <IconPlus size={18} />
                </ActionIcon>
                <ActionIcon
                  size="xl"
                  variant="light"
                  color="red"
                  aria-label={t('pos.ticket.remove')}
                  onClick={() => dispatch({ type: 'remove', key: l.key })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
