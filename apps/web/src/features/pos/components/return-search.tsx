// Finding the sale a client brings back (issue 23): what the ticket carries — its QR code scanned into the field, the
// provisional number printed offline ("ABC-0001"), the ticket number of a day (today by default) — or the client's
// name or phone. One match opens at once; several are listed to choose from (GET /Command/tickets).
import { parseTicketRef, type Command } from '@comptoir/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { OrderList } from '../../../components/order-list';
import { ordersApi } from '../api/orders-api';

/** Today in the browser's time zone (YYYY-MM-DD): the business day the till sells in. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

interface Props {
  opened: boolean;
  storeId: number | null;
  initial: string;
  onFound: (orderId: number) => void;
}

export function ReturnSearch({ opened, storeId, initial, onFound }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [date, setDate] = useState(localToday());
  const [found, setFound] = useState<Command[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setKeyword(initial);
    setDate(localToday());
    setFound([]);
    setError(null);
  }, [opened, initial]);

  const ref = parseTicketRef(keyword);
  const find = async () => {
    const k = keyword.trim();
    if (!k) return;
    setError(null);
    setFound([]);
    setBusy(true);
    try {
      const rows = await ordersApi.tickets({ keyword: k, date: ref.kind === 'ticket' ? date : undefined, magasinId: storeId ?? undefined });
      if (rows.length === 1) onFound(rows[0].id);
      else setFound(rows);
    } catch (e) {
      setError(isApiError(e) && e.status === 422 ? t('pos.refund.invalidNumber') : t('pos.refund.notFound', { number: k }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap" gap="xs">
        <TextInput
          label={t('pos.refund.number')}
          description={t('pos.refund.numberHint')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void find()}
          leftSection={<IconQrcode size={18} />}
          style={{ flex: '1 1 220px' }}
          size="md"
          error={error}
          autoFocus
          data-testid="refund-number"
        />
        <TextInput
          type="date"
          label={t('pos.refund.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value || localToday())}
          size="md"
          disabled={ref.kind !== 'ticket'}
          w={170}
          data-testid="refund-date"
        />
        <Button
          size="md"
          variant="default"
          leftSection={<IconSearch size={16} />}
          onClick={() => void find()}
          loading={busy}
          data-testid="refund-find"
        >
          {t('pos.refund.find')}
        </Button>
      </Group>
      {found.length > 1 && (
        <OrderList
          orders={found}
          title={(c) => t('pos.ticketPrint.number', { number: c.ticketNumber ?? c.id })}
          onPick={(c) => onFound(c.id)}
          testId="refund-matches"
          rowTestId="refund-match"
        />
      )}
    </Stack>
  );
}
