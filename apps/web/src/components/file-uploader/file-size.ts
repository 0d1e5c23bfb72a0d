// File sizes in 1024 units (product-spec §9), with translated unit names.
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

const UNITS = ['b', 'kb', 'mb', 'gb'] as const;

export function formatFileSize(bytes: number, t: TFunction, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || Number.isInteger(value) ? 0 : 1;
  return `${formatNumber(value, locale, digits)} ${t(`upload.units.${UNITS[unit]}`)}`;
}
