// The dynamic mode (spec 000 §2.7): every word card of the board's categories on one screen. The standard layout
// lists them all with a sticky category bar (a bottom bar on phones); the lateral one shows the chosen category
// between two side menus. Tapping a word says it and shows it full screen. The board is the one chosen for this
// mode in My boards (the built-in board unless the family chose another), read live from the device. A card that
// opens another board (a folder, from a board file) shows that board in its place, with a way back; ':home' and
// ':back' cards go back to the first board or one step.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModePrintLink } from '@/board-print';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { useBoardPreferences } from '@/components/board/use-board-preferences';
import { useIsMobile } from '@/components/use-is-mobile';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { useLang } from '@/i18n/current-language';
import { BoardModeHead } from '@/boards/BoardModeHead';
import { allCards } from '@/boards/arrange';
import { CATEGORY_COLOR_HEX } from '@/boards/colors';
import { textIn } from '@/boards/local-text';
import type { CardRow, Category } from '@/boards/model';
import { useModeFolders } from '@/boards/use-folder-trail';
import { useBoardSpeech } from '@/boards/use-board-speech';
import { useImageUrls } from '@/boards/use-image-urls';
import { useProgressiveCount } from '@/boards/use-progressive-count';
import { useSayBoardCard } from '@/boards/use-say-card';
import { needTexts } from '@/i18n/i18n';
import { LateralBoard } from '@/components/board-layout/LateralBoard';
import { CategorySection, sectionId } from './CategorySection';
import './dynamic.css';

needTexts('dynamic');

const DYNAMIC_MODE = 'dynamic';

/** Spec 000 §2.7: the lateral layout puts the first five categories on the left, the rest on the right. */
const LEFT_COUNT = 5;

export default function DynamicScreen() {
  const { t } = useTranslation('dynamic');
  const prefs = useBoardPreferences();
  const isMobile = useIsMobile();
  const lang = useLang();
  const boards = useModeFolders('dynamic');
  const { folders, board } = boards;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { follow } = folders;
  const categories = useMemo(() => board?.categories ?? [], [board]);
  const images = useImageUrls(board);
  const sayCard = useSayBoardCard(board?.id, DYNAMIC_MODE, images, { uppercase: prefs.uppercase });
  const say = useCallback(
    (card: CardRow) => {
      if (follow(card)) return setChosenId(null);
      sayCard(card);
    },
    [sayCard, follow],
  );
  useBoardSpeech(board ? allCards(board) : null, lang);
  const chosen = categories.find((category) => category.id === chosenId) ?? categories[0];
  const navItems: BoardNavItem<string>[] = categories.map((category) => ({
    id: category.id,
    title: textIn(category.name, lang),
    color: CATEGORY_COLOR_HEX[category.color],
  }));
  const lateral = prefs.lateral && !isMobile;

  const jumpTo = useCallback((category: Category) => {
    setChosenId(category.id);
    const heading = document.getElementById(sectionId(category))?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    // The heading lands just below the sticky bar, whose height depends on how its buttons wrap.
    const bar = document.querySelector<HTMLElement>('.board-nav--sticky');
    heading.style.scrollMarginTop = `${(bar?.offsetHeight ?? 0) + 16}px`;
    heading.scrollIntoView({ block: 'start' });
    // Focus moves with the view, so Tab and switch scanning continue from the category's first card.
    heading.focus({ preventScroll: true });
  }, []);

  // A very long board is drawn a slice at a time; its categories keep their order and fill in as they come.
  const totalCards = categories.reduce((sum, category) => sum + category.cards.length, 0);
  const drawn = useProgressiveCount(totalCards);
  const sliced = useMemo(() => firstCards(categories, drawn), [categories, drawn]);
  const section = (category: Category) => (
    <CategorySection key={category.id} category={category} colored={prefs.colored} uppercase={prefs.uppercase} images={images} onChoose={say} />
  );
  const byId = (id: string) => categories.find((category) => category.id === id);

  return (
    <div className="page dynamic">
      <BoardModeHead title={t('title')} intro={t('intro')} prefs={prefs} boards={boards} />
      {board && lateral && chosen ? (
        <LateralBoard
          items={navItems}
          startCount={LEFT_COUNT}
          labels={{ start: t('categoriesStart'), end: t('categoriesEnd') }}
          current={chosen.id}
          onChoose={(id) => setChosenId(id)}
          className="dynamic__lateral"
        >
          {section(chosen)}
        </LateralBoard>
      ) : board ? (
        <>
          <BoardNav
            items={navItems}
            label={t('categories')}
            variant="sticky"
            current={null}
            onChoose={(id) => {
              const category = byId(id);
              if (category) jumpTo(category);
            }}
          />
          <div className="dynamic__sections">{sliced.map(section)}</div>
        </>
      ) : null}
      <ModePrintLink boardId={board?.id} />
      <FirstTimeModal mode={DYNAMIC_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}

/** The categories with only their first `count` cards in all (a category past the count keeps none). */
function firstCards(categories: readonly Category[], count: number): Category[] {
  const result: Category[] = [];
  let left = count;
  for (const category of categories) {
    const cards = left >= category.cards.length ? category.cards : category.cards.slice(0, Math.max(0, left));
    left -= category.cards.length;
    result.push(cards === category.cards ? category : { ...category, cards });
  }
  return result;
}
