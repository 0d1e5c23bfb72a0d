// A client chooser searched on the server (GET /Client/select/data, 3 characters or more).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientChoices } from '../hooks/use-queue';

export function ClientPicker({
  value,
  onChange,
  label,
  testId,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 300);
  const choices = useClientChoices(keyword);
  return (
    <Select
      label={label}
      placeholder={t('clients.queue.searchClient')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={(choices.data ?? []).map((c) => ({ value: String(c.id), label: c.tel ? `${c.name} · ${c.tel}` : c.name }))}
      value={value}
      onChange={onChange}
      filter={({ options }) => options}
      nothingFoundMessage={keyword.trim().length >= 3 ? t('clients.queue.noClient') : t('clients.queue.typeMore')}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
