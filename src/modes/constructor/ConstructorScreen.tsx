// The constructor mode (spec 000 §2.8, §4): build a sentence word by word from the grammar groups, then Play it
// full screen with its emojis and hear it with connectives. One group is shown at a time; choosing a pronoun
// opens the verbs (in that person's forms), a verb the group that usually follows, to save taps and scan steps.
// The groups are the categories of the board chosen for this mode, read live from the device. A board file's cards
// work here too: a folder opens its board's groups (use-folder-trail), :clear, :backspace and :space act on the
// sentence, and +letters cards spell a word letter by letter.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { ModePrintLink } from '@/board-print';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { useBoardPreferences } from '@/components/board/use-board-preferences';
import { useIsMobile } from '@/components/use-is-mobile';
import { BoardCardGrid } from '@/boards/BoardCardGrid';
import { BoardModeHead } from '@/boards/BoardModeHead';
import { CATEGORY_COLOR_HEX } from '@/boards/colors';
import { textIn } from '@/boards/local-text';
import type { Board, CardRow } from '@/boards/model';
import { useImageUrls } from '@/boards/use-image-urls';
import { useModeFolders } from '@/boards/use-folder-trail';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { needTexts } from '@/i18n/i18n';
import { LateralBoard } from '@/components/board-layout/LateralBoard';
import { SentenceStrip } from './SentenceStrip';
import { CONSTRUCTOR_MODE, useSentence } from './use-sentence';
import { offeredIn, wordText } from './words';
import './constructor.css';
import { SELECTORS } from '@/input/dom';

needTexts('constructorMode');

/** The lateral layout splits the seven groups as the dynamic mode splits its categories: most on the left. */
const LEFT_COUNT = 4;
const NO_CARDS: ReadonlyMap<string, CardRow> = new Map();

export default function ConstructorScreen() {
  const { t } = useTranslation('constructorMode');
  const lang = useLang();
  const prefs = useBoardPreferences();
  const isMobile = useIsMobile();
  const boards = useModeFolders('constructor');
  const { folders, board, modeBoard } = boards;
  const { follow } = folders;
  // The words of every board shown so far (the mode's first, then its folders'), so a word chosen in a folder stays
  // in the sentence when the folder closes.
  const [known, setKnown] = useState<{ from: Board | null; cards: ReadonlyMap<string, CardRow> }>({ from: null, cards: NO_CARDS });
  if (board && board !== known.from) setKnown({ from: board, cards: withCardsOf(known.cards, board, board.id === modeBoard?.id) });
  const cardsById = known.cards;
  // Pictures for every word known, so a word chosen in a folder keeps its picture in the sentence after it closes.
  const knownBoard = useMemo<Board | null>(
    () => (board ? { ...board, categories: [{ id: 'known', name: board.name, color: 'blue', order: 0, cards: [...cardsById.values()] }] } : null),
    [board, cardsById],
  );
  const images = useImageUrls(knownBoard);
  const sentence = useSentence(prefs.uppercase, { id: board?.id, cards: cardsById, images });
  const [groupId, setGroupId] = useState<string | null>(null);
  const cardsRef = useRef<HTMLDivElement>(null);
  /** Set when a choice opened another group: focus then moves to its first card. */
  const advanced = useRef(false);
  const lateral = prefs.lateral && !isMobile;
  const categories = useMemo(() => board?.categories ?? [], [board]);
  const group = categories.find((g) => g.id === groupId) ?? categories[0];
  const { add, act, person } = sentence;

  const choose = useCallback(
    (card: CardRow) => {
      if (follow(card)) {
        setGroupId(null);
        return;
      }
      if (act(card)) return;
      add(card);
      const then = card.grammar?.then;
      if (then && then !== group?.id && categories.some((c) => c.id === then)) {
        advanced.current = true;
        setGroupId(then);
      }
    },
    [add, act, follow, group?.id, categories],
  );

  useEffect(() => {
    if (!advanced.current) return;
    advanced.current = false;
    // The card just chosen is gone; keep the keyboard where the next choice is.
    cardsRef.current?.querySelector<HTMLElement>(SELECTORS.choice)?.focus();
  }, [groupId]);

  const offered = useMemo(() => (group?.cards ?? []).filter((card) => offeredIn(card, lang)), [group, lang]);
  const labelOf = useCallback((card: CardRow) => wordText(card, lang, person), [lang, person]);

  const navItems: BoardNavItem<string>[] = categories.map((g) => ({ id: g.id, title: textIn(g.name, lang), color: CATEGORY_COLOR_HEX[g.color] }));
  const grid = group && (
    <div ref={cardsRef} className="constructor__cards">
      <BoardCardGrid
        cards={offered}
        label={textIn(group.name, lang)}
        images={images}
        onChoose={choose}
        labelOf={labelOf}
        categoryColor={prefs.colored ? group.color : undefined}
        uppercase={prefs.uppercase}
        className="constructor__grid"
      />
    </div>
  );

  return (
    <div className="page constructor">
      <BoardModeHead title={t('title')} intro={t('intro')} prefs={prefs} boards={boards} />
      <SentenceStrip sentence={sentence} uppercase={prefs.uppercase} />
      {!group ? null : lateral ? (
        <LateralBoard
          items={navItems}
          startCount={LEFT_COUNT}
          labels={{ start: t('groupsStart'), end: t('groupsEnd') }}
          current={group.id}
          onChoose={setGroupId}
          className="constructor__lateral"
        >
          {grid}
        </LateralBoard>
      ) : (
        <>
          <BoardNav items={navItems} label={t('groups')} variant="row" current={group.id} onChoose={setGroupId} />
          {grid}
        </>
      )}
      <ModePrintLink boardId={board?.id} />
      <FirstTimeModal mode={CONSTRUCTOR_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}

/** The words known so far with a board's: the mode's own board's cards always win; a folder's only add new ones. */
function withCardsOf(known: ReadonlyMap<string, CardRow>, board: Board, isModeBoard: boolean): ReadonlyMap<string, CardRow> {
  const next = new Map(known);
  for (const card of board.categories.flatMap((category) => category.cards)) if (isModeBoard || !next.has(card.id)) next.set(card.id, card);
  return next;
}
