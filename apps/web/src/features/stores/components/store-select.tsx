// Chooses one store; the choice lives in the page URL (?store=ID) so a reload or a shared link keeps it.
import type { Magasin } from '@comptoir/shared';
import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export { useSelectedStore } from '../hooks/use-selected-store';

interface StoreSelectProps {
  value: number | null;
  stores: Magasin[];
  onChange: (id: number) => void;
  label?: string;
  testId?: string;
}

export function StoreSelect({ value, stores, onChange, label, testId = 'store-select' }: StoreSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label ?? t('stores.content.store')}
      leftSection={<IconBuildingStore size={16} />}
      data={stores.map((m) => ({ value: String(m.id), label: m.intitule }))}
      value={value !== null ? String(value) : null}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      searchable
      maw={420}
      data-testid={testId}
    />
  );
}
