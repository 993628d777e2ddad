// Pick and place as a pattern any screen declares: a <PickPlaceArea> holding <PickPiece>s and <PlaceSlot>s. Pieces
// and slots are real buttons, so every input method presses them as it presses anything: a tap, a key (1–9, Enter),
// a scan selection, a dwell, a blink. The first press picks a piece (lifted, and said in the caption), the next
// press on a slot places it, back or the piece again puts it down. While a piece is held, the runtime's targets
// are the slots (other pieces are left out of scanning and numbering, not of touch), and with more than nine
// targets one switch scans rows, then items. A mouse or a finger may also drag a piece onto a slot.
import { DndContext, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickPlaceMachine, type PickPlaceEmitted } from '@machines/pick-place';
import { HandDrag, markDragEnded, NO_DRAG_ANNOUNCEMENTS, wasJustDragged } from '@/components/drag/hand-drag';
import { needTexts } from '@/i18n/i18n';
import { INPUT_ATTRIBUTES, inputMark } from '../dom';
import { usePopupBack } from '../layer-back';
import './pick-place.css';

needTexts('pickPlace');

interface AreaState {
  picked: string | null;
  pick: (piece: string) => void;
  press: (slot: number) => void;
}

const Area = createContext<AreaState | null>(null);

function useArea(): AreaState {
  const area = useContext(Area);
  if (!area) throw new Error('PickPiece and PlaceSlot belong inside a PickPlaceArea');
  return area;
}

export interface PickPlaceAreaProps {
  /** The ids of the pieces still to place, as they are now. */
  pieces: readonly string[];
  /** How a piece and a slot are said in the caption. */
  pieceLabel: (piece: string) => string;
  /** Whether the slot takes the piece now (the game's rule, e.g. only an empty slot). */
  isOpen: (slot: number, piece: string) => boolean;
  onPlace: (piece: string, slot: number) => void;
  /** A slot pressed with nothing held (e.g. give its piece back). */
  onSlotPress?: (slot: number) => void;
  className?: string;
  children: ReactNode;
}

type Caption = { key: 'hint' } | { key: Exclude<PickPlaceEmitted['type'], 'slotPressed'>; piece: string; n?: number };

export function PickPlaceArea({ pieces, pieceLabel, isOpen, onPlace, onSlotPress, className, children }: PickPlaceAreaProps) {
  const { t } = useTranslation('pickPlace');
  const actor = useActorRef(pickPlaceMachine);
  const picked = useSelector(actor, (state) => state.context.picked);
  const [caption, setCaption] = useState<Caption>({ key: 'hint' });
  const sensors = useSensors(useSensor(HandDrag));

  // The latest rules and callbacks, for the machine's answers.
  const rules = { pieceLabel, onPlace, onSlotPress };
  const latest = useLatest(rules);

  useEffect(() => {
    const subscriptions = [
      actor.on('picked', ({ piece }) => setCaption({ key: 'picked', piece })),
      actor.on('cancelled', ({ piece }) => setCaption({ key: 'cancelled', piece })),
      actor.on('refused', ({ piece, slot }) => setCaption({ key: 'refused', piece, n: slot + 1 })),
      actor.on('placed', ({ piece, slot }) => {
        setCaption({ key: 'placed', piece, n: slot + 1 });
        latest.current.onPlace(piece, slot);
      }),
      actor.on('slotPressed', ({ slot }) => latest.current.onSlotPress?.(slot)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, latest]);

  const pieceKey = pieces.join('\u0000');
  useEffect(() => actor.send({ type: 'PIECES', pieces: pieceKey ? pieceKey.split('\u0000') : [] }), [actor, pieceKey]);

  // Back puts a held piece down before it leaves the screen.
  usePopupBack(() => actor.send({ type: 'CANCEL' }), picked !== null);

  const state = useMemo<AreaState>(
    () => ({
      picked,
      pick: (piece) => actor.send({ type: 'PICK', piece }),
      press: (slot) => {
        const held = actor.getSnapshot().context.picked;
        actor.send({ type: 'PLACE', slot, open: held !== null && isOpen(slot, held) });
      },
    }),
    [actor, picked, isOpen],
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    markDragEnded();
    const slot = over ? Number(String(over.id).replace('slot-', '')) : NaN;
    if (!Number.isInteger(slot)) return;
    const piece = String(active.id);
    actor.send({ type: 'DROP', piece, slot, open: isOpen(slot, piece) });
  }

  const text =
    caption.key === 'hint' ? t('hint') : t(caption.key, { piece: latest.current.pieceLabel(caption.piece), n: caption.n });

  return (
    <Area.Provider value={state}>
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd} accessibility={{ announcements: NO_DRAG_ANNOUNCEMENTS }}>
        <div className={className ? `pick-area ${className}` : 'pick-area'} {...{ [INPUT_ATTRIBUTES.pickArea]: '' }} data-holding={picked !== null || undefined}>
          <p className="pick-area__caption" role="status">
            {text}
          </p>
          {children}
        </div>
      </DndContext>
    </Area.Provider>
  );
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

interface PieceProps {
  id: string;
  /** The accessible name (the word, the letter). */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A piece to pick: pressed, it is held (lifted); pressed again, it is put down; dragged, it goes where it is dropped. */
export function PickPiece({ id, label, className, children }: PieceProps) {
  const { picked, pick } = useArea();
  const held = picked === id;
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id });
  // Nothing held: pieces are the choices (numbered 1–9). Another piece held: this one is left out of scanning and
  // numbering, so a switch user steps through the slots only (a tap can still take it instead).
  const mark = picked === null ? inputMark('choice') : held ? {} : inputMark('skip');
  const moved = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`pick-piece${held ? ' pick-piece--held' : ''}${isDragging ? ' pick-piece--dragging' : ''}${className ? ` ${className}` : ''}`}
      style={moved}
      aria-pressed={held}
      aria-label={label}
      {...mark}
      {...listeners}
      onClick={() => {
        if (!wasJustDragged()) pick(id);
      }}
    >
      {children}
    </button>
  );
}

interface SlotProps {
  index: number;
  /** What the slot holds, said with its number ('empty' when nothing). */
  content?: string;
  /** What an empty slot shows, when it shows words ('Drop here'): said instead of 'empty', so the name holds them. */
  emptyLabel?: string;
  className?: string;
  children?: ReactNode;
}

/** A place for a piece: pressed while a piece is held, it takes it (when the game allows); else the game decides. */
export function PlaceSlot({ index, content, emptyLabel, className, children }: SlotProps) {
  const { picked, press } = useArea();
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${index}` });
  const { t } = useTranslation('pickPlace');
  // A piece held: the slots are the choices. Nothing held: an empty slot has nothing to do, so scanning skips it.
  const mark = picked !== null ? inputMark('choice') : content ? {} : inputMark('skip');
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`place-slot${content ? ' place-slot--filled' : ''}${isOver ? ' place-slot--over' : ''}${className ? ` ${className}` : ''}`}
      aria-label={t('slot', { n: index + 1, content: content ?? emptyLabel ?? t('empty') })}
      {...mark}
      // The slot's number is drawn from this (CSS), so the name's "Place 3: …" is not doubled in its text.
      data-slot-number={index + 1}
      onClick={() => press(index)}
    >
      {children}
    </button>
  );
}
