// Small pieces of the shipping screens: the state badge, an order's number and money, the answer of a batch move.
import { formatMoney, toMinor, type ShippingBatchAnswer, type ShippingCommand } from '@comptoir/shared';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifyInfo, notifySuccess } from '../../../lib/notify';

const COLORS: Record<string, string> = {
  reserved: 'gray',
  packed: 'indigo',
  pending: 'yellow',
  delivering: 'blue',
  delivered: 'teal',
  returned: 'red',
  payed_and_archived: 'green',
};

export function ShippingStateBadge({ state }: { state: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge color={state ? COLORS[state] : 'gray'} variant="light" data-testid="shipping-state">
      {t(`shipping.states.${state ?? 'none'}`)}
    </Badge>
  );
}

/** The number people read on the ticket: its number, else its provisional number, else the order's id. */
export const orderNumber = (c: Pick<ShippingCommand, 'id' | 'ticketNumber' | 'provisional'>): string =>
  c.ticketNumber !== null ? `#${c.ticketNumber}` : (c.provisional ?? `n° ${c.id}`);

export function Money({ value, tag }: { value: number; tag: string }) {
  const { i18n } = useTranslation();
  return <span dir="ltr">{formatMoney(toMinor(value), tag, i18n.language)}</span>;
}

/** Says what moved and, for every order that did not, why. */
export function notifyBatch(t: TFunction, answer: ShippingBatchAnswer, all: readonly ShippingCommand[]) {
  const name = (id: number) => {
    const c = all.find((x) => x.id === id);
    return c ? orderNumber(c) : `n° ${id}`;
  };
  if (answer.moved.length) notifySuccess({ message: t('shipping.movedCount', { count: answer.moved.length }) });
  if (answer.refused.length)
    notifyInfo({
      title: t('shipping.refusedCount', { count: answer.refused.length }),
      message: answer.refused.map((r) => `${name(r.commandId)} : ${t(`shipping.refusals.${r.reason}`)}`).join(' · '),
      autoClose: 10_000,
    });
}
