// One preparation screen's board: three columns (to do, in progress, ready) of order cards, the served ones fading out
// until the screen's auto-clear; touch or bump bar to move them; recall of the last served.
import type { PrepOrder, PrepScreen, PrepStep } from '@comptoir/shared';
import { nextPrep } from '@comptoir/shared';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconHome } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { notifyDanger } from '../../../lib/notify';
import { displaysApi, displaysKeys } from '../api/displays-api';
import { OrderCard } from './order-card';
import { bumpAction, COLUMNS, lastServed, onScreen } from './prep-rules';
import classes from './preparation.module.css';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function PrepBoardView({ screen, pickers }: { screen: PrepScreen; pickers: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = displaysKeys.board(screen.magasinId, screen.id);
  // The live channel's order events refetch it; polled every 15 s only as a safety net (a missed event).
  const board = useQuery({ queryKey: key, queryFn: ({ signal }) => displaysApi.board(screen.id, signal), refetchInterval: 15_000 });
  // The server's clock: the waiting times do not depend on this device's.
  const skew = useRef(0);
  useEffect(() => {
    if (board.data) skew.current = Date.parse(board.data.now) - Date.now();
  }, [board.data]);
  const now = useNow(1000) + skew.current;
  const orders = useMemo(() => onScreen(board.data?.orders ?? [], now, screen.clearAfter), [board.data, now, screen.clearAfter]);
  const shown = useMemo(() => COLUMNS.flatMap((c) => orders.filter((o) => o.step === c)), [orders]);
  const [selected, setSelected] = useState(0);

  const move = useMutation({
    mutationFn: (v: { order: PrepOrder; to: PrepStep }) =>
      displaysApi.step(screen.id, { commandId: v.order.commandId, from: v.order.step, to: v.to }),
    onMutate: async ({ order, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<typeof board.data>(
        key,
        (b) =>
          b && {
            ...b,
            orders: b.orders.map((o) => (o.commandId === order.commandId ? { ...o, step: to, stepAt: new Date(now).toISOString() } : o)),
          },
      );
    },
    onError: (error) => {
      // Another screen or touch moved it first (409): the board shows where it is now.
      if (!isApiError(error) || error.status !== 409)
        notifyDanger({ message: isApiError(error) ? error.message : t('displays.prep.failed') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const bump = (o: PrepOrder | undefined) => {
    const to = o && nextPrep(o.step);
    if (o && to) move.mutate({ order: o, to });
  };
  const recall = () => {
    const o = lastServed(board.data?.orders ?? []);
    if (o) move.mutate({ order: o, to: 'ready' });
  };

  // The bump bar (a keyboard).
  const latest = useRef({ shown, selected, bump, recall });
  latest.current = { shown, selected, bump, recall };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const a = bumpAction(e.key);
      if (!a) return;
      e.preventDefault();
      const l = latest.current;
      if (a.kind === 'select') setSelected(Math.min(a.index, Math.max(0, l.shown.length - 1)));
      else if (a.kind === 'move') setSelected((i) => Math.max(0, Math.min(l.shown.length - 1, i + a.by)));
      else if (a.kind === 'bump') l.bump(l.shown[l.selected]);
      else l.recall();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const selectedId = shown[Math.min(selected, shown.length - 1)]?.commandId;

  return (
    <main className={classes.page} data-testid="prep-board">
      <header className={classes.bar}>
        <Group gap="sm" wrap="nowrap">
          <Button component={Link} to="/" variant="subtle" size="compact-md" aria-label={t('displays.backOffice')}>
            <IconHome size={18} />
          </Button>
          <Title order={1} size="h3">
            {screen.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('displays.prep.count', { n: orders.filter((o) => o.step !== 'served').length })}
          </Text>
        </Group>
        <Group gap="xs">
          {pickers}
          <Button
            variant="default"
            size="md"
            leftSection={<IconArrowBackUp size={18} />}
            disabled={!lastServed(board.data?.orders ?? [])}
            onClick={recall}
            data-testid="prep-recall"
          >
            {t('displays.prep.recall')}
          </Button>
        </Group>
      </header>
      <div className={classes.columns}>
        {COLUMNS.map((c) => (
          <section key={c} className={classes.column} aria-labelledby={`prep-col-${c}`} data-testid={`prep-col-${c}`}>
            <h2 id={`prep-col-${c}`}>
              {t(`displays.prep.steps.${c}`)} <span>{orders.filter((o) => o.step === c).length}</span>
            </h2>
            <div className={classes.cards}>
              {orders
                .filter((o) => o.step === c || (c === 'ready' && o.step === 'served'))
                .map((o) => (
                  <OrderCard
                    key={o.commandId}
                    order={o}
                    screen={screen}
                    now={now}
                    selected={o.commandId === selectedId}
                    index={shown.indexOf(o)}
                    onBump={() => bump(o)}
                  />
                ))}
            </div>
          </section>
        ))}
      </div>
    </main>
  );
}
