// The offline catalogue's progress bar and status line.
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueStatus, useCatalogueStatusText } from './use-catalogue-search';

export function OfflineCatalogueStatus() {
  const s = useCatalogueStatus();
  const text = useCatalogueStatusText();
  const { t } = useTranslation();
  const value = s.total ? Math.round((s.done / s.total) * 100) : 0;
  return (
    <Stack gap={4} data-testid="offline-catalogue-status">
      {s.phase === 'loading' && (
        <Progress value={value} aria-label={t('offlineCatalogue.progress')} data-testid="offline-catalogue-progress" animated />
      )}
      <Text fz="sm" c={s.phase === 'error' ? 'red' : 'dimmed'} role="status">
        {text}
      </Text>
    </Stack>
  );
}
