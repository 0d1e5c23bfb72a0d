// /loyalty/clients/:id: the client's profile (patient in the clinic variant): identity, QR card, points ledger, cards,
// gift cards, promo codes and orders, the client's online account; edit, block and reset points.
import type { ClientProfile } from '@comptoir/shared';
import { Alert, Badge, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconLock, IconLockOpen, IconMail, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { getCurrency } from '../../../lib/currency';
import { ClientOrders } from '../../commands/components/client-orders';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { clientsApi } from '../api/clients-api';
import { ClientAccountCard } from '../components/client-account-card';
import { clientsKeys } from '../api/keys';
import { useClientCommands, useClientProfile } from '../hooks/use-clients';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text fz="sm" c="dimmed">
          {t('clients.profile.none')}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}

function Identity({ p }: { p: ClientProfile }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = p.client;
  const line = (label: string, value: ReactNode) =>
    value ? (
      <Group gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed" miw={130}>
          {label}
        </Text>
        <Text fz="sm">{value}</Text>
      </Group>
    ) : null;
  return (
    <Card>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light">{t(`clients.types.${c.type}`)}</Badge>
          <Badge variant="light" color={c.isActive ? 'teal' : 'gray'}>
            {c.isActive ? t('clients.status.active') : t('clients.status.blocked')}
          </Badge>
        </Group>
        {line(t('clients.fields.tel'), c.tel && <span dir="ltr">{c.tel}</span>)}
        {line(t('clients.fields.email'), c.email && <span dir="ltr">{c.email}</span>)}
        {line(t('clients.fields.birthday'), c.birthday && f.date(`${c.birthday}T00:00:00Z`))}
        {line(t('clients.fields.sex'), c.sex && t(`clients.sexes.${c.sex}`))}
        {line(t('clients.fields.bloodGroup'), c.bloodGroup)}
        {line(t('clients.fields.city'), c.city)}
        {line(t('clients.fields.adresse'), c.adresse)}
        {line(t('clients.fields.notes'), c.notes)}
        {p.additionalInfos.map((i) => line(`${i.nature} · ${i.type}`, i.value))}
      </Stack>
    </Card>
  );
}

function QrCard({ id, hasEmail }: { id: number; hasEmail: boolean }) {
  const { t } = useTranslation();
  const qr = useQuery({ queryKey: [...clientsKeys.detail(id), 'qr'], queryFn: () => clientsApi.qrCode(id) });
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await clientsApi.qrCode(id, true);
      notifySuccess({ message: t('clients.profile.qrSent') });
    } finally {
      setSending(false);
    }
  };
  return (
    <Card>
      <Stack align="center" gap="sm">
        {qr.data ? <Image src={svgSrc(qr.data.svg)} alt={t('clients.profile.qr')} w={160} h={160} data-testid="client-qr" /> : <Loader />}
        <Text fz="xs" c="dimmed" ta="center">
          {t('clients.profile.qrHelp')}
        </Text>
        {hasEmail && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMail size={16} />}
            loading={sending}
            onClick={() => void send()}
            data-testid="client-qr-mail"
          >
            {t('clients.profile.qrMail')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function ClientProfilePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().id);
  const profile = useClientProfile(Number.isInteger(id) ? id : 0);
  const commands = useClientCommands();
  const [confirmReset, setConfirmReset] = useState(false);
  const p = profile.data;
  const money = (n: number) => f.money(n, getCurrency());

  if (profile.isError)
    return (
      <Alert color="orange" title={t('clients.form.notFoundTitle')} data-testid="client-not-found">
        {t('clients.form.notFoundText')}
      </Alert>
    );
  if (!p) return <Loader />;
  const c = p.client;
  return (
    <>
      <PageHeader
        title={c.name}
        description={t('clients.profile.points', { points: f.number(c.loyaltyPoints) })}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => setConfirmReset(true)}
              disabled={c.loyaltyPoints === 0}
              data-testid="client-reset"
            >
              {t('clients.actions.reset')}
            </Button>
            <Button
              variant="default"
              leftSection={c.isActive ? <IconLock size={18} /> : <IconLockOpen size={18} />}
              loading={commands.toggleBlock.isPending}
              onClick={() => commands.toggleBlock.mutate(c.id)}
              data-testid="client-block"
            >
              {c.isActive ? t('clients.actions.block') : t('clients.actions.unblock')}
            </Button>
            <Button
              component={Link}
              to={`/loyalty/clients/${c.id}/edit`}
              leftSection={<IconEdit size={18} />}
              data-testid="client-edit-link"
            >
              {t('clients.actions.edit')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <div style={{ gridColumn: 'span 2' }}>
            <Identity p={p} />
          </div>
          <Stack gap="md">
            <QrCard id={c.id} hasEmail={Boolean(c.email)} />
            <ClientAccountCard clientId={c.id} email={c.email} />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section title={t('clients.profile.pointsTitle')} empty={p.points.length === 0}>
            <Table data-testid="client-points">
              <Table.Tbody>
                {p.points.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{f.date(m.created_at)}</Table.Td>
                    <Table.Td>{t(`clients.profile.kinds.${m.kind}`, { defaultValue: m.kind })}</Table.Td>
                    <Table.Td ta="end" c={m.points < 0 ? 'red' : 'teal'}>
                      {m.points > 0 ? `+${m.points}` : m.points}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
          <Stack gap="md">
            <Section title={t('clients.profile.cardsTitle')} empty={p.cards.length === 0}>
              <Group gap="xs">
                {p.cards.map((k) => (
                  <Badge key={k.id} variant="outline" size="lg" dir="ltr">
                    {k.reference}
                  </Badge>
                ))}
              </Group>
            </Section>
            <Section title={t('clients.profile.giftCardsTitle')} empty={p.giftCards.length === 0}>
              <Table>
                <Table.Tbody>
                  {p.giftCards.map((g) => (
                    <Table.Tr key={g.id}>
                      <Table.Td dir="ltr">{g.code}</Table.Td>
                      <Table.Td ta="end">
                        {money(g.balance)} / {money(g.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Section>
            <Section title={t('clients.profile.promoCodesTitle')} empty={p.promoCodes.length === 0}>
              <Table>
                <Table.Tbody>
                  {p.promoCodes.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td dir="ltr">{r.intitule}</Table.Td>
                      <Table.Td>{r.tag === 'percentage' ? f.percent(r.valeur) : money(r.valeur)}</Table.Td>
                      <Table.Td ta="end">
                        {r.usedCount} / {r.maxUsing}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Section>
          </Stack>
        </SimpleGrid>
        <Card>
          <Title order={2} fz="md" mb="sm">
            {t('clients.profile.ordersTitle')}
          </Title>
          <ClientOrders clientId={c.id} clientName={c.name} />
        </Card>
      </Stack>
      <ConfirmModal
        opened={confirmReset}
        title={t('clients.reset.title')}
        message={t('clients.reset.message', { name: c.name, points: c.loyaltyPoints })}
        confirmLabel={t('clients.actions.reset')}
        color="orange"
        loading={commands.reset.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => commands.reset.mutate(c.id, { onSuccess: () => setConfirmReset(false) })}
      />
    </>
  );
}
