// Owns: a scene's page on paper (issue 40): the picture with each part outlined and numbered in reading order, then
// the numbered list of what each says, and the answers under it — the sheet a family pins by the fridge.
import type { CSSProperties, ReactNode } from 'react';
import { cardLabel, cardSpoken, symbolSource } from '@/boards/card-text';
import type { CardRow, Category, Hotspot } from '@/boards/model';
import { SymbolView } from '@/components/card/SymbolView';
import type { Lang } from '@/i18n/language';
import { readingOrder } from './geometry';
import { placeOf } from './place';
import { SceneDrawing } from './SceneDrawing';
import './scenes.css';

interface ScenePrintProps {
  page: Category;
  title: string;
  images: ReadonlyMap<string, string>;
  lang: Lang;
  /** The sheet's footer (the board's name, credits), as the other sheets have. */
  footer: ReactNode;
}

export function ScenePrint({ page, title, images, lang, footer }: ScenePrintProps) {
  if (!page.scene) return null;
  const { picture, width, height } = page.scene;
  const parts = readingOrder(page.cards.filter((card): card is CardRow & { hotspot: Hotspot } => card.hotspot !== undefined && !card.hidden));
  const answers = page.cards.filter((card) => card.hotspot === undefined && !card.hidden);
  const photo = picture.kind === 'image' ? images.get(picture.mediaId) : undefined;
  return (
    <section className="print-sheet scene-print" aria-label={title}>
      <h2 className="print-sheet__title">{title}</h2>
      <div className="scene-print__photo" style={{ '--scene-w': width, '--scene-h': height } as CSSProperties}>
        {picture.kind === 'drawn' ? <SceneDrawing drawing={picture.drawing} /> : photo && <img className="scene__picture" src={photo} alt="" />}
        {parts.map((card, index) => (
          <div key={card.id} className="scene-print__part" style={placeOf(card.hotspot, false)}>
            {picture.kind === 'drawn' && <SymbolView symbol={symbolSource(card.symbol, images)} className="scene__symbol" eager />}
            <span className="scene-print__number">{index + 1}</span>
          </div>
        ))}
      </div>
      <ol className="scene-print__texts">
        {parts.map((card) => {
          const label = cardLabel(card, lang);
          const said = cardSpoken(card, lang);
          return (
            <li key={card.id}>
              <strong>{label}</strong>
              {said !== label && ` — ${said}`}
            </li>
          );
        })}
      </ol>
      {answers.length > 0 && <p className="scene-print__answers">{answers.map((card) => cardLabel(card, lang)).join(' · ')}</p>}
      {footer}
    </section>
  );
}
