// The company settings of product-spec §6 (switches) and the config tags of §9, with the keys of @comptoir/shared.
import type { ConfigKey } from '@comptoir/shared';
import type { ConfigEntryValue } from './api/entreprise-api';

export interface SwitchGroup {
  key: 'stock' | 'approvals' | 'discounts' | 'access';
  keys: readonly ConfigKey[];
}

export const SETTING_GROUPS: readonly SwitchGroup[] = [
  { key: 'stock', keys: ['mandatory_inventory', 'allow_negative_stock'] },
  {
    key: 'approvals',
    keys: ['two_step_manager_approval', 'sale_modification_refund_approval', 'sale_cancellation', 'sale_cancellation_by_manager'],
  },
  { key: 'discounts', keys: ['discount_per_order_line', 'discount_on_order', 'promo_code_on_client_creation'] },
  { key: 'access', keys: ['section_access_for_cashier'] },
];

export const TAG_KEYS = {
  paymentProviderClientId: 'payment_provider_client_id',
  clientQueueIntervalTime: 'client_queue_interval_time',
  storeWithInboundFlux: 'store_with_inbound_flux',
  revenuePointMultiplier: 'revenue_point_multiplier',
} as const satisfies Record<string, ConfigKey>;

/** Stored values may be booleans, 1/0 or their text. */
export function isOn(value: ConfigEntryValue | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function asNumber(value: ConfigEntryValue | undefined): number | '' {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return '';
}

export function asText(value: ConfigEntryValue | undefined): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
