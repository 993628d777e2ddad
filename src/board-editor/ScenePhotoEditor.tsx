// The photo of a scene's page in the editor (issue 40): its parts as buttons (a press chooses one to change), and, in
// a drawing tool, a surface over the photo where a drag draws a rectangle or traces an outline. The drag is the drag
// library's (the app's one hand-drag sensor); a person who cannot drag makes a part with "New part" and places it
// with the move and size buttons.
import { DndContext, useDraggable, useSensor, useSensors, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel, symbolSource } from '@/boards/card-text';
import type { CardRow, Hotspot, ScenePage } from '@/boards/model';
import { SymbolView } from '@/components/card/SymbolView';
import { HandDrag, markDragEnded, NO_DRAG_ANNOUNCEMENTS } from '@/components/drag/hand-drag';
import { useLang } from '@/i18n/current-language';
import { inputMark } from '@/input/dom';
import { outlineFromTrace, placeOf, rectFromDrag, SceneDrawing, type Point } from '@/scenes';

export type DrawTool = 'choose' | 'rect' | 'trace';

interface Props {
  scene: ScenePage;
  name: string;
  parts: readonly (CardRow & { hotspot: Hotspot })[];
  chosen: string | null;
  images: ReadonlyMap<string, string>;
  tool: DrawTool;
  onChoose: (cardId: string) => void;
  /** A drawn part (null: what was drawn encloses nothing a finger could touch). */
  onDrawn: (hotspot: Hotspot | null) => void;
}

export function ScenePhotoEditor({ scene, name, parts, chosen, images, tool, onChoose, onDrawn }: Props) {
  const { t } = useTranslation('boardEditor');
  const lang = useLang();
  const photoRef = useRef<HTMLDivElement>(null);
  const { picture, width, height } = scene;
  const photo = picture.kind === 'image' ? images.get(picture.mediaId) : undefined;
  return (
    <div className="scene-editor__stage" style={{ '--scene-ratio': `${width} / ${height}`, '--scene-w': width, '--scene-h': height } as CSSProperties}>
      <div ref={photoRef} className="scene-editor__photo" role="group" aria-label={t('scene.photoLabel', { name })}>
        {picture.kind === 'drawn' ? <SceneDrawing drawing={picture.drawing} /> : photo && <img className="scene-editor__picture" src={photo} alt="" draggable={false} />}
        {parts.map((card) => (
          <button
            key={card.id}
            type="button"
            className="scene-editor__part"
            {...inputMark('choice')}
            aria-pressed={card.id === chosen}
            style={placeOf(card.hotspot)}
            onClick={() => onChoose(card.id)}
          >
            {picture.kind === 'drawn' && <SymbolView symbol={symbolSource(card.symbol, images)} className="scene-editor__symbol" />}
            <span className="scene-editor__tag">{cardLabel(card, lang)}</span>
          </button>
        ))}
        {tool !== 'choose' && <DrawSurface photoRef={photoRef} tool={tool} label={t('scene.drawSurface')} onDrawn={onDrawn} />}
      </div>
    </div>
  );
}

/** Where a pointer is on the photo, in fractions of it. */
function pointOn(photo: HTMLElement | null, clientX: number, clientY: number): Point | null {
  const box = photo?.getBoundingClientRect();
  if (!box || box.width === 0 || box.height === 0) return null;
  return { x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height };
}

function DrawSurface({ photoRef, tool, label, onDrawn }: { photoRef: RefObject<HTMLDivElement | null>; tool: 'rect' | 'trace'; label: string; onDrawn: Props['onDrawn'] }) {
  const sensors = useSensors(useSensor(HandDrag));
  const start = useRef<{ client: { x: number; y: number }; trace: Point[] } | null>(null);
  const [drawing, setDrawing] = useState<Hotspot | null>(null);
  const at = (delta: { x: number; y: number }) => {
    const from = start.current;
    return from ? pointOn(photoRef.current, from.client.x + delta.x, from.client.y + delta.y) : null;
  };
  const onDragStart = ({ activatorEvent }: DragStartEvent) => {
    const event = activatorEvent as PointerEvent;
    const first = pointOn(photoRef.current, event.clientX, event.clientY);
    start.current = first ? { client: { x: event.clientX, y: event.clientY }, trace: [first] } : null;
  };
  const onDragMove = ({ delta }: DragMoveEvent) => {
    const point = at(delta);
    const from = start.current;
    if (!point || !from) return;
    if (tool === 'trace') from.trace.push(point);
    setDrawing(tool === 'rect' ? rectFromDrag(from.trace[0]!, point) : from.trace.length > 2 ? { kind: 'outline', points: from.trace.map(({ x, y }) => [Math.min(1, Math.max(0, x)), Math.min(1, Math.max(0, y))] as [number, number]) } : null);
  };
  const finish = (delta: { x: number; y: number } | null) => {
    markDragEnded();
    const from = start.current;
    const point = delta ? at(delta) : null;
    start.current = null;
    setDrawing(null);
    if (!from || !point) return;
    onDrawn(tool === 'rect' ? rectFromDrag(from.trace[0]!, point) : outlineFromTrace([...from.trace, point]));
  };
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={({ delta }) => finish(delta)} onDragCancel={() => finish(null)} accessibility={{ announcements: NO_DRAG_ANNOUNCEMENTS }}>
      <Surface label={label} />
      {drawing && <div className="scene-editor__drawing" style={placeOf(drawing)} />}
    </DndContext>
  );
}

function Surface({ label }: { label: string }) {
  const { setNodeRef, listeners } = useDraggable({ id: 'scene-pen' });
  // Only a hand draws here: keys, switches and dwell make and place parts with the buttons.
  return <div ref={setNodeRef} className="scene-editor__surface" role="img" aria-label={label} {...inputMark('skip')} {...listeners} />;
}
