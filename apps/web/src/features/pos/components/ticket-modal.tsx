// After a sale (or to reprint one): the ticket as it will print, the roll width, Print and New sale.
import { Button, Group, Modal, ScrollArea, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeatureTexts } from '../../../i18n/i18n';
import type { TicketData } from '../ticket/ticket-data';
import { TicketPrint, type RollWidth } from '../ticket/ticket-print';
import till from './till.module.css';

// This device's thermal printer (ESC/POS, issue 30) and its setting: the plain print button stands in until it is here.
const ThermalPrint = lazy(async () => {
  const [mod] = await Promise.all([import('../../displays/printers/thermal-print'), loadFeatureTexts(['displays'])]);
  return { default: mod.ThermalPrint };
});

export function TicketModal({ ticket, onClose, closeLabel }: { ticket: TicketData | null; onClose: () => void; closeLabel?: string }) {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<RollWidth>('80');
  return (
    <>
      {ticket && <TicketPrint ticket={ticket} paper={paper} />}
      <Modal className={till.till} opened={ticket !== null} onClose={onClose} title={t('pos.ticketPrint.title')} centered>
        {ticket && (
          <>
            <ScrollArea.Autosize mah="55vh" mb="md">
              <TicketPrint ticket={ticket} paper={paper} preview />
            </ScrollArea.Autosize>
            <Group justify="space-between">
              <SegmentedControl
                value={paper}
                onChange={(v) => setPaper(v as RollWidth)}
                data={[
                  { value: '58', label: '58 mm' },
                  { value: '80', label: '80 mm' },
                ]}
                aria-label={t('pos.ticketPrint.paper')}
              />
              <Group gap="xs">
                <Suspense
                  fallback={
                    <Button
                      size="md"
                      variant="default"
                      leftSection={<IconPrinter size={16} />}
                      onClick={() => window.print()}
                      data-testid="ticket-print-button"
                    >
                      {t('pos.ticketPrint.print')}
                    </Button>
                  }
                >
                  <ThermalPrint ticket={ticket} />
                </Suspense>
                <Button size="md" onClick={onClose} data-autofocus data-testid="ticket-close">
                  {closeLabel ?? t('pos.ticketPrint.newSale')}
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Modal>
    </>
  );
}
