// What the till and the payer screens share around a cash session: their page header (title, the register sold on,
// the page's actions, the register and store pickers), and the message with a link to open a session when the store
// has none open. The pickers are native selects (./till-select).
import type { Magasin } from '@comptoir/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconCashRegister } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import type { useTillSession } from '../hooks/use-till-data';
import { TillSelect } from './till-select';

interface SessionPickersProps {
  session: ReturnType<typeof useTillSession>;
  storeId: number | null;
  stores: Magasin[];
  setStoreId: (id: number) => void;
}

/** The open register to sell into (when there are several) and the store (when there are several). */
export function SessionPickers({ session, storeId, stores, setStoreId }: SessionPickersProps) {
  const { t } = useTranslation();
  return (
    <>
      {session.open.length > 1 && (
        <TillSelect
          label={t('pos.register')}
          data={session.open.map((r) => ({ value: String(r.id), label: r.intitule }))}
          value={session.register ? String(session.register.id) : ''}
          onChange={(v) => session.choose(Number(v))}
          data-testid="pos-register"
        />
      )}
      {stores.length > 1 && (
        <TillSelect
          label={t('pos.store')}
          leftSection={<IconBuildingStore size={16} />}
          data={stores.map((m) => ({ value: String(m.id), label: m.intitule }))}
          value={storeId !== null ? String(storeId) : ''}
          onChange={(v) => setStoreId(Number(v))}
          maw={420}
          data-testid="store-select"
        />
      )}
    </>
  );
}

/** The till's and the payer's header: `children` are the page's own actions, before the pickers. */
export function TillHeader({ title, children, ...pickers }: SessionPickersProps & { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const register = pickers.session.register;
  return (
    <PageHeader
      title={title}
      description={register ? t('pos.sellingOn', { register: register.intitule }) : undefined}
      actions={
        <Group gap="xs" align="flex-end">
          {children}
          <SessionPickers {...pickers} />
        </Group>
      }
    />
  );
}

/** No open session in this store: say so and offer to open one on /caisse. */
export function NoSessionAlert({ storeId }: { storeId: number | null }) {
  const { t } = useTranslation();
  return (
    <Alert icon={<IconCashRegister size={20} />} title={t('pos.noSession.title')} data-testid="pos-no-session">
      <Text mb="sm">{t('pos.noSession.text')}</Text>
      <Button component={Link} to={`/caisse?store=${storeId ?? ''}`} data-testid="pos-open-session">
        {t('pos.noSession.open')}
      </Button>
    </Alert>
  );
}
