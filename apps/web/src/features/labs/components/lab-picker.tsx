// The lab a screen works on: the user's labs (a baker sees the labs they act for), the first one by default.
import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabs } from '../api/use-labs';

export function LabPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const labs = useLabs();
  const first = labs.data?.[0]?.id ?? null;
  useEffect(() => {
    if (value === null && first !== null) onChange(first);
  }, [value, first, onChange]);
  return (
    <Select
      label={t('labs.lab')}
      data={(labs.data ?? []).map((l) => ({ value: String(l.id), label: l.intitule }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      allowDeselect={false}
      w={220}
      data-testid="lab-picker"
    />
  );
}
