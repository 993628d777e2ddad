// Dragging to reorder, for hands: a list whose items a mouse drags after moving 8 px, and a finger after holding
// 250 ms (so a tap still opens the item and a swipe still scrolls). It is an extra: keys, switches and dwell move
// things with the "earlier / later" buttons, which do the same. Built on dnd-kit's sortable preset.
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type PointerSensorProps } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type CSSProperties, type ReactNode } from 'react';

interface SortableListProps {
  ids: readonly string[];
  /** The item `id` was dropped at `index` of the list. */
  onMove: (id: string, index: number) => void;
  children: ReactNode;
}

/** Set while a drag ends, so the click the browser sends after it does not also open the item. */
const justDragged = { current: false };

export function wasJustDragged(): boolean {
  return justDragged.current;
}

/**
 * A mouse drags after moving 8 px; a finger or a pen after holding still for 250 ms, so a tap opens and a swipe
 * scrolls. One sensor for both: the app's input runtime works on pointer events.
 */
class HandDrag extends PointerSensor {
  constructor(props: PointerSensorProps) {
    const mouse = (props.event as PointerEvent).pointerType === 'mouse';
    super({ ...props, options: { ...props.options, activationConstraint: mouse ? { distance: 8 } : { delay: 250, tolerance: 8 } } });
  }
}

export function SortableList({ ids, onMove, children }: SortableListProps) {
  const sensors = useSensors(useSensor(HandDrag));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function onDragEnd({ active, over }: DragEndEvent) {
    justDragged.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => (justDragged.current = false), 100);
    if (!over || active.id === over.id) return;
    const index = ids.indexOf(String(over.id));
    if (index >= 0) onMove(String(active.id), index);
  }

  return (
    // The sensors' own announcements are for their keyboard dragging, which the app does not use: keys and
    // switches move items with buttons.
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: NO_ANNOUNCEMENTS }}>
      <SortableContext items={[...ids]} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

const NO_ANNOUNCEMENTS = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

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
