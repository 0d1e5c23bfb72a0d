// What the till and the payer screens share around a cash session: their page header (title, the register sold on,
// the page's actions, the register and store pickers), and the message with a link to open a session when the store
// has none open.
import type { Magasin } from '@comptoir/shared';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StoreSelect } from '../../stores/components/store-select';
import type { useTillSession } from '../hooks/use-till-data';

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
        <Select
          label={t('pos.register')}
          data={session.open.map((r) => ({ value: String(r.id), label: r.intitule }))}
          value={session.register ? String(session.register.id) : null}
          onChange={(v) => v && session.choose(Number(v))}
          allowDeselect={false}
          data-testid="pos-register"
        />
      )}
      {stores.length > 1 && <StoreSelect value={storeId} stores={stores} onChange={setStoreId} />}
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
