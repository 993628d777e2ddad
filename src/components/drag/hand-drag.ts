// Dragging by hand, shared by every drag in the app (reordering in the editor, pieces in the activities): a mouse
// drags after moving 8 px, a finger or a pen after holding still for 250 ms, so a tap still presses and a swipe still
// scrolls. Dragging is always an extra: keys, switches, dwell and blinks do the same with presses.
import { PointerSensor, type PointerSensorProps } from '@dnd-kit/core';

/** One sensor for mouse, touch and pen: the app's input runtime works on pointer events. */
export class HandDrag extends PointerSensor {
  constructor(props: PointerSensorProps) {
    const mouse = (props.event as PointerEvent).pointerType === 'mouse';
    super({ ...props, options: { ...props.options, activationConstraint: mouse ? { distance: 8 } : { delay: 250, tolerance: 8 } } });
  }
}

/** Set while a drag ends, so the click the browser sends after it does not also press what was dragged. */
const justDragged = { current: false };
let timer: ReturnType<typeof setTimeout> | undefined;

export function markDragEnded(): void {
  justDragged.current = true;
  clearTimeout(timer);
  timer = setTimeout(() => (justDragged.current = false), 100);
}

export function wasJustDragged(): boolean {
  return justDragged.current;
}

/** The drag library's own announcements are for its keyboard dragging, which the app does not use. */
export const NO_DRAG_ANNOUNCEMENTS = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
