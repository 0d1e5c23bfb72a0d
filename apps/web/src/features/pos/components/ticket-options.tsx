// Under the lines: discounts (only those the company settings allow), promo code, order source, notes, instructions,
// sale on credit.
import { ORDER_SOURCES, toMinor } from '@comptoir/shared';
import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Select, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberSeparators, useFormat } from '../../../lib/format';
import { InstructionsSelect } from '../../small-settings/components/instructions-select';
import type { CartAction, CartState, Discount, OrderSource } from '../cart/cart-types';

/** A discount entry: percent or amount, applied at once. */
function DiscountInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: Discount | null;
  onChange: (d: Discount | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [kind, setKind] = useState<Discount['type']>(value?.type ?? 'percentage');
  const shown = value ? (value.type === 'percentage' ? value.value : value.value / 100) : '';
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <NumberInput
        label={label}
        value={shown}
        min={0}
        max={kind === 'percentage' ? 100 : undefined}
        decimalScale={2}
        {...numberSeparators(f.locale)}
        onChange={(v) => {
          const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
          onChange(Number.isFinite(n) && n > 0 ? { type: kind, value: kind === 'percentage' ? n : toMinor(n) } : null);
        }}
        style={{ flex: 1 }}
        data-testid={testId}
      />
      <SegmentedControl
        value={kind}
        onChange={(k) => {
          setKind(k as Discount['type']);
          onChange(null);
        }}
        data={[
          { value: 'percentage', label: '%' },
          { value: 'fixed_amount', label: t('pos.discount.amount') },
        ]}
        aria-label={t('pos.discount.kind')}
      />
    </Group>
  );
}

interface Props {
  cart: CartState;
  dispatch: (a: CartAction) => void;
  allowLineDiscount: boolean;
  allowOrderDiscount: boolean;
  onPromo: (code: string) => Promise<void>;
}

export function TicketOptions({ cart, dispatch, allowLineDiscount, allowOrderDiscount, onPromo }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const selected = cart.lines.find((l) => l.key === cart.selectedKey) ?? null;
  const applyCode = async () => {
    if (!code.trim()) return;
    setChecking(true);
    try {
      await onPromo(code.trim().toUpperCase());
      setCode('');
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      {allowLineDiscount && selected && (
        <DiscountInput
          key={selected.key}
          label={t('pos.discount.line', { label: selected.label })}
          value={selected.discount}
          onChange={(discount) => dispatch({ type: 'lineDiscount', key: selected.key, discount })}
          testId="pos-line-discount"
        />
      )}
      {allowOrderDiscount && !cart.promo && (
        <DiscountInput
          label={t('pos.discount.order')}
          value={cart.orderDiscount}
          onChange={(discount) => dispatch({ type: 'orderDiscount', discount })}
          testId="pos-order-discount-input"
        />
      )}
      {cart.promo ? (
        <Group justify="space-between" data-testid="pos-promo-applied">
          <Text fz="sm">{t('pos.promo.applied', { code: cart.promo.code })}</Text>
          <ActionIcon
            size="lg"
            variant="subtle"
            color="red"
            aria-label={t('pos.promo.remove')}
            onClick={() => dispatch({ type: 'promo', promo: null })}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label={t('pos.promo.label')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void applyCode();
              }
            }}
            style={{ flex: 1 }}
            data-testid="pos-promo"
          />
          <Button
            variant="default"
            onClick={() => void applyCode()}
            loading={checking}
            leftSection={<IconCheck size={16} />}
            data-testid="pos-promo-apply"
          >
            {t('pos.promo.apply')}
          </Button>
        </Group>
      )}
      <Select
        label={t('pos.source.label')}
        placeholder={t('pos.source.none')}
        data={ORDER_SOURCES.map((s) => ({ value: s, label: t(`pos.source.${s}`) }))}
        value={cart.source}
        onChange={(v) => dispatch({ type: 'source', source: (v as OrderSource | null) ?? null })}
        clearable
        data-testid="pos-source"
      />
      <Textarea
        label={t('pos.notes')}
        value={cart.notes}
        onChange={(e) => dispatch({ type: 'notes', notes: e.currentTarget.value })}
        autosize
        minRows={1}
        maxRows={3}
        maxLength={500}
        data-testid="pos-notes"
      />
      <InstructionsSelect
        label={t('pos.instructions')}
        value={cart.instructions ?? []}
        onChange={(instructions) => dispatch({ type: 'instructions', instructions })}
      />
      <Switch
        label={t('pos.credit.label')}
        description={cart.client ? undefined : t('pos.credit.needsClient')}
        checked={cart.isCredit}
        disabled={!cart.client}
        onChange={(e) => dispatch({ type: 'credit', isCredit: e.currentTarget.checked })}
        size="md"
        data-testid="pos-credit"
      />
    </>
  );
}
