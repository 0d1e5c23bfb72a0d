// One payment of the sale: its mode, amount, and what the mode needs (gift card code with its balance, a reference).
import { fromMinor, toMinor } from '@comptoir/shared';
import { ActionIcon, Group, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { numberSeparators, useFormat } from '../../../lib/format';
import { saleLookups } from '../api/sale-lookups';
import type { TillPayment } from '../cart/payment-rules';
import { paymentModeLabel } from '../../../lib/payment-mode';
import { giftCardProblem, giftCode } from '../cart/sale-checks';

const WITH_REFERENCE = new Set(['pos_machine', 'bank_transfer', 'direct_bank_transfer', 'online_payment_provider', 'delivery_platform']);

interface Props {
  payment: TillPayment;
  currencyTag: string;
  maxAmount?: number;
  onChange: (p: TillPayment) => void;
  onRemove: () => void;
}

export function PaymentRow({ payment, currencyTag, maxAmount, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  // The card's balance as the code is typed (quietly, after a pause); the sale is checked again when it is confirmed.
  const [code] = useDebouncedValue(payment.mode === 'gift_cheque' ? giftCode(payment) : '', 300);
  const card = useQuery({
    queryKey: ['pos', 'gift-card', code],
    queryFn: () => saleLookups.giftCard(code),
    enabled: code.length >= 4,
    retry: false,
    staleTime: 0,
  });
  const answer = code.length >= 4 ? card.data : undefined;
  const found = answer?.kind === 'found' ? answer.value : null;
  const problem = found ? giftCardProblem(code, found, payment.amount) : null;
  const giftError =
    answer?.kind === 'missing' || answer?.kind === 'refused'
      ? t('posParts.check.giftUnknown', { code })
      : problem?.kind === 'giftBalance'
        ? t('posParts.check.giftBalance', {
            code,
            balance: f.minor(problem.balance, currencyTag),
            needed: f.minor(problem.needed, currencyTag),
          })
        : problem
          ? t(`posParts.check.${problem.kind}`, { code })
          : undefined;
  return (
    <Paper withBorder p="xs" radius="md" data-testid={`pos-payment-${payment.mode}`}>
      <Group gap="xs" align="end" wrap="nowrap">
        <NumberInput
          label={paymentModeLabel(t, payment.mode)}
          value={fromMinor(payment.amount)}
          min={0}
          max={maxAmount !== undefined ? fromMinor(maxAmount) : undefined}
          decimalScale={2}
          fixedDecimalScale
          {...numberSeparators(f.locale)}
          rightSection={
            <Text fz="xs" c="dimmed">
              {currencyTag}
            </Text>
          }
          rightSectionWidth={48}
          onChange={(v) => {
            const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
            onChange({ ...payment, amount: Number.isFinite(n) && n >= 0 ? toMinor(n) : 0 });
          }}
          style={{ flex: 1 }}
          size="md"
          data-testid="pos-payment-amount"
        />
        <ActionIcon size="xl" variant="subtle" color="red" onClick={onRemove} aria-label={t('pos.pay.removePayment')}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      {payment.mode === 'gift_cheque' && (
        <TextInput
          mt="xs"
          label={t('pos.pay.giftCode')}
          value={payment.reference ?? ''}
          onChange={(e) => onChange({ ...payment, reference: e.currentTarget.value.toUpperCase() })}
          description={found && !problem ? t('pos.pay.giftBalance', { amount: f.minor(found.balance, currencyTag) }) : undefined}
          error={giftError}
          data-testid="pos-gift-code"
        />
      )}
      {WITH_REFERENCE.has(payment.mode) && (
        <TextInput
          mt="xs"
          label={t('pos.pay.reference')}
          value={payment.reference ?? ''}
          onChange={(e) => onChange({ ...payment, reference: e.currentTarget.value })}
          maxLength={120}
        />
      )}
      {payment.mode === 'loyalty_points' && maxAmount !== undefined && (
        <Text fz="xs" c="dimmed" mt={4}>
          {t('pos.pay.pointsAvailable', { amount: f.minor(maxAmount, currencyTag) })}
        </Text>
      )}
    </Paper>
  );
}
