// /caisse: the registers of the chosen store with their state; open a session with the denomination counter.
import type { CashRegister } from '@comptoir/shared';
import { Button, Group, SimpleGrid, Skeleton } from '@mantine/core';
import { IconCashRegister, IconHistory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useUserTags } from '../../auth/hooks/use-auth';
import { StoreSelect, useSelectedStore } from '../../stores/components/store-select';
import { OpenSessionModal } from '../components/open-session-modal';
import { RegisterCard } from '../components/register-card';
import { RegisterModal } from '../components/register-modal';
import { CashSettingsCard } from '../components/cash-settings-card';
import { useRegisters } from '../hooks/use-caisse';

export function CaissePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, stores, setStoreId } = useSelectedStore();
  const registers = useRegisters(storeId);
  const [opening, setOpening] = useState<CashRegister | null>(null);
  const [adding, setAdding] = useState(false);
  // Registers are set up by those who manage stores; cashiers only run them.
  const tags = useUserTags();
  const canManage = tags.includes('gestion_magasin');
  const store = stores.find((s) => s.id === storeId);
  const list = registers.data ?? [];
  return (
    <>
      <PageHeader
        title={t('routes.caisses')}
        description={t('caisse.description')}
        actions={
          storeId !== null && (
            <>
              <Button component={Link} to={`/caisse/history/${storeId}`} variant="default" leftSection={<IconHistory size={16} />}>
                {t('caisse.historyButton')}
              </Button>
              {canManage && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="register-add">
                  {t('caisse.register.title')}
                </Button>
              )}
            </>
          )
        }
      />
      <Group mb="lg">
        <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />
      </Group>
      {registers.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <EmptyState icon={<IconCashRegister size={28} />} title={t('caisse.emptyTitle')} description={t('caisse.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="registers">
          {list.map((r) => (
            <RegisterCard key={r.id} register={r} onOpen={setOpening} />
          ))}
        </SimpleGrid>
      )}
      {tags.includes('gestion_admins') && <CashSettingsCard />}
      {storeId !== null && <RegisterModal storeId={storeId} opened={adding} onClose={() => setAdding(false)} />}
      <OpenSessionModal
        register={opening}
        currencyTag={store?.currencyTag ?? 'MAD'}
        onClose={() => setOpening(null)}
        onOpened={(id) => {
          setOpening(null);
          void navigate(`/caisses/${id}`);
        }}
      />
    </>
  );
}
