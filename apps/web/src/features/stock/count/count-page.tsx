// /stock-operations/{id}/count: a count (inventory, or the closing count a store's day waits for when the inventory
// is mandatory) on a tablet — by category, with a scanner (a scan counts one more of its product), big inputs. Each
// counted line is kept in the browser the moment it is entered and sent at once (count-queue.ts): a lost connection
// loses no line, they leave when it is back (retried every 5 seconds and when the browser says it is online).
import type { StockStatusRow } from '@comptoir/shared';
import { amountInputProps, cartonsOf, unitsOfCount } from '../stock-rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconBarcode, IconCheck, IconCloudUpload, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifyDanger } from '../../../lib/notify';
import { stockKeys } from '../api/keys';
import { operationsApi } from '../api/operations-api';
import { stockApi } from '../api/stock-api';
import { StepModal } from '../components/step-modal';
import { operationPath } from '../components/operations-table';
import { useOperation } from '../hooks/use-operations';
import { useUnitLabel } from '../hooks/use-quantity-text';
import { enqueue, flush, readQueue, type QueuedLine, type SendResult } from './count-queue';

const PAGE = 24;
const RETRY_MS = 5000;

const sendLine =
  (id: number) =>
  async (line: QueuedLine): Promise<SendResult> => {
    try {
      await operationsApi.count(id, line);
      return 'saved';
    } catch (error) {
      // No answer, or the server failing: try again later. A refusal (closed count, unknown product) is final.
      if (!isApiError(error) || error.isConnectionError || error.status >= 500) return 'offline';
      return 'refused';
    }
  };

/** The queue of one count: what waits, and a send that runs one at a time. */
function useCountQueue(id: number | null, onSaved: () => void) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(() => (id ? readQueue(localStorage, id).length : 0));
  const [offline, setOffline] = useState(false);
  const running = useRef(false);
  const run = useCallback(async () => {
    if (!id || running.current) return;
    running.current = true;
    try {
      const r = await flush(localStorage, id, sendLine(id));
      setWaiting(r.waiting);
      setOffline(r.waiting > 0);
      if (r.refused.length)
        notifyDanger({ title: t('stock.flows.count.refused'), message: t('stock.flows.count.refusedText', { count: r.refused.length }) });
      if (r.saved.length || r.refused.length) onSaved();
    } finally {
      running.current = false;
    }
  }, [id, onSaved, t]);
  useEffect(() => {
    void run();
    const timer = setInterval(() => void run(), RETRY_MS);
    const online = () => void run();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [run]);
  const add = (line: Omit<QueuedLine, 'countedAt'>) => {
    if (!id) return;
    setWaiting(enqueue(localStorage, id, { ...line, countedAt: new Date().toISOString() }).length);
    void run();
  };
  return {
    waiting,
    offline,
    add,
    pending: (productId: number) => (id ? readQueue(localStorage, id).some((l) => l.productId === productId) : false),
  };
}

/** A count's inputs from what was counted: whole cartons and the units left over when the product has cartons. */
function splitCount(counted: number | undefined, perCarton: number | null): { cartons: number | ''; units: number | '' } {
  if (counted === undefined) return { cartons: '', units: '' };
  const c = cartonsOf(counted, perCarton);
  return c ? { cartons: c.cartons, units: c.units } : { cartons: '', units: counted };
}

const entered = (v: number | string): number | '' => (typeof v === 'number' ? v : '');

/**
 * One product to count: its units, and its cartons too when it has units per carton (cartons × units per carton +
 * units, saved in units). The line is saved when the focus leaves the row or on Enter.
 */
