// The column toggle menu: a checkbox per hideable column.
import { Button, Checkbox, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table.types';
import { ToolbarButton } from './toolbar-button';
import { isHideable } from './use-column-visibility';

interface ColumnMenuProps<T> {
  columns: readonly DataTableColumn<T>[];
  isHidden: (c: DataTableColumn<T>) => boolean;
  setHidden: (key: string, hidden: boolean) => void;
  reset: () => void;
  customised: boolean;
}

export function ColumnMenu<T>({ columns, isHidden, setHidden, reset, customised }: ColumnMenuProps<T>) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => !isHidden(c)).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <ToolbarButton icon={<IconColumns size={16} />} label={t('table.columns')} testId="table-columns" />
      </Popover.Target>
      <Popover.Dropdown miw={220} maw="90vw">
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb="xs">
          {t('table.columnsTitle')}
        </Text>
        <Stack gap={10} mah={320} style={{ overflowY: 'auto' }}>
          {columns.map((c) => {
            const hideable = isHideable(c);
            const hidden = isHidden(c);
            return (
              <Checkbox
                key={c.key}
                label={c.title}
                checked={!hidden}
                // The last shown column stays: a table without columns says nothing.
                disabled={!hideable || (!hidden && shown === 1)}
                onChange={(e) => setHidden(c.key, !e.currentTarget.checked)}
                data-testid={`column-toggle-${c.key}`}
              />
            );
          })}
        </Stack>
        {customised && (
          <>
            <Divider my="xs" />
            <Button variant="subtle" size="xs" onClick={reset} data-testid="table-columns-reset">
              {t('table.resetColumns')}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
