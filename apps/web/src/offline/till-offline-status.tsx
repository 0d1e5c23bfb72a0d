// The till's status line under its search: whether it can sell without network yet (./offline-ready.ts), then the
// offline catalogue's state ('ready to sell offline · offline catalogue up to date at 10:42').
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueStatusText } from './catalogue/use-catalogue-search';
import { useOfflineReady } from './offline-ready';

export function TillOfflineStatus() {
  const { t } = useTranslation();
  const ready = useOfflineReady();
  const catalogue = useCatalogueStatusText();
  return (
    <Text fz="xs" c="dimmed" role="status" data-testid="pos-catalogue-status">
      <span data-testid="pos-offline-ready" data-ready={ready}>
        {t(ready ? 'offlineCatalogue.tillReady' : 'offlineCatalogue.tillPreparing')}
      </span>
      {' · '}
      {catalogue}
    </Text>
  );
}
