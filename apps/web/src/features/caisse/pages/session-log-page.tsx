// /caisses/{id}/log: the session's journal in time order — opening, counts, operations, approvals, closing.
import type { SessionDetail } from '@comptoir/shared';
import { Anchor, Text, Timeline } from '@mantine/core';
import { IconCash, IconCoins, IconDoorEnter, IconDoorExit, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession, useSessionOperations } from '../hooks/use-caisse';
import { useFormat } from '../../../lib/format';
import { paymentModeLabel } from '../../../lib/payment-mode';

interface LogEntry {
  at: string;
  icon: ReactNode;
  title: string;
  text?: string;
}

/** The events of a session, oldest first; counted notes of one count are one event. */
export function sessionLog(
  s: SessionDetail,
  operations: {
    created_at: string;
    type: string;
    modePayment: string;
    amount: number;
    subType: string | null;
    reason: string | null;
    userName: string | null;
  }[],
  t: (k: string, o?: Record<string, unknown>) => string,
  money: (v: number) => string,
): LogEntry[] {
  const entries: LogEntry[] = [
    {
      at: s.openedAt,
      icon: <IconDoorEnter size={14} />,
      title: t('caisse.log.opened', { name: s.openedByName ?? '—' }),
      text: money(s.openingFund),
    },
  ];
  const counts = new Map<string, { type: string; amount: number }>();
  for (const b of s.billets) {
    const c = counts.get(`${b.type}|${b.created_at}`) ?? { type: b.type, amount: 0 };
    c.amount += b.amount;
    counts.set(`${b.type}|${b.created_at}`, c);
  }
  for (const [key, c] of counts)
    entries.push({ at: key.split('|')[1], icon: <IconCoins size={14} />, title: t(`caisse.log.count_${c.type}`), text: money(c.amount) });
  for (const o of operations) {
    if (o.type === 'opening_fund' || o.type === 'closing_fund') continue;
    const detail = [o.subType ? t(`caisse.fees.${o.subType}`) : '', o.reason ?? '', o.userName ?? ''].filter(Boolean).join(' · ');
    entries.push({
      at: o.created_at,
      icon: <IconCash size={14} />,
      title: `${t(`caisse.types.${o.type}`)} — ${money(o.amount)} (${paymentModeLabel(t, o.modePayment)})`,
      text: detail,
    });
  }
  for (const a of s.approvals)
    entries.push({
      at: a.created_at,
      icon: <IconShieldCheck size={14} />,
      title: t('caisse.z.approvedBy', { name: a.approvedByName ?? '—', date: '' }).trim(),
      text: `${t(`caisse.log.action_${a.action}`)} · ${money(a.amount)}`,
    });
  if (s.closedAt)
    entries.push({
      at: s.closedAt,
      icon: <IconDoorExit size={14} />,
      title: t('caisse.log.closed', { name: s.closedByName ?? '—' }),
      text: s.difference === null ? undefined : `${t('caisse.detail.difference')}: ${money(s.difference)}`,
    });
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export function SessionLogPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = Number(useParams().id);
  const session = useSession(Number.isInteger(id) && id > 0 ? id : null);
  const ops = useSessionOperations(id, { page: 1, limit: 100 });
  const s = session.data;
  if (!s) return null;
  const money = (v: number) => f.money(v, s.currencyTag);
  const entries = sessionLog(s, ops.data?.data ?? [], t, money);
  return (
    <>
      <PageHeader
        title={t('caisse.log.title', { name: s.registerName })}
        description={
          <Anchor component={Link} to={`/caisses/${s.id}`}>
            {s.magasinName} · {s.day}
          </Anchor>
        }
      />
      {(ops.data?.total ?? 0) > 100 && (
        <Text fz="sm" c="dimmed" mb="md">
          {t('caisse.log.partial')}
        </Text>
      )}
      <Timeline bulletSize={24} lineWidth={2} data-testid="session-log">
        {entries.map((e, i) => (
          <Timeline.Item key={i} bullet={e.icon} title={e.title}>
            {e.text && (
              <Text fz="sm" dir="auto">
                {e.text}
              </Text>
            )}
            <Text fz="xs" c="dimmed">
              {f.dateTime(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
