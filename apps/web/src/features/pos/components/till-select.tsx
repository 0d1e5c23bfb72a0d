// The till's pickers (register, store, brand): the browser's own <select> in Mantine's input styling. Native lists are
// quick on touch screens and read by screen readers, and the till's first load carries no Combobox or floating layer
// (issue 12, first load).
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';

interface TillSelectProps extends Omit<InputBaseProps, 'onChange' | 'rightSection'> {
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

export function TillSelect({ data, value, onChange, ...props }: TillSelectProps) {
  return (
    <InputBase
      component="select"
      size="md"
      value={value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
      rightSection={<IconSelector size={16} />}
      rightSectionPointerEvents="none"
      {...props}
    >
      {data.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </InputBase>
  );
}
