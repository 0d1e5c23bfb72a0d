// The month's issued documents as one zip, with a progress bar counted entry by entry as the zip arrives.
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { invoicesApi } from '../api/invoices-api';
import { zipProgress } from '../zip-progress';

const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

export function ExportMonth() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState(new Date().toISOString().slice(0, 7));
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async () => {
    const { from, to } = monthBounds(month);
    const counter = zipProgress();
    setProgress({ done: 0, total: 0 });
    try {
      const { blob, headers } = await invoicesApi.exportZip(from, to, (chunk, h) => {
        const done = counter.push(chunk);
        setProgress({ done, total: Number(h.get('x-document-count') ?? 0) });
      });
      saveBlob(blob, fileNameOf(headers, `documents_${from}_${to}.zip`));
      setOpened(false);
    } finally {
      setProgress(null);
    }
  };
  const share = progress && progress.total ? (progress.done / progress.total) * 100 : 0;
  return (
    <>
      <Button variant="light" leftSection={<IconFileZip size={18} />} onClick={() => setOpened(true)} data-testid="export-month">
        {t('invoices.exportMonth')}
      </Button>
      <Modal opened={opened} onClose={() => !progress && setOpened(false)} title={t('invoices.exportMonth')} centered>
        <Stack>
          <TextInput
            type="month"
            label={t('invoices.month')}
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            disabled={!!progress}
          />
          {progress && (
            <Stack gap={4}>
              <Progress value={share} animated aria-label={t('invoices.exportProgress')} />
              <Text size="sm" c="dimmed">
                {t('invoices.exportCount', { done: progress.done, total: progress.total })}
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button loading={!!progress} onClick={() => void run()} data-testid="export-month-go">
              {t('invoices.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
