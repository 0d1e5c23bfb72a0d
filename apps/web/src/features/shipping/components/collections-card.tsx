// The cash on delivery still owed (collected by a delivery man or reported by a transport company, not handed over):
// per carrier, and per order to tick; the ticked ones of one store go into an open register session of that store.
import type { Collection } from '@comptoir/shared';
import { Button, Card, Checkbox, Group, Select, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useRegisters } from '../../caisse/hooks/use-caisse';
import { useCollections, useReconcile } from '../api/use-shipping';
import { Money } from './shipping-parts';

export function CollectionsCard({ storeId }: { storeId: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  const q = useCollections('owed');
  const registers = useRegisters(storeId);
  const reconcile = useReconcile();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [session, setSession] = useState<string | null>(null);
  const rows = (q.data?.data ?? []).filter((k) => storeId === null || k.magasinId === storeId);
  const sessions = (registers.data ?? [])
    .filter((r) => r.session?.state === 'opened')
    .map((r) => ({ value: String(r.session!.id), label: r.intitule }));
  const chosen = rows.filter((k) => ticked.has(k.id));
  const tag = rows[0]?.currencyTag ?? 'MAD';
  const toggle = (k: Collection, on: boolean) =>
    setTicked((s) => {
      const n = new Set(s);
      if (on) n.add(k.id);
      else n.delete(k.id);
      return n;
    });
  const send = () =>
    void reconcile
      .mutateAsync({ caisseId: Number(session), collectionIds: chosen.map((k) => k.id), clientId: crypto.randomUUID() })
      .then((a) => {
        notifySuccess({ message: t('shipping.reconciled', { count: a.reconciled }) });
        setTicked(new Set());
      });
  return (
    <Card withBorder data-testid="collections">
      <Title order={4} mb="xs">
        {t('shipping.cashOwed')}
      </Title>
      <Group gap="lg" mb="sm">
        {(q.data?.byCarrier ?? [])
          .filter((b) => b.owed > 0)
          .map((b) => (
            <Text key={`${b.deliveryManId}-${b.transportCompanyId}`} size="sm">
              {b.name} : <Money value={b.owed} tag={tag} />
            </Text>
          ))}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipping.nothingOwed')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((k) => (
              <Table.Tr key={k.id}>
                <Table.Td>
                  <Checkbox
                    checked={ticked.has(k.id)}
                    onChange={(e) => toggle(k, e.currentTarget.checked)}
                    aria-label={t('shipping.tickCollection', { number: k.ticketNumber ?? k.commandId })}
                    data-testid={`collection-${k.commandId}`}
                  />
                </Table.Td>
                <Table.Td>{k.ticketNumber !== null ? `#${k.ticketNumber}` : `n° ${k.commandId}`}</Table.Td>
                <Table.Td>{k.deliveryManName ?? k.transportCompanyName}</Table.Td>
                <Table.Td>{f.dateTime(k.collectedAt)}</Table.Td>
                <Table.Td>
                  <Money value={k.amount} tag={k.currencyTag} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group mt="sm" align="flex-end">
        <Select
          label={t('shipping.intoRegister')}
          placeholder={storeId === null ? t('shipping.chooseStore') : t('shipping.openRegister')}
          data={sessions}
          value={session}
          onChange={setSession}
          data-testid="collections-session"
        />
        <Button onClick={send} disabled={!session || !chosen.length} loading={reconcile.isPending} data-testid="collections-reconcile">
          {t('shipping.handInCash', { count: chosen.length })}
        </Button>
      </Group>
    </Card>
  );
}
