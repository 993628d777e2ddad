// Dragging to reorder, for hands: a list whose items a mouse drags after moving 8 px, and a finger after holding
// 250 ms (so a tap still opens the item and a swipe still scrolls). It is an extra: keys, switches and dwell move
// things with the "earlier / later" buttons, which do the same. Built on dnd-kit's sortable preset.
import { closestCenter, DndContext, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { HandDrag, markDragEnded, NO_DRAG_ANNOUNCEMENTS, wasJustDragged } from '@/components/drag/hand-drag';

export { wasJustDragged };

interface SortableListProps {
  ids: readonly string[];
  /** The item `id` was dropped at `index` of the list. */
  onMove: (id: string, index: number) => void;
  children: ReactNode;
}

export function SortableList({ ids, onMove, children }: SortableListProps) {
  const sensors = useSensors(useSensor(HandDrag));

  function onDragEnd({ active, over }: DragEndEvent) {
    markDragEnded();
    if (!over || active.id === over.id) return;
    const index = ids.indexOf(String(over.id));
    if (index >= 0) onMove(String(active.id), index);
  }

  return (
    // The sensors' own announcements are for their keyboard dragging, which the app does not use: keys and
    // switches move items with buttons.
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: NO_DRAG_ANNOUNCEMENTS }}>
      <SortableContext items={[...ids]} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One draggable item: the element given `setNode` (as its ref), `style` and `handlers` moves with the pointer. */
export function useSortableItem(id: string) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { zIndex: 2, position: 'relative' } : {}),
  };
  return { setNode: setNodeRef, style, handlers: listeners ?? {}, dragging: isDragging };
}
