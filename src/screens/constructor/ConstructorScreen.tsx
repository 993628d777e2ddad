// The constructor mode (spec 000 §2.8, §4): build a sentence word by word from the grammar groups, then Play it
// full screen with its emojis and hear it with connectives. One group is shown at a time; choosing a pronoun
// opens the verbs (in that person's forms), a verb the group that usually follows, to save taps and scan steps.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/current-language';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { BoardToggles } from '@/components/board/BoardToggles';
import { useBoardPreferences } from '@/components/board/use-board-preferences';
import { useIsMobile } from '@/components/use-is-mobile';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { ScreenHeader } from '@/components/ScreenHeader';
import { CONSTRUCTOR_GROUPS, GROUP_IDS, wordsFor, wordText, type ConstructorWord, type GroupId } from '@/content/constructor';
import { boardShade } from '@/content/board-shades';
import { addTexts } from '@/i18n/i18n';
import constructorTexts from '@/i18n/resources/constructor';
import { LateralBoard } from '@/screens/board-layout/LateralBoard';
import { SentenceStrip } from './SentenceStrip';
import { CONSTRUCTOR_MODE, useSentence } from './use-sentence';
import './constructor.css';

addTexts('constructorMode', constructorTexts);

/** The lateral layout splits the seven groups as the dynamic mode splits its categories: most on the left. */
const LEFT_COUNT = 4;

const colorOf = (group: GroupId) => boardShade(GROUP_IDS.indexOf(group));

export default function ConstructorScreen() {
  const { t } = useTranslation('constructorMode');
  const lang = useLang();
  const prefs = useBoardPreferences();
  const isMobile = useIsMobile();
  const sentence = useSentence(prefs.uppercase);
  const [groupId, setGroupId] = useState<GroupId>('pronouns');
  const cardsRef = useRef<HTMLDivElement>(null);
  /** Set when a choice opened another group: focus then moves to its first card. */
  const advanced = useRef(false);
  const lateral = prefs.lateral && !isMobile;
  const group = CONSTRUCTOR_GROUPS.find((g) => g.id === groupId) ?? CONSTRUCTOR_GROUPS[0]!;
  const { add, person } = sentence;

  const choose = useCallback(
    (word: ConstructorWord) => {
      add(word);
      if (word.then && word.then !== groupId) {
        advanced.current = true;
        setGroupId(word.then);
      }
    },
    [add, groupId],
  );

  useEffect(() => {
    if (!advanced.current) return;
    advanced.current = false;
    // The card just chosen is gone; keep the keyboard where the next choice is.
    cardsRef.current?.querySelector<HTMLElement>('[data-choice]')?.focus();
  }, [groupId]);

  const cards = useMemo<CardGridItem[]>(
    () =>
      wordsFor(group, lang).map((word) => ({
        id: word.id,
        label: wordText(word, lang, person),
        symbol: word.emoji,
        color: prefs.colored ? colorOf(group.id) : undefined,
        uppercase: prefs.uppercase,
        onSelect: () => choose(word),
      })),
    [group, lang, person, prefs.colored, prefs.uppercase, choose],
  );

  const navItems: BoardNavItem<GroupId>[] = CONSTRUCTOR_GROUPS.map((g) => ({ id: g.id, title: g.title[lang], color: colorOf(g.id) }));
  const grid = (
    <div ref={cardsRef} className="constructor__cards">
      <CardGrid cards={cards} label={group.title[lang]} className="constructor__grid" />
    </div>
  );

  return (
    <div className="page constructor">
      <ScreenHeader>
        <BoardToggles value={prefs} onChange={prefs.set} hideLayout={isMobile} />
      </ScreenHeader>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <SentenceStrip sentence={sentence} uppercase={prefs.uppercase} />
      {lateral ? (
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
      <FirstTimeModal mode={CONSTRUCTOR_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}
