// /pos/preparation: the counter's, kitchen's or lab's screen. Paid orders appear at once (the live channel's order
// events of the store refetch the board), routed by category to this screen, with their options and notes; a touch (or
// a bump bar's key) moves an order to do → in progress → ready → served; the last served can be recalled; served
// orders clear after the screen's delay; the waiting time turns orange, then red. Which screen this device shows is
// kept on the device (?screen= to open one directly).
import type { PrepScreen } from '@comptoir/shared';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader';
import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { DISPLAY_KEYS } from '../storage-keys';
import { TillSelect } from '../../pos/components/till-select';
import { useTillStore } from '../../pos/hooks/use-till-data';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { PrepBoardView } from './prep-board';
import classes from './preparation.module.css';

/** The screen this device shows. */
const SCREEN_KEY = DISPLAY_KEYS.prepScreen;

export function PreparationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { storeId, stores, setStoreId, isLoading } = useTillStore();
  const screens = useQuery({
    queryKey: displaysKeys.screens(storeId ?? 0),
    queryFn: () => displaysApi.screens(storeId!),
    enabled: storeId !== null,
  });
  if (isLoading || screens.isLoading) return <FullPageLoader />;
  const list = screens.data ?? [];
  const asked = Number(params.get('screen')) || Number(readStorage(SCREEN_KEY)) || null;
  const screen: PrepScreen | undefined = list.find((s) => s.id === asked) ?? (list.length === 1 ? list[0] : undefined);
  const choose = (id: string) => {
    writeStorage(SCREEN_KEY, id);
    setParams({ screen: id }, { replace: true });
  };
  const pickers = (
    <Group gap="xs">
      {stores.length > 1 && (
        <TillSelect
          aria-label={t('displays.prep.store')}
          data={stores.map((s) => ({ value: String(s.id), label: s.intitule }))}
          value={String(storeId ?? '')}
          onChange={(v) => setStoreId(Number(v))}
        />
      )}
      {list.length > 0 && (
        <TillSelect
          aria-label={t('displays.prep.screen')}
          data={[
            ...(screen ? [] : [{ value: '', label: t('displays.prep.chooseScreen') }]),
            ...list.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={String(screen?.id ?? '')}
          onChange={choose}
          data-testid="prep-screen-select"
        />
      )}
    </Group>
  );
  if (!screen)
    return (
      <main className={classes.page}>
        <Stack p="xl" maw={640} mx="auto">
          <Title order={1}>{t('routes.preparation')}</Title>
          {pickers}
          <Alert title={list.length ? t('displays.prep.chooseScreen') : t('displays.prep.noScreen')}>
            {list.length ? (
              <Text>{t('displays.prep.chooseHelp')}</Text>
            ) : (
              <Anchor component={Link} to="/settings/preparation">
                {t('displays.prep.setUp')}
              </Anchor>
            )}
          </Alert>
        </Stack>
      </main>
    );
  return <PrepBoardView key={screen.id} screen={screen} pickers={pickers} />;
}
