// The subscriptions of the company (one DataTable, server mode): client, plan, state, period, uses left; a manager
// suspends, resumes, stops the renewal or ends a subscription from the row's menu.
import { MEMBERSHIP_STATES, type Membership, type MembershipAction } from '@comptoir/shared';
import { ActionIcon, Menu, Select } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn, DataTableServerState } from '../../../components/data-table/data-table.types';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useMembers, useMembershipMove } from '../api/use-membership';
import { MembershipStateBadge, Money, usesText } from './membership-parts';

export function MembersTable() {
  const { t } = useTranslation();
  const f = useFormat();
  const [table, setTable] = useState<DataTableServerState>({ page: 1, pageSize: 20, search: '', sort: null });
  const [etat, setEtat] = useState<string | null>(null);
  const q = useMembers({
    etat: etat ?? undefined,
    keyword: table.search.trim() || undefined,
    offset: (table.page - 1) * table.pageSize,
    limit: table.pageSize,
  });
  const move = useMembershipMove();
  const act = (m: Membership, action: MembershipAction) =>
    move
      .mutateAsync({ id: m.id, action })
      .then(() => notifySuccess({ message: t(`membership.done.${action}`) }))
      .catch(() => undefined);
  const columns: DataTableColumn<Membership>[] = [
    { key: 'client', title: t('membership.client'), value: (m) => m.clientName, hideable: false, sortable: false },
    { key: 'plan', title: t('membership.plan.title'), value: (m) => m.planIntitule, sortable: false },
    {
      key: 'etat',
      title: t('membership.state'),
      value: (m) => t(`membership.states.${m.etat}`),
      render: (m) => <MembershipStateBadge etat={m.etat} />,
      width: 120,
      sortable: false,
    },
    {
      key: 'period',
      title: t('membership.currentPeriod'),
      value: (m) => f.span(f.date(m.periodStart), f.date(m.periodEnd)),
      sortable: false,
    },
    { key: 'uses', title: t('membership.uses'), value: (m) => usesText(t, m), sortable: false },
    {
      key: 'price',
      title: t('membership.plan.price'),
      value: (m) => m.price,
      render: (m) => <Money value={m.price} tag={m.currencyTag} />,
      numeric: true,
      sortable: false,
    },
    {
      key: 'renew',
      title: t('membership.autoRenew'),
      value: (m) => (m.autoRenew ? t('membership.yes') : t('membership.no')),
      sortable: false,
      defaultHidden: true,
    },
  ];
  return (
    <DataTable<Membership>
      tableId="membership-members"
      testId="membership-members"
      columns={columns}
      rows={q.data?.data ?? []}
      rowKey={(m) => m.id}
      loading={q.isLoading}
      fetching={q.isFetching && q.isPlaceholderData}
      searchPlaceholder={t('membership.searchMembers')}
      server={{ total: q.data?.total ?? 0, state: table, onStateChange: setTable }}
      filtered={etat !== null}
      exportName={t('membership.members')}
      emptyState={t('membership.noMembers')}
      toolbar={
        <Select
          placeholder={t('membership.allStates')}
          data={MEMBERSHIP_STATES.map((s) => ({ value: s, label: t(`membership.states.${s}`) }))}
          value={etat}
          onChange={(v) => {
            setEtat(v);
            setTable((s) => ({ ...s, page: 1 }));
          }}
          clearable
          w={170}
          data-testid="members-state-filter"
        />
      }
      rowActions={(m) =>
        m.actions.length ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('membership.actions')} data-testid={`member-actions-${m.id}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {m.actions.map((a) => (
                <Menu.Item key={a} color={a === 'expire' ? 'red' : undefined} onClick={() => void act(m, a)} data-testid={`member-${a}`}>
                  {t(`membership.moves.${a}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null
      }
    />
  );
}
