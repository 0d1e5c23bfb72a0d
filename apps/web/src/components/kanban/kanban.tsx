// The one kanban (DESIGN.md §4: like the one DataTable): columns of cards, a card dragged to another column with the
// pointer or the keyboard (focus a card, Space to lift it, arrows to move, Space to drop, Escape to cancel; announced
// to screen readers). A column that refuses the card (canDrop) does not light up and nothing moves.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface KanbanColumn<T> {
  id: string;
  title: string;
  /** How many cards the column holds (it may show fewer). */
  count?: number;
  items: readonly T[];
}

export interface KanbanProps<T> {
  columns: readonly KanbanColumn<T>[];
  itemId: (item: T) => string | number;
  /** What a screen reader says of the card. */
  itemLabel: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  canDrop?: (item: T, columnId: string) => boolean;
  onMove: (item: T, columnId: string) => void;
  testId?: string;
}

function Card({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), zIndex: isDragging ? 10 : undefined, touchAction: 'manipulation' }}
      {...listeners}
      {...attributes}
      aria-label={label}
      data-testid="kanban-card"
    >
      {children}
    </Box>
  );
}

function Column({
  id,
  title,
  count,
  active,
  children,
}: {
  id: string;
  title: string;
  count: number;
  active: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled: !active });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      w={260}
      miw={260}
      bg={isOver && active ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      role="region"
      aria-label={title}
      data-testid={`kanban-column-${id}`}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge variant="light">{count}</Badge>
      </Group>
      <Stack gap="xs" mih={80}>
        {children}
      </Stack>
    </Paper>
  );
}

export function Kanban<T>({ columns, itemId, itemLabel, renderCard, canDrop, onMove, testId }: KanbanProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const [dragged, setDragged] = useState<T | null>(null);
  const find = (id: string | number) => {
    for (const c of columns) for (const i of c.items) if (String(itemId(i)) === String(id)) return i;
    return null;
  };
  const titleOf = (id: string | number | undefined) => columns.find((c) => c.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.lifted', { card: itemLabel(find(active.id)!) }),
    onDragOver: ({ over }) => (over ? t('kanban.over', { column: titleOf(over.id) }) : undefined),
    onDragEnd: ({ over, active }) => t('kanban.dropped', { card: itemLabel(find(active.id)!), column: titleOf(over?.id) }),
    onDragCancel: () => t('kanban.cancelled'),
  };
  const end = (e: DragEndEvent) => {
    setDragged(null);
    const item = find(e.active.id);
    const to = e.over ? String(e.over.id) : null;
    if (!item || !to) return;
    if (columns.find((c) => c.items.some((i) => itemId(i) === itemId(item)))?.id === to) return;
    if (canDrop && !canDrop(item, to)) return;
    onMove(item, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={(e) => setDragged(find(e.active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}
    >
      <ScrollArea
        type="auto"
        offsetScrollbars
        data-testid={testId}
        // Scrolled by the keyboard too: the board's viewport takes the focus (a board of empty columns has nothing else).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('kanban.board') }}
      >
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
          {columns.map((c) => (
            <Column
              key={c.id}
              id={c.id}
              title={c.title}
              count={c.count ?? c.items.length}
              active={!dragged || !canDrop || canDrop(dragged, c.id)}
            >
              {c.items.map((i) => (
                <Card key={itemId(i)} id={String(itemId(i))} label={itemLabel(i)}>
                  {renderCard(i)}
                </Card>
              ))}
            </Column>
          ))}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}
