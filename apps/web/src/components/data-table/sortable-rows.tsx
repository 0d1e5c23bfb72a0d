// Drag ordering (product-spec §2) with @dnd-kit: rows move by their handle, with the mouse, touch or the keyboard
// (Space or Enter to lift, arrows to move, Space or Enter to drop, Escape to cancel), announced to screen readers.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Center, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataRow, type DataRowProps } from './data-table-row';

type Key = string | number;

interface SortableBodyProps {
  ids: Key[];
  onMove: (from: Key, to: Key) => void;
  children: ReactNode;
}

export function SortableBody({ ids, onMove, children }: SortableBodyProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: Key | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('table.dndPickedUp', { from: position(active.id) }),
    onDragOver: ({ over }) => (over ? t('table.dndMovedOver', { to: position(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('table.dndDropped', { to: position(over.id) }) : t('table.dndCancelled')),
    onDragCancel: () => t('table.dndCancelled'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('table.dndInstructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export function SortableRow<T>({ id, ...props }: DataRowProps<T> & { id: Key }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size={44}
      aria-label={t('table.dragHandle')}
      data-testid="row-drag-handle"
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  );
  return (
    <DataRow
      {...props}
      trRef={setNodeRef}
      handle={handle}
      dragging={isDragging}
      style={{
        transform: CSS.Translate.toString(transform && { ...transform, x: 0 }),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    />
  );
}

/** The handle column when reordering is possible but paused (a sort, search or filter is active). */
export function PausedHandle() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('table.reorderHint')} withinPortal multiline maw={260}>
      <Center w={44} h={44} c="dimmed" opacity={0.4} role="img" aria-label={t('table.reorderHint')} data-testid="row-drag-handle-paused">
        <IconGripVertical size={18} />
      </Center>
    </Tooltip>
  );
}
