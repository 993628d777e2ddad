// The figures browser (spec 001 §2 "Figures screen", §4, §9): twelve categories (two side menus on wide screens, a
// scroller on phones), the category's figures as big cards (5 columns on a desktop, 2–3 on a phone), a skeleton in
// place of each picture still loading. Tapping a figure says its word and shows it full screen. Pictures: ARASAAC's pictograms when
// online (kept for offline use), the bundled symbols always — a picture that fails to load is replaced by its
// symbol, never left broken.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { CATEGORY_COLOR_HEX, CATEGORY_COLORS } from '@/boards/colors';
import { useSayCard } from '@/boards/use-say-card';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { CardLabel } from '@/components/card/Card';
import { SymbolView } from '@/components/card/SymbolView';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useToast } from '@/components/toast/context';
import { useIsMobile } from '@/components/use-is-mobile';
import { needTexts } from '@/i18n/i18n';
import { inputMark } from '@/input/dom';
import { LateralBoard } from '@/components/board-layout/LateralBoard';
import { DEFAULT_FIGURE_CATEGORY, FIGURE_CATEGORIES, LEFT_CATEGORIES, type FigureCategoryKey, type FigureWord } from './categories';
import { OfflineFigures } from './OfflineFigures';
import { PreloadOverlay } from './PreloadOverlay';
import { useFigurePictures } from './use-figures';
import '@/components/card/card.css';
import '@/components/card/card-grid.css';
import './figures.css';
import { inLanguage } from '@/i18n/language';

needTexts('figures');

const FIGURES_MODE = 'pictograms';

function FigurePicture({ url, emoji, onLoad, onFail }: { url: string | null; emoji: string; onLoad: () => void; onFail: () => void }) {
  if (!url) return <SymbolView symbol={emoji} className="card__symbol" />;
  return <img className="card__symbol card__symbol--image figure-card__picture" src={url} alt="" draggable={false} decoding="async" onLoad={onLoad} onError={onFail} />;
}

export default function FiguresScreen() {
  const { t } = useTranslation('figures');
  const lang = useLang();
  const isMobile = useIsMobile();
  const toast = useToast();
  const [categoryKey, setCategoryKey] = useState<FigureCategoryKey>(DEFAULT_FIGURE_CATEGORY);
  const category = FIGURE_CATEGORIES.find((c) => c.key === categoryKey) ?? FIGURE_CATEGORIES[0]!;
  const { status, pictures } = useFigurePictures(category, lang);
  // Pictures that did not load on this page (offline and not kept, a broken answer): their bundled symbol instead.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // Pictures seen loaded: only these go full screen (one still loading, or failing, shows the bundled symbol there).
  const loaded = useRef(new Set<string>());
  const say = useSayCard(FIGURES_MODE);

  const pictureOf = useCallback(
    (word: FigureWord): string | null => {
      const url = pictures.get(inLanguage(word, lang));
      return url && !failed.has(url) ? url : null;
    },
    [pictures, failed, lang],
  );

  const navItems: BoardNavItem<FigureCategoryKey>[] = FIGURE_CATEGORIES.map((c, i) => ({
    id: c.key,
    title: inLanguage(c.label, lang),
    emoji: c.emoji,
    color: CATEGORY_COLOR_HEX[CATEGORY_COLORS[i % CATEGORY_COLORS.length]!],
  }));
  const name = category.label[lang];

  // The figures are choosable at once, by their words: while a figure's picture is looked up, a skeleton stands in
  // its place (spec 001's skeletons, one per figure, never a wait before a word can be said).
  const grid =
    category.words.length === 0 ? null : (
      <ul className="card-grid figures-grid" aria-label={t('figures', { category: name })} aria-busy={status === 'loading'}>
        {category.words.map((word) => {
          const label = inLanguage(word, lang);
          const waiting = status === 'loading' && !pictures.has(label);
          const url = waiting ? null : pictureOf(word);
          return (
            <li key={`${category.key}-${word.pt}`} className="card-grid__item">
              <button
                type="button"
                className="card figure-card"
                {...inputMark('choice')}
                onClick={() => say({ id: `figure:${category.key}:${word.en}`, label, symbol: url && loaded.current.has(url) ? url : word.emoji })}
              >
                {waiting ? (
                  <span className="card__symbol figure-skeleton figure-skeleton--picture" aria-hidden="true" />
                ) : (
                  <FigurePicture
                    url={url}
                    emoji={word.emoji}
                    onLoad={() => url && loaded.current.add(url)}
                    onFail={() => url && setFailed((before) => new Set(before).add(url))}
                  />
                )}
                <CardLabel label={label} />
              </button>
            </li>
          );
        })}
      </ul>
    );

  const main = (
    <section className="figures-main" aria-label={name}>
      <h2 className="figures-main__title">{name}</h2>
      {/* One status line, always there, so the change from loading to loaded (or to empty) is announced. */}
      <p className="figures-status" role="status">
        {status === 'loading' ? t('loading') : category.words.length === 0 ? t('empty') : ''}
      </p>
      {grid}
    </section>
  );

  return (
    <div className={isMobile ? 'page figures figures--mobile' : 'page figures'}>
      <ScreenHeader />
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {isMobile ? (
        <>
          <BoardNav items={navItems} label={t('categories')} variant="scroll" current={categoryKey} onChoose={setCategoryKey} />
          {main}
        </>
      ) : (
        <LateralBoard
          items={navItems}
          startCount={LEFT_CATEGORIES.length}
          labels={{ start: t('categoriesStart'), end: t('categoriesEnd') }}
          current={categoryKey}
          onChoose={setCategoryKey}
          className="figures__lateral"
        >
          {main}
        </LateralBoard>
      )}
      <footer className="figures-footer">
        <OfflineFigures onCleared={() => toast.show({ title: t('offline.cleared') })} />
        <p className="figures-credit">
          {t('credit')}{' '}
          <a href="https://arasaac.org" target="_blank" rel="noopener noreferrer" aria-label={t('creditLink')}>
            arasaac.org
          </a>
        </p>
      </footer>
      <PreloadOverlay lang={lang} />
    </div>
  );
}
