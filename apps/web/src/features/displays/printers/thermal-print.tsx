// The ticket dialog's print button: the browser's print dialog, or this device's thermal printer when one is set
// (ESC/POS over Web Serial or WebUSB); a printer failing falls back to the browser's dialog. The gear opens this
// device's printer setting. Loaded with the ticket dialog, never with the till's first screen.
import { ActionIcon, Button } from '@mantine/core';
import { IconPrinter, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureTexts } from '../../../i18n/i18n';
import { useFormat } from '../../../lib/format';
import { notifyDanger } from '../../../lib/notify';
import type { TicketData } from '../../pos/ticket/ticket-data';
import { readPrinter } from './printer-settings';

const PrinterSettingsModal = lazy(async () => {
  const [mod] = await Promise.all([import('./printer-settings-modal'), loadFeatureTexts(['displays'])]);
  return { default: mod.PrinterSettingsModal };
});

export function ThermalPrint({ ticket }: { ticket: TicketData }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const [settings, setSettings] = useState(false);
  const print = async () => {
    if (readPrinter().output === 'browser') return window.print();
    try {
      const { printTicket } = await import('./print-documents');
      await printTicket(ticket, t, f, i18n.language);
    } catch (error) {
      console.error('[printer]', error);
      notifyDanger({ message: t('displays.printer.fallback') });
      window.print();
    }
  };
  return (
    <>
      <ActionIcon
        size="input-md"
        variant="default"
        onClick={() => setSettings(true)}
        aria-label={t('displays.printer.title')}
        data-testid="printer-settings"
      >
        <IconSettings size={18} />
      </ActionIcon>
      <Button
        size="md"
        variant="default"
        leftSection={<IconPrinter size={16} />}
        onClick={() => void print()}
        data-testid="ticket-print-button"
      >
        {t('pos.ticketPrint.print')}
      </Button>
      {settings && (
        <Suspense fallback={null}>
          <PrinterSettingsModal opened onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </>
  );
}
