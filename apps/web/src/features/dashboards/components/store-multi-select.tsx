// The stores a dashboard adds up (none chosen: every store the user may see). A user who sees one store is not asked.
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMagasins } from '../../stores/hooks/use-magasins';

export function StoreMultiSelect({ value, onChange }: { value: readonly number[]; onChange: (stores: number[]) => void }) {
  const { t } = useTranslation();
  const stores = useMagasins();
  const list = stores.data ?? [];
  if (list.length <= 1) return null;
  return (
    <MultiSelect
      size="sm"
      w={{ base: '100%', sm: 320 }}
      aria-label={t('dashboards.stores.label')}
      placeholder={value.length ? undefined : t('dashboards.stores.all')}
      data={list.map((m) => ({ value: String(m.id), label: m.intitule }))}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      clearable
      searchable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      data-testid="stores-select"
    />
  );
}
