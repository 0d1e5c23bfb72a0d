// Shown on the client's own pages while no client of the company carries the signed-in account's e-mail or phone.
import { Card } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

export function NoOwnCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="my-card-missing">
      <EmptyState icon={<IconCreditCardOff size={28} />} title={t('clients.mine.noCardTitle')} description={t('clients.mine.noCardText')} />
    </Card>
  );
}
