// /loyalty/near-stores (client_views_near_stores): the company's stores nearest the client first, with distance,
// opening time and a map link; while the page is open the position is checked every 10 s and a store within reach
// (not an online one) is announced at most once an hour (product-spec §4).
import { PROXIMITY_UNITS, TIMINGS_MS } from '@comptoir/shared';
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { notifyInfo } from '../../../lib/notify';
import { useClientStores } from '../api/use-online';
import { byDistance, distanceParts, mapLink, storesToAnnounce, type Position } from '../near-stores-rules';

/** When each store was last announced (store id → ms), kept across visits. */
const ANNOUNCED_KEY = 'comptoir.near-stores.announced';
const readAnnounced = (): Record<number, number> => {
  try {
    return JSON.parse(localStorage.getItem(ANNOUNCED_KEY) ?? '{}') as Record<number, number>;
  } catch {
    return {};
  }
};

type Located = { state: 'waiting' } | { state: 'denied' } | { state: 'at'; position: Position };

/** The client's position, read again every store check interval. */
function usePosition(): Located {
  const [located, setLocated] = useState<Located>({ state: 'waiting' });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setLocated({ state: 'denied' });
      return;
    }
    const read = () =>
      navigator.geolocation.getCurrentPosition(
        (p) => setLocated({ state: 'at', position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
        () => setLocated((l) => (l.state === 'at' ? l : { state: 'denied' })),
        { maximumAge: TIMINGS_MS.storeCheckInterval, timeout: TIMINGS_MS.storeCheckInterval },
      );
    read();
    const timer = window.setInterval(read, TIMINGS_MS.storeCheckInterval);
    return () => window.clearInterval(timer);
  }, []);
  return located;
}

export function NearStoresPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const stores = useClientStores();
  const located = usePosition();
  const at = located.state === 'at' ? located.position : null;
  const list = useMemo(() => byDistance(stores.data ?? [], at), [stores.data, at]);

  useEffect(() => {
    if (!at || !stores.data) return;
    const last = readAnnounced();
    const now = Date.now();
    const near = storesToAnnounce(stores.data, at, last, now);
    if (!near.length) return;
    for (const s of near) {
      last[s.id] = now;
      notifyInfo({ title: t('online.nearTitle'), message: t('online.nearText', { store: s.intitule }) });
    }
    localStorage.setItem(ANNOUNCED_KEY, JSON.stringify(last));
  }, [at, stores.data, t]);

  return (
    <>
      <PageHeader title={t('routes.nearStores')} description={t('online.nearDescription', { distance: PROXIMITY_UNITS })} />
      {located.state === 'denied' && (
        <Alert color="orange" mb="md" data-testid="near-no-position">
          {t('online.noPosition')}
        </Alert>
      )}
      {stores.isLoading ? (
        <Loader />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="near-stores">
          {list.map((s) => {
            const link = mapLink(s);
            const d = s.distance === null ? null : distanceParts(s.distance);
            return (
              <Card key={s.id} withBorder padding="md" data-testid="near-store">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={700} lineClamp={2} data-testid="near-store-name">
                      {s.intitule}
                    </Text>
                    {d && (
                      <Badge variant="light" data-testid="near-store-distance" style={{ flexShrink: 0 }}>
                        {t(`online.distance.${d.unit}`, { value: f.decimal(d.value, 0, 1) })}
                      </Badge>
                    )}
                  </Group>
                  {(s.rue || s.city) && (
                    <Text fz="sm" c="dimmed" dir="auto">
                      {[s.rue, s.city].filter(Boolean).join(', ')}
                    </Text>
                  )}
                  {s.isOnline && (
                    <Badge variant="outline" color="grape" w="fit-content">
                      {t('online.onlineStore')}
                    </Badge>
                  )}
                  {s.startTime && (
                    <Group gap={6}>
                      <IconClock size={16} aria-hidden />
                      <Text fz="sm">{t('online.opensAt', { time: s.startTime.slice(0, 5) })}</Text>
                    </Group>
                  )}
                  <Group gap="md">
                    {s.tel && (
                      <Anchor href={`tel:${s.tel}`} fz="sm" dir="ltr">
                        <Group gap={4} wrap="nowrap">
                          <IconPhone size={16} aria-hidden />
                          {s.tel}
                        </Group>
                      </Anchor>
                    )}
                    {link && (
                      <Anchor href={link} target="_blank" rel="noopener noreferrer" fz="sm" data-testid="near-store-map">
                        <Group gap={4} wrap="nowrap">
                          <IconMapPin size={16} aria-hidden />
                          {t('online.map')}
                        </Group>
                      </Anchor>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
