// /shipping-management/in-progress: the kanban of the orders in shipping, one column per state. A card dragged to the
// next column moves it (the move the shared machine names for that pair; the other columns stay dark); several cards
// selected move together from the bar above. A delivery man (command_delivering without gestion_delivery) sees his
// round of the day instead.
import { moveTo, SHIPPING_MOVE, SHIPPING_MOVES, type ShippingCommand, type ShippingMove, type ShippingState } from '@comptoir/shared';
import { Button, Group, Menu, Text, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Kanban } from '../../../components/kanban/kanban';
import { PageHeader } from '../../../components/page-header';
import { useUserTags } from '../../auth/hooks/use-auth';
import type { ShippingFilters } from '../api/shipping-api';
import { useShippingKanban } from '../api/use-shipping';
import { CarrierFilters } from '../components/carrier-filters';
import { MoveModal, needsDialog, useRunMove } from '../components/move-modal';
import { ShippingCard } from '../components/shipping-card';
import { orderNumber } from '../components/shipping-parts';
import { DeliveryRound } from './delivery-round';

export function InProgressPage() {
  const tags = useUserTags();
  if (!tags.includes('gestion_delivery')) return <DeliveryRound />;
  return <ShippingKanbanPage />;
}

const BATCH_MOVES = SHIPPING_MOVES.filter((m) => m !== 'reserve');

function ShippingKanbanPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ShippingFilters>({});
  const [keyword, setKeyword] = useState('');
  const q = useShippingKanban({ ...filters, keyword: keyword.trim() || undefined });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<{ move: ShippingMove; orders: ShippingCommand[] } | null>(null);
  const { run } = useRunMove();
  const all = useMemo(() => q.data?.columns.flatMap((c) => c.data) ?? [], [q.data]);
  const chosen = all.filter((c) => selected.has(c.id));
  const go = (move: ShippingMove, orders: ShippingCommand[]) => {
    if (needsDialog(move, orders)) setDialog({ move, orders });
    else
      void run(move, orders).then(
        () => setSelected(new Set()),
        () => undefined,
      );
  };
  const columns = (q.data?.columns ?? []).map((c) => ({
    id: c.state,
    title: t(`shipping.states.${c.state}`),
    count: c.count,
    items: c.data,
  }));
  return (
    <>
      <PageHeader title={t('routes.shippingInProgress')} description={t('shipping.kanbanDescription')} />
      <Group mb="md" align="flex-end" gap="sm">
        <TextInput label={t('shipping.search')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
        <CarrierFilters value={filters} onChange={setFilters} />
      </Group>
      <Group mb="sm" gap="sm" mih={36}>
        <Text size="sm">{t('shipping.selectedCount', { count: chosen.length })}</Text>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="xs" disabled={!chosen.length} rightSection={<IconChevronDown size={14} />} data-testid="shipping-move-menu">
              {t('shipping.moveSelected')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {BATCH_MOVES.map((m) => (
              <Menu.Item key={m} onClick={() => go(m, chosen)}>
                {t(`shipping.moves.${m}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {chosen.length > 0 && (
          <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
            {t('shipping.clearSelection')}
          </Button>
        )}
      </Group>
      <Kanban<ShippingCommand>
        testId="shipping-kanban"
        columns={columns}
        itemId={(c) => c.id}
        itemLabel={(c) => `${orderNumber(c)} ${c.clientName ?? ''}`}
        canDrop={(c, to) => moveTo(c.state, to as ShippingState) !== null}
        onMove={(c, to) => {
          const m = moveTo(c.state, to as ShippingState);
          if (m && SHIPPING_MOVE[m].to === to) go(m, [c]);
        }}
        renderCard={(c) => (
          <ShippingCard
            c={c}
            selected={selected.has(c.id)}
            onSelect={(on) =>
              setSelected((s) => {
                const n = new Set(s);
                if (on) n.add(c.id);
                else n.delete(c.id);
                return n;
              })
            }
          />
        )}
      />
      {dialog && (
        <MoveModal
          move={dialog.move}
          orders={dialog.orders}
          onClose={() => {
            setDialog(null);
            setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
