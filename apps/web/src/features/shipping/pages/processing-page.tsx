// /shipping-management/processing: the tickets are scanned one after another (the field keeps the focus; a scanner
// ends each code with Enter), the orders gather below; packed ones are handed to the chosen transport company in one
// batch, and its hand-over list prints (GetBlCommands).
import type { BlCommands, ShippingCommand } from '@comptoir/shared';
import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { shippingApi } from '../api/shipping-api';
import { useShippingInit } from '../api/use-shipping';
import { DeliverySlip } from '../components/delivery-slip';
import { useRunMove } from '../components/move-modal';
import { orderNumber, ShippingStateBadge } from '../components/shipping-parts';

export function ProcessingPage() {
  const { t } = useTranslation();
  const init = useShippingInit();
  const { run, pending } = useRunMove();
  const input = useRef<HTMLInputElement>(null);
  const [ticket, setTicket] = useState('');
  const [orders, setOrders] = useState<ShippingCommand[]>([]);
  const [company, setCompany] = useState<string | null>(null);
  const [bl, setBl] = useState<BlCommands | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scan = () => {
    const code = ticket.trim();
    if (!code) return;
    setTicket('');
    setError(null);
    shippingApi.processing(code).then(
      (found) => {
        const c = found[0];
        setOrders((o) => (o.some((x) => x.id === c.id) ? o.map((x) => (x.id === c.id ? c : x)) : [...o, c]));
      },
      () => setError(t('shipping.ticketNotFound', { code })),
    );
    input.current?.focus();
  };
  const refresh = async () => {
    const ids = orders.map((o) => o.id);
    const fresh = await Promise.all(ids.map((id) => shippingApi.detail(id)));
    setOrders(fresh);
  };
  const act = async (move: 'pack' | 'pending') => {
    const chosen = orders.filter((o) => o.state === (move === 'pack' ? 'reserved' : 'packed'));
    if (!chosen.length) return;
    await run(move, chosen, move === 'pending' && company ? { transportCompanyId: Number(company) } : {}).catch(() => undefined);
    await refresh();
  };
  const print = async () => {
    if (!company) return;
    setBl(await shippingApi.bl(Number(company)));
    setTimeout(() => window.print(), 100);
  };
  return (
    <>
      <PageHeader title={t('routes.shippingProcessing')} description={t('shipping.processingDescription')} />
      <Card withBorder mb="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            ref={input}
            autoFocus
            label={t('shipping.scan')}
            value={ticket}
            onChange={(e) => setTicket(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && scan()}
            error={error}
            data-testid="processing-scan"
          />
          <Button variant="light" onClick={scan}>
            {t('shipping.add')}
          </Button>
          <Select
            label={t('shipping.transportCompany')}
            data={(init.data?.transportCompanies ?? []).map((c) => ({ value: String(c.id), label: c.intitule }))}
            value={company}
            onChange={setCompany}
            data-testid="processing-company"
          />
        </Group>
      </Card>
      <Stack>
        <Group gap="sm">
          <Button onClick={() => void act('pack')} loading={pending} disabled={!orders.some((o) => o.state === 'reserved')}>
            {t('shipping.moves.pack')}
          </Button>
          <Button
            onClick={() => void act('pending')}
            loading={pending}
            disabled={!company || !orders.some((o) => o.state === 'packed')}
            data-testid="processing-handover"
          >
            {t('shipping.handOver')}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => void print()} disabled={!company}>
            {t('shipping.printSlip')}
          </Button>
          {orders.length > 0 && (
            <Button variant="subtle" onClick={() => setOrders([])}>
              {t('shipping.clearList')}
            </Button>
          )}
        </Group>
        {orders.length === 0 ? (
          <Text c="dimmed">{t('shipping.scanHint')}</Text>
        ) : (
          <Table striped data-testid="processing-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shipping.number')}</Table.Th>
                <Table.Th>{t('shipping.client')}</Table.Th>
                <Table.Th>{t('shipping.state')}</Table.Th>
                <Table.Th>{t('shipping.carrier')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{orderNumber(o)}</Table.Td>
                  <Table.Td>{o.clientName}</Table.Td>
                  <Table.Td>
                    <ShippingStateBadge state={o.state} />
                  </Table.Td>
                  <Table.Td>{o.deliveryManName ?? o.transportCompanyName ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {bl && (
          <Card withBorder>
            <DeliverySlip bl={bl} />
          </Card>
        )}
      </Stack>
    </>
  );
}
