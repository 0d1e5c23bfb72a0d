// The formatters of the dashboards: the app's (useFormat) plus the abbreviated figures of product-spec §9 (K, M), bound
// to the app's language. Kept out of useFormat itself so the till's first load does not carry them.
import { useMemo } from 'react';
import { formatCompact, formatCompactMoney, useFormat, type Formatters } from '../../../lib/format';

export interface FiguresFormat extends Formatters {
  /** Abbreviated (K above 999, M above 999,999, 2 decimals). */
  compact: (value: number, smallDigits?: number) => string;
  compactMoney: (amount: number, currencyTag: string) => string;
}

export function useFiguresFormat(): FiguresFormat {
  const f = useFormat();
  return useMemo(
    () => ({
      ...f,
      compact: (v, d) => formatCompact(v, f.locale, d),
      compactMoney: (a, tag) => formatCompactMoney(a, tag, f.locale),
    }),
    [f],
  );
}
