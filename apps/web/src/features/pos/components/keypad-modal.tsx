// The quantity keypad (or the weight, for a product sold by weight): large keys for touch, the keyboard types too.
import { Button, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import till from './till.module.css';

interface Props {
  opened: boolean;
  title: string;
  unit: string | null;
  decimals: boolean;
  onClose: () => void;
  onSubmit: (quantity: number) => void;
}

export function KeypadModal({ opened, title, unit, decimals, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const sep = f.decimal(1.5, 1, 1).replace(/\d/g, '');
  const [text, setText] = useState('');
  const value = Number(text.replace(',', '.'));
  const valid = text !== '' && Number.isFinite(value) && value > 0 && value < 100_000;
  const press = (k: string) =>
    setText((s) => (k === 'C' ? '' : k === '⌫' ? s.slice(0, -1) : k === sep && (s.includes(sep) || !decimals) ? s : s + k));
  const submit = () => {
    if (!valid) return;
    onSubmit(value);
    setText('');
  };
  return (
    <Modal className={till.till} opened={opened} onClose={onClose} title={title} size="xs" centered>
      <TextInput
        value={text}
        onChange={(e) => setText(e.currentTarget.value.replace(/[^\d.,]/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
        inputMode="decimal"
        size="xl"
        dir="ltr"
        rightSection={unit ? <Text c="dimmed">{unit}</Text> : undefined}
        aria-label={title}
        data-autofocus
        data-testid="pos-keypad-input"
      />
      <SimpleGrid cols={3} mt="sm" spacing="xs" dir="ltr">
        {['7', '8', '9', '4', '5', '6', '1', '2', '3', decimals ? sep : 'C', '0', '⌫'].map((k) => (
          <Button key={k} size="xl" variant="default" onClick={() => press(k)} aria-label={k === '⌫' ? t('pos.keypad.back') : k}>
            {k}
          </Button>
        ))}
      </SimpleGrid>
      <Button fullWidth size="lg" mt="md" disabled={!valid} onClick={submit} data-testid="pos-keypad-ok">
        {t('pos.keypad.ok')}
      </Button>
    </Modal>
  );
}
