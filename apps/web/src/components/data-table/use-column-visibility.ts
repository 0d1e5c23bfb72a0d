// Which columns are shown: the user's choices, remembered per user and per table in localStorage; a column the
// user never touched follows its defaultHidden. Columns with hideable:false are always shown.
import { useCallback, useMemo, useState } from 'react';
import { useAuthUser } from '../../features/auth/hooks/use-auth';
import { readStorage, removeStorage, writeStorage } from '../../lib/safe-storage';
import type { DataTableColumn } from './data-table.types';

/** key → hidden, for the columns the user chose. */
type Choices = Record<string, boolean>;

export const columnsStorageKey = (userId: number | string | undefined, tableId: string) =>
  `comptoir.table.${userId ?? 'anonymous'}.${tableId}.columns`;

function readChoices(key: string): Choices {
  const raw = readStorage(key);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as Choices;
  } catch {
    return {};
  }
}

export const isHideable = <T>(c: DataTableColumn<T>) => c.hideable !== false;

export function useColumnVisibility<T>(tableId: string, columns: readonly DataTableColumn<T>[]) {
  const user = useAuthUser();
  const key = columnsStorageKey(user?.id, tableId);
  const [state, setState] = useState<{ key: string; choices: Choices }>(() => ({ key, choices: readChoices(key) }));
  // Another user (or another table) signs in under the same component: read their choices.
  const choices = state.key === key ? state.choices : readChoices(key);
  if (state.key !== key) setState({ key, choices });

  const isHidden = useCallback((c: DataTableColumn<T>) => isHideable(c) && (choices[c.key] ?? c.defaultHidden ?? false), [choices]);
  const visible = useMemo(() => columns.filter((c) => !isHidden(c)), [columns, isHidden]);

  const setHidden = useCallback(
    (columnKey: string, hidden: boolean) => {
      const next = { ...choices, [columnKey]: hidden };
      writeStorage(key, JSON.stringify(next));
      setState({ key, choices: next });
    },
    [choices, key],
  );
  const reset = useCallback(() => {
    removeStorage(key);
    setState({ key, choices: {} });
  }, [key]);

  return { visible, isHidden, setHidden, reset, customised: Object.keys(choices).length > 0 };
}
