// The till's memberships of the client on the ticket: their uses left (less those already on the ticket), a button per
// covered service that rings it up as a use of the subscription (the server decides its 0 price), and the plans the
// client can subscribe to here: a plan goes on the ticket as a line, paid with the rest in one payment, and the
// subscription starts when the ticket is paid (the server bills the plan's own price and tax).
import type { Membership, MembershipPlan } from '@comptoir/shared';
import { Badge, Button, Card, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useClientMemberships, usePlans } from '../api/use-membership';
import { MembershipStateBadge, Money, usesText } from './membership-parts';

export interface TillMembershipModalProps {
  opened: boolean;
  onClose: () => void;
  client: { id: number; name: string } | null;
  storeId: number | null;
  /** Uses already on the ticket, by subscription. */
  inCart: Record<number, number>;
  onUse: (m: Membership, price: { id: number; label: string }) => void;
  /** Plans already on the ticket. */
  plansInCart: number[];
  /** Puts a plan on the ticket. */
  onSubscribe: (plan: MembershipPlan) => void;
}

export function TillMembershipModal({
  opened,
  onClose,
  client,
  storeId,
  inCart,
  onUse,
  plansInCart,
  onSubscribe,
}: TillMembershipModalProps) {
  const { t } = useTranslation();
  const mine = useClientMemberships(opened && client ? client.id : null);
  const plans = usePlans(opened);
  const planOf = (id: number): MembershipPlan | undefined => plans.data?.find((p) => p.id === id);
  const subscribed = new Set((mine.data ?? []).map((m) => m.planId));
  const offer = (plans.data ?? []).filter((p) => p.active && !subscribed.has(p.id));
  const join = (p: MembershipPlan) => {
    if (!client || storeId === null) return;
    onSubscribe(p);
    notifySuccess({ message: t('membership.onTicket', { client: client.name, plan: p.intitule }) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('membership.tillTitle', { client: client?.name ?? '' })} centered size="lg">
      <Stack data-testid="till-memberships">
        {(mine.data ?? []).length === 0 && !mine.isLoading && (
          <Text size="sm" c="dimmed">
            {t('membership.noneForClient')}
          </Text>
        )}
        {(mine.data ?? []).map((m) => {
          const used = inCart[m.id] ?? 0;
          const left = m.usesLeft === null ? Infinity : m.usesLeft - used;
          const prices = planOf(m.planId)?.prices ?? [];
          return (
            <Card key={m.id} withBorder padding="sm" data-testid={`till-membership-${m.id}`}>
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text fw={700}>{m.planIntitule}</Text>
                <MembershipStateBadge etat={m.etat} />
              </Group>
              <Text size="sm" mb="xs" data-testid="till-membership-left">
                {usesText(t, m, used)}
              </Text>
              <Group gap="xs">
                {prices.map((p) => (
                  <Button
                    key={p.id}
                    size="md"
                    variant="light"
                    disabled={m.etat !== 'active' || left < 1}
                    h="auto"
                    mih={44}
                    py={6}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                    onClick={() => onUse(m, p)}
                    data-testid={`till-membership-use-${p.id}`}
                  >
                    {t('membership.use', { label: p.label })}
                  </Button>
                ))}
              </Group>
            </Card>
          );
        })}
        {offer.length > 0 && (
          <>
            <Divider label={t('membership.offer')} />
            {offer.map((p) => (
              <Group key={p.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={600}>{p.intitule}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`membership.periods.${p.period}`)} ·{' '}
                    {p.usesPerPeriod === null ? t('membership.unlimited') : t('membership.sessions', { count: p.usesPerPeriod })}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" size="lg">
                    <Money value={p.price} tag={p.currencyTag} />
                  </Badge>
                  <Button
                    size="md"
                    onClick={() => join(p)}
                    disabled={!client || storeId === null || plansInCart.includes(p.id)}
                    data-testid={`till-subscribe-${p.id}`}
                  >
                    {plansInCart.includes(p.id) ? t('membership.inTicket') : t('membership.subscribe')}
                  </Button>
                </Group>
              </Group>
            ))}
          </>
        )}
      </Stack>
    </Modal>
  );
}
