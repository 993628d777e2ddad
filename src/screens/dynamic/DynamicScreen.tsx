// The dynamic mode (spec 000 §2.7): every word card of the nine categories on one screen. The standard layout
// lists them all with a sticky category bar (a bottom bar on phones); the lateral one shows the chosen category
// between two side menus. Tapping a word says it and shows it full screen.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardNav, type BoardNavItem } from '@/components/board/BoardNav';
import { BoardToggles } from '@/components/board/BoardToggles';
import { useBoardPreferences } from '@/components/board/use-board-preferences';
import { useIsMobile } from '@/components/use-is-mobile';
import { FirstTimeModal } from '@/components/first-time/FirstTimeModal';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useLang } from '@/app/current-language';
import { DYNAMIC_CATEGORIES, type DynamicCategory } from '@/content/dynamic';
import type { SimpleCard } from '@/content/types';
import { addTexts } from '@/i18n/i18n';
import dynamicTexts from '@/i18n/resources/dynamic';
import { LateralBoard } from '@/screens/board-layout/LateralBoard';
import { useSayCard } from '@/screens/cards/use-say-card';
import { CategorySection, sectionId } from './CategorySection';
import './dynamic.css';

addTexts('dynamic', dynamicTexts);

const DYNAMIC_MODE = 'dynamic';

/** Spec 000 §2.7: the lateral layout puts the first five categories on the left, the last four on the right. */
const LEFT_COUNT = 5;
const FIRST = DYNAMIC_CATEGORIES[0]!;
const byId = (id: string) => DYNAMIC_CATEGORIES.find((category) => category.id === id) ?? FIRST;

export default function DynamicScreen() {
  const { t } = useTranslation('dynamic');
  const prefs = useBoardPreferences();
  const isMobile = useIsMobile();
  const [chosen, setChosen] = useState<DynamicCategory>(FIRST);
  const say = useSayCard(DYNAMIC_MODE, { uppercase: prefs.uppercase });
  const lang = useLang();
  const sayWord = useCallback((word: SimpleCard) => say({ id: word.id, label: word.label[lang], symbol: word.emoji }), [say, lang]);
  const navItems: BoardNavItem<string>[] = DYNAMIC_CATEGORIES.map((category) => ({ id: category.id, title: category.title[lang], color: category.color }));
  const lateral = prefs.lateral && !isMobile;

  const jumpTo = useCallback((category: DynamicCategory) => {
    setChosen(category);
    const heading = document.getElementById(sectionId(category))?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    // The heading lands just below the sticky bar, whose height depends on how its buttons wrap.
    const bar = document.querySelector<HTMLElement>('.board-nav--sticky');
    heading.style.scrollMarginTop = `${(bar?.offsetHeight ?? 0) + 16}px`;
    heading.scrollIntoView({ block: 'start' });
    // Focus moves with the view, so Tab and switch scanning continue from the category's first card.
    heading.focus({ preventScroll: true });
  }, []);

  const section = (category: DynamicCategory) => (
    <CategorySection key={category.id} category={category} colored={prefs.colored} uppercase={prefs.uppercase} onChoose={sayWord} />
  );

  return (
    <div className={isMobile ? 'page dynamic dynamic--mobile' : 'page dynamic'}>
      <ScreenHeader>
        <BoardToggles value={prefs} onChange={prefs.set} hideLayout={isMobile} />
      </ScreenHeader>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {lateral ? (
        <LateralBoard
          items={navItems}
          startCount={LEFT_COUNT}
          labels={{ start: t('categoriesStart'), end: t('categoriesEnd') }}
          current={chosen.id}
          onChoose={(id) => setChosen(byId(id))}
          className="dynamic__lateral"
        >
          {section(chosen)}
        </LateralBoard>
      ) : (
        <>
          <BoardNav
            items={navItems}
            label={t('categories')}
            variant={isMobile ? 'bottom' : 'sticky'}
            current={null}
            onChoose={(id) => jumpTo(byId(id))}
          />
          <div className="dynamic__sections">{DYNAMIC_CATEGORIES.map(section)}</div>
        </>
      )}
      <FirstTimeModal mode={DYNAMIC_MODE} title={t('firstTime.title')}>
        {t('firstTime.text')}
      </FirstTimeModal>
    </div>
  );
}
