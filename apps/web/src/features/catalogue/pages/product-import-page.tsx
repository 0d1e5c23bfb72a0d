// /settings/products/import: products from a spreadsheet (POST /product/import). The file is read here and every row
// checked with the server's rules, so the preview lists every bad row at once and nothing is sent until none is left.
// The rows then go in batches of IMPORT_BATCH with a progress bar; each batch is written whole or refused whole: a
// refused batch's problems land on its rows, the rows already imported leave the preview, and the rest can be saved
// as a sheet to correct and import again.
import type { FieldError } from '@comptoir/shared';
import { Alert, Anchor, Badge, Button, Card, FileButton, Group, List, Progress, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { useFormat } from '../../../lib/format';
import { catalogueApi } from '../api/catalogue-api';
import { catalogueKeys } from '../api/keys';
import { ImportRowsTable, type ShownRow } from '../components/import-rows-table';
import {
  checkRows,
  IMPORT_BATCH,
  placeImportErrors,
  readProductsSheet,
  rowsWorkbook,
  type RowProblem,
  type SheetProductRow,
} from '../import/products-sheet';
import { IMPORT_MAX_ROWS } from '@comptoir/shared';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LIST_PATH = '/settings/products/principal';

interface Sheet {
  name: string;
  rows: SheetProductRow[];
}
interface Outcome {
  imported: number;
  /** The server's problems of the refused batch, by row of `sheet`; null when everything was imported. */
  refused: { byRow: Map<number, RowProblem[]>; general: FieldError[] } | null;
}

export function ProductImportPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const resetInput = useRef<() => void>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    setReading(true);
    setSheet(null);
    setOutcome(null);
    setReadProblem(null);
    try {
      const read = await readProductsSheet(await file.arrayBuffer());
      if (read.missing.length) setReadProblem(t('catalogue.import.missingColumns', { columns: read.missing.join(', ') }));
      else if (!read.rows.length) setReadProblem(t('catalogue.import.empty'));
      else if (read.rows.length > IMPORT_MAX_ROWS) setReadProblem(t('catalogue.import.tooMany', { max: f.number(IMPORT_MAX_ROWS) }));
      else setSheet({ name: file.name, rows: read.rows });
    } catch {
      setReadProblem(t('catalogue.import.notXlsx'));
    } finally {
      setReading(false);
    }
  };

  const checked = sheet ? checkRows(sheet.rows) : new Map<number, RowProblem[]>();
  const refused = outcome?.refused ?? null;
  const rows: ShownRow[] = (sheet?.rows ?? []).map((r, index) => ({
    ...r,
    index,
    problems: [...(checked.get(index) ?? []), ...(refused?.byRow.get(index) ?? [])],
  }));
  const wrong = rows.filter((r) => r.problems.length > 0);
  const shown = onlyProblems && wrong.length > 0 ? wrong : rows;
  const importing = progress !== null;

  const send = async () => {
    if (!sheet || wrong.length) return;
    const all = sheet.rows;
    let done = 0;
    setOutcome(null);
    setProgress({ done, total: all.length });
    try {
      for (; done < all.length; done += IMPORT_BATCH) {
        const batch = all.slice(done, done + IMPORT_BATCH);
        try {
          await catalogueApi.importProducts(batch.map((r) => r.values));
        } catch (error) {
          if (!isApiError(error) || (error.status !== 422 && error.status !== 409)) throw error;
          // The batch was refused whole: what went before stays imported and leaves the preview.
          const placed = placeImportErrors(error.errors, 0);
          setSheet({ ...sheet, rows: all.slice(done) });
          setOutcome({ imported: done, refused: placed });
          setOnlyProblems(true);
          return;
        }
        setProgress({ done: Math.min(done + IMPORT_BATCH, all.length), total: all.length });
      }
      setSheet(null);
      setOutcome({ imported: all.length, refused: null });
    } catch {
      // Shown by the HTTP client (connection, server error); what was imported before stays so.
      if (done > 0) {
        setSheet({ ...sheet, rows: all.slice(done) });
        setOutcome({ imported: done, refused: { byRow: new Map(), general: [] } });
      }
    } finally {
      setProgress(null);
      if (done > 0) void qc.invalidateQueries({ queryKey: catalogueKeys.all });
    }
  };

  const template = async () => {
    const answer = await catalogueApi.importTemplate();
    saveBlob(answer.blob, fileNameOf(answer.headers, 'products-import.xlsx'));
  };
  const saveRest = async () => {
    if (!sheet) return;
    const data = await rowsWorkbook(sheet.rows);
    saveBlob(new Blob([data], { type: XLSX.split(',')[1] }), t('catalogue.import.restFile'));
  };

  return (
    <>
      <PageHeader
        title={t('routes.productImport')}
        description={t('catalogue.import.description')}
        actions={
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => void template()} data-testid="import-template">
            {t('catalogue.import.template')}
          </Button>
        }
      />
      <Stack>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Text fz="sm">{t('catalogue.import.text')}</Text>
            <Text fz="sm" c="dimmed">
              {t('catalogue.import.batches', { count: IMPORT_BATCH })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <FileButton onChange={(file) => void choose(file)} accept={XLSX} resetRef={resetInput} disabled={importing}>
                {(props) => (
                  <Button
                    {...props}
                    variant={sheet ? 'default' : 'filled'}
                    leftSection={<IconFileSpreadsheet size={18} />}
                    loading={reading}
                    data-testid="import-file"
                  >
                    {sheet ? t('catalogue.import.another') : t('catalogue.import.choose')}
                  </Button>
                )}
              </FileButton>
              {sheet && (
                <Text fz="sm" c="dimmed" data-testid="import-read">
                  <bdi>{sheet.name}</bdi> — {t('catalogue.import.rows', { count: sheet.rows.length })}
                </Text>
              )}
            </Group>
          </Stack>
        </Card>
        {readProblem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="import-read-problem">
            {readProblem}
          </Alert>
        )}
        {outcome && (
          <Alert
            color={outcome.refused ? 'orange' : 'green'}
            icon={outcome.refused ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
            data-testid="import-outcome"
          >
            <Stack gap="xs">
              <Text fz="sm">{t('catalogue.import.imported', { count: outcome.imported })}</Text>
              {outcome.refused && <Text fz="sm">{t('catalogue.import.rest', { count: sheet?.rows.length ?? 0 })}</Text>}
              {outcome.refused && outcome.refused.general.length > 0 && (
                <List size="sm">
                  {outcome.refused.general.map((e) => (
                    <List.Item key={`${e.field}-${e.message}`}>{e.message}</List.Item>
                  ))}
                </List>
              )}
              <Group gap="md">
                {outcome.imported > 0 && (
                  <Anchor component={Link} to={LIST_PATH} fz="sm" data-testid="import-see-products">
                    {t('catalogue.import.seeProducts')}
                  </Anchor>
                )}
                {outcome.refused && sheet && (
                  <Anchor component="button" type="button" fz="sm" onClick={() => void saveRest()} data-testid="import-save-rest">
                    {t('catalogue.import.saveRest')}
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        {sheet && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs">
              <Badge variant="light" color="gray" size="lg" data-testid="import-count">
                {t('catalogue.import.rows', { count: rows.length })}
              </Badge>
              {wrong.length > 0 ? (
                <Badge variant="light" color="red" size="lg" data-testid="import-wrong">
                  {t('catalogue.import.wrong', { count: wrong.length })}
                </Badge>
              ) : (
                <Badge variant="light" color="green" size="lg" data-testid="import-ready">
                  {t('catalogue.import.ready')}
                </Badge>
              )}
            </Group>
            {wrong.length > 0 && (
              <Switch
                label={t('catalogue.import.onlyProblems')}
                checked={onlyProblems}
                onChange={(e) => setOnlyProblems(e.currentTarget.checked)}
                data-testid="import-only-problems"
              />
            )}
          </Group>
        )}
        {sheet && <ImportRowsTable rows={shown} withProblems={wrong.length > 0} />}
        {progress && (
          <Stack gap={4} data-testid="import-progress">
            <Text fz="sm">{t('catalogue.import.progress', { done: f.number(progress.done), total: f.number(progress.total) })}</Text>
            <Progress value={(100 * progress.done) / progress.total} animated size="lg" />
          </Stack>
        )}
        {sheet && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconUpload size={18} />}
              disabled={wrong.length > 0}
              loading={importing}
              onClick={() => void send()}
              data-testid="import-send"
            >
              {t('catalogue.import.send', { count: sheet.rows.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
