// An order on the preparation screen: its number, waiting time (orange, then red), lines with options and notes, and
// its step. A touch moves it to the next step; the printer icon prints the kitchen ticket on this device's printer.
import type { PrepOrder, PrepScreen } from '@comptoir/shared';
import { nextPrep } from '@comptoir/shared';
import { ActionIcon } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifyDanger } from '../../../lib/notify';
import { lineLabel } from '../../pos/ticket/ticket-data';
import { waited, waitLevel } from './prep-rules';
import classes from './preparation.module.css';

export function OrderCard({
  order,
  screen,
  now,
  selected,
  index,
  onBump,
}: {
  order: PrepOrder;
  screen: PrepScreen;
  now: number;
  selected: boolean;
  index: number;
  onBump: () => void;
}) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const served = order.step === 'served';
  const waitedMs = now - Date.parse(order.since);
  const level = order.step === 'ready' || served ? 'ok' : waitLevel(waitedMs, screen.warnAfter, screen.lateAfter);
  const number = order.ticketNumber !== null ? String(order.ticketNumber) : `#${order.commandId}`;
  const next = nextPrep(order.step);
  const print = async () => {
    try {
      const { printKitchen } = await import('../printers/print-documents');
      await printKitchen({
        number,
        screen: screen.name,
        time: f.time(order.since),
        lines: order.lines.map((l) => ({
          quantity: f.decimal(l.quantity, 0, 3),
          label: lineLabel(l, i18n.language),
          options: l.options,
          notes: l.notes,
        })),
        notes: order.notes,
      });
    } catch {
      notifyDanger({ message: t('displays.printer.noPrinter') });
    }
  };
  return (
    <article
      className={classes.card}
      data-level={level}
      data-step={order.step}
      data-selected={selected || undefined}
      data-testid="prep-order"
      data-number={number}
    >
      <button
        type="button"
        className={classes.cardButton}
        onClick={onBump}
        disabled={!next}
        aria-label={next ? t('displays.prep.moveTo', { number, step: t(`displays.prep.steps.${next}`) }) : number}
      >
        <span className={classes.cardHead}>
          <strong className={classes.number}>
            {index >= 0 && index < 9 && <kbd>{index + 1}</kbd>} {number}
          </strong>
          <span className={classes.wait} dir="ltr" data-testid="prep-wait">
            {waited(waitedMs)}
          </span>
        </span>
        {order.clientName && <bdi className={classes.client}>{order.clientName}</bdi>}
        <ul className={classes.items}>
          {order.lines.map((l, i) => (
            <li key={i}>
              <strong>{f.decimal(l.quantity, 0, 3)}×</strong> <bdi>{lineLabel(l, i18n.language)}</bdi>
              {l.options.map((o) => (
                <small key={o}>+ {o}</small>
              ))}
              {l.notes && <em>! {l.notes}</em>}
            </li>
          ))}
        </ul>
        {order.notes && <p className={classes.notes}>{order.notes}</p>}
        <span className={classes.step}>
          {served ? t('displays.prep.steps.served') : next ? t('displays.prep.tapTo', { step: t(`displays.prep.steps.${next}`) }) : ''}
        </span>
      </button>
      <ActionIcon className={classes.print} variant="subtle" onClick={() => void print()} aria-label={t('displays.prep.print', { number })}>
        <IconPrinter size={18} />
      </ActionIcon>
    </article>
  );
}
