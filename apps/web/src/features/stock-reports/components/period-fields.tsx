// The start and end days of a report, with their problems shown under each.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { periodErrors, type DayPeriod } from './period';

export function PeriodFields({ value, onChange }: { value: DayPeriod; onChange: (p: DayPeriod) => void }) {
  const { t } = useTranslation();
  const errors = periodErrors(value);
  return (
    <>
      <TextInput
        type="date"
        label={t('stockReports.period.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        error={errors.from && t(errors.from)}
        w={170}
        data-testid="period-from"
      />
      <TextInput
        type="date"
        label={t('stockReports.period.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        error={errors.to && t(errors.to)}
        w={170}
        data-testid="period-to"
      />
    </>
  );
}
