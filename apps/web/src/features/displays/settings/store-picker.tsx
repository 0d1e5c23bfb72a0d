// The store a settings page of issue 30 works on.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useStoreChoice } from './use-store-choice';

export function StorePicker({ choice }: { choice: ReturnType<typeof useStoreChoice> }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('displays.settings.store')}
      data={choice.stores.map((s) => ({ value: String(s.id), label: s.intitule }))}
      value={choice.storeId === null ? null : String(choice.storeId)}
      onChange={(v) => v && choice.setStoreId(Number(v))}
      allowDeselect={false}
      searchable
      w={{ base: '100%', sm: 320 }}
      mb="md"
      data-testid="displays-store"
    />
  );
}
