// /shipping-management/command?id=: an order's shipping — where, when and who (the form), its state and the moves it
// allows now, its history, and the cash collected for it (who, when, into which register).
import { shippingInfoBody, type ShippingDetail, type ShippingMove } from '@comptoir/shared';
import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../lib/format';
import { useAddressParams } from '../../../lib/use-address-params';
import { useSaveInfo, useShippingDetail, useShippingInit } from '../api/use-shipping';
import { MoveModal, needsDialog, useRunMove } from '../components/move-modal';
import { Money, orderNumber, ShippingStateBadge } from '../components/shipping-parts';

export function ShippingCommandPage() {
  const { t } = useTranslation();
  const [address] = useAddressParams();
  const id = Number(address.get('id')) || 0;
  const q = useShippingDetail(id);
  if (!id || q.isError)
    return <EmptyState icon={<IconTruckDelivery size={28} />} title={t('shipping.notFound')} description={t('shipping.notFoundHint')} />;
  if (!q.data) return null;
  return <Detail key={`${q.data.id}-${q.data.stateAt ?? ''}`} d={q.data} />;
}

interface InfoValues {
  address: string;
  tel: string;
  city: string;
  deliveryDate: string;
  deliveryOrder: number | string;
  note: string;
  carrier: string | null;
}

function Detail({ d }: { d: ShippingDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const init = useShippingInit();
  const save = useSaveInfo(d.id);
  const { run, pending } = useRunMove();
  const [dialog, setDialog] = useState<ShippingMove | null>(null);
  const { form, formProps, submitting } = useAppForm<InfoValues>({
    initialValues: {
      address: d.address ?? '',
      tel: d.tel ?? '',
      city: d.city ?? '',
      deliveryDate: d.deliveryDate ?? '',
      deliveryOrder: d.deliveryOrder ?? '',
      note: d.note ?? '',
      carrier: d.deliveryManId ? `m:${d.deliveryManId}` : d.transportCompanyId ? `c:${d.transportCompanyId}` : null,
    },
    schema: { safeParse: () => ({ success: true }) },
    serverFields: ['address', 'tel', 'city', 'deliveryDate', 'deliveryOrder', 'note'],
    onSubmit: (v) => {
      const body = shippingInfoBody.parse({
        address: v.address,
        tel: v.tel,
        city: v.city,
        deliveryDate: v.deliveryDate || null,
        deliveryOrder: v.deliveryOrder === '' ? null : Number(v.deliveryOrder),
        note: v.note,
        deliveryManId: v.carrier?.startsWith('m:') ? Number(v.carrier.slice(2)) : null,
        transportCompanyId: v.carrier?.startsWith('c:') ? Number(v.carrier.slice(2)) : null,
      });
      return save.mutateAsync(body);
    },
  });
  const carriers = [
    { group: t('shipping.deliveryMen'), items: (init.data?.deliveryMen ?? []).map((m) => ({ value: `m:${m.id}`, label: m.name })) },
    {
      group: t('shipping.transportCompanies'),
      items: (init.data?.transportCompanies ?? []).map((c) => ({ value: `c:${c.id}`, label: c.intitule })),
    },
  ];
  const go = (m: ShippingMove) => (needsDialog(m, [d]) ? setDialog(m) : void run(m, [d]).catch(() => undefined));
  return (
    <>
      <PageHeader title={t('shipping.commandTitle', { number: orderNumber(d) })} description={d.clientName ?? undefined} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <ShippingStateBadge state={d.state} />
            <Anchor component={Link} to={`/command/${d.id}/planning`} size="sm">
              {t('shipping.openOrder')}
            </Anchor>
          </Group>
          <Stack gap={4}>
            <Text size="sm">
              {t('shipping.total')} : <Money value={d.total} tag={d.currencyTag} />
            </Text>
            <Text size="sm">
              {t('shipping.paidAmount')} : <Money value={d.paid} tag={d.currencyTag} />
            </Text>
            {d.source && (
              <Text size="sm">
                {t('shipping.source')} : {t(`pos.source.${d.source}`)}
              </Text>
            )}
            {d.returnReason && (
              <Text size="sm" c="red">
                {t('shipping.returnReason')} : {d.returnReason}
              </Text>
            )}
          </Stack>
          <Group mt="md" gap="xs">
            {d.moves.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('shipping.noMove')}
              </Text>
            )}
            {d.moves.map((m) => (
              <Button key={m} size="xs" loading={pending} onClick={() => go(m)} data-testid={`move-${m}`}>
                {t(`shipping.moves.${m}`)}
              </Button>
            ))}
          </Group>
        </Card>
        <Card withBorder component="form" {...formProps}>
          <Title order={4} mb="sm">
            {t('shipping.info')}
          </Title>
          <Stack gap="xs">
            <TextInput label={t('shipping.address')} {...form.getInputProps('address')} />
            <Group grow>
              <TextInput label={t('shipping.city')} {...form.getInputProps('city')} />
              <TextInput label={t('shipping.tel')} type="tel" dir="ltr" {...form.getInputProps('tel')} />
            </Group>
            <Group grow>
              <TextInput type="date" label={t('shipping.deliveryDate')} {...form.getInputProps('deliveryDate')} />
              <NumberInput label={t('shipping.deliveryOrder')} min={1} allowDecimal={false} {...form.getInputProps('deliveryOrder')} />
            </Group>
            <Select
              label={t('shipping.carrier')}
              data={carriers}
              clearable
              searchable
              {...form.getInputProps('carrier')}
              data-testid="info-carrier"
            />
            <Textarea label={t('shipping.note')} maxLength={500} {...form.getInputProps('note')} />
            <FormActions submitting={submitting} testId="shipping-info" />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={4} mb="sm">
            {t('shipping.history')}
          </Title>
          {d.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('shipping.noHistory')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2}>
              {d.history.map((h, i) => (
                <Timeline.Item key={i} title={t(`shipping.states.${h.to}`)}>
                  <Text size="xs" c="dimmed">
                    {f.dateTime(h.created_at)} · {h.userName ?? ''}
                  </Text>
                  {h.reason && <Text size="xs">{h.reason}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Card>
        <Card withBorder>
          <Title order={4} mb="sm">
            {t('shipping.cash')}
          </Title>
          {d.collections.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('shipping.noCollection')}
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {d.collections.map((k) => (
                  <Table.Tr key={k.id}>
                    <Table.Td>{k.deliveryManName ?? k.transportCompanyName}</Table.Td>
                    <Table.Td>{f.dateTime(k.collectedAt)}</Table.Td>
                    <Table.Td>
                      <Money value={k.amount} tag={k.currencyTag} />
                    </Table.Td>
                    <Table.Td>
                      {k.reconciledAt ? t('shipping.inRegister', { name: k.reconciledByName ?? '' }) : t('shipping.owed')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      {dialog && <MoveModal move={dialog} orders={[d]} onClose={() => setDialog(null)} />}
    </>
  );
}
