// The offline catalogue screen: choose the store, watch the copy load, search it (locally once complete, offline too).
import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { StoreSelect, useSelectedStore } from '../../features/stores/components/store-select';
import { getCurrency } from '../../lib/currency';
import { useFormat } from '../../lib/format';
import { OfflineCatalogueStatus } from './offline-catalogue-status';
import { startOfflineCatalogue, syncCatalogueNow } from './offline-catalogue';
import { useCatalogueSearch } from './use-catalogue-search';

export function OfflineCataloguePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { storeId, stores, setStoreId } = useSelectedStore();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 200);
  const { hits, source } = useCatalogueSearch(debounced);

  useEffect(() => {
    if (storeId !== null) void startOfflineCatalogue({ magasinId: storeId, currencyTag: getCurrency() });
  }, [storeId]);

  return (
    <Stack>
      <PageHeader
        title={t('offlineCatalogue.title')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void syncCatalogueNow()}
            data-testid="offline-sync"
          >
            {t('offlineCatalogue.sync')}
          </Button>
        }
      />
      <StoreSelect value={storeId} stores={stores} onChange={setStoreId} label={t('offlineCatalogue.store')} />
      <OfflineCatalogueStatus />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('offlineCatalogue.search')}
        aria-label={t('offlineCatalogue.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        maw={520}
        data-testid="offline-search"
        rightSectionWidth={140}
        rightSection={
          <Badge variant="light" color={source === 'local' ? 'teal' : 'gray'} data-testid="offline-source">
            {t(source === 'local' ? 'offlineCatalogue.local' : 'offlineCatalogue.serverSource')}
          </Badge>
        }
      />
      <Stack gap="xs" data-testid="offline-results">
        {debounced.trim() && !hits.length && <Text c="dimmed">{t('offlineCatalogue.none')}</Text>}
        {hits.map((h) => (
          <Card key={h.priceId} withBorder padding="sm" data-testid="offline-hit">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {h.label}
                </Text>
                {h.barcode && (
                  <Text fz="xs" c="dimmed">
                    {h.barcode}
                  </Text>
                )}
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="offline-hit-price">
                {f.minor(h.price, h.currencyTag)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
