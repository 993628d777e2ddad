// Owns: one scene's page in use: the picture as large as the screen allows (letterboxed, never cropped), its
// hotspots as the page's choices in reading order (keys 1–9, scanning, dwell and the pointers reach them as any
// card), the chosen one lit with its words over the picture, and the row of answers under it.
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { hotspotsShown, sceneMachine, type HotspotDisplay } from '@machines/scene';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { cardLabel, cardSpoken, symbolSource } from '@/boards/card-text';
import { textIn, type CardRow, type Category, type Hotspot } from '@/boards/model';
import { useLang } from '@/i18n/current-language';
import { inputMark } from '@/input/dom';
import { SymbolView } from '@/components/card/SymbolView';
import { boundsOf, readingOrder } from './geometry';
import { placeOf } from './place';
import { SceneDrawing } from './SceneDrawing';

interface SceneViewProps {
  page: Category;
  images: ReadonlyMap<string, string>;
  display: HotspotDisplay;
  onChoose: (card: CardRow) => void;
}

const isLow = (hotspot: Hotspot) => {
  const b = boundsOf(hotspot);
  return b.y + b.height / 2 > 0.5;
};

export function SceneView({ page, images, display, onChoose }: SceneViewProps) {
  const { t } = useTranslation('scenes');
  const lang = useLang();
  const scene = useSceneMachine(display, page.id);
  const lit = useSelector(scene, (state) => state.context.lit);
  const shown = useSelector(scene, (state) => hotspotsShown(state.context));
  if (!page.scene) return null;
  const { picture, width, height } = page.scene;
  const drawn = picture.kind === 'drawn';
  const parts = readingOrder(page.cards.filter((card): card is CardRow & { hotspot: Hotspot } => card.hotspot !== undefined && !card.hidden));
  const row = page.cards.filter((card) => card.hotspot === undefined);
  const litCard = parts.find((card) => card.id === lit);
  const photo = picture.kind === 'image' ? images.get(picture.mediaId) : undefined;
  const name = textIn(page.name, lang);
  const choose = (card: CardRow) => {
    scene.send({ type: 'CHOOSE', id: card.id });
    onChoose(card);
  };

  return (
    <div className="scene">
      <div className="scene__stage" style={{ '--scene-ratio': `${width} / ${height}`, '--scene-w': width, '--scene-h': height } as CSSProperties}>
        <div className="scene__photo" role="group" aria-label={t('photo', { name })} data-shown={shown || undefined}>
          {drawn ? <SceneDrawing drawing={picture.drawing} /> : photo ? <img className="scene__picture" src={photo} alt="" draggable={false} /> : <p className="scene__missing">{t('noPhoto')}</p>}
          {display === 'firstTouch' && !shown && (
            // A touch on the photo outside its parts shows where they are; keys and switches find the parts themselves.
            <button type="button" className="scene__reveal" tabIndex={-1} {...inputMark('skip')} aria-label={t('reveal')} onClick={() => scene.send({ type: 'TOUCH' })} />
          )}
          {parts.map((card) => (
            <button
              key={card.id}
              type="button"
              className="scene__hotspot"
              {...inputMark('choice')}
              data-lit={card.id === lit || undefined}
              aria-label={cardLabel(card, lang)}
              style={placeOf(card.hotspot)}
              onClick={() => choose(card)}
            >
              {drawn && <SymbolView symbol={symbolSource(card.symbol, images)} className="scene__symbol" />}
            </button>
          ))}
          {litCard && (
            // Over the half of the photo the lit part is not in, so the words never hide it.
            <p className={isLow(litCard.hotspot) ? 'scene__words scene__words--top' : 'scene__words'} aria-live="polite">
              {cardSpoken(litCard, lang)}
            </p>
          )}
        </div>
      </div>
      {row.length > 0 && <BoardCardGrid className="scene__answers" cards={row} label={t('answers')} images={images} onChoose={onChoose} />}
    </div>
  );
}

/** The page's machine: a new page (or a new display) starts untouched with nothing lit. */
function useSceneMachine(display: HotspotDisplay, pageId: string) {
  const scene = useActorRef(sceneMachine, { input: { display } });
  useEffect(() => {
    scene.send({ type: 'PAGE', display });
  }, [scene, display, pageId]);
  return scene;
}
