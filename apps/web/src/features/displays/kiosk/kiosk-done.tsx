// After the kiosk's order: its number, large; what to do next (pay at the counter, or paid by card: wait for the
// number); its own ticket, printed on the kiosk's printer when it has one (the browser's print otherwise).
import type { CommandDetail, Magasin } from '@comptoir/shared';
import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { ticketOf } from '../../pos/ticket/ticket-data';
import { TicketPrint } from '../../pos/ticket/ticket-print';
import { readPrinter } from '../printers/printer-settings';
import classes from './kiosk.module.css';

export function KioskDone({ store, order, byCard, onNext }: { store: Magasin; order: CommandDetail; byCard: boolean; onNext: () => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const ticket = useMemo(() => ticketOf(order, store, [], i18n.language), [order, store, i18n.language]);
  const printer = readPrinter();
  const print = async () => {
    if (printer.output === 'browser') return window.print();
    try {
      const { printTicket } = await import('../printers/print-documents');
      await printTicket(ticket, t, f, i18n.language);
    } catch {
      window.print();
    }
  };
  // A thermal printer prints at once (no dialog to answer).
  const printed = useRef(false);
  useEffect(() => {
    if (printer.output !== 'browser' && !printed.current) {
      printed.current = true;
      void print();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once
  }, []);
  const number = order.ticketNumber ?? order.id;
  return (
    <section className={classes.done} data-testid="kiosk-done">
      <TicketPrint ticket={ticket} paper={printer.roll} />
      <p>{t('displays.kiosk.yourNumber')}</p>
      <p className={classes.bigNumber} data-testid="kiosk-number">
        {number}
      </p>
      <p className={classes.doneText}>
        {byCard ? t('displays.kiosk.paidWait') : t('displays.kiosk.goToCounter', { total: f.money(order.total, order.currencyTag) })}
      </p>
      <Group justify="center">
        <Button size="xl" variant="default" leftSection={<IconPrinter size={22} />} onClick={() => void print()}>
          {t('displays.kiosk.ticket')}
        </Button>
        <Button size="xl" className={classes.accent} onClick={onNext} data-testid="kiosk-next">
          {t('displays.kiosk.newOrder')}
        </Button>
      </Group>
    </section>
  );
}