export function CountRow({
  row,
  counted,
  pending,
  onCount,
}: {
  row: StockStatusRow;
  counted: number | undefined;
  pending: boolean;
  onCount: (q: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const unit = useUnitLabel();
  const perCarton = row.unitsPerCarton && row.unitsPerCarton > 0 ? row.unitsPerCarton : null;
  const [cartons, setCartons] = useState<number | string>(() => splitCount(counted, perCarton).cartons);
  const [units, setUnits] = useState<number | string>(() => splitCount(counted, perCarton).units);
  useEffect(() => {
    const v = splitCount(counted, perCarton);
    setCartons(v.cartons);
    setUnits(v.units);
  }, [counted, perCarton]);
  const commit = () => {
    const q = unitsOfCount(entered(cartons), entered(units), perCarton);
    if (q === null || q === counted) return;
    onCount(q);
  };
  const input = {
    size: 'lg' as const,
    ...amountInputProps(i18n.language),
    onKeyDown: (e: KeyboardEvent) => e.key === 'Enter' && commit(),
  };
  return (
    <Card padding="sm" withBorder data-testid="count-row" data-product={row.productId}>
      {/* On a phone, a row with cartons and units puts its inputs under the name rather than squeeze the name. */}
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Stack gap={0} style={{ flex: '1 1 9rem', minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            <bdi>{row.label}</bdi>
          </Text>
          <Text fz="xs" c="dimmed">
            {row.barcode ? <bdi dir="ltr">{row.barcode}</bdi> : '—'}
            {perCarton ? ` · ${t('stock.flows.count.perCarton', { count: perCarton })}` : ''}
          </Text>
        </Stack>
        <Group
          gap={6}
          wrap="nowrap"
          ms="auto"
          // Saved when the focus leaves the row, not when it goes from the cartons to the units.
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit();
          }}
        >
          {perCarton && (
            <NumberInput
              {...input}
              w={110}
              decimalScale={0}
              value={cartons}
              onChange={setCartons}
              rightSection={
                <Text fz="xs" c="dimmed" pe={6}>
                  {t('stock.flows.natures.cartonShort')}
                </Text>
              }
              aria-label={t('stock.flows.count.cartonsOf', { label: row.label })}
              data-testid="count-cartons"
            />
          )}
          <NumberInput
            {...input}
            w={perCarton ? 110 : 130}
            value={units}
            onChange={setUnits}
            rightSection={
              <Text fz="xs" c="dimmed" pe={6}>
                {unit(row.unity)}
              </Text>
            }
            aria-label={
              perCarton ? t('stock.flows.count.unitsOf', { label: row.label }) : t('stock.operations.form.quantityOf', { label: row.label })
            }
            data-testid="count-input"
          />
          <ThemeIcon
            variant="light"
            radius="xl"
            color={pending ? 'yellow' : counted !== undefined ? 'teal' : 'gray'}
            aria-label={pending ? t('stock.flows.count.pendingOne') : counted !== undefined ? t('stock.flows.count.savedOne') : ''}
            data-testid="count-state"
            data-state={pending ? 'pending' : counted !== undefined ? 'saved' : 'none'}
          >
            {pending ? <IconCloudUpload size={16} /> : <IconCheck size={16} />}
          </ThemeIcon>
        </Group>
      </Group>
    </Card>
  );
}

export function CountPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || null;
  const op = useOperation(id);
  const qc = useQueryClient();
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: stockKeys.operation(id ?? 0) }), [qc, id]);
  const queue = useCountQueue(id, refresh);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim().slice(0, 60), 300);
  const [page, setPage] = useState(1);
  const [scan, setScan] = useState('');
  const [closing, setClosing] = useState(false);
  const [local, setLocal] = useState<Map<number, number>>(new Map());
  const entity = op.data ? { type: op.data.sourceTypeTag, id: op.data.sourceId } : null;
  const categories = useQuery({
    queryKey: [...stockKeys.all, 'categories'],
    queryFn: ({ signal }) => api.get<{ id: number; label: string }[]>('/StockOperation/categories', { signal, withoutLoader: true }),
    staleTime: 300_000,
  });
  const q = {
    offset: (page - 1) * PAGE,
    limit: PAGE,
    keyword: keyword || undefined,
    entityTypeTag: entity?.type,
    categoryId: categoryId ? Number(categoryId) : undefined,
  };
  const products = useQuery({
    queryKey: [...stockKeys.status(entity?.id ?? 0, q), 'count'],
    queryFn: ({ signal }) => stockApi.status(entity!.id, q, signal),
    enabled: entity !== null,
    placeholderData: keepPreviousData,
  });
  const counted = useMemo(() => {
    const m = new Map((op.data?.lines ?? []).map((l) => [l.productId, l.quantity]));
    for (const [p, v] of local) m.set(p, v);
    return m;
  }, [op.data, local]);
  const count = (productId: number, quantity: number) => {
    setLocal((m) => new Map(m).set(productId, quantity));
    queue.add({ productId, quantity, nature: 'unity' });
  };
  const onScan = async () => {
    const code = scan.trim();
    setScan('');
    if (!code || !entity) return;
    const found = await stockApi.status(entity.id, { offset: 0, limit: 2, keyword: code, entityTypeTag: entity.type }).catch(() => null);
    const row = found?.rows.find((r) => r.barcode === code) ?? (found?.rows.length === 1 ? found.rows[0] : undefined);
    if (!row) return notifyDanger({ title: t('stock.flows.count.unknownCode'), message: code });
    count(row.productId, Math.round(((counted.get(row.productId) ?? 0) + 1) * 1000) / 1000);
  };
  const open = op.data?.state === 'counting';
  const back = (
    <Button
      component={Link}
      to={id ? operationPath(id) : '/stock-operations'}
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--app-dir-flip, 1))' }} />}
      data-testid="count-back"
    >
      {t('stock.operations.actions.back')}
    </Button>
  );
  if (op.isError || id === null)
    return (
      <>
        <PageHeader title={t('routes.stockOperationCount')} actions={back} />
        <Alert color="orange">{t('stock.operations.detail.missing')}</Alert>
      </>
    );
  return (
    <>
      <PageHeader
        title={
          op.data ? `${t(`stock.operations.kinds.${op.data.type}`)} #${op.data.id} · ${op.data.sourceName}` : <Skeleton h={32} w={240} />
        }
        description={t('stock.flows.count.description')}
        actions={
          <>
            {back}
            {open && (
              <Button
                leftSection={<IconCheck size={18} />}
                onClick={() => setClosing(true)}
                disabled={queue.waiting > 0}
                data-testid="count-close"
              >
                {t('stock.operations.actions.close')}
              </Button>
            )}
          </>
        }
      />
      <Group mb="md" gap="sm">
        <Badge
          size="lg"
          variant="light"
          color={queue.waiting ? (queue.offline ? 'orange' : 'yellow') : 'teal'}
          leftSection={queue.offline ? <IconWifiOff size={14} /> : <IconCheck size={14} />}
          data-testid="count-sync"
          data-waiting={queue.waiting}
        >
          {queue.waiting ? t('stock.flows.count.waiting', { count: queue.waiting }) : t('stock.flows.count.allSaved')}
        </Badge>
        <Text fz="sm" c="dimmed" data-testid="count-done">
          {t('stock.flows.count.counted', { count: counted.size })}
        </Text>
      </Group>
      {!open && op.data && (
        <Alert color="blue" mb="md" data-testid="count-over">
          {t('stock.flows.count.over')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <TextInput
          size="lg"
          label={t('stock.flows.count.scan')}
          placeholder={t('stock.flows.count.scanHint')}
          leftSection={<IconBarcode size={20} />}
          value={scan}
          onChange={(e) => setScan(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void onScan()}
          disabled={!open}
          autoFocus
          data-testid="count-scan"
        />
        <Select
          size="lg"
          label={t('stock.flows.count.category')}
          placeholder={t('stock.flows.count.allCategories')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.label }))}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setPage(1);
          }}
          clearable
          searchable
          data-testid="count-category"
        />
        <TextInput
          size="lg"
          label={t('stock.flows.count.search')}
          leftSection={<IconSearch size={18} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="count-search"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="count-rows">
        {(products.data?.rows ?? []).map((r) => (
          <CountRow
            key={r.productId}
            row={r}
            counted={counted.get(r.productId)}
            pending={queue.waiting > 0 && queue.pending(r.productId)}
            onCount={(v) => (open ? count(r.productId, v) : undefined)}
          />
        ))}
      </SimpleGrid>
      {products.isLoading && <Skeleton h={200} />}
      {(products.data?.total ?? 0) > PAGE && (
        <Group justify="center" mt="md">
          <Pagination total={Math.ceil((products.data?.total ?? 0) / PAGE)} value={page} onChange={setPage} />
        </Group>
      )}
      <StepModal step={closing ? 'close' : null} op={op.data ?? null} onClose={() => setClosing(false)} />
    </>
  );
}
