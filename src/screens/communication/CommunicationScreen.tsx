// The communication page (spec 000 §2.4, §4): category list → a category's phrases → back to the list. The open
// category is in the address (?c=…), so the browser's back and a reload agree with the screen.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLang } from '@/app/current-language';
import { CardGrid, type CardGridItem } from '@/components/card/CardGrid';
import { PHRASE_CATEGORIES, phraseCategory } from '@/content/communication';
import { addTexts } from '@/i18n/i18n';
import communicationTexts from '@/i18n/resources/communication';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useSayCard } from '@/screens/cards/use-say-card';
import './communication.css';

addTexts('communication', communicationTexts);

const COMMUNICATION_MODE = 'communication';
const PARAM = 'c';

export default function CommunicationScreen() {
  const { t } = useTranslation('communication');
  const lang = useLang();
  const say = useSayCard(COMMUNICATION_MODE);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const category = phraseCategory(params.get(PARAM));
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const lastOpened = useRef<number | null>(null);

  const categories = useMemo<CardGridItem[]>(
    () =>
      PHRASE_CATEGORIES.map((c, index) => ({
        id: c.id,
        label: c.label[lang],
        symbol: c.emoji,
        onSelect: () => {
          lastOpened.current = index;
          setParams({ [PARAM]: c.id }, { state: { fromList: true } });
        },
      })),
    [lang, setParams],
  );

  const phrases = useMemo<CardGridItem[]>(
    () =>
      (category?.phrases ?? []).map((p) => {
        const label = p.label[lang];
        return { id: p.id, label, symbol: p.emoji, onSelect: () => say({ id: `${category?.id}.${p.id}`, label, symbol: p.emoji }) };
      }),
    [category, lang, say],
  );

  // Focus follows the view: to the phrases' heading on opening, back to the category card on returning.
  const openId = category?.id;
  useEffect(() => {
    if (openId) heading.current?.focus();
    else if (lastOpened.current !== null) list.current?.querySelectorAll('button').item(lastOpened.current)?.focus();
  }, [openId]);

  const backToList = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else setParams({}, { replace: true });
  };

  return (
    <div className="page communication">
      <ScreenHeader backTo="basic" backIsCommand={!category} />
      <h1 className="page__title">{t('title')}</h1>
      {category ? (
        <section aria-labelledby="communication-category">
          <div className="communication__bar">
            <button type="button" className="button button--secondary" data-command="back" onClick={backToList}>
              <span aria-hidden="true">←</span>
              {t('backToCategories')}
            </button>
            <h2 id="communication-category" className="communication__category" ref={heading} tabIndex={-1}>
              {category.label[lang]}
            </h2>
          </div>
          <CardGrid cards={phrases} label={t('phrasesOf', { category: category.label[lang] })} />
        </section>
      ) : (
        <div ref={list}>
          <p className="page__intro page__intro--large">{t('intro')}</p>
          <CardGrid cards={categories} label={t('categoriesLabel')} />
        </div>
      )}
    </div>
  );
}
