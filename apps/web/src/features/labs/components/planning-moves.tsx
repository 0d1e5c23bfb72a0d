// A planning's next moves as buttons (plannified → in production → ready or lost); lost asks for its reason.
import type { LabPlanningState } from '@comptoir/shared';
import { labPlanningMoves } from '@comptoir/shared';
import { Badge, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useMovePlanning } from '../api/use-labs';

export const STATE_COLORS: Record<LabPlanningState, string> = {
  plannified: 'blue',
  in_production: 'orange',
  ready: 'green',
  lost: 'red',
};

export function PlanningStateBadge({ state }: { state: LabPlanningState | null }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={state ? STATE_COLORS[state] : 'gray'} data-testid="planning-state" data-state={state ?? 'none'}>
      {t(state ? `labs.states.${state}` : 'labs.states.none')}
    </Badge>
  );
}

export function PlanningMoves({
  id,
  state,
  disabled,
  testPrefix,
}: {
  id: number;
  state: LabPlanningState;
  disabled?: boolean;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  const move = useMovePlanning();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const go = async (to: 'in_production' | 'ready' | 'lost', why?: string) => {
    await move.mutateAsync({ id, body: { state: to, ...(why ? { reason: why } : {}) } });
    notifySuccess({ message: t(`labs.moved.${to}`) });
  };
  return (
    <Group gap="xs" wrap="wrap">
      {labPlanningMoves(state).map((to) =>
        to === 'lost' ? (
          <Button
            key={to}
            size="xs"
            color="red"
            variant="light"
            disabled={disabled}
            onClick={() => setLosing(true)}
            data-testid={`${testPrefix}-lost`}
          >
            {t('labs.moves.lost')}
          </Button>
        ) : (
          <Button
            key={to}
            size="xs"
            variant={to === 'ready' ? 'filled' : 'light'}
            disabled={disabled}
            loading={move.isPending}
            onClick={() => void go(to as 'in_production' | 'ready').catch(() => undefined)}
            data-testid={`${testPrefix}-${to}`}
          >
            {t(`labs.moves.${to}`)}
          </Button>
        ),
      )}
      <Modal opened={losing} onClose={() => setLosing(false)} title={t('labs.moves.lostTitle')}>
        <Stack>
          <TextInput
            label={t('labs.moves.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="lost-reason"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLosing(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 2}
              loading={move.isPending}
              onClick={() =>
                void go('lost', reason.trim())
                  .then(() => setLosing(false))
                  .catch(() => undefined)
              }
              data-testid="lost-confirm"
            >
              {t('labs.moves.lost')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
