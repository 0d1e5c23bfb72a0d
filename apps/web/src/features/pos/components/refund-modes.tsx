// How money goes back (the one refund rule, packages/shared/src/refunds.ts): by default in the sale's own modes, in
// proportion to what each still holds (the preview is the shared planRefund, the server decides); or all in one mode, or
// a split the cashier types, each within what that mode holds (GET /Command/{id}/refundable). The server's 422
// `refund_exceeds_mode` shows under the choice.
import {
  fromMinor,
  planRefund,
  toMinor,
  type CommandRefundable,
  type CommandStateData,
  type ModeBalance,
  type Minor,
} from '@comptoir/shared';
import { Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';

export type RefundChoice = { kind: 'default' } | { kind: 'mode'; mode: string } | { kind: 'split'; parts: Record<string, Minor> };
export const DEFAULT_REFUND: RefundChoice = { kind: 'default' };

export const refundableKey = (id: number) => ['commands', 'refundable', id] as const;

/** What each mode of the order can still pay back (minor units), and the loyalty points it keeps. */
export const fetchRefundable = async (commandId: number) => {
  const r = await api.get<CommandRefundable>(`/Command/${commandId}/refundable`, { withoutLoader: true });
  return {
    balances: r.refundableByMode.map((b) => ({ ...b, paid: toMinor(b.paid), refunded: toMinor(b.refunded), left: toMinor(b.left) })),
    pointsKept: r.pointsKept,
  };
};

export function useRefundable(commandId: number | null) {
  return useQuery({
    queryKey: refundableKey(commandId ?? 0),
    queryFn: () => fetchRefundable(commandId as number),
    enabled: commandId !== null && commandId > 0,
    staleTime: 0,
  });
}

/** The state change's fields for the choice: nothing (the sale's modes), one mode, or the split. */
export function refundBody(choice: RefundChoice): Pick<CommandStateData, 'modePayment' | 'refunds'> {
  if (choice.kind === 'mode') return { modePayment: choice.mode as CommandStateData['modePayment'] };
  if (choice.kind === 'split')
    return {
      refunds: Object.entries(choice.parts)
        .filter(([, a]) => a > 0)
        .map(([modePayment, a]) => ({ modePayment: modePayment as NonNullable<CommandStateData['modePayment']>, amount: fromMinor(a) })),
    };
  return {};
}

/** Why the choice cannot pay `amount` back (a mode over what it holds, a split that does not add up), or null. */
export function refundProblem(balances: readonly ModeBalance[], amount: Minor, choice: RefundChoice): string | null {
  if (choice.kind === 'default' || amount <= 0) return null;
  const plan = planRefund(
    balances,
    amount,
    choice.kind === 'mode'
      ? { modePayment: choice.mode }
      : { parts: refundBody(choice).refunds?.map((p) => ({ ...p, amount: toMinor(p.amount) })) ?? [] },
  );
  return plan.ok ? null : plan.message;
}

interface Props {
  balances: readonly ModeBalance[];
  /** What will be paid back (minor units). */
  amount: Minor;
  currencyTag: string;
  value: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  /** The server's refusal of the last try (422 on modePayment or refunds). */
  error?: unknown;
}

export function RefundModes({ balances, amount, currencyTag, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const m = (v: Minor) => <span dir="ltr">{f.minor(v, currencyTag)}</span>;
  const holding = balances.filter((b) => b.left > 0);
  const preview = planRefund(balances, amount);
  const mode = (code: string) => paymentModeLabel(t, code);
  const serverError = isApiError(error) ? error.errors.find((e) => e.field === 'modePayment' || e.field === 'refunds')?.message : undefined;
  const problem = refundProblem(balances, amount, value);
  const selected = value.kind === 'mode' ? `mode:${value.mode}` : value.kind;
  const pick = (v: string) => {
    if (v === 'default') onChange(DEFAULT_REFUND);
    else if (v === 'split')
      onChange({ kind: 'split', parts: Object.fromEntries((preview.ok ? preview.parts : []).map((p) => [p.modePayment, p.amount])) });
    else onChange({ kind: 'mode', mode: v.slice(5) });
  };
  if (!holding.length)
    return (
      <Text fz="sm" c="dimmed" data-testid="refund-modes-none">
        {t('pos.refund.nothingLeft')}
      </Text>
    );
  return (
    <Radio.Group
      label={t('pos.refund.modesLabel')}
      value={selected}
      onChange={pick}
      error={serverError ?? (problem ? t(`pos.refund.problems.${problem}`) : undefined)}
      data-testid="refund-modes"
    >
      <Stack gap="xs" mt="xs">
        <Radio
          value="default"
          data-testid="refund-mode-default"
          label={t('pos.refund.asSold')}
          description={
            preview.ok &&
            preview.parts.map((p, i) => (
              <span key={p.modePayment}>
                {i > 0 && ' · '}
                {mode(p.modePayment)} {m(p.amount)}
              </span>
            ))
          }
        />
        {holding.map((b) => (
          <Radio
            key={b.modePayment}
            value={`mode:${b.modePayment}`}
            data-testid={`refund-mode-${b.modePayment}`}
            label={t('pos.refund.allIn', { mode: mode(b.modePayment) })}
            description={
              <>
                {t('pos.refund.holds')} {m(b.left)}
              </>
            }
          />
        ))}
        {holding.length > 1 && <Radio value="split" label={t('pos.refund.split')} data-testid="refund-mode-split" />}
        {value.kind === 'split' &&
          holding.map((b) => (
            <Group key={b.modePayment} gap="xs" wrap="nowrap" ps="lg">
              <Text fz="sm" style={{ flex: 1 }}>
                {mode(b.modePayment)}
              </Text>
              <NumberInput
                w={140}
                min={0}
                max={fromMinor(b.left)}
                decimalScale={2}
                value={fromMinor(value.parts[b.modePayment] ?? 0)}
                onChange={(v) => onChange({ kind: 'split', parts: { ...value.parts, [b.modePayment]: toMinor(Number(v) || 0) } })}
                aria-label={t('pos.refund.partOf', { mode: mode(b.modePayment) })}
                data-testid={`refund-part-${b.modePayment}`}
              />
            </Group>
          ))}
      </Stack>
    </Radio.Group>
  );
}
