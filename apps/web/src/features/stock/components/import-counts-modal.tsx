// Counts from a spreadsheet: the .xlsx is read here (columns barcode / sku / product id and quantity), its rows shown,
// then sent at once to POST /inventory/bulk-update. All or nothing: a 422 puts each problem on its row, and nothing
// is saved until the file is corrected and sent again.
import type { FieldError } from '@comptoir/shared';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { SheetRowsTable } from '../../../lib/sheet-rows-table';
import { useImportCounts } from '../hooks/use-stock';
import { placeRowErrors, readCountsSheet, toExcelData, type RowProblem, type SheetCountRow } from '../import/counts-sheet';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The server takes at most this many rows at once (inventoryBulkBody). */
export const MAX_COUNT_ROWS = 5000;

interface ShownRow extends SheetCountRow {
  index: number;
  problems: RowProblem[];
}

interface Problems {
  byRow: Map<number, RowProblem[]>;
  general: FieldError[];
}

function ImportCounts({ storeId, onDone }: { storeId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const importer = useImportCounts();
  const resetInput = useRef<() => void>(null);
  const [sheet, setSheet] = useState<{ name: string; rows: SheetCountRow[] } | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    setReading(true);
    setSheet(null);
    setProblems(null);
    setReadProblem(null);
    try {
      const read = await readCountsSheet(await file.arrayBuffer());
      if (read.missing.length > 0) {
        setReadProblem(
          read.missing.map((m) => t(m === 'reference' ? 'stock.import.missingReference' : 'stock.import.missingQuantity')).join(' '),
        );
      } else if (read.rows.length === 0) setReadProblem(t('stock.import.empty'));
      else if (read.rows.length > MAX_COUNT_ROWS) setReadProblem(t('stock.import.tooMany', { max: f.number(MAX_COUNT_ROWS) }));
      else setSheet({ name: file.name, rows: read.rows });
    } catch {
      setReadProblem(t('stock.import.notXlsx'));
    } finally {
      setReading(false);
    }
  };

  const send = () => {
    if (!sheet) return;
    importer.mutate(
      { storeId, excelData: toExcelData(sheet.rows) },
      {
        onSuccess: (answer) => {
          notifySuccess({ message: t('stock.import.done', { count: answer.updated }) });
          onDone();
        },
        onError: (error) => {
          // Other failures were shown by the HTTP client; a 422 is shown here, row by row.
          if (isApiError(error) && error.status === 422) {
            setProblems(placeRowErrors(error.errors));
            setOnlyProblems(true);
          }
        },
      },
    );
  };

  const fieldLabel = (field: string) => (field ? t(`stock.fields.${field}`, { defaultValue: field }) : t('stock.import.wholeRow'));
  const rows: ShownRow[] = (sheet?.rows ?? []).map((r, index) => ({ ...r, index, problems: problems?.byRow.get(index) ?? [] }));
  const wrongRows = rows.filter((r) => r.problems.length > 0);
  const shown = problems && onlyProblems && wrongRows.length > 0 ? wrongRows : rows;
  const hasId = rows.some((r) => r.productId !== undefined);
  const columns: DataTableColumn<ShownRow>[] = [
    {
      key: 'barcode',
      title: t('stock.fields.barcode'),
      value: (r) => r.barcode ?? '',
      render: (r) => <span dir="ltr">{r.barcode ?? ''}</span>,
    },
    { key: 'sku', title: t('stock.fields.sku'), value: (r) => r.sku ?? '', render: (r) => <span dir="ltr">{r.sku ?? ''}</span> },
    ...(hasId ? [{ key: 'productId', title: t('stock.fields.productId'), value: (r: ShownRow) => String(r.productId ?? '') }] : []),
    {
      key: 'quantity',
      title: t('stock.fields.quantity'),
      value: (r) => r.quantity,
      render: (r) => <bdi dir="ltr">{typeof r.quantity === 'number' ? f.decimal(r.quantity, 0, 3) : r.quantity}</bdi>,
      numeric: true,
    },
  ];

  return (
    <Stack>
      <Text fz="sm">{t('stock.import.text')}</Text>
      <Text fz="sm" c="dimmed">
        {t('stock.import.allOrNothing')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void choose(file)} accept={XLSX} resetRef={resetInput}>
          {(props) => (
            <Button
              {...props}
              variant={sheet ? 'default' : 'filled'}
              leftSection={<IconFileSpreadsheet size={18} />}
              loading={reading}
              data-testid="counts-file"
            >
              {sheet ? t('stock.import.another') : t('stock.import.choose')}
            </Button>
          )}
        </FileButton>
        {sheet && (
          <Text fz="sm" c="dimmed" data-testid="counts-read">
            {sheet.name} — {t('stock.import.rows', { count: sheet.rows.length })}
          </Text>
        )}
      </Group>
      {readProblem && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="counts-read-problem">
          {readProblem}
        </Alert>
      )}
      {problems && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="counts-problems">
          <Stack gap="xs">
            <Text fz="sm">{t('stock.import.nothing', { count: wrongRows.length })}</Text>
            {problems.general.length > 0 && (
              <List size="sm">
                {problems.general.map((e) => (
                  <List.Item key={`${e.field}-${e.message}`}>{e.message}</List.Item>
                ))}
              </List>
            )}
            {wrongRows.length > 0 && (
              <Switch
                label={t('stock.import.onlyProblems')}
                checked={onlyProblems}
                onChange={(e) => setOnlyProblems(e.currentTarget.checked)}
                data-testid="counts-only-problems"
              />
            )}
          </Stack>
        </Alert>
      )}
      {sheet && (
        <SheetRowsTable<ShownRow, RowProblem>
          tableId="stock-import-rows"
          testId="counts-rows"
          columns={columns}
          rows={shown}
          lineTitle={t('stock.fields.line')}
          problemTitle={t('stock.fields.problem')}
          withProblems={problems !== null}
          problemText={(p) => t('stock.import.problem', { field: fieldLabel(p.field), message: p.message })}
          problemTestId="counts-problem"
          pageSize={10}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={importer.isPending} data-testid="counts-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          leftSection={<IconUpload size={18} />}
          // A refused sheet is sent again only once corrected (another file chosen).
          disabled={!sheet || problems !== null}
          loading={importer.isPending}
          onClick={send}
          data-testid="counts-send"
        >
          {t('stock.import.send', { count: sheet?.rows.length ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}

export function ImportCountsModal({ storeId, opened, onClose }: { storeId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened && storeId !== null}
      onClose={onClose}
      title={t('stock.import.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('stock.actions.close') }}
    >
      {storeId !== null && <ImportCounts storeId={storeId} onDone={onClose} />}
    </Modal>
  );
}
