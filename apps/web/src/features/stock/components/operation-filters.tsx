// The operations lists' filters, kept in the address (?state=&type=&store=) so a reload or a shared link keeps them.
import { STOCK_OPERATION_KINDS, STOCK_OPERATION_STATES, type StockOperationKind, type StockOperationState } from '@comptoir/shared';
import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../lib/use-address-params';
import { useMagasins } from '../../stores/hooks/use-magasins';

export interface OperationFilters {
  state?: StockOperationState;
  type?: StockOperationKind;
  storeId?: number;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

export function useOperationFilters(): [OperationFilters, (patch: Record<string, string | null>) => void] {
  const [params, patch] = useAddressParams();
  const store = Number(params.get('store'));
  return [
    {
      state: oneOf(STOCK_OPERATION_STATES, params.get('state')),
      type: oneOf(STOCK_OPERATION_KINDS, params.get('type')),
      storeId: Number.isInteger(store) && store > 0 ? store : undefined,
    },
    patch,
  ];
}

/** Any store of the user's, or all of them. */
export function OperationStoreFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const stores = useMagasins().data ?? [];
  return (
    <Select
      label={t('stores.content.store')}
      placeholder={t('stock.operations.filters.allStores')}
      leftSection={<IconBuildingStore size={16} />}
      data={stores.map((m) => ({ value: String(m.id), label: m.intitule }))}
      value={value !== undefined ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      searchable
      w={240}
      maw="100%"
      data-testid="operations-store"
    />
  );
}

export function OperationStateFilter({
  value,
  onChange,
}: {
  value: StockOperationState | undefined;
  onChange: (v: StockOperationState | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('stock.operations.fields.state')}
      placeholder={t('stock.operations.filters.allStates')}
      data={STOCK_OPERATION_STATES.map((s) => ({ value: s, label: t(`stock.operations.states.${s}`) }))}
      value={value ?? null}
      onChange={(v) => onChange(oneOf(STOCK_OPERATION_STATES, v) ?? null)}
      clearable
      w={180}
      maw="100%"
      data-testid="operations-state"
    />
  );
}

export function OperationKindFilter({
  value,
  onChange,
}: {
  value: StockOperationKind | undefined;
  onChange: (v: StockOperationKind | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('stock.operations.fields.type')}
      placeholder={t('stock.operations.filters.allKinds')}
      data={STOCK_OPERATION_KINDS.map((k) => ({ value: k, label: t(`stock.operations.kinds.${k}`) }))}
      value={value ?? null}
      onChange={(v) => onChange(oneOf(STOCK_OPERATION_KINDS, v) ?? null)}
      clearable
      w={180}
      maw="100%"
      data-testid="operations-type"
    />
  );
}
