// This device's ticket printer: the browser's print dialog (default), Web Serial or WebUSB where the browser has them,
// the roll, how Arabic prints, the cash drawer; a test page.
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { rasterText } from './arabic-raster';
import { EscPos } from './escpos';
import { availableOutputs, escPosOptionsOf, readPrinter, savePrinter, type PrinterSettings } from './printer-settings';
import { sendToPrinter } from './printer-transport';

export function PrinterSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [s, setS] = useState<PrinterSettings>(readPrinter);
  const outputs = availableOutputs();
  const set = (patch: Partial<PrinterSettings>) => setS((x) => ({ ...x, ...patch }));
  const test = async () => {
    try {
      const p = new EscPos({ ...escPosOptionsOf(s), raster: rasterText }).init().align('center').bold(true).double(true);
      p.line(t('displays.printer.testTitle'))
        .double(false)
        .bold(false)
        .line('Français é à ç €')
        .line('العربية')
        .qr('comptoir')
        .feed(2)
        .cut();
      if (s.drawer) p.drawer();
      await sendToPrinter(p.bytes(), s);
      notifySuccess({ message: t('displays.printer.testSent') });
    } catch (error) {
      notifyDanger({ message: t('displays.printer.failed', { reason: error instanceof Error ? error.message : String(error) }) });
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('displays.printer.title')} centered>
      <Stack>
        <Select
          label={t('displays.printer.output')}
          data={outputs.map((o) => ({ value: o, label: t(`displays.printer.outputs.${o}`) }))}
          value={s.output}
          onChange={(v) => v && set({ output: v as PrinterSettings['output'] })}
          allowDeselect={false}
          data-testid="printer-output"
        />
        {outputs.length === 1 && (
          <Text size="sm" c="dimmed">
            {t('displays.printer.onlyBrowser')}
          </Text>
        )}
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('displays.printer.roll')}
          </Text>
          <SegmentedControl
            value={s.roll}
            onChange={(v) => set({ roll: v as PrinterSettings['roll'] })}
            data={[
              { value: '58', label: '58 mm' },
              { value: '80', label: '80 mm' },
            ]}
          />
        </div>
        <Select
          label={t('displays.printer.arabic')}
          data={[
            { value: 'image', label: t('displays.printer.arabicImage') },
            { value: 'codepage', label: t('displays.printer.arabicCodePage') },
          ]}
          value={s.arabic}
          onChange={(v) => v && set({ arabic: v as PrinterSettings['arabic'] })}
          allowDeselect={false}
        />
        {s.arabic === 'codepage' && (
          <NumberInput
            label={t('displays.printer.codePage')}
            min={0}
            max={255}
            value={s.codePage}
            onChange={(v) => set({ codePage: Number(v) || 0 })}
          />
        )}
        {s.output === 'serial' && (
          <NumberInput
            label={t('displays.printer.baudRate')}
            min={1200}
            max={921600}
            value={s.baudRate}
            onChange={(v) => set({ baudRate: Number(v) || 9600 })}
          />
        )}
        <Switch label={t('displays.printer.drawer')} checked={s.drawer} onChange={(e) => set({ drawer: e.currentTarget.checked })} />
        <Group justify="space-between">
          <Button variant="default" disabled={s.output === 'browser'} onClick={() => void test()}>
            {t('displays.printer.test')}
          </Button>
          <Button
            onClick={() => {
              savePrinter(s);
              onClose();
            }}
            data-testid="printer-save"
          >
            {t('displays.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
