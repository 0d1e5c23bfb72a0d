// A time of day in the app's format (24 h, HH:MM), whatever the browser's locale: <input type="time"> follows the
// browser (07:00 AM on a French screen). Digits only; the colon is added as the user types.
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value?: string;
  onChange?: (value: string) => void;
}

/** '0730' → '07:30', '7' → '7', '07:3' → '07:3': keeps what was typed, adds the colon after the hours. */
export function normalizeTimeInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

export function TimeField({ value = '', onChange, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.currentTarget.value;
    // Deleting the colon itself must not be undone at once.
    onChange?.(raw.length < value.length ? raw.replace(/[^\d:]/g, '') : normalizeTimeInput(raw));
  };
  return (
    <TextInput
      placeholder={t('format.timePlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      dir="ltr"
      styles={{ input: { textAlign: 'start', unicodeBidi: 'plaintext' } }}
      {...props}
      value={value}
      onChange={change}
    />
  );
}
