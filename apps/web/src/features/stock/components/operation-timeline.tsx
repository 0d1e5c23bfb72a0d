// An operation's timeline: each state it reached, who moved it there, when, and the note left.
import type { StockOperationEvent, StockOperationState } from '@comptoir/shared';
import { Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconListCheck, IconPencil, IconTruck, IconX, IconPackageImport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { OPERATION_STATE_COLOR } from '../operation-rules';

const ICONS: Record<StockOperationState, ReactNode> = {
  draft: <IconPencil size={12} />,
  announced: <IconCalendarEvent size={12} />,
  counting: <IconListCheck size={12} />,
  sent: <IconTruck size={12} />,
  received: <IconPackageImport size={12} />,
  done: <IconCheck size={12} />,
  cancelled: <IconX size={12} />,
};

export function OperationTimeline({ events }: { events: readonly StockOperationEvent[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Timeline active={events.length - 1} bulletSize={22} lineWidth={2} data-testid="operation-timeline">
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          bullet={
            <ThemeIcon size={22} radius="xl" color={OPERATION_STATE_COLOR[e.state]}>
              {ICONS[e.state]}
            </ThemeIcon>
          }
          title={t(`stock.operations.timeline.${e.state}`)}
          data-testid="timeline-step"
          data-state={e.state}
        >
          <Text fz="xs" c="dimmed">
            {f.dateTime(e.createdAt)}
            {e.userName ? ` · ${e.userName}` : ''}
          </Text>
          {e.note && (
            <Text fz="sm" mt={4} data-testid="timeline-note">
              <bdi>{e.note}</bdi>
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
