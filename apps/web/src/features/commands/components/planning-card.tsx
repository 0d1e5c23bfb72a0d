// The order's production planning on /command/{id}/planning (product-spec §4: plannified, in_production, ready, lost):
// where it is, when it last moved, and the moves the shared planning machine allows, one tap each.
import { planningMoves, PLANNING_STATES, type CommandDetail, type PlanningState } from '@comptoir/shared';
import { Badge, Button, Card, Group, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { commandsApi, commandsKeys } from '../api/commands-api';

/** The steps of a normal production; 'lost' is shown apart. */
const STEPS = PLANNING_STATES.filter((s) => s !== 'lost');
const CLOSED = new Set(['cancelled', 'refunded', 'archived', 'cancellation_approved']);

export function PlanningCard({ order }: { order: CommandDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (planning: PlanningState) => commandsApi.plan(order.id, { planning }),
    onSuccess: async (o, planning) => {
      queryClient.setQueryData(commandsKeys.detail(order.id), o);
      notifySuccess({ message: t('commands.planning.moved', { state: t(`commands.planning.states.${planning}`) }) });
      await queryClient.invalidateQueries({ queryKey: [...commandsKeys.all, 'list'] });
    },
  });
  const current = order.planning as PlanningState | null;
  const moves = CLOSED.has(order.etat) ? [] : planningMoves(current);
  const active = current === null || current === 'lost' ? -1 : STEPS.indexOf(current);
  return (
    <Card withBorder radius="md" data-testid="order-planning">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('commands.planning.title')}</Title>
        <Badge
          color={current === 'lost' ? 'red' : current === 'ready' ? 'green' : 'gray'}
          variant="light"
          data-testid="order-planning-state"
        >
          {current ? t(`commands.planning.states.${current}`) : t('commands.planning.none')}
        </Badge>
      </Group>
      <Stepper active={active + 1} size="sm" orientation="vertical" allowNextStepsSelect={false} mb="sm">
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`commands.planning.states.${s}`)} />
        ))}
      </Stepper>
      {order.planningAt && (
        <Text fz="xs" c="dimmed" mb="sm">
          {t('commands.planning.since', { date: f.dateTime(order.planningAt) })}
        </Text>
      )}
      {moves.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('commands.noMove')}
        </Text>
      ) : (
        <Group gap="xs">
          {moves.map((m) => (
            <Button
              key={m}
              size="md"
              variant={m === 'lost' ? 'light' : 'filled'}
              color={m === 'lost' ? 'red' : undefined}
              loading={move.isPending && move.variables === m}
              disabled={move.isPending}
              onClick={() => move.mutate(m)}
              data-testid={`order-plan-${m}`}
            >
              {t(`commands.planning.actions.${m}`)}
            </Button>
          ))}
        </Group>
      )}
    </Card>
  );
}
