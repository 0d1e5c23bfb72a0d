// An editable cell (product-spec §5): click or Enter to edit when canEdit allows; Enter or leaving the field saves
// through onSave (a loader meanwhile; a failure keeps the old value), Escape cancels. A select cell needs a numeric
// value ≥ 1.
import { Group, Loader, NativeSelect, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plainValue, text } from './data-table-utils';
import type { DataTableColumn } from './data-table.types';

type Edit<T> = NonNullable<DataTableColumn<T>['edit']>;

/** Why a draft cannot be saved (an i18n key), or null. */
export function editProblem<T>(edit: Edit<T>, draft: string): string | null {
  const value = draft.trim();
  if (edit.kind === 'select') return /^\d+(\.\d+)?$/.test(value) && Number(value) >= 1 ? null : 'table.editMinOne';
  if (edit.kind === 'number') return value === '' || Number.isFinite(Number(value)) ? null : 'table.invalidNumber';
  return null;
}

interface EditableCellProps<T> {
  row: T;
  column: DataTableColumn<T> & { edit: Edit<T> };
  children: ReactNode;
}

export function EditableCell<T>({ row, column, children }: EditableCellProps<T>) {
  const { t } = useTranslation();
  const { edit } = column;
  const original = text(column.value(row));
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState(original);
  const [error, setError] = useState<string | null>(null);
  // What was just saved shows until the row comes back with it.
  const [saved, setSaved] = useState<string | null>(null);
  const done = useRef(false);
  useEffect(() => setSaved(null), [row]);

  const allowed = edit.canEdit ? edit.canEdit(row) : true;
  const start = () => {
    if (!allowed || saving) return;
    done.current = false;
    setDraft(original);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    done.current = true;
    setEditing(false);
    setError(null);
  };
  const save = async () => {
    if (done.current || saving) return;
    if (draft === original) return cancel();
    const problem = editProblem(edit, draft);
    if (problem) {
      setError(t(problem));
      return;
    }
    done.current = true;
    setSaving(true);
    try {
      await edit.onSave(row, draft);
      setSaved(draft);
    } catch {
      // The HTTP client has shown the failure; the old value stays.
    } finally {
      setSaving(false);
      setEditing(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    }
  };

  if (editing) {
    const common = {
      autoFocus: true,
      size: 'xs' as const,
      error,
      disabled: saving,
      'aria-label': t('table.edit', { column: column.title }),
      onKeyDown,
      onBlur: () => void save(),
      rightSection: saving ? <Loader size={14} /> : undefined,
      'data-testid': `cell-input-${column.key}`,
      miw: 100,
    };
    return (
      <div onClick={(e) => e.stopPropagation()}>
        {edit.kind === 'select' ? (
          <NativeSelect
            {...common}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(null);
            }}
            data={[{ value: '', label: '—' }, ...(edit.options ?? [])]}
          />
        ) : (
          <TextInput
            {...common}
            type={edit.kind === 'number' ? 'number' : 'text'}
            inputMode={edit.kind === 'number' ? 'decimal' : undefined}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              setError(null);
            }}
            styles={edit.kind === 'number' ? { input: { textAlign: 'end' } } : undefined}
          />
        )}
      </div>
    );
  }

  if (!allowed) return <>{children}</>;
  const shown = saved === null ? children : edit.kind === 'select' ? (edit.options?.find((o) => o.value === saved)?.label ?? saved) : saved;
  return (
    <UnstyledButton
      onClick={(e) => {
        e.stopPropagation();
        start();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          start();
        }
      }}
      aria-label={`${t('table.edit', { column: column.title })}: ${text(plainValue(column, row))}`}
      data-testid={`cell-edit-${column.key}`}
      w="100%"
      mih={28}
      style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'inherit' }}
    >
      <Group gap={6} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
        <span>{shown}</span>
        <IconPencil size={12} opacity={0.35} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
